// Reads and writes of identity questions, answers and challenges. The answers' hashes are read
// only to compare an answer (`answerHashOf`); nothing else selects that column.
import { and, asc, desc, eq, isNull, max } from 'drizzle-orm';
import type { ChallengeResult } from '../../../domain/identity-checks/identity-standing.ts';
import type { Executor } from '../../db/client.ts';
import {
  identityAnswers,
  identityChallenges,
  identityQuestions,
  type IdentityChallengeRow,
  type IdentityQuestionRow,
} from './identity-checks.tables.ts';

export const identityChecksRepository = {
  /** The school's questions still asked of new enrolments, in order. */
  activeQuestions(db: Executor): Promise<IdentityQuestionRow[]> {
    return db
      .select()
      .from(identityQuestions)
      .where(isNull(identityQuestions.retiredAt))
      .orderBy(asc(identityQuestions.position), asc(identityQuestions.createdAt));
  },

  async findQuestion(db: Executor, id: string): Promise<IdentityQuestionRow | null> {
    const [row] = await db.select().from(identityQuestions).where(eq(identityQuestions.id, id));
    return row ?? null;
  },

  async nextPosition(db: Executor): Promise<number> {
    const [row] = await db
      .select({ last: max(identityQuestions.position) })
      .from(identityQuestions);
    return (row?.last ?? -1) + 1;
  },

  /** The ids of the questions the enrolment answered (never the answers). */
  async answeredQuestionIds(db: Executor, enrollmentId: string): Promise<string[]> {
    const rows = await db
      .select({ questionId: identityAnswers.questionId })
      .from(identityAnswers)
      .where(eq(identityAnswers.enrollmentId, enrollmentId));
    return rows.map((row) => row.questionId);
  },

  async answerHashOf(
    db: Executor,
    enrollmentId: string,
    questionId: string,
  ): Promise<string | null> {
    const [row] = await db
      .select({ answerHash: identityAnswers.answerHash })
      .from(identityAnswers)
      .where(
        and(
          eq(identityAnswers.enrollmentId, enrollmentId),
          eq(identityAnswers.questionId, questionId),
        ),
      );
    return row?.answerHash ?? null;
  },

  async insertAnswers(
    db: Executor,
    rows: { enrollmentId: string; questionId: string; answerHash: string; createdAt: Date }[],
  ): Promise<void> {
    if (rows.length > 0) await db.insert(identityAnswers).values(rows);
  },

  async pending(db: Executor, enrollmentId: string): Promise<IdentityChallengeRow | null> {
    const [row] = await db
      .select()
      .from(identityChallenges)
      .where(
        and(eq(identityChallenges.enrollmentId, enrollmentId), isNull(identityChallenges.result)),
      );
    return row ?? null;
  },

  async lastAsked(db: Executor, enrollmentId: string): Promise<IdentityChallengeRow | null> {
    const [row] = await db
      .select()
      .from(identityChallenges)
      .where(eq(identityChallenges.enrollmentId, enrollmentId))
      .orderBy(desc(identityChallenges.askedAt))
      .limit(1);
    return row ?? null;
  },

  async findChallenge(db: Executor, id: string): Promise<IdentityChallengeRow | null> {
    const [row] = await db.select().from(identityChallenges).where(eq(identityChallenges.id, id));
    return row ?? null;
  },

  /** Every question asked of the enrolment, oldest first (the audit report lists them). */
  challenges(db: Executor, enrollmentId: string): Promise<IdentityChallengeRow[]> {
    return db
      .select()
      .from(identityChallenges)
      .where(eq(identityChallenges.enrollmentId, enrollmentId))
      .orderBy(asc(identityChallenges.askedAt));
  },

  async insertChallenge(
    db: Executor,
    values: typeof identityChallenges.$inferInsert,
  ): Promise<IdentityChallengeRow> {
    const [row] = await db.insert(identityChallenges).values(values).returning();
    return row!;
  },

  async settle(
    db: Executor,
    id: string,
    result: ChallengeResult,
    settledAt: Date,
  ): Promise<IdentityChallengeRow> {
    const [row] = await db
      .update(identityChallenges)
      .set({ result, settledAt })
      .where(eq(identityChallenges.id, id))
      .returning();
    return row!;
  },
};
