// Recovery of paid checkouts that never finished (docs/payments.md "Recovery"): a process killed
// between the charge and the checkout's commit, or a refund that failed, leaves an open attempt.
// Once an attempt is older than the grace period, it is given up — a conditional update, so a
// checkout still committing it either completed first (kept) or now fails (its own refund) — and
// any charge is refunded through the provider with the checkout's own refund key (a retry or a
// concurrent refund is the same refund), and its slot hold released. A provider that is down
// leaves the attempt open for the next run.
import type { Logger } from '../logger.ts';
import type { Platform } from '../platform.ts';
import { slotSearchRepository } from '../modules/slot-search/slot-search.repository.ts';
import { checkoutAttemptsRepository as attempts } from './checkout-attempts.ts';
import type { RecoverablePaymentProvider } from './payment-port.ts';
import { paymentProviderFor } from './payment-provider.ts';

/**
 * How old an open attempt must be before it is given up: far longer than any checkout request
 * (a charge, then one transaction), and longer than the slot hold (10 minutes) it books.
 */
export const CHECKOUT_GRACE_MINUTES = 15;
/** Attempts settled per run; the next run takes the rest. */
const BATCH = 200;

interface RecoveryResult {
  /** Charges given back. */
  refunded: number;
  /** Attempts given up that had charged nothing. */
  voided: number;
  /** Attempts left open because the provider failed; retried on the next run. */
  failed: number;
}

export async function recoverCheckouts(
  platform: Pick<Platform, 'db' | 'config'> & { log?: Logger },
  options: { now?: Date; payments?: RecoverablePaymentProvider } = {},
): Promise<RecoveryResult> {
  const db = platform.db.db;
  const now = options.now ?? new Date();
  const payments = options.payments ?? paymentProviderFor(platform.config, platform.db);
  const cutoff = new Date(now.getTime() - CHECKOUT_GRACE_MINUTES * 60_000);
  const result: RecoveryResult = { refunded: 0, voided: 0, failed: 0 };
  for (const open of await attempts.openBefore(db, cutoff, BATCH)) {
    // Given up first: from here on the checkout's own commit cannot complete it.
    const attempt =
      open.status === 'pending'
        ? await attempts.move(db, open.paymentKey, ['pending'], 'abandoned')
        : open;
    if (!attempt) continue; // completed (or given up) meanwhile
    try {
      const found = await payments.findPayment(attempt.paymentKey);
      // A reference recorded on the attempt is the charge itself, whatever the search says.
      const reference = found?.reference ?? attempt.reference;
      const charged = found ? found.status === 'succeeded' : attempt.reference !== null;
      if (charged && reference) await payments.refundPayment(reference, attempt.paymentKey);
      const settled = charged || found?.status === 'refunded' ? 'refunded' : 'void';
      await attempts.move(db, attempt.paymentKey, ['abandoned'], settled);
      if (settled === 'refunded') result.refunded += 1;
      else result.voided += 1;
      if (attempt.holdId) await slotSearchRepository.deleteHold(db, attempt.holdId);
    } catch (error) {
      result.failed += 1;
      platform.log?.error(
        { err: error, paymentKey: attempt.paymentKey, reference: attempt.reference },
        'checkout recovery could not refund; retried on the next run',
      );
    }
  }
  return result;
}
