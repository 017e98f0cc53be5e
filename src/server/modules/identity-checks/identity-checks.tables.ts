// Identity validation (docs/seat-time.md "Identity validation"): the school's personal questions,
// each enrolment's answers (hashed, never readable) and every question asked while studying with
// its result. A question is retired, not deleted, once answers point at it; an asked question
// keeps its own copy of the prompt, so editing the list never rewrites the record.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CHALLENGE_RESULTS,
  type ChallengeResult,
} from '../../../domain/identity-checks/identity-standing.ts';
import { onlineEnrollments } from '../online-enrollments/online-enrollments.tables.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const identityQuestions = pgTable(
  'identity_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the student reads, e.g. "In which city were you born?". */
    prompt: text('prompt').notNull(),
    position: integer('position').notNull(),
    /** Retired questions are no longer asked of new enrolments; answers given stay usable. */
    retiredAt: timestamptz('retired_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('identity_questions_prompt_check', sql`length(trim(${table.prompt})) > 0`),
    index('identity_questions_position_idx').on(table.position),
  ],
);

export const identityAnswers = pgTable(
  'identity_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => onlineEnrollments.id),
    questionId: uuid('question_id')
      .notNull()
      .references(() => identityQuestions.id),
    /** scrypt of the normalised answer with its own salt: `scrypt$<salt>$<hash>`, base64url. */
    answerHash: text('answer_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('identity_answers_enrollment_question_key').on(
      table.enrollmentId,
      table.questionId,
    ),
  ],
);

export const identityChallenges = pgTable(
  'identity_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => onlineEnrollments.id),
    questionId: uuid('question_id')
      .notNull()
      .references(() => identityQuestions.id),
    /** The prompt as asked. */
    prompt: text('prompt').notNull(),
    askedAt: timestamptz('asked_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** When it was settled: the answer's time, or when a late one was found out. */
    settledAt: timestamptz('settled_at'),
    result: text('result').$type<ChallengeResult>(),
  },
  (table) => [
    index('identity_challenges_enrollment_idx').on(table.enrollmentId, table.askedAt),
    // One question waits at a time.
    uniqueIndex('identity_challenges_pending_key')
      .on(table.enrollmentId)
      .where(sql`${table.result} is null`),
    check(
      'identity_challenges_result_check',
      sql`(${table.result} is null) = (${table.settledAt} is null) and (${table.result} is null or ${table.result} in (${inList(CHALLENGE_RESULTS)}))`,
    ),
  ],
);

export type IdentityQuestionRow = typeof identityQuestions.$inferSelect;
export type IdentityChallengeRow = typeof identityChallenges.$inferSelect;
