// The payment port (docs/payments.md): what checkout asks of a payment provider. Two adapters:
// the test provider (default; records payments in the `payments` table) and Stripe (when
// STRIPE_SECRET_KEY is set). Amounts are integer cents in USD (SPEC §9).

export type PaymentStatus = 'succeeded' | 'declined';

export interface PaymentRequest {
  amountCents: number;
  /** The same key always means the same payment: a repeated call charges once. */
  idempotencyKey: string;
  /**
   * What pays: a token from the provider's own card form (Stripe: a PaymentMethod id such as
   * `pm_card_visa`; test provider: any token, `tok_chargeDeclined` declines).
   */
  source: string;
  description: string;
}

export interface PaymentResult {
  status: PaymentStatus;
  /** The provider's reference, stored with the ledger purchase. */
  reference: string;
  /** Why a declined payment was declined, for the buyer. */
  declineMessage: string | null;
}

export interface PaymentProvider {
  /** `test` or `stripe`: which adapter answered. */
  readonly name: 'test' | 'stripe';
  createPayment(request: PaymentRequest): Promise<PaymentResult>;
  /** Gives a succeeded payment back in full (a booking that could not be completed). */
  refundPayment(reference: string, idempotencyKey: string): Promise<void>;
  /**
   * Only a provider whose card form confirms the payment in the browser (Stripe's Payment
   * Element; docs/payments.md): creates the payment unconfirmed, keyed like `createPayment`, for
   * the browser to confirm with its client secret. `createPayment` with the returned reference as
   * its `source` then checks that payment with the provider instead of charging again.
   */
  startPayment?(request: Omit<PaymentRequest, 'source'>): Promise<StartedPayment>;
  /** What the provider says of a payment started for the browser; null when it has none. */
  readPayment?(reference: string): Promise<BrowserPayment | null>;
}

export interface StartedPayment {
  reference: string;
  /** What the browser confirms the payment with; never stored, never logged. */
  clientSecret: string;
}

/** A payment confirmed in the browser, as the provider reports it (never as a URL claims). */
export interface BrowserPayment extends StartedPayment {
  /** `succeeded`: paid; `processing`: the bank has not answered yet; `open`: not paid (yet). */
  status: 'succeeded' | 'processing' | 'open';
  /** The checkout's idempotency key the payment was started with. */
  checkoutKey: string | null;
  amountCents: number;
  /** What it pays for, as the checkout described it. */
  description: string;
  /** Why the last try failed (a decline, a failed 3-D Secure check), for the buyer. */
  failureMessage: string | null;
}

/** What the provider knows of a payment, found by its idempotency key (recovery). */
export interface FoundPayment {
  /** `succeeded`: money was taken and not given back; `refunded`: given back; `declined`: none. */
  status: 'succeeded' | 'refunded' | 'declined';
  reference: string;
}

/**
 * What the recovery job needs besides charging and refunding (docs/payments.md "Recovery"): to
 * find the payment a checkout may have taken before its process died, by the only thing the
 * checkout recorded before the charge, its idempotency key. Both adapters have it; checkout itself
 * needs only `PaymentProvider`, so tests may hand it a plain double.
 */
export interface RecoverablePaymentProvider extends PaymentProvider {
  /** The payment made with this key, or null when none was (or it cannot be found). */
  findPayment(idempotencyKey: string): Promise<FoundPayment | null>;
}

/** The test provider's token that declines, like Stripe's own test token of that name. */
export const DECLINING_TEST_TOKEN = 'tok_chargeDeclined';
