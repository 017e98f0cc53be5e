// What Stripe's webhook events do here (docs/payments.md "Webhooks"). The endpoint
// (http/payment-webhook.ts) has checked the signature; each event is handled once, by its id
// (`payment_events`), because Stripe delivers at least once and retries until it hears 2xx:
// - payment_intent.succeeded: a checkout whose request died after the charge, or whose buyer paid
//   in the browser and never came back (its attempt still pending), is run again from its
//   recorded request (recorded-checkout.ts, the return page's path too); Stripe answers the
//   repeated charge with the same PaymentIntent, so it books without charging twice. If it cannot
//   complete (the hold has gone), the checkout refunds, or the recovery job does after 15 minutes.
// - payment_intent.payment_failed: a checkout still pending is declined and its hold released,
//   unless it is paid in the browser, where the buyer may try another card.
// - charge.refunded: money given back in Stripe's dashboard is recorded in the ledger as a refund
//   of the purchase (what the ledger has not recorded yet, so our own refunds count once).
// - charge.dispute.created: the student gets a pinned staff note (hidden from instructors).
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Logger } from '../logger.ts';
import type { Platform } from '../platform.ts';
import { refundAction } from '../modules/ledger/ledger.service.ts';
import { ledgerEntries } from '../modules/ledger/ledger.tables.ts';
import { slotSearchRepository } from '../modules/slot-search/slot-search.repository.ts';
import { notesRepository } from '../modules/students/student-records.repository.ts';
import { recordUserLog } from '../modules/students/user-logs.service.ts';
import { formatCents } from '../../domain/currency.ts';
import { checkoutAttemptsRepository as attempts } from './checkout-attempts.ts';
import type { PaymentProvider } from './payment-port.ts';
import { paymentEvents } from './payments.tables.ts';
import { runRecordedCheckout } from './recorded-checkout.ts';
import { KEY_FIELD } from './stripe-payment-provider.ts';

export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

/** Who Stripe's own changes are written by, in the ledger and the student's notes. */
const STRIPE_AUTHOR = { id: null, name: 'Stripe' };

/** Stripe's dispute reasons as staff read them. */
const DISPUTE_REASONS: Record<string, string> = {
  fraudulent: 'the card holder says they did not make this payment',
  unrecognized: 'the card holder does not recognise the payment',
  duplicate: 'the card holder says they were charged twice',
  product_not_received: 'the card holder says they did not get what they paid for',
  product_unacceptable: 'the card holder is not satisfied with what they paid for',
  credit_not_processed: 'the card holder says a promised refund never came',
  subscription_canceled: 'the card holder says they had cancelled',
  general: 'no reason given',
};

const intentIdOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export async function handleStripeEvent(
  platform: Platform,
  event: Stripe.Event,
  options: { payments?: PaymentProvider; log?: Logger } = {},
): Promise<EventOutcome> {
  const db = platform.db.db;
  const [first] = await db
    .insert(paymentEvents)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning();
  if (!first) return 'duplicate';
  try {
    return await handle(platform, event, options);
  } catch (error) {
    // Not handled: forget the id, so Stripe's next delivery tries again.
    await db.delete(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    throw error;
  }
}

async function handle(
  platform: Platform,
  event: Stripe.Event,
  options: { payments?: PaymentProvider; log?: Logger },
): Promise<EventOutcome> {
  const db = platform.db.db;
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const attempt = await attempts.byKey(db, intent.metadata[KEY_FIELD] ?? '');
      if (!attempt) return 'ignored';
      await runRecordedCheckout(platform, attempt, intent.id, options);
      return 'handled';
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const key = intent.metadata[KEY_FIELD] ?? '';
      // A payment the buyer confirms in the browser may be tried again with another card on the
      // same intent: its attempt stays open (the recovery job closes it if nobody pays).
      if ((await attempts.byKey(db, key))?.request?.input['paymentSource'] === intent.id)
        return 'ignored';
      const declined = await attempts.move(db, key, ['pending'], 'declined');
      if (!declined) return 'ignored';
      if (declined.holdId) await slotSearchRepository.deleteHold(db, declined.holdId);
      return 'handled';
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const purchase = await purchaseFor(platform, intentIdOf(charge.payment_intent));
      if (!purchase) return 'ignored';
      // A refund entry's amount is negative (money out of the school).
      const [recorded] = await db
        .select({ cents: sql<number>`coalesce(sum(abs(${ledgerEntries.amountCents})), 0)::int` })
        .from(ledgerEntries)
        .where(
          and(eq(ledgerEntries.kind, 'refund'), eq(ledgerEntries.referenceEntryId, purchase.id)),
        );
      const owed = charge.amount_refunded - (recorded?.cents ?? 0);
      if (owed <= 0) return 'ignored';
      await refundAction(platform, STRIPE_AUTHOR, {
        idempotencyKey: `stripe:${event.id}`,
        studentId: purchase.studentId,
        purchaseId: purchase.id,
        amountCents: owed,
        paymentMethod: 'stripe',
        note: 'Refunded in Stripe',
      });
      return 'handled';
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const purchase = await purchaseFor(platform, intentIdOf(dispute.payment_intent));
      if (!purchase) return 'ignored';
      const reason = DISPUTE_REASONS[dispute.reason] ?? dispute.reason.replace(/_/g, ' ');
      const text =
        `Payment disputed: the card holder's bank disputes the card payment of ` +
        `${formatCents(dispute.amount)} (${reason}). Answer it in Stripe's ` +
        `dashboard before its deadline, or the money goes back to the card holder.`;
      await platform.db.transaction(async (tx) => {
        await notesRepository.insert(tx, {
          studentId: purchase.studentId,
          text,
          createdById: null,
          createdByName: STRIPE_AUTHOR.name,
          isPinned: true,
          isHiddenFromInstructorView: true,
        });
        await recordUserLog(tx, {
          studentId: purchase.studentId,
          kind: 'Auto',
          type: 'payment.disputed',
          message: `Card payment of ${formatCents(dispute.amount)} disputed (${reason})`,
          actor: STRIPE_AUTHOR,
        });
      });
      return 'handled';
    }
    default:
      return 'ignored';
  }
}

/** The ledger purchase a PaymentIntent paid for, if a checkout recorded one. */
async function purchaseFor(platform: Platform, intentId: string | null) {
  if (!intentId) return null;
  const [row] = await platform.db.db
    .select({ id: ledgerEntries.id, studentId: ledgerEntries.studentId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, 'purchase'), eq(ledgerEntries.paymentReference, intentId)));
  return row ?? null;
}
