// Cohorts of a classroom course (SPEC §3): a class that meets on given sessions, with a seat
// limit, its roster and attendance per session (docs/cohorts.md). `num_enrolled` is a counter kept
// in the cohort row so an enrolment takes a seat with one conditional UPDATE; the checks make the
// database refuse a counter above the limit whatever the code does.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ATTENDANCE_VALUES, type Attendance } from '../../../domain/cohorts/attendance.ts';
import { courses } from '../courses/courses.tables.ts';
import { students } from '../students/students.tables.ts';

export const cohorts = pgTable(
  'cohorts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Two-letter US state code: the course's state when the cohort was created. */
    state: text('state').notNull(),
    /** IANA zone the sessions are read in (e.g. America/Los_Angeles). */
    timeZone: text('time_zone').notNull(),
    maxEnrollees: integer('max_enrollees').notNull(),
    numEnrolled: integer('num_enrolled').notNull().default(0),
    /** Staff's switch; enrolment is open only with it on, a seat left and the end not passed. */
    isOpen: boolean('is_open').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('cohorts_dates_check', sql`${table.endDate} >= ${table.startDate}`),
    check('cohorts_max_check', sql`${table.maxEnrollees} > 0`),
    check(
      'cohorts_enrolled_check',
      sql`${table.numEnrolled} >= 0 and ${table.numEnrolled} <= ${table.maxEnrollees}`,
    ),
    check('cohorts_state_check', sql`${table.state} ~ '^[A-Z]{2}$'`),
    index('cohorts_course_idx').on(table.courseId, table.startDate),
  ],
);

export const cohortSessions = pgTable(
  'cohort_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('cohort_sessions_times_check', sql`${table.endTime} > ${table.startTime}`),
    index('cohort_sessions_cohort_idx').on(table.cohortId, table.startTime),
  ],
);

export const cohortEnrollments = pgTable(
  'cohort_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cohort_enrollments_student_key').on(table.cohortId, table.studentId),
    index('cohort_enrollments_student_idx').on(table.studentId),
  ],
);

/** One row per marked session and student; a missing row reads as Not_Set. */
export const cohortAttendance = pgTable(
  'cohort_attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => cohortSessions.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    attendance: text('attendance').$type<Attendance>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.studentId] }),
    check(
      'cohort_attendance_value_check',
      sql.raw(`attendance in (${ATTENDANCE_VALUES.map((value) => `'${value}'`).join(', ')})`),
    ),
  ],
);

export type CohortRow = typeof cohorts.$inferSelect;
export type CohortSessionRow = typeof cohortSessions.$inferSelect;
