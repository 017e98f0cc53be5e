// The final exam (docs/seat-time.md "Final exam"): a course's question pool, edited by staff in
// the content editor, and each attempt a student started, with its own copy of the questions as
// drawn (order and choices shuffled, the right choice in that order) and, once submitted, the
// choices given and the scores. An attempt never points at a pool question by foreign key, so
// editing or removing a question never rewrites what a student was graded on.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DrawnQuestion } from '../../../domain/final-exam/draw-exam.ts';
import { EXAM_SECTIONS, type ExamSection } from '../../../domain/final-exam/final-exam-rule.ts';
import type { SectionScore } from '../../../domain/final-exam/grade-exam.ts';
import { courses } from '../courses/courses.tables.ts';
import { onlineEnrollments } from '../online-enrollments/online-enrollments.tables.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const finalExamQuestions = pgTable(
  'final_exam_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    section: text('section').$type<ExamSection>().notNull(),
    prompt: text('prompt').notNull(),
    /** The answers as staff wrote them (2 to 6); each attempt shows them shuffled. */
    choices: jsonb('choices').$type<string[]>().notNull(),
    correctIndex: integer('correct_index').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('final_exam_questions_course_idx').on(table.courseId, table.position),
    check(
      'final_exam_questions_section_check',
      sql`${table.section} in (${inList(EXAM_SECTIONS)})`,
    ),
    check('final_exam_questions_correct_check', sql`${table.correctIndex} >= 0`),
  ],
);

export const finalExamAttempts = pgTable(
  'final_exam_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => onlineEnrollments.id),
    /** 1, 2, 3… within one run of the course (a restart counts from 1 again). */
    number: integer('number').notNull(),
    /** The questions as drawn for this attempt, right choices included: server only. */
    questions: jsonb('questions').$type<DrawnQuestion[]>().notNull(),
    startedAt: timestamptz('started_at').notNull(),
    /** The choice given for each question, in the attempt's order; null until submitted. */
    answers: jsonb('answers').$type<number[]>(),
    submittedAt: timestamptz('submitted_at'),
    numCorrect: integer('num_correct'),
    totalQuestions: integer('total_questions').notNull(),
    /** Whole percent right of all questions, rounded down. */
    percent: integer('percent'),
    sections: jsonb('sections').$type<SectionScore[]>(),
    /** The course's rule when drawn: the pass mark and whether sections were scored. */
    passPercent: integer('pass_percent').notNull(),
    sectionsScored: boolean('sections_scored').notNull(),
    passed: boolean('passed'),
  },
  (table) => [
    index('final_exam_attempts_enrollment_idx').on(table.enrollmentId, table.startedAt),
    // One attempt open at a time: starting again returns it.
    uniqueIndex('final_exam_attempts_open_key')
      .on(table.enrollmentId)
      .where(sql`${table.submittedAt} is null`),
    check(
      'final_exam_attempts_graded_check',
      sql`(${table.submittedAt} is null) = (${table.passed} is null)`,
    ),
  ],
);

export type FinalExamQuestionRow = typeof finalExamQuestions.$inferSelect;
export type FinalExamAttemptRow = typeof finalExamAttempts.$inferSelect;
