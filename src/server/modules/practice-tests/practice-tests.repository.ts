// The only code that reads and writes the DMV practice questions (coursePrepQuizQuestion rows of
// quiz_questions); lecture quiz questions are read and written by module lectures.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  quizQuestions,
  type QuizQuestionKind,
  type QuizQuestionRow,
} from './practice-tests.tables.ts';

export type QuizQuestionValues = Pick<
  QuizQuestionRow,
  | 'kind'
  | 'usStateId'
  | 'prompt'
  | 'choices'
  | 'correctIndex'
  | 'explanation'
  | 'source'
  | 'position'
> &
  Partial<Pick<QuizQuestionRow, 'isActive'>>;

const coursePrepOf = (state: string) =>
  and(eq(quizQuestions.kind, 'coursePrepQuizQuestion'), eq(quizQuestions.usStateId, state));

export const practiceTestsRepository = {
  /** A state's practice questions in their sort order; inactive ones only when asked. */
  listForState(db: Executor, state: string, includeInactive: boolean): Promise<QuizQuestionRow[]> {
    return db
      .select()
      .from(quizQuestions)
      .where(
        and(coursePrepOf(state), includeInactive ? undefined : eq(quizQuestions.isActive, true)),
      )
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.createdAt));
  },

  /** Up to `limit` active questions of a state, in random order. */
  randomActive(db: Executor, state: string, limit: number): Promise<QuizQuestionRow[]> {
    return db
      .select()
      .from(quizQuestions)
      .where(and(coursePrepOf(state), eq(quizQuestions.isActive, true)))
      .orderBy(sql`random()`)
      .limit(limit);
  },

  /** The given questions of a state (active or not: a test taken before a change still grades). */
  findForState(db: Executor, state: string, ids: readonly string[]): Promise<QuizQuestionRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(quizQuestions)
      .where(and(coursePrepOf(state), inArray(quizQuestions.id, [...ids])));
  },

  /** Number of active practice questions per state, for the states that have any. */
  activeCountsByState(db: Executor): Promise<{ state: string; count: number }[]> {
    return db
      .select({ state: sql<string>`${quizQuestions.usStateId}`, count: count() })
      .from(quizQuestions)
      .where(
        and(eq(quizQuestions.kind, 'coursePrepQuizQuestion'), eq(quizQuestions.isActive, true)),
      )
      .groupBy(quizQuestions.usStateId)
      .orderBy(asc(quizQuestions.usStateId));
  },

  async countOfKind(db: Executor, kind: QuizQuestionKind, state: string): Promise<number> {
    const [row] = await db
      .select({ count: count() })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.kind, kind), eq(quizQuestions.usStateId, state)));
    return row?.count ?? 0;
  },

  async findById(db: Executor, id: string): Promise<QuizQuestionRow | null> {
    const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
    return row ?? null;
  },

  async insertMany(
    db: Executor,
    values: readonly QuizQuestionValues[],
  ): Promise<QuizQuestionRow[]> {
    if (values.length === 0) return [];
    return db
      .insert(quizQuestions)
      .values([...values])
      .returning();
  },

  async update(
    db: Executor,
    id: string,
    values: Partial<Omit<QuizQuestionRow, 'id' | 'kind' | 'createdAt' | 'updatedAt'>>,
  ): Promise<QuizQuestionRow | null> {
    const [row] = await db
      .update(quizQuestions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(quizQuestions.id, id))
      .returning();
    return row ?? null;
  },
};
