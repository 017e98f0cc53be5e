// The Stripe adapter, chosen when STRIPE_SECRET_KEY is set, on Stripe's official `stripe`
// package, with the checkout's idempotency key as Stripe's idempotency key, so a repeated checkout
// never charges twice. Two ways to pay (docs/payments.md): Stripe's Payment Element, where the
// server starts an unconfirmed PaymentIntent and the browser confirms it (3-D Secure included),
// and the checkout's charge is that intent, checked here; or a PaymentMethod id (`source`)
// confirmed on the server. No card number ever reaches this server. Each PaymentIntent carries its key in
// its metadata too, so the recovery job finds a charge whose answer a killed process never
// recorded (Stripe's search by metadata; docs/payments.md "Recovery").
import Stripe from 'stripe';
import { AppError } from '../graphql/errors.ts';
import type {
  BrowserPayment,
  FoundPayment,
  PaymentRequest,
  PaymentResult,
  RecoverablePaymentProvider,
  StartedPayment,
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

/** A PaymentIntent id: a payment the buyer confirmed in the browser (Payment Element). */
const isIntentId = (source: string) => source.startsWith('pi_');

/** What the browser flow needs to know of an intent. */
function browserPayment(intent: Stripe.PaymentIntent): BrowserPayment {
  return {
    reference: intent.id,
    clientSecret: intent.client_secret ?? '',
    status:
      intent.status === 'succeeded'
        ? 'succeeded'
        : intent.status === 'processing'
          ? 'processing'
          : 'open',
    checkoutKey: intent.metadata[KEY_FIELD] ?? null,
    amountCents: intent.amount,
    description: intent.description ?? '',
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}

export function createStripePaymentProvider(options: StripeOptions): RecoverablePaymentProvider {
  const stripe = stripeClient(options);

  const retrieve = async (reference: string): Promise<Stripe.PaymentIntent | null> => {
    try {
      return await stripe.paymentIntents.retrieve(reference);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing')
        return null;
      throw providerError('The payment provider refused the request.', error);
    }
  };

  /**
   * The charge of a checkout paid in the browser: the intent it started, as Stripe reports it.
   * Only an intent of this very checkout (its key, its amount) pays for it; anything else is an
   * error, and the attempt stays open for the recovery job, which refunds whatever was taken.
   */
  const confirmedInBrowser = async (request: PaymentRequest): Promise<PaymentResult> => {
    const intent = await retrieve(request.source);
    if (
      !intent ||
      intent.metadata[KEY_FIELD] !== request.idempotencyKey ||
      intent.amount !== request.amountCents
    )
      throw providerError('The payment is not the one this checkout started.', null);
    if (intent.status === 'processing')
      throw providerError('The payment is still being processed.', null);
    if (intent.status === 'succeeded')
      return { status: 'succeeded', reference: intent.id, declineMessage: null };
    return {
      status: 'declined',
      reference: intent.id,
      declineMessage: intent.last_payment_error?.message ?? 'The payment was not completed.',
    };
  };

  return {
    name: 'stripe',
    async startPayment(request): Promise<StartedPayment> {
      let intent: Stripe.PaymentIntent;
      try {
        // Unconfirmed: Stripe.js confirms it in the browser, 3-D Secure included.
        intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            description: request.description,
            automatic_payment_methods: { enabled: true },
            metadata: { [KEY_FIELD]: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        throw providerError('The payment provider refused the request.', error);
      }
      return { reference: intent.id, clientSecret: intent.client_secret ?? '' };
    },
    async readPayment(reference: string): Promise<BrowserPayment | null> {
      if (!isIntentId(reference)) return null;
      const intent = await retrieve(reference);
      return intent ? browserPayment(intent) : null;
    },
    async createPayment(request: PaymentRequest): Promise<PaymentResult> {
      if (isIntentId(request.source)) return confirmedInBrowser(request);
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
