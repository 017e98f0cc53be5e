// Courses (SPEC §3 categories and audiences, per state) and their offerings: where and how each is
// taught, mapped to the external course identifier the state or a partner knows it by (kept as
// data, SPEC §3). A course carries its state rule (docs/seat-time.md), so the rule travels with the
// course version a student is enrolled in.
import { sql } from 'drizzle-orm';
import {
  boolean,
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
  COURSE_AUDIENCES,
  COURSE_CATEGORIES,
  COURSE_FORMATS,
  type CourseAudience,
  type CourseCategory,
  type CourseFormat,
} from '../../../domain/courses/course-catalog.ts';
import { QUIZ_FEEDBACKS, type QuizFeedback } from '../../../domain/courses/quiz-feedback.ts';
import {
  EXAM_AFTER_LAST_FAIL,
  type ExamAfterLastFail,
} from '../../../domain/final-exam/final-exam-rule.ts';
import { certificateTypes } from '../certificates/certificates.tables.ts';
import { products } from '../products/products.tables.ts';

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Two-letter US state code, upper case. */
    state: text('state').notNull(),
    category: text('category').$type<CourseCategory>().notNull(),
    audience: text('audience').$type<CourseAudience>().notNull(),
    name: text('name').notNull(),
    /** One or two sentences for lists and the page description. */
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Seat time the course requires, in seconds (docs/seat-time.md). */
    requiredSeconds: integer('required_seconds').notNull(),
    /** Most seat time credited on one local day; null when the state sets no cap. */
    dailyCapSeconds: integer('daily_cap_seconds'),
    /** Fewest days the state requires on its own; null when it sets none. */
    minDays: integer('min_days'),
    /** Share of a quiz's questions a student must answer right to pass it. */
    quizPassPercent: integer('quiz_pass_percent').notNull().default(70),
    /**
     * At least this much of the required seat time must be instruction; the rest may be breaks
     * (Texas adult: 330 of 360 minutes). Null: no break time counts (docs/seat-time.md "Breaks").
     */
    instructionMinSeconds: integer('instruction_min_seconds'),
    /** Whether each lecture's minimumSeconds must be studied before it is completed. */
    lectureMinimumEnforced: boolean('lecture_minimum_enforced').notNull().default(false),
    /** What a graded lesson quiz shows (src/domain/courses/quiz-feedback.ts). */
    quizFeedback: text('quiz_feedback').$type<QuizFeedback>().notNull().default('answers'),
    /** Wait after a failed lesson quiz before the next attempt; null: none. */
    quizRetryWaitSeconds: integer('quiz_retry_wait_seconds'),
    /** What the course costs a family, in cents (USD). */
    priceCents: integer('price_cents').notNull(),
    /** The product the ledger records when the course is bought; null until it is on sale. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    /**
     * The certificate issued automatically when an online enrolment completes (docs/course-player.md);
     * null: the course issues none on its own.
     */
    certificateTypeId: uuid('certificate_type_id').references(() => certificateTypes.id, {
      onDelete: 'restrict',
    }),
    // The final exam rule (docs/seat-time.md "Final exam"); the questions are final_exam_questions.
    /** Questions drawn for each attempt; null: the course has no final exam. */
    examQuestionCount: integer('exam_question_count'),
    /** Fewest questions the pool must hold (each section's share, when scored) before a start. */
    examPoolSize: integer('exam_pool_size').notNull().default(0),
    /** Share right needed to pass: of each section when examSectionsScored. */
    examPassPercent: integer('exam_pass_percent').notNull().default(70),
    examSectionsScored: boolean('exam_sections_scored').notNull().default(false),
    /** Attempts allowed in one run of the course; null: unlimited. */
    examMaxAttempts: integer('exam_max_attempts'),
    examAfterLastFail: text('exam_after_last_fail')
      .$type<ExamAfterLastFail>()
      .notNull()
      .default('restartCourse'),
    // The identity-check rule (docs/seat-time.md "Identity validation"); the questions are the
    // school's identity_questions.
    /** Least wait between two identity questions; null: the course asks none. */
    identityCheckMinSeconds: integer('identity_check_min_seconds'),
    /** Greatest wait; each wait is drawn at random between the two. */
    identityCheckMaxSeconds: integer('identity_check_max_seconds'),
    /** Time the student has to answer a question once asked. */
    identityAnswerSeconds: integer('identity_answer_seconds').notNull().default(120),
    /** Misses (wrong or late answers) that fail the enrolment. */
    identityMaxMisses: integer('identity_max_misses').notNull().default(3),
    /** Only published courses appear on the public site. */
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('courses_category_check', sql`${table.category} in (${inList(COURSE_CATEGORIES)})`),
    check('courses_audience_check', sql`${table.audience} in (${inList(COURSE_AUDIENCES)})`),
    check('courses_state_check', sql`${table.state} ~ '^[A-Z]{2}$'`),
    check('courses_required_check', sql`${table.requiredSeconds} > 0`),
    check(
      'courses_daily_cap_check',
      sql`${table.dailyCapSeconds} is null or ${table.dailyCapSeconds} > 0`,
    ),
    check('courses_min_days_check', sql`${table.minDays} is null or ${table.minDays} > 0`),
    check('courses_quiz_pass_check', sql`${table.quizPassPercent} between 0 and 100`),
    check(
      'courses_instruction_min_check',
      sql`${table.instructionMinSeconds} is null or ${table.instructionMinSeconds} between 1 and ${table.requiredSeconds}`,
    ),
    check('courses_quiz_feedback_check', sql`${table.quizFeedback} in (${inList(QUIZ_FEEDBACKS)})`),
    check(
      'courses_quiz_retry_wait_check',
      sql`${table.quizRetryWaitSeconds} is null or ${table.quizRetryWaitSeconds} > 0`,
    ),
    check('courses_price_check', sql`${table.priceCents} >= 0`),
    check(
      'courses_exam_check',
      sql`(${table.examQuestionCount} is null or ${table.examQuestionCount} > 0) and ${table.examPassPercent} between 0 and 100 and (${table.examMaxAttempts} is null or ${table.examMaxAttempts} > 0) and ${table.examAfterLastFail} in (${inList(EXAM_AFTER_LAST_FAIL)})`,
    ),
    check(
      'courses_identity_check',
      sql`(${table.identityCheckMinSeconds} is null) = (${table.identityCheckMaxSeconds} is null) and (${table.identityCheckMinSeconds} is null or ${table.identityCheckMinSeconds} between 1 and ${table.identityCheckMaxSeconds}) and ${table.identityAnswerSeconds} > 0 and ${table.identityMaxMisses} > 0`,
    ),
    // The public address /{state}/course/{category} names one published course.
    uniqueIndex('courses_published_address_key')
      .on(table.state, table.category)
      .where(sql`${table.isPublished}`),
    index('courses_state_idx').on(table.state, table.category),
  ],
);

export const courseOfferings = pgTable(
  'course_offerings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    format: text('format').$type<CourseFormat>().notNull(),
    /** The classroom site (e.g. "Austin – North Lamar"); empty for online offerings. */
    location: text('location').notNull().default(''),
    /** The identifier the state or a partner system knows this offering by. */
    externalCourseId: text('external_course_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('course_offerings_format_check', sql`${table.format} in (${inList(COURSE_FORMATS)})`),
    check(
      'course_offerings_location_check',
      sql`(${table.format} = 'online') = (${table.location} = '')`,
    ),
    uniqueIndex('course_offerings_place_key').on(table.courseId, table.format, table.location),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type CourseOfferingRow = typeof courseOfferings.$inferSelect;
