// The only code of the timesheets module that touches the database: its own tables, and reads of
// the instructors' rates and the lessons the instructors taught (the lessons module owns those).
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { lessonCancellations, lessons, lessonStudents } from '../lessons/lessons.tables.ts';
import { students } from '../students/students.tables.ts';
import {
  timesheetApprovals,
  timesheetSettings,
  timesheetSnapshotLines,
  timesheetSnapshots,
  type TimesheetApprovalRow,
  type TimesheetSettingsRow,
  type TimesheetSnapshotLineRow,
  type TimesheetSnapshotRow,
} from './timesheets.tables.ts';

export interface PayeeInstructor {
  id: string;
  name: string;
  userId: string | null;
  timeZone: string;
  status: string;
  teachingPayCents: number | null;
  nonTeachingPayCents: number | null;
}

export interface PaidLesson {
  id: string;
  instructorId: string;
  start: Date;
  bookedEnd: Date;
  durationMinutes: number;
  actualDurationMinutes: number | null;
  cancelled: boolean;
  noShow: boolean;
  lessonTypeLabel: string;
  studentNames: string[];
  pickupLatitude: number | null;
  pickupLongitude: number | null;
}

const payeeColumns = {
  id: instructors.id,
  name: instructors.name,
  userId: instructors.userId,
  timeZone: instructors.timeZone,
  status: instructors.status,
  teachingPayCents: instructors.teachingPayCents,
  nonTeachingPayCents: instructors.nonTeachingPayCents,
};

export const timesheetsRepository = {
  async settings(db: Executor): Promise<TimesheetSettingsRow | null> {
    const [row] = await db.select().from(timesheetSettings);
    return row ?? null;
  },

  async saveSettings(
    db: Executor,
    values: Omit<TimesheetSettingsRow, 'id' | 'updatedAt'>,
  ): Promise<TimesheetSettingsRow> {
    const now = new Date();
    const [row] = await db
      .insert(timesheetSettings)
      .values({ ...values, id: true, updatedAt: now })
      .onConflictDoUpdate({ target: timesheetSettings.id, set: { ...values, updatedAt: now } })
      .returning();
    return row!;
  },

  approvals(db: Executor): Promise<TimesheetApprovalRow[]> {
    return db.select().from(timesheetApprovals).orderBy(asc(timesheetApprovals.periodStart));
  },

  async approval(db: Executor, periodStart: string): Promise<TimesheetApprovalRow | null> {
    const [row] = await db
      .select()
      .from(timesheetApprovals)
      .where(eq(timesheetApprovals.periodStart, periodStart));
    return row ?? null;
  },

  async insertApproval(
    db: Executor,
    values: typeof timesheetApprovals.$inferInsert,
  ): Promise<TimesheetApprovalRow> {
    const [row] = await db.insert(timesheetApprovals).values(values).returning();
    return row!;
  },

  async insertSnapshots(
    db: Executor,
    snapshots: (typeof timesheetSnapshots.$inferInsert)[],
    lines: (typeof timesheetSnapshotLines.$inferInsert)[],
  ): Promise<void> {
    if (snapshots.length > 0) await db.insert(timesheetSnapshots).values(snapshots);
    // Several statements keep each one's parameters under PostgreSQL's limit.
    for (let index = 0; index < lines.length; index += 500) {
      await db.insert(timesheetSnapshotLines).values(lines.slice(index, index + 500));
    }
  },

  snapshots(db: Executor, approvalId: string): Promise<TimesheetSnapshotRow[]> {
    return db
      .select()
      .from(timesheetSnapshots)
      .where(eq(timesheetSnapshots.approvalId, approvalId));
  },

  snapshotLines(db: Executor, approvalId: string): Promise<TimesheetSnapshotLineRow[]> {
    return db
      .select()
      .from(timesheetSnapshotLines)
      .where(eq(timesheetSnapshotLines.approvalId, approvalId))
      .orderBy(asc(timesheetSnapshotLines.instructorId), asc(timesheetSnapshotLines.position));
  },

  /**
   * What was paid for the approved periods starting on `periodStarts`: their own lines and the
   * corrections of them approved in later periods.
   */
  paidLinesOf(
    db: Executor,
    periodStarts: string[],
  ): Promise<(TimesheetSnapshotLineRow & { paidForPeriod: string })[]> {
    if (periodStarts.length === 0) return Promise.resolve([]);
    return db
      .select({
        line: timesheetSnapshotLines,
        paidForPeriod: sql<string>`coalesce(${timesheetSnapshotLines.correctsPeriodStart}, ${timesheetApprovals.periodStart})::text`,
      })
      .from(timesheetSnapshotLines)
      .innerJoin(timesheetApprovals, eq(timesheetApprovals.id, timesheetSnapshotLines.approvalId))
      .where(
        or(
          and(
            inArray(timesheetApprovals.periodStart, periodStarts),
            sql`${timesheetSnapshotLines.correctsPeriodStart} is null`,
          ),
          inArray(timesheetSnapshotLines.correctsPeriodStart, periodStarts),
        ),
      )
      .then((rows) => rows.map((row) => ({ ...row.line, paidForPeriod: row.paidForPeriod })));
  },

  /** Every instructor (a retired one may still have a period to be paid), by name. */
  instructors(db: Executor, ids?: string[]): Promise<PayeeInstructor[]> {
    return db
      .select(payeeColumns)
      .from(instructors)
      .where(ids ? inArray(instructors.id, ids) : undefined)
      .orderBy(asc(instructors.name), asc(instructors.id));
  },

  async instructorOfUser(db: Executor, userId: string): Promise<PayeeInstructor | null> {
    const [row] = await db
      .select(payeeColumns)
      .from(instructors)
      .where(eq(instructors.userId, userId));
    return row ?? null;
  },

  /**
   * Lessons starting in [from, to), cancelled ones included (a no-show is still paid): whether
   * the last cancellation, the one that cancelled the whole lesson, was a no-show.
   */
  async lessonsBetween(
    db: Executor,
    from: Date,
    to: Date,
    instructorId?: string,
  ): Promise<PaidLesson[]> {
    return db
      .select({
        id: lessons.id,
        instructorId: lessons.instructorId,
        start: lessons.startTime,
        bookedEnd: lessons.endTime,
        durationMinutes: lessons.durationMinutes,
        actualDurationMinutes: lessons.actualDurationMinutes,
        cancelled: sql<boolean>`${lessons.cancelledAt} is not null`,
        noShow: sql<boolean>`exists (
          select 1 from ${lessonCancellations}
          where ${lessonCancellations.lessonId} = ${lessons.id}
            and ${lessonCancellations.reason} = 'NO_SHOW'
            and ${lessonCancellations.timestamp} = ${lessons.cancelledAt}
        )`,
        lessonTypeLabel: lessonTypes.label,
        studentNames: sql<string[]>`coalesce((
          select array_agg(${students.name} order by ${students.name})
          from ${lessonStudents} join ${students} on ${students.id} = ${lessonStudents.studentId}
          where ${lessonStudents.lessonId} = ${lessons.id}
            and (${lessonStudents.removedAt} is null or ${lessonStudents.removedAt} = ${lessons.cancelledAt})
        ), '{}'::text[])`,
        pickupLatitude: lessons.pickupLatitude,
        pickupLongitude: lessons.pickupLongitude,
      })
      .from(lessons)
      .innerJoin(lessonTypes, eq(lessonTypes.id, lessons.lessonTypeId))
      .where(
        and(
          gte(lessons.startTime, from),
          lt(lessons.startTime, to),
          instructorId ? eq(lessons.instructorId, instructorId) : undefined,
        ),
      )
      .orderBy(asc(lessons.startTime), asc(lessons.id));
  },
};
