// Reads and writes of lecture read marks and quiz attempts.
import { asc, eq } from 'drizzle-orm';
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
