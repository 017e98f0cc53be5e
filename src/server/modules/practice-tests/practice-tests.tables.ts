// Quiz questions (SPEC §3 course content: kinds coursePrepQuizQuestion and lectureQuizQuestion).
// The public DMV practice test reads the coursePrepQuizQuestion rows of one state; a
// lectureQuizQuestion belongs to the quiz part of a lecture (module lectures) and goes with it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { lectureParts } from '../lectures/lectures.tables.ts';
import { usStates } from '../states/states.tables.ts';

export const QUIZ_QUESTION_KINDS = ['coursePrepQuizQuestion', 'lectureQuizQuestion'] as const;
export type QuizQuestionKind = (typeof QUIZ_QUESTION_KINDS)[number];

export const quizQuestionKind = pgEnum('quiz_question_kind', QUIZ_QUESTION_KINDS);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: quizQuestionKind('kind').notNull(),
    /** The state whose handbook the question comes from; required for coursePrepQuizQuestion. */
    usStateId: text('us_state_id').references(() => usStates.code),
    /** The lecture quiz a lectureQuizQuestion belongs to; null for every other kind. */
    lecturePartId: uuid('lecture_part_id').references(() => lectureParts.id, {
      onDelete: 'cascade',
    }),
    prompt: text('prompt').notNull(),
    /** The answers in the order shown, as a JSON array of strings (2 to 6). */
    choices: jsonb('choices').$type<string[]>().notNull(),
    correctIndex: integer('correct_index').notNull(),
    explanation: text('explanation').notNull(),
    /** Where the fact comes from, e.g. "California Driver's Handbook: Speed Limits". */
    source: text('source').notNull().default(''),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quiz_questions_state_idx').on(table.kind, table.usStateId, table.isActive),
    index('quiz_questions_lecture_part_idx').on(table.lecturePartId, table.position),
    check(
      'quiz_questions_lecture_part_check',
      sql`(${table.kind} = 'lectureQuizQuestion') = (${table.lecturePartId} is not null)`,
    ),
    check('quiz_questions_correct_index_check', sql`${table.correctIndex} >= 0`),
    check(
      'quiz_questions_state_check',
      sql`${table.kind} <> 'coursePrepQuizQuestion' or ${table.usStateId} is not null`,
    ),
  ],
);

export type QuizQuestionRow = typeof quizQuestions.$inferSelect;
