// Paying in the browser with Stripe's Payment Element (docs/payments.md "Paying in the browser"):
// the payment page reads the payment its checkout started, and the return page, where Stripe.js
// sends the buyer after paying (3-D Secure or any redirect), completes the checkout. What the
// browser's URL says is never trusted: the payment is read from Stripe, and only its buyer sees
// it. Completing runs the recorded checkout exactly as the `payment_intent.succeeded` webhook does.
import type { Viewer } from '../auth/auth.service.ts';
import { notFound } from '../graphql/errors.ts';
import type { Logger } from '../logger.ts';
import type { Platform } from '../platform.ts';
import { checkoutAttemptsRepository as attempts } from './checkout-attempts.ts';
import { paymentProviderFor } from './payment-provider.ts';
import { checkoutOfAttempt, runRecordedCheckout } from './recorded-checkout.ts';

export interface CardPaymentView {
  reference: string;
  clientSecret: string;
  amountCents: number;
  description: string;
  /** False once it is paid, or its checkout finished or was given up: nothing to pay here. */
  payable: boolean;
}

export interface CardPaymentOutcome {
  outcome: 'paid' | 'processing' | 'refunded' | 'failed';
  kind: 'booking' | 'course';
  /** The checkout made, when paid. */
  checkoutId: string | null;
  /** For the buyer, when it is not paid and booked. */
  message: string | null;
  /** Whether the same payment may be tried again with another card. */
  canRetry: boolean;
}

/** The payment, its checkout's attempt and the provider, when the viewer is its buyer. */
async function ownPayment(platform: Platform, viewer: Viewer, reference: string) {
  const payments = paymentProviderFor(platform.config, platform.db);
  const payment = (await payments.readPayment?.(reference.trim())) ?? null;
  const attempt = payment?.checkoutKey
    ? await attempts.byKey(platform.db.db, payment.checkoutKey)
    : null;
  // Someone else's payment reads as an unknown one.
  if (!payment || !attempt || attempt.request?.viewer.userId !== viewer.userId)
    throw notFound('Payment');
  return { payments, payment, attempt };
}

export async function readCardPayment(
  platform: Platform,
  viewer: Viewer,
  reference: string,
): Promise<CardPaymentView> {
  const { payment, attempt } = await ownPayment(platform, viewer, reference);
  return {
    reference: payment.reference,
    clientSecret: payment.clientSecret,
    amountCents: payment.amountCents,
    description: payment.description,
    payable: attempt.status === 'pending' && payment.status === 'open',
  };
}

export async function completeCardPayment(
  platform: Platform,
  viewer: Viewer,
  reference: string,
  log?: Logger,
): Promise<CardPaymentOutcome> {
  const { payments, payment, attempt } = await ownPayment(platform, viewer, reference);
  const kind = attempt.request!.kind;
  const answer = { kind, checkoutId: null, message: null, canRetry: false };
  if (payment.status === 'succeeded') {
    await runRecordedCheckout(platform, attempt, payment.reference, { payments, log });
    const done = await checkoutOfAttempt(platform, attempt);
    if (done) return { ...answer, outcome: 'paid', checkoutId: done.id };
    return {
      ...answer,
      outcome: 'refunded',
      message:
        kind === 'booking'
          ? 'Your payment went through, but the lesson could not be booked (the time was no longer held), so the payment is given back to your card.'
          : 'Your payment went through, but the enrolment could not be completed, so the payment is given back to your card.',
    };
  }
  if (payment.status === 'processing')
    return {
      ...answer,
      outcome: 'processing',
      message:
        'Your bank is still confirming the payment. We email you the confirmation as soon as it is done.',
    };
  return {
    ...answer,
    outcome: 'failed',
    message: payment.failureMessage ?? 'The payment was not completed.',
    canRetry: attempt.status === 'pending',
  };
}
