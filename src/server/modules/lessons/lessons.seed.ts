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

export interface DemoLessonBooking {
  /** One student, or two for a shared lesson type. */
  studentIds: readonly string[];
  lessonTypeId: string;
  pickup: { zip: string; location: string };
  /** Days from today (UTC) from which a free time is looked for; negative: a past lesson. */
  day: number;
  idempotencyKey: string;
  comments?: string;
}

/**
 * Books one demo lesson at the first time the slot search offers from its day, as staff would
 * (a past lesson as of a week before its day); returns the lesson's id, or null when no time is
 * free. Other modules' seeds book their lessons through it.
 */
export async function bookDemoLesson(
  platform: LessonsPlatform,
  author: { id: string; name: string },
  booking: DemoLessonBooking,
): Promise<string | null> {
  const viewer = {
    userId: author.id,
    name: author.name,
    email: '',
    sessionId: '',
    roles: ['Admin' as const],
  };
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const from = new Date(today.getTime() + booking.day * DAY_MS);
  // History is booked as it would have been then, so it passes the same rules.
  const now = booking.day < 0 ? new Date(from.getTime() - BOOKED_AHEAD_MS) : new Date();
  const { slots } = await searchSlotsIn(platform.db.db, {
    pickup: { zipCode: booking.pickup.zip },
    lessonTypeId: booking.lessonTypeId,
    from,
    to: new Date(from.getTime() + SEARCH_DAYS * DAY_MS),
    studentIds: [...booking.studentIds],
    now,
  });
  const slot = slots[0];
  if (!slot) return null;
  // Demo bookings send no confirmation: their addresses are made up, and the seed may run where
  // SMTP is configured. Reminders of the upcoming ones do go to the outbox (docs/messages.md).
  const lesson = await scheduleLesson(
    { db: platform.db, events: platform.events, log: platform.log },
    viewer,
    {
      idempotencyKey: booking.idempotencyKey,
      instructorId: slot.instructors[0]!.instructorId,
      lessonTypeId: booking.lessonTypeId,
      startTime: slot.startTime,
      studentIds: [...booking.studentIds],
      pickupZip: booking.pickup.zip,
      pickupLocation: booking.pickup.location,
      comments: booking.comments ?? '',
    },
    now,
  );
  return lesson.lesson.id;
}

export async function seedDemoLessons(
  platform: LessonsPlatform,
  students: readonly { id: string }[],
  author: { id: string | null; name: string },
  plan: readonly (readonly number[])[] = DEMO_LESSON_DAYS,
  /** Idempotency keys start with it: a second plan for the same students needs its own. */
  keyPrefix = 'demo-lesson',
): Promise<number> {
  const standard = (await lessonsRepository.lessonTypes(platform.db.db)).find(
    (type) => type.name === 'Standard',
  );
  if (!standard || !author.id) return 0;
  let booked = 0;
  for (const [index, days] of plan.entries()) {
    const student = students[index];
    if (!student) break;
    const pickup = DEMO_PICKUPS[index % DEMO_PICKUPS.length]!;
    for (const [number, day] of days.entries()) {
      const lessonId = await bookDemoLesson(
        platform,
        { id: author.id, name: author.name },
        {
          studentIds: [student.id],
          lessonTypeId: standard.id,
          pickup,
          day,
          idempotencyKey: `${keyPrefix}-${student.id}-${number}`,
          comments: day < 0 ? 'Practised lane changes and parking.' : '',
        },
      );
      if (lessonId) booked += 1;
    }
  }
  return booked;
}
