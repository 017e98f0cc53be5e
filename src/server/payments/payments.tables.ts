// Payments taken through the payment port (docs/payments.md): one row per idempotency key, so a
// repeated checkout finds the first attempt's outcome instead of charging again. Card data is
// never stored: only the provider, its reference, the amount and the outcome. `checkout_attempts`
// is ours, not the provider's: what a checkout was about to charge, whatever the adapter.
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Viewer } from '../auth/auth.service.ts';

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

/**
 * A paid checkout, recorded before its card is charged (docs/payments.md "Recovery"), so a
 * process that dies between the charge and the checkout's commit leaves a trace: the recovery job
 * refunds what such an attempt charged and releases what it held. One row per payment key.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The provider's idempotency key of the checkout's payment (`checkout:<user>:<key>` …). */
    paymentKey: text('payment_key').notNull(),
    /** `test` or `stripe`: the adapter that charges it, and that recovery refunds through. */
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The slot hold the checkout books (transient_slots.id), released when it is given up. */
    holdId: uuid('hold_id'),
    /**
     * `pending` (recorded; maybe charged), `completed` (set in the checkout's own transaction),
     * `declined`, `abandoned` (given up; a charge may still need its refund), `refunded` (the
     * charge was given back) or `void` (given up, nothing had been charged).
     */
    status: text('status').notNull().default('pending'),
    /** The provider's reference, once the charge answered. */
    reference: text('reference'),
    /**
     * What the checkout was asked (its kind, the buyer and the input, with the card only as the
     * provider's PaymentMethod id), so a Stripe webhook can finish a checkout whose request died
     * after the charge (docs/payments.md "Webhooks"). Null for attempts recorded before it.
     */
    request: jsonb('request').$type<CheckoutRequest>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('checkout_attempts_payment_key').on(table.paymentKey),
    index('checkout_attempts_status_created').on(table.status, table.createdAt),
  ],
);

export type CheckoutAttemptRow = typeof checkoutAttempts.$inferSelect;

/** A checkout's request as recorded on its attempt: enough to run the checkout again. */
export interface CheckoutRequest {
  kind: 'booking' | 'course';
  /** The buyer, as the checkout saw them. */
  viewer: Viewer;
  input: Record<string, unknown>;
}

/**
 * Stripe webhook events already handled, by Stripe's event id (docs/payments.md "Webhooks"):
 * Stripe delivers an event at least once, so a repeated delivery must change nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
