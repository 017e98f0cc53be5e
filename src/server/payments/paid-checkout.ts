// The money half of every public checkout (lesson booking, course enrolment; docs/payments.md
// "Checkouts"): charge through the payment port, then run the checkout's one transaction, then
// send its email. A decline writes nothing and answers VALIDATION_ERROR on `input.paymentSource`;
// a transaction that fails after a charge refunds it, unless a concurrent submit with the same key
// completed first, whose checkout is then the answer.
import { validationError } from '../graphql/errors.ts';
import type { Viewer } from '../auth/auth.service.ts';
import type { Transaction } from '../db/client.ts';
import type { Outbox, QueuedMessage } from '../mail/outbox.ts';
import type { PaymentProvider, PaymentResult } from './payment-port.ts';

export interface PaidCheckout<T> {
  payments: PaymentProvider;
  /** What is due now, in cents; nothing is charged at 0 (a voucher, a free course). */
  amountCents: number;
  /** The provider's idempotency key: the same checkout never charges twice. */
  paymentKey: string;
  source: string | null | undefined;
  description: string;
  /** The checkout's transaction: the writes, and the confirmation email queued in it. */
  commit: (payment: PaymentResult | null) => Promise<{ result: T; queued: QueuedMessage | null }>;
  /** The checkout a concurrent submit with the same key completed, if any. */
  completedBefore: () => Promise<T | null>;
  /** Gives back what the checkout held (the booking's slot hold) when it does not complete. */
  release?: () => Promise<unknown>;
}

export async function chargeThenCommit<T>(checkout: PaidCheckout<T>): Promise<T> {
  let payment: PaymentResult | null = null;
  if (checkout.amountCents > 0) {
    if (!checkout.source)
      throw validationError([{ path: 'input.paymentSource', message: 'is required' }]);
    payment = await checkout.payments.createPayment({
      amountCents: checkout.amountCents,
      idempotencyKey: checkout.paymentKey,
      source: checkout.source,
      description: checkout.description,
    });
    if (payment.status === 'declined') {
      await checkout.release?.();
      throw validationError([
        { path: 'input.paymentSource', message: payment.declineMessage ?? 'was declined' },
      ]);
    }
  }
  try {
    const { result, queued } = await checkout.commit(payment);
    await queued?.dispatch();
    return result;
  } catch (error) {
    const first = await checkout.completedBefore();
    if (first) return first;
    if (payment) {
      try {
        await checkout.payments.refundPayment(payment.reference, checkout.paymentKey);
      } catch (refundError) {
        await checkout.release?.();
        // Staff must hear of it with the payment's reference (the error log; the buyer sees an
        // internal error, and the school refunds by hand from the provider's dashboard).
        throw new Error(`Refund of payment ${payment.reference} failed after a failed checkout`, {
          cause: refundError,
        });
      }
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
