// The durable record of a paid checkout (docs/payments.md "Recovery"). Every status change is a
// conditional update that says which status it leaves, so the checkout's own transaction and the
// recovery job cannot both win: whichever moves a `pending` attempt first decides whether it is
// completed (booked, kept) or given up (refunded), and the row lock makes the other wait for it.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { conflict } from '../graphql/errors.ts';
import {
  checkoutAttempts,
  type CheckoutAttemptRow,
  type CheckoutRequest,
} from './payments.tables.ts';

type AttemptStatus = 'pending' | 'completed' | 'declined' | 'abandoned' | 'refunded' | 'void';

/** Attempts the recovery job still has to settle. */
export const OPEN_STATUSES: readonly AttemptStatus[] = ['pending', 'abandoned'];

export const checkoutAttemptsRepository = {
  /**
   * Records the attempt before its charge; a repeated key (a double submit, a resend) finds the
   * first one's row.
   */
  async begin(
    db: Executor,
    values: {
      paymentKey: string;
      provider: string;
      amountCents: number;
      holdId: string | null;
      request?: CheckoutRequest | null;
    },
  ): Promise<CheckoutAttemptRow> {
    const [inserted] = await db
      .insert(checkoutAttempts)
      .values(values)
      .onConflictDoNothing({ target: checkoutAttempts.paymentKey })
      .returning();
    if (inserted) return inserted;
    const [row] = await db
      .select()
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.paymentKey, values.paymentKey));
    return row!;
  },

  async noteReference(db: Executor, paymentKey: string, reference: string): Promise<void> {
    await db
      .update(checkoutAttempts)
      .set({ reference, updatedAt: new Date() })
      .where(eq(checkoutAttempts.paymentKey, paymentKey));
  },

  /**
   * A payment started for the browser to confirm: its reference, and the recorded request's
   * `paymentSource`, so the checkout run again from the request is charged with that payment.
   */
  async noteBrowserPayment(db: Executor, paymentKey: string, reference: string): Promise<void> {
    await db
      .update(checkoutAttempts)
      .set({
        reference,
        request: sql`jsonb_set(${checkoutAttempts.request}, '{input,paymentSource}', to_jsonb(${reference}::text))`,
        updatedAt: new Date(),
      })
      .where(eq(checkoutAttempts.paymentKey, paymentKey));
  },

  /** Moves the attempt from one of `from` to `to`; the row when it moved, null otherwise. */
  async move(
    db: Executor,
    paymentKey: string,
    from: readonly AttemptStatus[],
    to: AttemptStatus,
  ): Promise<CheckoutAttemptRow | null> {
    const [row] = await db
      .update(checkoutAttempts)
      .set({ status: to, updatedAt: new Date() })
      .where(
        and(
          eq(checkoutAttempts.paymentKey, paymentKey),
          inArray(checkoutAttempts.status, [...from]),
        ),
      )
      .returning();
    return row ?? null;
  },

  /**
   * Inside the checkout's transaction: the attempt is completed with the booking, or, when the
   * recovery job gave it up first (or a concurrent submit with the same key completed it), the
   * transaction fails and nothing is booked on a charge that is being refunded.
   */
  async complete(tx: Executor, paymentKey: string): Promise<void> {
    const moved = await checkoutAttemptsRepository.move(tx, paymentKey, ['pending'], 'completed');
    if (!moved)
      throw conflict('This checkout was already completed or given up. Please start again.');
  },

  async byKey(db: Executor, paymentKey: string): Promise<CheckoutAttemptRow | null> {
    const [row] = await db
      .select()
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.paymentKey, paymentKey));
    return row ?? null;
  },

  /** Open attempts recorded before `cutoff`, oldest first. */
  openBefore(db: Executor, cutoff: Date, limit: number): Promise<CheckoutAttemptRow[]> {
    return db
      .select()
      .from(checkoutAttempts)
      .where(
        and(
          inArray(checkoutAttempts.status, [...OPEN_STATUSES]),
          lt(checkoutAttempts.createdAt, cutoff),
        ),
      )
      .orderBy(checkoutAttempts.createdAt)
      .limit(limit);
  },
};
