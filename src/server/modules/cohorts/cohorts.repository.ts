// Reads and writes of cohorts, their sessions, rosters and attendance. Seat counting is here as
// two conditional UPDATEs (take / give back a seat) so the limit holds inside the transaction.
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Attendance } from '../../../domain/cohorts/attendance.ts';
import type { Executor } from '../../db/client.ts';
import { students } from '../students/students.tables.ts';
import {
  cohortAttendance,
  cohortEnrollments,
  cohorts,
  cohortSessions,
  type CohortRow,
  type CohortSessionRow,
} from './cohorts.tables.ts';

export interface CohortFilter {
  courseId?: string;
  doShowClosed: boolean;
  minEndDate?: string;
}

export interface RosterEntry {
  studentId: string;
  name: string;
  email: string | null;
  enrolledAt: Date;
}

export interface AttendanceEntry {
  sessionId: string;
  studentId: string;
  attendance: Attendance;
}

type SessionValues = Pick<CohortSessionRow, 'name' | 'startTime' | 'endTime'>;

export const cohortsRepository = {
  list(db: Executor, filter: CohortFilter): Promise<CohortRow[]> {
    const where: SQL[] = [];
    if (filter.courseId) where.push(eq(cohorts.courseId, filter.courseId));
    if (filter.minEndDate) where.push(gte(cohorts.endDate, filter.minEndDate));
    if (!filter.doShowClosed) {
      // Closed: switched off, or the last day has passed on the cohort's own calendar.
      where.push(eq(cohorts.isOpen, true));
      where.push(sql`${cohorts.endDate} >= (now() at time zone ${cohorts.timeZone})::date`);
    }
    return db
      .select()
      .from(cohorts)
      .where(and(...where))
      .orderBy(asc(cohorts.startDate), asc(cohorts.name), asc(cohorts.id));
  },

  async findById(db: Executor, id: string): Promise<CohortRow | null> {
    const [row] = await db.select().from(cohorts).where(eq(cohorts.id, id));
    return row ?? null;
  },

  /** The cohort row, locked until the transaction ends (queues seat changes behind it). */
  async lock(db: Executor, id: string): Promise<CohortRow | null> {
    const [row] = await db.select().from(cohorts).where(eq(cohorts.id, id)).for('update');
    return row ?? null;
  },

  /** Takes a seat if one is left; null when the cohort is full (or does not exist). */
  async takeSeat(db: Executor, id: string): Promise<CohortRow | null> {
    const [row] = await db
      .update(cohorts)
      .set({ numEnrolled: sql`${cohorts.numEnrolled} + 1` })
      .where(and(eq(cohorts.id, id), sql`${cohorts.numEnrolled} < ${cohorts.maxEnrollees}`))
      .returning();
    return row ?? null;
  },

  async giveBackSeat(db: Executor, id: string): Promise<void> {
    await db
      .update(cohorts)
      .set({ numEnrolled: sql`${cohorts.numEnrolled} - 1` })
      .where(and(eq(cohorts.id, id), sql`${cohorts.numEnrolled} > 0`));
  },

  sessionsOf(db: Executor, cohortIds: readonly string[]): Promise<CohortSessionRow[]> {
    if (cohortIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(cohortSessions)
      .where(inArray(cohortSessions.cohortId, [...cohortIds]))
      .orderBy(asc(cohortSessions.startTime), asc(cohortSessions.id));
  },

  async findSession(db: Executor, id: string): Promise<CohortSessionRow | null> {
    const [row] = await db.select().from(cohortSessions).where(eq(cohortSessions.id, id));
    return row ?? null;
  },

  async insertSession(db: Executor, cohortId: string, values: SessionValues) {
    const [row] = await db
      .insert(cohortSessions)
      .values({ cohortId, ...values })
      .returning();
    return row!;
  },

  async updateSession(db: Executor, id: string, values: SessionValues) {
    const [row] = await db
      .update(cohortSessions)
      .set(values)
      .where(eq(cohortSessions.id, id))
      .returning();
    return row ?? null;
  },

  async deleteSession(db: Executor, id: string) {
    const [row] = await db.delete(cohortSessions).where(eq(cohortSessions.id, id)).returning();
    return row ?? null;
  },

  async isEnrolled(db: Executor, cohortId: string, studentId: string): Promise<boolean> {
    const rows = await db
      .select({ id: cohortEnrollments.id })
      .from(cohortEnrollments)
      .where(
        and(eq(cohortEnrollments.cohortId, cohortId), eq(cohortEnrollments.studentId, studentId)),
      );
    return rows.length > 0;
  },

  async insertEnrollment(db: Executor, cohortId: string, studentId: string) {
    await db.insert(cohortEnrollments).values({ cohortId, studentId });
  },

  async deleteEnrollment(db: Executor, cohortId: string, studentId: string): Promise<boolean> {
    const rows = await db
      .delete(cohortEnrollments)
      .where(
        and(eq(cohortEnrollments.cohortId, cohortId), eq(cohortEnrollments.studentId, studentId)),
      )
      .returning({ id: cohortEnrollments.id });
    return rows.length > 0;
  },

  roster(db: Executor, cohortId: string): Promise<RosterEntry[]> {
    return db
      .select({
        studentId: cohortEnrollments.studentId,
        name: students.name,
        email: students.email,
        enrolledAt: cohortEnrollments.enrolledAt,
      })
      .from(cohortEnrollments)
      .innerJoin(students, eq(students.id, cohortEnrollments.studentId))
      .where(eq(cohortEnrollments.cohortId, cohortId))
      .orderBy(asc(students.name), asc(students.id));
  },

  attendanceOf(db: Executor, cohortId: string): Promise<AttendanceEntry[]> {
    return db
      .select({
        sessionId: cohortAttendance.sessionId,
        studentId: cohortAttendance.studentId,
        attendance: cohortAttendance.attendance,
      })
      .from(cohortAttendance)
      .innerJoin(cohortSessions, eq(cohortSessions.id, cohortAttendance.sessionId))
      .where(eq(cohortSessions.cohortId, cohortId));
  },

  /** Not_Set is stored as no row. */
  async setAttendance(db: Executor, entry: AttendanceEntry): Promise<void> {
    const key = and(
      eq(cohortAttendance.sessionId, entry.sessionId),
      eq(cohortAttendance.studentId, entry.studentId),
    );
    if (entry.attendance === 'Not_Set') {
      await db.delete(cohortAttendance).where(key);
      return;
    }
    await db
      .insert(cohortAttendance)
      .values(entry)
      .onConflictDoUpdate({
        target: [cohortAttendance.sessionId, cohortAttendance.studentId],
        set: { attendance: entry.attendance, updatedAt: sql`now()` },
      });
  },

  /** Forgets a removed student's marks for this cohort's sessions. */
  async clearAttendance(db: Executor, cohortId: string, studentId: string): Promise<void> {
    await db
      .delete(cohortAttendance)
      .where(
        and(
          eq(cohortAttendance.studentId, studentId),
          inArray(
            cohortAttendance.sessionId,
            db
              .select({ id: cohortSessions.id })
              .from(cohortSessions)
              .where(eq(cohortSessions.cohortId, cohortId)),
          ),
        ),
      );
  },
};
