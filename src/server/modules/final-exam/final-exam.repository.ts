// The only code that reads and writes the final exam's pool and attempts.
import { and, asc, eq, gte, isNull, max, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  finalExamAttempts,
  finalExamQuestions,
  type FinalExamAttemptRow,
  type FinalExamQuestionRow,
} from './final-exam.tables.ts';

export type FinalExamQuestionValues = Pick<
  FinalExamQuestionRow,
  'section' | 'prompt' | 'choices' | 'correctIndex'
>;

/** An attempt as the audit report shows it: when, how many right, per section, passed. */
export type FinalExamAttemptRecord = Omit<FinalExamAttemptRow, 'questions' | 'answers'>;

const recordColumns = {
  id: finalExamAttempts.id,
  enrollmentId: finalExamAttempts.enrollmentId,
  number: finalExamAttempts.number,
  startedAt: finalExamAttempts.startedAt,
  submittedAt: finalExamAttempts.submittedAt,
  numCorrect: finalExamAttempts.numCorrect,
  totalQuestions: finalExamAttempts.totalQuestions,
  percent: finalExamAttempts.percent,
  sections: finalExamAttempts.sections,
  passPercent: finalExamAttempts.passPercent,
  sectionsScored: finalExamAttempts.sectionsScored,
  passed: finalExamAttempts.passed,
};

export const finalExamRepository = {
  poolOf(db: Executor, courseId: string): Promise<FinalExamQuestionRow[]> {
    return db
      .select()
      .from(finalExamQuestions)
      .where(eq(finalExamQuestions.courseId, courseId))
      .orderBy(asc(finalExamQuestions.position), asc(finalExamQuestions.createdAt));
  },

  async findQuestion(db: Executor, id: string): Promise<FinalExamQuestionRow | null> {
    const [row] = await db.select().from(finalExamQuestions).where(eq(finalExamQuestions.id, id));
    return row ?? null;
  },

  /** Adds a question at the end of the course's pool. */
  async insertQuestion(
    db: Executor,
    courseId: string,
    values: FinalExamQuestionValues,
  ): Promise<FinalExamQuestionRow> {
    const [last] = await db
      .select({ position: max(finalExamQuestions.position) })
      .from(finalExamQuestions)
      .where(eq(finalExamQuestions.courseId, courseId));
    const [row] = await db
      .insert(finalExamQuestions)
      .values({ courseId, ...values, position: (last?.position ?? -1) + 1 })
      .returning();
    return row!;
  },

  async updateQuestion(
    db: Executor,
    id: string,
    values: FinalExamQuestionValues,
    now: Date,
  ): Promise<FinalExamQuestionRow | null> {
    const [row] = await db
      .update(finalExamQuestions)
      .set({ ...values, updatedAt: now })
      .where(eq(finalExamQuestions.id, id))
      .returning();
    return row ?? null;
  },

  async deleteQuestion(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .delete(finalExamQuestions)
      .where(eq(finalExamQuestions.id, id))
      .returning({ id: finalExamQuestions.id });
    return rows.length > 0;
  },

  /**
   * Every attempt of an enrolment, oldest first, without its questions and answers: for the
   * audit report and the attempt counts. `since` keeps those of the current run of the course.
   */
  attemptRecords(
    db: Executor,
    enrollmentId: string,
    since: Date | null = null,
  ): Promise<FinalExamAttemptRecord[]> {
    const conditions: SQL[] = [eq(finalExamAttempts.enrollmentId, enrollmentId)];
    if (since) conditions.push(gte(finalExamAttempts.startedAt, since));
    return db
      .select(recordColumns)
      .from(finalExamAttempts)
      .where(and(...conditions))
      .orderBy(asc(finalExamAttempts.startedAt));
  },

  async findAttempt(db: Executor, id: string): Promise<FinalExamAttemptRow | null> {
    const [row] = await db.select().from(finalExamAttempts).where(eq(finalExamAttempts.id, id));
    return row ?? null;
  },

  async openAttempt(db: Executor, enrollmentId: string): Promise<FinalExamAttemptRow | null> {
    const [row] = await db
      .select()
      .from(finalExamAttempts)
      .where(
        and(
          eq(finalExamAttempts.enrollmentId, enrollmentId),
          isNull(finalExamAttempts.submittedAt),
        ),
      );
    return row ?? null;
  },

  async insertAttempt(
    db: Executor,
    values: typeof finalExamAttempts.$inferInsert,
  ): Promise<FinalExamAttemptRow> {
    const [row] = await db.insert(finalExamAttempts).values(values).returning();
    return row!;
  },

  async gradeAttempt(
    db: Executor,
    id: string,
    values: Pick<
      FinalExamAttemptRow,
      'answers' | 'submittedAt' | 'numCorrect' | 'percent' | 'sections' | 'passed'
    >,
  ): Promise<FinalExamAttemptRow> {
    const [row] = await db
      .update(finalExamAttempts)
      .set(values)
      .where(eq(finalExamAttempts.id, id))
      .returning();
    return row!;
  },
};

/**
 * The passing attempt of the current run when the course has a final exam; null when it has none;
 * false when it has one and no attempt since the last restart passed. Completion needs it.
 */
export async function passedFinalExam(
  db: Executor,
  enrollment: { id: string; restartedAt: Date | null },
  course: { examQuestionCount: number | null },
): Promise<FinalExamAttemptRecord | null | false> {
  if (course.examQuestionCount === null) return null;
  const attempts = await finalExamRepository.attemptRecords(
    db,
    enrollment.id,
    enrollment.restartedAt,
  );
  return attempts.find((attempt) => attempt.passed === true) ?? false;
}
