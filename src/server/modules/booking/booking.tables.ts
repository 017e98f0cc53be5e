// Checkouts of the public booking flow (docs/booking.md): one row per completed booking, keyed by
// the buyer's idempotency key, so a double submit finds the first booking and the confirmation
// page has something to show.
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lessons } from '../lessons/lessons.tables.ts';
import { students } from '../students/students.tables.ts';

export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in buyer (a student, or a parent booking for a teen). */
    userId: text('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'restrict' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** `test` or `stripe` when money was taken; null when a voucher paid. */
    paymentProvider: text('payment_provider'),
    paymentReference: text('payment_reference'),
    couponCode: text('coupon_code'),
    voucherCode: text('voucher_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('checkouts_user_key').on(table.userId, table.idempotencyKey)],
);

export type CheckoutRow = typeof checkouts.$inferSelect;
