// The Stripe adapter, chosen when STRIPE_SECRET_KEY is set, on Stripe's official `stripe`
// package: a PaymentIntent created and confirmed on the server with the checkout's idempotency
// key as Stripe's idempotency key, so a repeated checkout never charges twice. The buyer's card is
// collected by Stripe's own form in the browser, which hands us a PaymentMethod id (`source`); no
// card number ever reaches this server (docs/payments.md). Each PaymentIntent carries its key in
// its metadata too, so the recovery job finds a charge whose answer a killed process never
// recorded (Stripe's search by metadata; docs/payments.md "Recovery").
import Stripe from 'stripe';
import { AppError } from '../graphql/errors.ts';
import type {
  FoundPayment,
  PaymentRequest,
  PaymentResult,
  RecoverablePaymentProvider,
} from './payment-port.ts';

interface StripeOptions {
  secretKey: string;
  /**
   * Where Stripe's API is: unset for Stripe itself; a local fake's URL in tests
   * (STRIPE_API_URL, docs/payments.md "Tests").
   */
  apiUrl?: string;
}

/** The metadata field holding the checkout's idempotency key. */
export const KEY_FIELD = 'checkout_key';

/**
 * How long one request to Stripe may take. A charge still hanging when its process dies would be
 * invisible to the recovery job's search; a bound far inside the 15-minute grace period means
 * every charge has answered (or failed) long before recovery looks for it.
 */
const REQUEST_TIMEOUT_MS = 30_000;

/** A value inside a Stripe search query's single quotes: quotes and backslashes escaped. */
const searchLiteral = (value: string) => `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;

/** The `stripe` client for a key, pointed at `apiUrl` when one is given. */
export function stripeClient(options: StripeOptions): Stripe {
  const target = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    timeout: REQUEST_TIMEOUT_MS,
    // Retries reuse the request's idempotency key, so a retried charge is still one charge.
    maxNetworkRetries: 2,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'http:' ? 80 : 443),
          protocol: target.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

const providerError = (message: string, cause: unknown) =>
  Object.assign(new AppError('INTERNAL_SERVER_ERROR', message), { cause });

export function createStripePaymentProvider(options: StripeOptions): RecoverablePaymentProvider {
  const stripe = stripeClient(options);
  return {
    name: 'stripe',
    async createPayment(request: PaymentRequest): Promise<PaymentResult> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            payment_method: request.source,
            confirm: true,
            description: request.description,
            // Confirmed here, so no redirect: a card that needs its bank's confirmation (3-D
            // Secure) comes back `requires_action` and is declined below rather than left
            // half-paid.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            metadata: { [KEY_FIELD]: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        // A decline is an answer for the buyer, not a failure of ours.
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'declined',
            reference: error.payment_intent?.id ?? '',
            declineMessage: error.message || 'Your card was declined.',
          };
        }
        throw providerError('The payment provider refused the request.', error);
      }
      if (intent.status !== 'succeeded') {
        return {
          status: 'declined',
          reference: intent.id,
          declineMessage:
            intent.status === 'requires_action'
              ? 'This card needs its bank to confirm the payment. Please use another card.'
              : (intent.last_payment_error?.message ?? 'Your card was declined.'),
        };
      }
      return { status: 'succeeded', reference: intent.id, declineMessage: null };
    },
    async refundPayment(reference: string, idempotencyKey: string): Promise<void> {
      try {
        await stripe.refunds.create(
          { payment_intent: reference },
          { idempotencyKey: `${idempotencyKey}:refund` },
        );
      } catch (error) {
        // Refunded already (by staff from Stripe's dashboard): nothing is owed, so it is done.
        if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded')
          return;
        throw providerError('The payment could not be refunded.', error);
      }
    },
    async findPayment(idempotencyKey: string): Promise<FoundPayment | null> {
      let intents: Stripe.PaymentIntent[];
      try {
        const found = await stripe.paymentIntents.search({
          query: `metadata['${KEY_FIELD}']:${searchLiteral(idempotencyKey)}`,
          expand: ['data.latest_charge'],
        });
        intents = found.data;
      } catch (error) {
        throw providerError('The payment provider refused the search.', error);
      }
      // The key made at most one intent; one that never succeeded took no money.
      const paid = intents.find((intent) => intent.status === 'succeeded');
      if (!paid) return intents[0] ? { status: 'declined', reference: intents[0].id } : null;
      const charge = typeof paid.latest_charge === 'object' ? paid.latest_charge : null;
      return { status: charge?.refunded ? 'refunded' : 'succeeded', reference: paid.id };
    },
  };
}
