// Running a paid checkout again from the request recorded on its attempt (docs/payments.md
// "Webhooks" and "Paying in the browser"). Two callers, one path: the `payment_intent.succeeded`
// webhook and the return page the browser comes back to after paying. Whichever comes first books;
// the other finds the attempt completed (or, running at the same time, loses the attempt's
// conditional update and answers the first one's checkout), so the checkout is booked once.
import { checkoutBooking, type CheckoutInput } from '../modules/booking/checkout.service.ts';
import { checkoutsRepository } from '../modules/booking/checkouts.repository.ts';
import {
  checkoutCourse,
  type CheckoutCourseInput,
} from '../modules/course-checkout/course-checkout.service.ts';
import { courseCheckoutsRepository } from '../modules/course-checkout/course-checkouts.repository.ts';
import type { Logger } from '../logger.ts';
import type { Platform } from '../platform.ts';
import { checkoutAttemptsRepository as attempts } from './checkout-attempts.ts';
import type { PaymentProvider } from './payment-port.ts';
import { paymentProviderFor } from './payment-provider.ts';
import type { CheckoutAttemptRow } from './payments.tables.ts';

/** Statuses of an attempt that holds no booking and owes no refund the recovery job will make. */
const GIVEN_UP_WITHOUT_MONEY = ['declined', 'void'] as const;

/**
 * Completes the checkout of an attempt whose payment succeeded (`reference`): a pending attempt
 * is run again from its request, charged with that payment (Stripe answers with the same
 * PaymentIntent; nothing is charged twice). If it cannot be booked any more, the checkout refunds
 * as any failed checkout does. A payment that succeeded after its attempt was given up with
 * nothing charged (a page left open past the recovery job) is refunded here: nobody else would.
 */
export async function runRecordedCheckout(
  platform: Platform,
  attempt: CheckoutAttemptRow,
  reference: string,
  options: { payments?: PaymentProvider; log?: Logger | undefined } = {},
): Promise<void> {
  const db = platform.db.db;
  if (!attempt.reference) await attempts.noteReference(db, attempt.paymentKey, reference);
  const payments = options.payments ?? paymentProviderFor(platform.config, platform.db);
  if ((GIVEN_UP_WITHOUT_MONEY as readonly string[]).includes(attempt.status)) {
    await payments.refundPayment(reference, attempt.paymentKey);
    await attempts.move(db, attempt.paymentKey, GIVEN_UP_WITHOUT_MONEY, 'refunded');
    return;
  }
  if (attempt.status !== 'pending' || !attempt.request) return;
  const { kind, viewer, input } = attempt.request;
  try {
    if (kind === 'booking')
      await checkoutBooking(platform, viewer, input as CheckoutInput, { payments });
    else await checkoutCourse(platform, viewer, input as CheckoutCourseInput, { payments });
  } catch (error) {
    // The checkout refunded (or recovery will): the payment is dealt with either way.
    options.log?.warn(
      { err: error, paymentKey: attempt.paymentKey, reference },
      'a paid checkout could not be completed from its recorded request',
    );
  }
}

/** The checkout an attempt completed, by the key it was made with; null when none was. */
export async function checkoutOfAttempt(
  platform: Platform,
  attempt: CheckoutAttemptRow,
): Promise<{ kind: 'booking' | 'course'; id: string } | null> {
  if (!attempt.request) return null;
  const db = platform.db.db;
  const { kind, viewer, input } = attempt.request;
  const key = typeof input['idempotencyKey'] === 'string' ? input['idempotencyKey'] : '';
  const row =
    kind === 'booking'
      ? await checkoutsRepository.byKey(db, viewer.userId, key)
      : await courseCheckoutsRepository.byKey(db, viewer.userId, key);
  return row ? { kind, id: row.id } : null;
}
