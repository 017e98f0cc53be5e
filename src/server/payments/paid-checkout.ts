// The money half of every public checkout (lesson booking, course enrolment; docs/payments.md
// "Checkouts"): record the attempt, charge through the payment port, then run the checkout's one
// transaction (which completes the attempt), then send its email. A decline writes nothing and
// answers VALIDATION_ERROR on `input.paymentSource`; a transaction that fails after a charge
// refunds it, unless a concurrent submit with the same key completed first, whose checkout is then
// the answer. The attempt is written before the charge so that a process killed between the charge
// and the commit leaves a row the recovery job (checkout-recovery.ts) refunds and releases.
import { conflict, validationError } from '../graphql/errors.ts';
import type { Viewer } from '../auth/auth.service.ts';
import type { Executor, Transaction } from '../db/client.ts';
import type { Outbox, QueuedMessage } from '../mail/outbox.ts';
import { checkoutAttemptsRepository as attempts } from './checkout-attempts.ts';
import type { PaymentProvider, PaymentResult } from './payment-port.ts';
import type { CheckoutRequest } from './payments.tables.ts';

export interface PaidCheckout<T> {
  /** Where the attempt is recorded (outside any transaction: it must outlive a failed one). */
  db: Executor;
  payments: PaymentProvider;
  /** What is due now, in cents; nothing is charged at 0 (a voucher, a free course). */
  amountCents: number;
  /** The provider's idempotency key: the same checkout never charges twice. */
  paymentKey: string;
  source: string | null | undefined;
  description: string;
  /** The slot hold the checkout books, released by recovery when the checkout is given up. */
  holdId?: string | null;
  /** The checkout's request, recorded so a payment webhook can run it again (docs/payments.md). */
  request?: CheckoutRequest;
  /**
   * The checkout's transaction: the writes, and the confirmation messages queued in it. It must call
   * `complete(tx)` in that transaction: that fails it when the attempt was given up meanwhile.
   */
  commit: (
    payment: PaymentResult | null,
    complete: (tx: Transaction) => Promise<void>,
  ) => Promise<{ result: T; queued: QueuedMessage | readonly QueuedMessage[] | null }>;
  /** The checkout a concurrent submit with the same key completed, if any. */
  completedBefore: () => Promise<T | null>;
  /** Gives back what the checkout held (the booking's slot hold) when it does not complete. */
  release?: () => Promise<unknown>;
}

/**
 * A checkout checked and priced, not yet paid: the one its key already completed (`earlier`), or
 * what paying for it takes. Checking first lets the same checkout be charged on the server
 * (`chargeThenCommit`) or started for the browser to pay (`startCardPayment`).
 */
export type CheckoutPlan<T> = { earlier: T } | { checkout: PaidCheckout<T> };

export const runCheckout = <T>(plan: CheckoutPlan<T>): Promise<T> =>
  'earlier' in plan ? Promise.resolve(plan.earlier) : chargeThenCommit(plan.checkout);

/** Records the attempt before any money moves; a key whose charge was given back is refused. */
async function beginAttempt(checkout: PaidCheckout<unknown>) {
  const attempt = await attempts.begin(checkout.db, {
    paymentKey: checkout.paymentKey,
    provider: checkout.payments.name,
    amountCents: checkout.amountCents,
    holdId: checkout.holdId ?? null,
    request: checkout.request ?? null,
  });
  // A key whose charge was given back is spent: the provider would replay it as paid.
  if (attempt.status === 'abandoned' || attempt.status === 'refunded')
    throw conflict('This payment was given back. Please start the checkout again.');
  return attempt;
}

/**
 * The Payment Element's first half (docs/payments.md "Paying in the browser"): the attempt and
 * its request are recorded, then the provider starts the payment unconfirmed with the checkout's
 * key. The request is recorded with that payment as its `paymentSource`, so whoever completes the
 * checkout later (the return page or the `payment_intent.succeeded` webhook, whichever comes
 * first) runs it with the payment the browser confirmed as its charge. Nothing due (a voucher, a
 * free course): the checkout runs at once.
 */
export async function startCardPayment<T>(
  plan: CheckoutPlan<T>,
): Promise<{ done: T } | { reference: string }> {
  if ('earlier' in plan) return { done: plan.earlier };
  const { checkout } = plan;
  if (checkout.amountCents === 0) return { done: await chargeThenCommit(checkout) };
  const { payments, paymentKey } = checkout;
  if (!payments.startPayment)
    throw validationError([
      { path: 'input.paymentSource', message: 'is required: card payments are not in the browser' },
    ]);
  const attempt = await beginAttempt(checkout);
  if (attempt.status !== 'pending') {
    const first = await checkout.completedBefore();
    if (first) return { done: first };
    throw conflict('This payment was already tried. Please start the checkout again.');
  }
  const started = await payments.startPayment({
    amountCents: checkout.amountCents,
    idempotencyKey: paymentKey,
    description: checkout.description,
  });
  await attempts.noteBrowserPayment(checkout.db, paymentKey, started.reference);
  return { reference: started.reference };
}

export async function chargeThenCommit<T>(checkout: PaidCheckout<T>): Promise<T> {
  const { db, paymentKey } = checkout;
  let payment: PaymentResult | null = null;
  if (checkout.amountCents > 0) {
    if (!checkout.source)
      throw validationError([{ path: 'input.paymentSource', message: 'is required' }]);
    await beginAttempt(checkout);
    payment = await checkout.payments.createPayment({
      amountCents: checkout.amountCents,
      idempotencyKey: paymentKey,
      source: checkout.source,
      description: checkout.description,
    });
    if (payment.status === 'declined') {
      await attempts.move(db, paymentKey, ['pending'], 'declined');
      await checkout.release?.();
      throw validationError([
        { path: 'input.paymentSource', message: payment.declineMessage ?? 'was declined' },
      ]);
    }
    await attempts.noteReference(db, paymentKey, payment.reference);
  }
  let completeCalled = false;
  try {
    const { result, queued } = await checkout.commit(payment, async (tx) => {
      completeCalled = true;
      if (payment) await attempts.complete(tx, paymentKey);
    });
    // A commit that never completed its attempt would be refunded by recovery with its booking
    // kept: complete it now (a programming error, but money must not go back for a booking).
    if (payment && !completeCalled) await attempts.move(db, paymentKey, ['pending'], 'completed');
    const messages: readonly QueuedMessage[] =
      queued === null ? [] : 'dispatch' in queued ? [queued] : queued;
    for (const message of messages) await message.dispatch();
    return result;
  } catch (error) {
    const first = await checkout.completedBefore();
    if (first) return first;
    if (payment) {
      // Given up first, so that recovery retries the refund if it fails or this process dies.
      await attempts.move(db, paymentKey, ['pending'], 'abandoned');
      try {
        await checkout.payments.refundPayment(payment.reference, paymentKey);
      } catch (refundError) {
        await checkout.release?.();
        // Staff must hear of it with the payment's reference (the error log; the buyer sees an
        // internal error); the recovery job retries the refund on its next run.
        throw new Error(`Refund of payment ${payment.reference} failed after a failed checkout`, {
          cause: refundError,
        });
      }
      await attempts.move(db, paymentKey, ['abandoned'], 'refunded');
    }
    await checkout.release?.();
    throw error;
  }
}

/**
 * A checkout's confirmation email, queued in its transaction (sent after commit by
 * chargeThenCommit): to the student's own address, or the buyer's when the record has none (a
 * parent's teen).
 */
export function queueCheckoutEmail(
  outbox: Pick<Outbox, 'queue'>,
  tx: Transaction,
  to: { studentEmail: string | null; buyer: Viewer },
  email: { subject: string; text: string },
): Promise<QueuedMessage> {
  return outbox.queue(
    {
      to: to.studentEmail ?? to.buyer.email,
      subject: email.subject,
      text: email.text,
      userId: to.buyer.userId,
    },
    tx,
  );
}
