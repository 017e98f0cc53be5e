// The only code that touches the weekly hours, breaks and exceptions tables, plus the few
// instructor facts this module needs (read-only: the instructors module owns that table).
import { and, arrayContains, asc, eq, gte, ne, or } from 'drizzle-orm';
import type { WeeklyBreak, WeeklySpan } from '../../../domain/scheduling/weekly-hours-rules.ts';
import type { BreakKind } from '../../../domain/scheduling/lesson-enums.ts';
import { users } from '../../auth/auth.tables.ts';
import type { Executor } from '../../db/client.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import {
  instructorAvailabilityExceptions,
  instructorBreaks,
  instructorWeeklyHours,
  type AvailabilityExceptionRow,
  type BreakRow,
  type WeeklyHoursRow,
} from './availability.tables.ts';

export interface AvailabilityInstructor {
  id: string;
  name: string;
  userId: string | null;
  timeZone: string;
  regionalManagerId: string | null;
}

const instructorColumns = {
  id: instructors.id,
  name: instructors.name,
  userId: instructors.userId,
  timeZone: instructors.timeZone,
  regionalManagerId: instructors.regionalManagerId,
};

export type NewException = Omit<AvailabilityExceptionRow, 'id' | 'createdAt'>;

export const availabilityRepository = {
  /** The instructor, locked for the rest of the transaction when `lock` (one change at a time). */
  async instructor(db: Executor, id: string, lock = false): Promise<AvailabilityInstructor | null> {
    const query = db.select(instructorColumns).from(instructors).where(eq(instructors.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  /** Instructors by name, for the calendar picker; only the one with `userId` when given. */
  instructorOptions(
    db: Executor,
    userId: string | null,
  ): Promise<{ id: string; name: string; timeZone: string; status: string }[]> {
    return db
      .select({
        id: instructors.id,
        name: instructors.name,
        timeZone: instructors.timeZone,
        status: instructors.status,
      })
      .from(instructors)
      .where(userId === null ? undefined : eq(instructors.userId, userId))
      .orderBy(asc(instructors.name), asc(instructors.id));
  },

  /**
   * Active instructors who work in the region (their home region or one they serve), by name;
   * only the one with `userId` when given (an Instructor sees their own column).
   */
  instructorsInRegion(
    db: Executor,
    regionId: string,
    userId: string | null,
  ): Promise<{ id: string; name: string }[]> {
    return db
      .select({ id: instructors.id, name: instructors.name })
      .from(instructors)
      .where(
        and(
          eq(instructors.status, 'Active'),
          or(
            eq(instructors.regionId, regionId),
            arrayContains(instructors.serviceRegionIds, [regionId]),
          ),
          userId === null ? undefined : eq(instructors.userId, userId),
        ),
      )
      .orderBy(asc(instructors.name), asc(instructors.id));
  },

  /** Instructors still working (not retired), for the nightly audit. */
  async workingInstructorIds(db: Executor): Promise<string[]> {
    const rows = await db
      .select({ id: instructors.id })
      .from(instructors)
      .where(ne(instructors.status, 'Retired'))
      .orderBy(asc(instructors.id));
    return rows.map((row) => row.id);
  },

  async regionalManager(
    db: Executor,
    userId: string,
  ): Promise<{ name: string; email: string } | null> {
    const [row] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },

  weeklyHours(db: Executor, instructorId: string): Promise<WeeklyHoursRow[]> {
    return db
      .select()
      .from(instructorWeeklyHours)
      .where(eq(instructorWeeklyHours.instructorId, instructorId))
      .orderBy(asc(instructorWeeklyHours.weekday), asc(instructorWeeklyHours.startMinute));
  },

  breaks(db: Executor, instructorId: string): Promise<BreakRow[]> {
    return db
      .select()
      .from(instructorBreaks)
      .where(eq(instructorBreaks.instructorId, instructorId))
      .orderBy(asc(instructorBreaks.weekday), asc(instructorBreaks.startMinute));
  },

  /** Exceptions on or after the local date `from` (all when null), by date. */
  exceptions(
    db: Executor,
    instructorId: string,
    from: string | null,
  ): Promise<AvailabilityExceptionRow[]> {
    return db
      .select()
      .from(instructorAvailabilityExceptions)
      .where(
        and(
          eq(instructorAvailabilityExceptions.instructorId, instructorId),
          from === null ? undefined : gte(instructorAvailabilityExceptions.date, from),
        ),
      )
      .orderBy(
        asc(instructorAvailabilityExceptions.date),
        asc(instructorAvailabilityExceptions.startMinute),
      );
  },

  async replaceWeeklyHours(db: Executor, instructorId: string, spans: WeeklySpan[]) {
    await db
      .delete(instructorWeeklyHours)
      .where(eq(instructorWeeklyHours.instructorId, instructorId));
    if (spans.length > 0) {
      await db
        .insert(instructorWeeklyHours)
        .values(spans.map((span) => ({ instructorId, ...span })));
    }
  },

  async replaceBreaks(db: Executor, instructorId: string, breaks: WeeklyBreak[]) {
    await db.delete(instructorBreaks).where(eq(instructorBreaks.instructorId, instructorId));
    if (breaks.length > 0) {
      await db.insert(instructorBreaks).values(
        breaks.map((entry) => ({
          instructorId,
          weekday: entry.weekday,
          startMinute: entry.startMinute,
          endMinute: entry.endMinute,
          kind: entry.kind as BreakKind,
        })),
      );
    }
  },

  async exception(db: Executor, id: string): Promise<AvailabilityExceptionRow | null> {
    const [row] = await db
      .select()
      .from(instructorAvailabilityExceptions)
      .where(eq(instructorAvailabilityExceptions.id, id));
    return row ?? null;
  },

  async insertException(db: Executor, values: NewException): Promise<AvailabilityExceptionRow> {
    const [row] = await db.insert(instructorAvailabilityExceptions).values(values).returning();
    if (!row) throw new Error('exception insert returned no row');
    return row;
  },

  async updateException(
    db: Executor,
    id: string,
    values: NewException,
  ): Promise<AvailabilityExceptionRow | null> {
    const [row] = await db
      .update(instructorAvailabilityExceptions)
      .set(values)
      .where(eq(instructorAvailabilityExceptions.id, id))
      .returning();
    return row ?? null;
  },

  async deleteException(db: Executor, id: string): Promise<void> {
    await db
      .delete(instructorAvailabilityExceptions)
      .where(eq(instructorAvailabilityExceptions.id, id));
  },
};
