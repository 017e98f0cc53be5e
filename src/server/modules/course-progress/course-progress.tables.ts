// The course player's record of an enrolment (docs/course-player.md): which lectures the student
// marked read, and every lecture-quiz attempt with a copy of what was asked and answered. Both are
// append-only facts; lecture states, scores and completion are derived from them. Attempts keep
// the quiz and lecture ids without a foreign key and their own copy of the questions, so removing
// a question or a quiz from the course never rewrites what a student was graded on.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { lectures } from '../lectures/lectures.tables.ts';
import { onlineEnrollments } from '../online-enrollments/online-enrollments.tables.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const lectureProgress = pgTable(
  'lecture_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => onlineEnrollments.id),
    // A lecture staff remove takes its read marks with it: it no longer counts for the course.
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull(),
  },
  (table) => [uniqueIndex('lecture_progress_key').on(table.enrollmentId, table.lectureId)],
);

/** One answered question as it was graded. */
export interface AttemptAnswer {
  questionId: string;
  prompt: string;
  choices: string[];
  choiceIndex: number | null;
  correctIndex: number;
  correct: boolean;
  explanation: string;
}

export const lectureQuizAttempts = pgTable(
  'lecture_quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => onlineEnrollments.id),
    lectureId: uuid('lecture_id').notNull(),
    partId: uuid('part_id').notNull(),
    answers: jsonb('answers').$type<AttemptAnswer[]>().notNull(),
    numCorrect: integer('num_correct').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    /** The course's quizPassPercent when graded. */
    passPercent: integer('pass_percent').notNull(),
    passed: boolean('passed').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull(),
  },
  (table) => [
    index('lecture_quiz_attempts_enrollment_idx').on(table.enrollmentId, table.partId),
    check(
      'lecture_quiz_attempts_score_check',
      sql`${table.numCorrect} between 0 and ${table.totalQuestions}`,
    ),
  ],
);

export type LectureProgressRow = typeof lectureProgress.$inferSelect;
export type LectureQuizAttemptRow = typeof lectureQuizAttempts.$inferSelect;
