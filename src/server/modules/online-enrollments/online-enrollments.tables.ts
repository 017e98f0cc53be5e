// Online-course enrolments and their seat time (docs/seat-time.md, docs/online-enrollments.md):
// the enrolment of a student in a course, the course timer's events as the server received them,
// and staff patches of one local day. Events and patches are append-only: credited time is always
// recomputed from them, so nothing here stores a total that could drift from the record.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { TIMER_EVENT_KINDS } from '../../../domain/seat-time/timer-event.ts';
import { certificates } from '../certificates/certificates.tables.ts';
import { courses } from '../courses/courses.tables.ts';
import { students } from '../students/students.tables.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const ENROLLMENT_STATUSES = ['Enrolled', 'Unenrolled', 'Migrated'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const onlineEnrollments = pgTable(
  'online_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    status: text('status', { enum: ENROLLMENT_STATUSES }).notNull().default('Enrolled'),
    enrolledAt: timestamptz('enrolled_at').notNull().defaultNow(),
    /** When it was unenrolled or migrated: timer events after this credit nothing. */
    endedAt: timestamptz('ended_at'),
    /** The enrolment this one was migrated from; its seat time carries over (docs). */
    migratedFromId: uuid('migrated_from_id').references((): AnyPgColumn => onlineEnrollments.id),
    createdByName: text('created_by_name').notNull(),
    /**
     * When every lecture, every quiz and the seat time were first complete (docs/course-player.md);
     * written once, in the transaction of the write that completed the course.
     */
    completedAt: timestamptz('completed_at'),
    /**
     * When the course last started over after the final exam's last failed attempt
     * (docs/seat-time.md "Final exam"): quiz attempts, exam attempts and seat time before it no
     * longer count; the record of them stays.
     */
    restartedAt: timestamptz('restarted_at'),
    /**
     * Why the enrolment ended, in words staff read, when the product ended it (too many missed
     * identity questions, docs/seat-time.md "Identity validation"); null when staff ended it.
     */
    endedReason: text('ended_reason'),
    /** When the student gave the answers to the school's personal questions (hashed elsewhere). */
    identityAnsweredAt: timestamptz('identity_answered_at'),
    /** When the next identity question is due; asked at the first study event from then on. */
    identityNextCheckAt: timestamptz('identity_next_check_at'),
    /** The certificate issued on completion, when the course issues one. */
    certificateId: uuid('certificate_id').references(() => certificates.id),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // One live enrolment per student and course: enrolling twice is a CONFLICT.
    uniqueIndex('online_enrollments_live_key')
      .on(table.studentId, table.courseId)
      .where(sql`${table.status} = 'Enrolled'`),
    uniqueIndex('online_enrollments_migrated_from_key').on(table.migratedFromId),
    index('online_enrollments_student_idx').on(table.studentId, table.enrolledAt),
    check(
      'online_enrollments_ended_check',
      sql`(${table.status} = 'Enrolled') = (${table.endedAt} is null)`,
    ),
  ],
);

export const courseTimerEvents = pgTable(
  'course_timer_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => onlineEnrollments.id),
    /** The page (tab) that sent it, as the client names it. */
    session: text('session').notNull(),
    kind: text('kind', { enum: TIMER_EVENT_KINDS }).notNull(),
    /**
     * The lecture the page was showing (null for events sent before lectures were named, and
     * during a break). No foreign key: the record outlives a lecture staff remove.
     */
    lectureId: uuid('lecture_id'),
    seq: integer('seq').notNull(),
    /** The server's receive time: the only time seat time is computed from. */
    receivedAt: timestamptz('received_at').notNull(),
  },
  (table) => [
    index('course_timer_events_enrollment_idx').on(table.enrollmentId, table.receivedAt),
    index('course_timer_events_session_idx').on(
      table.enrollmentId,
      table.session,
      table.receivedAt,
    ),
  ],
);

export const seatTimePatches = pgTable(
  'seat_time_patches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => onlineEnrollments.id),
    /** The local day in the course's time zone. */
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull(),
    reason: text('reason').notNull(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('seat_time_patches_seconds_check', sql`${table.seconds} <> 0`),
    check('seat_time_patches_reason_check', sql`length(trim(${table.reason})) > 0`),
    index('seat_time_patches_enrollment_idx').on(table.enrollmentId, table.day),
  ],
);

export type OnlineEnrollmentRow = typeof onlineEnrollments.$inferSelect;
export type CourseTimerEventRow = typeof courseTimerEvents.$inferSelect;
export type SeatTimePatchRow = typeof seatTimePatches.$inferSelect;
