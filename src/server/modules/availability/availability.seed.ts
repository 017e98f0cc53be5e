// Demo weekly hours for every instructor already in the database (the instructors seed runs
// first): Monday to Friday 8:00–17:00 with a 12:00–12:30 meal break, Saturday 9:00–13:00.
// Instructors who already have hours are left alone; with no instructors it does nothing.
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { instructorBreaks, instructorWeeklyHours } from './availability.tables.ts';

const WEEKDAYS = [1, 2, 3, 4, 5];

export async function seedDemoAvailability(db: Executor): Promise<number> {
  const all = await db.select({ id: instructors.id }).from(instructors);
  if (all.length === 0) return 0;
  const withHours = new Set(
    (
      await db
        .selectDistinct({ id: instructorWeeklyHours.instructorId })
        .from(instructorWeeklyHours)
        .where(
          inArray(
            instructorWeeklyHours.instructorId,
            all.map((row) => row.id),
          ),
        )
    ).map((row) => row.id),
  );
  const ids = all.map((row) => row.id).filter((id) => !withHours.has(id));
  if (ids.length === 0) return 0;
  await db.insert(instructorWeeklyHours).values(
    ids.flatMap((instructorId) => [
      ...WEEKDAYS.map((weekday) => ({
        instructorId,
        weekday,
        startMinute: 480,
        endMinute: 1020,
      })),
      { instructorId, weekday: 6, startMinute: 540, endMinute: 780 },
    ]),
  );
  await db.insert(instructorBreaks).values(
    ids.flatMap((instructorId) =>
      WEEKDAYS.map((weekday) => ({
        instructorId,
        weekday,
        startMinute: 720,
        endMinute: 750,
        kind: 'MEAL_BREAK' as const,
      })),
    ),
  );
  return ids.length;
}
