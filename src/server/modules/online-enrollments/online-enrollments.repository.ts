// Reads and writes of online enrolments, timer events and seat-time patches.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courses, type CourseRow } from '../courses/courses.tables.ts';
import {
  courseTimerEvents,
  onlineEnrollments,
  seatTimePatches,
  type CourseTimerEventRow,
  type OnlineEnrollmentRow,
  type SeatTimePatchRow,
} from './online-enrollments.tables.ts';

export interface EnrollmentWithCourse {
  enrollment: OnlineEnrollmentRow;
  course: CourseRow;
}

const withCourse = (db: Executor) =>
  db
    .select({ enrollment: onlineEnrollments, course: courses })
    .from(onlineEnrollments)
    .innerJoin(courses, eq(courses.id, onlineEnrollments.courseId));

export const onlineEnrollmentsRepository = {
  async find(db: Executor, id: string): Promise<EnrollmentWithCourse | null> {
    const [row] = await withCourse(db).where(eq(onlineEnrollments.id, id));
    return row ?? null;
  },

  /** Locks the enrolment row for the rest of the transaction (patches and status changes). */
  async lock(db: Executor, id: string): Promise<OnlineEnrollmentRow | null> {
    const [row] = await db
      .select()
      .from(onlineEnrollments)
      .where(eq(onlineEnrollments.id, id))
      .for('update');
    return row ?? null;
  },

  ofStudents(db: Executor, studentIds: readonly string[]): Promise<EnrollmentWithCourse[]> {
    if (studentIds.length === 0) return Promise.resolve([]);
    return withCourse(db)
      .where(inArray(onlineEnrollments.studentId, [...studentIds]))
      .orderBy(desc(onlineEnrollments.enrolledAt));
  },

  /** The enrolment and those it was migrated from, oldest first. */
  async lineage(db: Executor, enrollment: OnlineEnrollmentRow): Promise<OnlineEnrollmentRow[]> {
    const chain = [enrollment];
    let from = enrollment.migratedFromId;
    while (from && chain.length < 100) {
      const [row] = await db.select().from(onlineEnrollments).where(eq(onlineEnrollments.id, from));
      if (!row) break;
      chain.unshift(row);
      from = row.migratedFromId;
    }
    return chain;
  },

  events(db: Executor, enrollmentIds: readonly string[]): Promise<CourseTimerEventRow[]> {
    return db
      .select()
      .from(courseTimerEvents)
      .where(inArray(courseTimerEvents.enrollmentId, [...enrollmentIds]))
      .orderBy(asc(courseTimerEvents.receivedAt), asc(courseTimerEvents.seq));
  },

  patches(db: Executor, enrollmentIds: readonly string[]): Promise<SeatTimePatchRow[]> {
    return db
      .select()
      .from(seatTimePatches)
      .where(inArray(seatTimePatches.enrollmentId, [...enrollmentIds]))
      .orderBy(asc(seatTimePatches.day), asc(seatTimePatches.createdAt));
  },

  async lastEventOfSession(
    db: Executor,
    enrollmentId: string,
    session: string,
  ): Promise<CourseTimerEventRow | null> {
    const [row] = await db
      .select()
      .from(courseTimerEvents)
      .where(
        and(
          eq(courseTimerEvents.enrollmentId, enrollmentId),
          eq(courseTimerEvents.session, session),
        ),
      )
      .orderBy(desc(courseTimerEvents.receivedAt))
      .limit(1);
    return row ?? null;
  },

  async insertEvent(
    db: Executor,
    values: typeof courseTimerEvents.$inferInsert,
  ): Promise<CourseTimerEventRow> {
    const [row] = await db.insert(courseTimerEvents).values(values).returning();
    return row!;
  },

  async insertPatch(
    db: Executor,
    values: typeof seatTimePatches.$inferInsert,
  ): Promise<SeatTimePatchRow> {
    const [row] = await db.insert(seatTimePatches).values(values).returning();
    return row!;
  },
};
