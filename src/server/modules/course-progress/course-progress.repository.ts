// Reads and writes of lecture read marks and quiz attempts.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  lectureProgress,
  lectureQuizAttempts,
  type LectureProgressRow,
  type LectureQuizAttemptRow,
} from './course-progress.tables.ts';

export const courseProgressRepository = {
  readMarks(db: Executor, enrollmentId: string): Promise<LectureProgressRow[]> {
    return db.select().from(lectureProgress).where(eq(lectureProgress.enrollmentId, enrollmentId));
  },

  attempts(db: Executor, enrollmentId: string): Promise<LectureQuizAttemptRow[]> {
    return db
      .select()
      .from(lectureQuizAttempts)
      .where(eq(lectureQuizAttempts.enrollmentId, enrollmentId))
      .orderBy(asc(lectureQuizAttempts.attemptedAt));
  },

  /**
   * The attempts of the current run of the course: after a restart (the final exam's last failed
   * attempt, docs/seat-time.md "Final exam") the earlier ones stay on record but no longer count.
   */
  attemptsOfCurrentRun(db: Executor, enrollmentId: string): Promise<LectureQuizAttemptRow[]> {
    return db
      .select()
      .from(lectureQuizAttempts)
      .where(
        and(
          eq(lectureQuizAttempts.enrollmentId, enrollmentId),
          sql`${lectureQuizAttempts.attemptedAt} >= coalesce((select restarted_at from online_enrollments where id = ${enrollmentId}), '-infinity'::timestamptz)`,
        ),
      )
      .orderBy(asc(lectureQuizAttempts.attemptedAt));
  },

  /** Clears the read marks when the course starts over: every lecture is to be read again. */
  async clearReadMarks(db: Executor, enrollmentId: string): Promise<void> {
    await db.delete(lectureProgress).where(eq(lectureProgress.enrollmentId, enrollmentId));
  },

  /** Marks a lecture read once; marking it again keeps the first time. */
  async markRead(db: Executor, enrollmentId: string, lectureId: string, at: Date): Promise<void> {
    await db
      .insert(lectureProgress)
      .values({ enrollmentId, lectureId, readAt: at })
      .onConflictDoNothing();
  },

  async insertAttempt(
    db: Executor,
    values: typeof lectureQuizAttempts.$inferInsert,
  ): Promise<LectureQuizAttemptRow> {
    const [row] = await db.insert(lectureQuizAttempts).values(values).returning();
    return row!;
  },
};
