// Payments taken through the payment port (docs/payments.md): one row per idempotency key, so a
// repeated checkout finds the first attempt's outcome instead of charging again. Card data is
// never stored: only the provider, its reference, the amount and the outcome.
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** `test` or `stripe`. */
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** `succeeded`, `declined` or `refunded`. */
    status: text('status').notNull(),
    /** The provider's reference (a Stripe PaymentIntent id; `test_<uuid>` for the test provider). */
    reference: text('reference').notNull(),
    declineMessage: text('decline_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payments_idempotency_key').on(table.idempotencyKey)],
);

export type PaymentRow = typeof payments.$inferSelect;
