// Lessons (SPEC §3): a time with an instructor for one or two students (a shared lesson), the
// pickup (home coordinates or a meeting point), and per student the minutes it uses. Audited as
// "LessonSlotsV2". The database refuses to double-book an instructor: see
// `src/server/db/constraints.ts` (an exclusion constraint drizzle-kit cannot declare).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Attendance,
  CancellationInitiator,
  CancellationReason,
} from '../../../domain/scheduling/lesson-enums.ts';
import { users } from '../../auth/auth.tables.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';
import { students } from '../students/students.tables.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'restrict' }),
    lessonTypeId: uuid('lesson_type_id')
      .notNull()
      .references(() => lessonTypes.id, { onDelete: 'restrict' }),
    bookedAt: timestamptz('booked_at').notNull().defaultNow(),
    bookedById: text('booked_by_id').references(() => users.id, { onDelete: 'set null' }),
    startTime: timestamptz('start_time').notNull(),
    /** startTime + durationMinutes; stored so the exclusion constraint can index the range. */
    endTime: timestamptz('end_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** What the instructor recorded, when it differs from the booking, and why. */
    actualDurationMinutes: integer('actual_duration_minutes'),
    actualDurationNote: text('actual_duration_note'),
    comments: text('comments').notNull().default(''),
    isShareable: boolean('is_shareable').notNull().default(false),
    isObserverAllowed: boolean('is_observer_allowed').notNull().default(false),
    /** What the lesson sold for in cents (read back as the change fee); null when not priced. */
    priceCents: integer('price_cents'),
    /** A meeting point, when the pickup is one; otherwise a home pickup at the coordinates. */
    locationId: uuid('location_id').references(() => stateMeetingPoints.id, {
      onDelete: 'restrict',
    }),
    pickupLocation: text('pickup_location').notNull().default(''),
    pickupLatitude: doublePrecision('pickup_latitude'),
    pickupLongitude: doublePrecision('pickup_longitude'),
    /** Set when the whole lesson is cancelled; a cancelled lesson frees the instructor's time. */
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('lessons_instructor_time_idx').on(table.instructorId, table.startTime),
    index('lessons_start_time_idx').on(table.startTime),
    check('lessons_time_check', sql`${table.startTime} < ${table.endTime}`),
    check(
      'lessons_duration_check',
      sql`${table.durationMinutes} > 0 and coalesce(${table.actualDurationMinutes}, 0) >= 0`,
    ),
    check('lessons_price_check', sql`coalesce(${table.priceCents}, 0) >= 0`),
  ],
);

/** A student's place in a lesson, with the minutes it took from their ledger. */
export const lessonStudents = pgTable(
  'lesson_students',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    pickupDetails: text('pickup_details').notNull().default(''),
    drivingMinutes: integer('driving_minutes').notNull().default(0),
    observationMinutes: integer('observation_minutes').notNull().default(0),
    /** The student's hours behind the wheel before this lesson (from the student record). */
    previousHours: numeric('previous_hours', { precision: 6, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    attendance: text('attendance').$type<Attendance>().notNull().default('Unrecorded'),
    /** Set when this student was removed from, or cancelled out of, the lesson. */
    removedAt: timestamptz('removed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.lessonId, table.studentId] }),
    index('lesson_students_student_idx').on(table.studentId),
    check(
      'lesson_students_minutes_check',
      sql`${table.drivingMinutes} >= 0 and ${table.observationMinutes} >= 0`,
    ),
    check(
      'lesson_students_attendance_check',
      sql`${table.attendance} in ('Unrecorded', 'Attended', 'NoShow')`,
    ),
  ],
);

/**
 * The cancellation log (SPEC §3 Cancel log): one row per cancelled student place (a whole-lesson
 * cancellation writes one per student then; `student_id` is null only once the student is gone).
 */
export const lessonCancellations = pgTable(
  'lesson_cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** The student whose place was cancelled; null when the whole lesson was. */
    studentId: uuid('student_id').references(() => students.id, { onDelete: 'set null' }),
    reason: text('reason').$type<CancellationReason>().notNull(),
    initiatedBy: text('initiated_by').$type<CancellationInitiator>().notNull(),
    note: text('note').notNull().default(''),
    changedById: text('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'restrict' }),
    lessonStartTime: timestamptz('lesson_start_time').notNull(),
    /** Whether the minutes were forfeited (late student cancellation or no-show). */
    minutesForfeited: boolean('minutes_forfeited').notNull().default(false),
    /** Late fee charged instead of (or as well as) forfeiting, in cents; 0 when none. */
    feeCents: integer('fee_cents').notNull().default(0),
    timestamp: timestamptz('timestamp').notNull().defaultNow(),
    /** When the cancellation emails were queued; the notification job sends each row's once. */
    notifiedAt: timestamptz('notified_at'),
  },
  (table) => [
    index('lesson_cancellations_timestamp_idx').on(table.timestamp),
    index('lesson_cancellations_lesson_idx').on(table.lessonId),
    check(
      'lesson_cancellations_reason_check',
      sql`${table.reason} in ('EXPIRED', 'NO_SHOW', 'OTHER')`,
    ),
    check(
      'lesson_cancellations_initiator_check',
      sql`${table.initiatedBy} in ('RoadReady', 'Immediate_Reschedule', 'Instructor', 'Student')`,
    ),
  ],
);

/** A hold on an instructor's time during checkout; it expires and the cleanup job removes it. */
export const transientSlots = pgTable(
  'transient_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    lessonTypeId: uuid('lesson_type_id')
      .notNull()
      .references(() => lessonTypes.id, { onDelete: 'cascade' }),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    pickupLatitude: doublePrecision('pickup_latitude'),
    pickupLongitude: doublePrecision('pickup_longitude'),
    /** Who holds it: a signed-in user, or the anonymous checkout's own token. */
    heldById: text('held_by_id').references(() => users.id, { onDelete: 'cascade' }),
    holderToken: text('holder_token'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('transient_slots_instructor_time_idx').on(table.instructorId, table.startTime),
    index('transient_slots_expires_idx').on(table.expiresAt),
    check('transient_slots_time_check', sql`${table.startTime} < ${table.endTime}`),
  ],
);

export type LessonRow = typeof lessons.$inferSelect;
export type LessonStudentRow = typeof lessonStudents.$inferSelect;
export type LessonCancellationRow = typeof lessonCancellations.$inferSelect;
export type TransientSlotRow = typeof transientSlots.$inferSelect;
