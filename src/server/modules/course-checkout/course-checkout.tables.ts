// Checkouts of the public course enrolment (docs/courses.md "Enrolling online"): one row per
// completed enrolment, keyed by the buyer's idempotency key, so a double submit finds the first
// enrolment and the confirmation page has something to show.
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cohorts } from '../cohorts/cohorts.tables.ts';
import { courses } from '../courses/courses.tables.ts';
import { onlineEnrollments } from '../online-enrollments/online-enrollments.tables.ts';
import { students } from '../students/students.tables.ts';

export const courseCheckouts = pgTable(
  'course_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in buyer (a student, or a parent enrolling a teen). */
    userId: text('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    /** The online enrolment made, for an online course. */
    onlineEnrollmentId: uuid('online_enrollment_id').references(() => onlineEnrollments.id, {
      onDelete: 'restrict',
    }),
    /** The classroom cohort whose seat was taken, for a classroom course. */
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** `test` or `stripe` when money was taken; null when a voucher paid. */
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    couponCode: text('coupon_code'),
    voucherCode: text('voucher_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('course_checkouts_user_key').on(table.userId, table.idempotencyKey)],
);

export type CourseCheckoutRow = typeof courseCheckouts.$inferSelect;
