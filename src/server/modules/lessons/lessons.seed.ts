// Demo lessons: a few past and future Standard lessons of the first demo students, booked through
// the lessons service so each takes its minutes from the ledger and balances stay true. Each time
// is one the slot search offers near a demo pickup, so the lessons fit their instructors' hours,
// regions and travel like any booking. Does nothing when no instructor serves the pickups or no
// Standard lesson type exists.
import { searchSlotsIn } from '../slot-search/slot-search.service.ts';
import type { LessonsPlatform } from './lesson-booking.ts';
import { scheduleLesson } from './lesson-booking.ts';
import { lessonsRepository } from './lessons.repository.ts';

const DAY_MS = 86_400_000;

/** Days from today (UTC) from which each demo student's lessons are looked for. */
const DEMO_LESSON_DAYS: readonly (readonly number[])[] = [[-9, 4], [-5, 6], [8]];

/** One pickup per demo student, in the demo regions (San Francisco, East Bay, Seattle). */
const DEMO_PICKUPS = [
  { zip: '94103', location: '200 Valencia St, San Francisco, CA 94103' },
  { zip: '94612', location: '1500 Broadway, Oakland, CA 94612' },
  { zip: '98102', location: '600 Broadway E, Seattle, WA 98102' },
] as const;

/** Days searched from each lesson's day: always two weekdays or more. */
const SEARCH_DAYS = 4;
/** A past lesson is booked as of this long before its day (the booking rules refuse the past). */
const BOOKED_AHEAD_MS = 7 * DAY_MS;

export async function seedDemoLessons(
  platform: LessonsPlatform,
  students: readonly { id: string }[],
  author: { id: string | null; name: string },
  plan: readonly (readonly number[])[] = DEMO_LESSON_DAYS,
  /** Idempotency keys start with it: a second plan for the same students needs its own. */
  keyPrefix = 'demo-lesson',
): Promise<number> {
  const db = platform.db.db;
  const standard = (await lessonsRepository.lessonTypes(db)).find(
    (type) => type.name === 'Standard',
  );
  if (!standard || !author.id) return 0;
  const viewer = {
    userId: author.id,
    name: author.name,
    email: '',
    sessionId: '',
    roles: ['Admin' as const],
  };
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  let booked = 0;
  for (const [index, days] of plan.entries()) {
    const student = students[index];
    if (!student) break;
    const pickup = DEMO_PICKUPS[index % DEMO_PICKUPS.length]!;
    for (const [number, day] of days.entries()) {
      const from = new Date(today.getTime() + day * DAY_MS);
      // History is booked as it would have been then, so it passes the same rules.
      const now = day < 0 ? new Date(from.getTime() - BOOKED_AHEAD_MS) : new Date();
      const { slots } = await searchSlotsIn(db, {
        pickup: { zipCode: pickup.zip },
        lessonTypeId: standard.id,
        from,
        to: new Date(from.getTime() + SEARCH_DAYS * DAY_MS),
        studentIds: [student.id],
        now,
      });
      const slot = slots[0];
      if (!slot) continue;
      await scheduleLesson(
        platform,
        viewer,
        {
          idempotencyKey: `${keyPrefix}-${student.id}-${number}`,
          instructorId: slot.instructors[0]!.instructorId,
          lessonTypeId: standard.id,
          startTime: slot.startTime,
          studentIds: [student.id],
          pickupZip: pickup.zip,
          pickupLocation: pickup.location,
          comments: day < 0 ? 'Practised lane changes and parking.' : '',
        },
        now,
      );
      booked += 1;
    }
  }
  return booked;
}
