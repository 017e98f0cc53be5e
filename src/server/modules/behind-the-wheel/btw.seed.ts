// Demo behind-the-wheel progress (docs/behind-the-wheel.md "Demo data"), so the student's page,
// the portal, the instructor's lesson page and the report show real hours on a first start:
// - the demo family in Austin: Emma and her sister Lily share three two-hour lessons (each drives
//   half and watches half); Lily missed the last one. With Emma's lesson in San Francisco, Emma
//   has 5 h of 7 h driving and 3 h of 7 h observation for Texas, Lily 2 h and 2 h;
// - in Seattle, Liam drives two two-hour lessons and shares a third with Zoe: 5 h driving and 1 h
//   observation, Washington's requirement met; Zoe is 4 h from it;
// - Washington names a "Behind-the-wheel" certificate type in its state config, so staff can
//   issue Liam's certificate from his page (not issued here: staff check the record first).
// Lessons are booked through the lessons service at times the slot search offers, as of a week
// before each (their minutes leave the ledger); attendance is then recorded on the places, as an
// instructor records it. Seed data is nobody's change, so none of it is audited.
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Attendance } from '../../../domain/scheduling/lesson-enums.ts';
import type { Executor } from '../../db/client.ts';
import { certificateTypes } from '../certificates/certificates.tables.ts';
import type { EntryAuthor } from '../ledger/ledger.repository.ts';
import { recordPurchase } from '../ledger/ledger.service.ts';
import type { LessonsPlatform } from '../lessons/lesson-booking.ts';
import { lessonsRepository } from '../lessons/lessons.repository.ts';
import { bookDemoLesson } from '../lessons/lessons.seed.ts';
import { lessons, lessonStudents } from '../lessons/lessons.tables.ts';
import type { DemoCatalogue } from '../products/products.seed.ts';
import { stateConfigs } from '../state-configs/state-configs.tables.ts';

const DAY_MS = 86_400_000;

/** The certificate type Washington issues for its behind-the-wheel requirement. */
export const DEMO_BTW_CERTIFICATE_TYPE = {
  label: 'Behind-the-wheel',
  prefix: 'WA-BTW-',
  valMin: 1,
  valMax: 99999,
  usStateId: 'WA',
} as const;

export interface DemoBtwStudents {
  /** The demo student (Texas) and her younger sister, both managed by the demo parent. */
  emma: { id: string } | undefined;
  lily: { id: string } | null | undefined;
  /** Washington teens: Liam (a demo account) and Zoe (a walk-in). */
  liam: { id: string } | undefined;
  zoe: { id: string } | undefined;
}

interface PlannedLesson {
  key: string;
  type: 'Standard' | 'Shared';
  students: ({ id: string } | null | undefined)[];
  /** Attendance per student, in the order of `students`. */
  attendance: Attendance[];
  day: number;
  pickup: { zip: string; location: string };
  comments: string;
}

const AUSTIN = { zip: '78705', location: '2100 Guadalupe St, Austin, TX 78705' };
const SEATTLE = { zip: '98109', location: '400 Broad St, Seattle, WA 98109' };

function plan(students: DemoBtwStudents): PlannedLesson[] {
  const { emma, lily, liam, zoe } = students;
  const shared = (key: string, day: number, lilyCame: Attendance): PlannedLesson => ({
    key,
    type: 'Shared',
    students: [emma, lily],
    attendance: ['Attended', lilyCame],
    day,
    pickup: AUSTIN,
    comments: 'Emma and Lily took turns: residential streets, then Lamar Blvd.',
  });
  return [
    shared('austin-1', -30, 'Attended'),
    shared('austin-2', -23, 'Attended'),
    shared('austin-3', -16, 'NoShow'),
    ...[-26, -19].map((day, index) => ({
      key: `seattle-${index + 1}`,
      type: 'Standard' as const,
      students: [liam],
      attendance: ['Attended' as const],
      day,
      pickup: SEATTLE,
      comments: 'Hills and lane changes.',
    })),
    {
      key: 'seattle-shared',
      type: 'Shared',
      students: [liam, zoe],
      attendance: ['Attended', 'Attended'],
      day: -12,
      pickup: SEATTLE,
      comments: 'Liam and Zoe took turns downtown.',
    },
  ];
}

/** Washington's behind-the-wheel certificate type, named in its state config. */
async function configureWashington(db: Executor): Promise<void> {
  const [type] = await db
    .insert(certificateTypes)
    .values({ ...DEMO_BTW_CERTIFICATE_TYPE })
    .returning({ id: certificateTypes.id });
  // Home pickup and meeting points both stay offered, as for a state without a config.
  await db.insert(stateConfigs).values({
    state: 'WA',
    longName: 'Washington',
    hasHomePickup: true,
    hasMeetingPoints: true,
    behindTheWheelCertificateTypeId: type!.id,
  });
}

export async function seedDemoBehindTheWheel(
  platform: LessonsPlatform,
  students: DemoBtwStudents,
  catalogue: DemoCatalogue,
  author: EntryAuthor,
): Promise<number> {
  const db = platform.db.db;
  await configureWashington(db);
  const types = await lessonsRepository.lessonTypes(db);
  const teenPackage = catalogue.get('teenPackage');
  if (!author.id || !teenPackage) return 0;
  // The Washington teens buy the teen package (6 h driving, 6 h observation) for their lessons;
  // the Texas sisters drive on the Texas package the ledger seed gave them.
  const washington = [students.liam, students.zoe].filter((student) => student != null);
  for (const [index, student] of washington.entries()) {
    await platform.db.transaction((tx) =>
      recordPurchase(
        tx,
        {
          idempotencyKey: `demo-btw-purchase-${index}`,
          studentId: student.id,
          items: [{ productId: teenPackage, quantity: 1 }],
          amountCents: 64_900,
          paymentMethod: 'stripe',
          paymentReference: null,
          expiresAt: new Date(Date.now() + 365 * DAY_MS),
          note: null,
        },
        { author },
      ),
    );
  }
  let booked = 0;
  for (const lesson of plan(students)) {
    const people = lesson.students.filter((student) => student != null);
    const type = types.find((candidate) => candidate.name === lesson.type);
    if (!type || people.length !== lesson.students.length) continue;
    const lessonId = await bookDemoLesson(
      platform,
      { id: author.id, name: author.name },
      {
        studentIds: people.map((student) => student.id),
        lessonTypeId: type.id,
        pickup: lesson.pickup,
        day: lesson.day,
        idempotencyKey: `demo-btw-${lesson.key}`,
        comments: lesson.comments,
      },
    );
    if (!lessonId) continue;
    booked += 1;
    await platform.db.transaction(async (tx) => {
      for (const [index, student] of people.entries())
        await lessonsRepository.updatePlace(tx, lessonId, student.id, {
          attendance: lesson.attendance[index]!,
        });
    });
  }
  // Emma's past lesson in San Francisco (the lessons seed) was attended too.
  if (students.emma) await recordPastLessonsAttended(db, students.emma.id);
  return booked;
}

/** Records a student as attended in every lesson that has started, where nothing was recorded. */
async function recordPastLessonsAttended(db: Executor, studentId: string): Promise<void> {
  const started = db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(lte(lessons.startTime, new Date()), isNull(lessons.cancelledAt)));
  await db
    .update(lessonStudents)
    .set({ attendance: 'Attended' })
    .where(
      and(
        eq(lessonStudents.studentId, studentId),
        eq(lessonStudents.attendance, 'Unrecorded'),
        isNull(lessonStudents.removedAt),
        inArray(lessonStudents.lessonId, started),
      ),
    );
}
