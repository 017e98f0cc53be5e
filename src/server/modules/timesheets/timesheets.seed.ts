// Demo timesheets: two students who have not driven yet buy lessons and take them in the last pay
// period that is over, so the timesheets screen shows minutes and pay on a first start. The
// purchases go through the ledger and the lessons through the lessons seed (slot search, booked as
// of a week before); then one lesson is recorded longer than booked, as instructors do.
import { eq } from 'drizzle-orm';
import { formatDate } from '../../../domain/date-format.ts';
import { isoDateToDay } from '../../../domain/scheduling/time-zone.ts';
import { payPeriodOf, shiftPeriod } from '../../../domain/timesheets/pay-period.ts';
import type { EntryAuthor } from '../ledger/ledger.repository.ts';
import { recordPurchase } from '../ledger/ledger.service.ts';
import type { LessonsPlatform } from '../lessons/lesson-booking.ts';
import { seedDemoLessons } from '../lessons/lessons.seed.ts';
import { lessons, lessonStudents } from '../lessons/lessons.tables.ts';
import type { DemoCatalogue } from '../products/products.seed.ts';
import { timesheetSetting } from './timesheets.service.ts';

const DAY_MS = 86_400_000;

export async function seedDemoTimesheets(
  platform: LessonsPlatform,
  students: readonly { id: string }[],
  catalogue: DemoCatalogue,
  author: EntryAuthor,
  now = new Date(),
): Promise<number> {
  const db = platform.db.db;
  const lessonProduct = catalogue.get('twoHourLesson');
  if (!lessonProduct || students.length === 0) return 0;
  const setting = await timesheetSetting(db);
  const previous = shiftPeriod(setting, payPeriodOf(setting, formatDate(now, 'YYYY-MM-DD')), -1);
  // The lessons seed counts days from today's UTC midnight and searches four days from each:
  // from the period's second day (and a week later when periods are two weeks long) the lessons
  // stay inside the period.
  const today = isoDateToDay(now.toISOString().slice(0, 10));
  const second = isoDateToDay(previous.start) + 1 - today;
  const plan = students.map((_, index) =>
    index === 0 && setting.periodLength === 'BIWEEKLY' ? [second, second + 7] : [second],
  );
  for (const [index, student] of students.entries()) {
    await platform.db.transaction((tx) =>
      recordPurchase(
        tx,
        {
          idempotencyKey: `demo-timesheet-purchase-${index}`,
          studentId: student.id,
          items: [{ productId: lessonProduct, quantity: plan[index]!.length }],
          amountCents: 19_900 * plan[index]!.length,
          paymentMethod: 'stripe',
          paymentReference: null,
          expiresAt: new Date(now.getTime() + 365 * DAY_MS),
          note: null,
        },
        { author },
      ),
    );
  }
  const booked = await seedDemoLessons(platform, students, author, plan, 'demo-timesheet-lesson');
  const [taught] = await db
    .select({ id: lessons.id, durationMinutes: lessons.durationMinutes })
    .from(lessons)
    .innerJoin(lessonStudents, eq(lessonStudents.lessonId, lessons.id))
    .where(eq(lessonStudents.studentId, students[0]!.id))
    .orderBy(lessons.startTime)
    .limit(1);
  if (taught) {
    await db
      .update(lessons)
      .set({
        actualDurationMinutes: taught.durationMinutes + 15,
        actualDurationNote: 'Extra parallel parking practice.',
      })
      .where(eq(lessons.id, taught.id));
  }
  return booked;
}
