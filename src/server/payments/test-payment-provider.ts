// The test provider: the default when no Stripe key is configured. It takes no money; it records
// each payment in `payments` (one row per idempotency key) and always succeeds, except for the
// documented declining token (DECLINING_TEST_TOKEN), so the decline path can be tried end to end.
// `latencyMs` (TEST_PAYMENT_LATENCY_MS) makes it answer a charge that late, after the payment is
// recorded, as a card processor answers after taking the money: the crash test kills a server in
// that window (docs/reliability.md "Crash safety").
import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '../db/client.ts';
import {
  DECLINING_TEST_TOKEN,
  type FoundPayment,
  type PaymentRequest,
  type PaymentResult,
  type RecoverablePaymentProvider,
} from './payment-port.ts';
import { payments } from './payments.tables.ts';

const DECLINED = 'Your card was declined.';

export function createTestPaymentProvider(
  db: DbHandle,
  options: { latencyMs?: number } = {},
): RecoverablePaymentProvider {
  return {
    name: 'test',
    async createPayment(request: PaymentRequest): Promise<PaymentResult> {
      const declined = request.source.trim() === DECLINING_TEST_TOKEN;
      const [inserted] = await db.db
        .insert(payments)
        .values({
          idempotencyKey: request.idempotencyKey,
          provider: 'test',
          amountCents: request.amountCents,
          status: declined ? 'declined' : 'succeeded',
          reference: `test_${randomUUID()}`,
          declineMessage: declined ? DECLINED : null,
        })
        .onConflictDoNothing({ target: payments.idempotencyKey })
        .returning();
      // A repeated key answers the first attempt's outcome.
      const row =
        inserted ??
        (
          await db.db
            .select()
            .from(payments)
            .where(eq(payments.idempotencyKey, request.idempotencyKey))
        )[0]!;
      if (options.latencyMs) await sleep(options.latencyMs);
      return {
        status: row.status === 'declined' ? 'declined' : 'succeeded',
        reference: row.reference,
        declineMessage: row.declineMessage,
      };
    },
    async refundPayment(reference: string): Promise<void> {
      await db.db
        .update(payments)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(eq(payments.reference, reference));
    },
    async findPayment(idempotencyKey: string): Promise<FoundPayment | null> {
      const [row] = await db.db
        .select()
        .from(payments)
        .where(eq(payments.idempotencyKey, idempotencyKey));
      if (!row) return null;
      const status =
        row.status === 'refunded' || row.status === 'declined' ? row.status : 'succeeded';
      return { status, reference: row.reference };
    },
  };
}
