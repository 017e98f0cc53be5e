// The Stripe adapter, chosen when STRIPE_SECRET_KEY is set: a server-side PaymentIntent created
// and confirmed in one call to Stripe's REST API, with the checkout's idempotency key as Stripe's
// `Idempotency-Key`, so a repeated checkout never charges twice. The buyer's card is collected by
// Stripe's own payment element in the browser, which hands us a PaymentMethod id (`source`); no
// card number ever reaches this server (docs/payments.md). Each PaymentIntent carries its key in
// its metadata too, so the recovery job finds a charge whose answer a killed process never
// recorded (Stripe's search by metadata; docs/payments.md "Recovery").
import { AppError } from '../graphql/errors.ts';
import type {
  FoundPayment,
  PaymentRequest,
  PaymentResult,
  RecoverablePaymentProvider,
} from './payment-port.ts';

const STRIPE_API = 'https://api.stripe.com/v1';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

interface StripeOptions {
  secretKey: string;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: Fetch;
}

interface StripeIntent {
  id?: string;
  status?: string;
  error?: { type?: string; code?: string; message?: string; payment_intent?: { id?: string } };
}

interface StripeSearch {
  data?: { id: string; status: string; latest_charge?: { refunded?: boolean } | string | null }[];
}

/** The metadata field holding the checkout's idempotency key. */
const KEY_FIELD = 'checkout_key';

/** A value inside a Stripe search query's single quotes: quotes and backslashes escaped. */
const searchLiteral = (value: string) => `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;

export function createStripePaymentProvider(options: StripeOptions): RecoverablePaymentProvider {
  const send = options.fetch ?? ((url, init) => fetch(url, init));
  const post = async (path: string, form: Record<string, string>, key: string) => {
    const response = await send(`${STRIPE_API}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${options.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': key,
      },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, body: (await response.json()) as StripeIntent };
  };
  return {
    name: 'stripe',
    async createPayment(request: PaymentRequest): Promise<PaymentResult> {
      const { status, body } = await post(
        '/payment_intents',
        {
          amount: String(request.amountCents),
          currency: 'usd',
          payment_method: request.source,
          confirm: 'true',
          description: request.description,
          // A card that would need a redirect (3-D Secure) is declined here rather than left
          // half-paid: the server-rendered checkout has no page to come back to.
          'automatic_payment_methods[enabled]': 'true',
          'automatic_payment_methods[allow_redirects]': 'never',
          [`metadata[${KEY_FIELD}]`]: request.idempotencyKey,
        },
        request.idempotencyKey,
      );
      if (status === 402 || body.error?.type === 'card_error') {
        return {
          status: 'declined',
          reference: body.error?.payment_intent?.id ?? '',
          declineMessage: body.error?.message ?? 'Your card was declined.',
        };
      }
      if (status >= 400 || !body.id) {
        throw new AppError('INTERNAL_SERVER_ERROR', 'The payment provider refused the request.');
      }
      if (body.status !== 'succeeded') {
        return {
          status: 'declined',
          reference: body.id,
          declineMessage: 'This card needs a confirmation step the booking page cannot offer.',
        };
      }
      return { status: 'succeeded', reference: body.id, declineMessage: null };
    },
    async refundPayment(reference: string, idempotencyKey: string): Promise<void> {
      const { status, body } = await post(
        '/refunds',
        { payment_intent: reference },
        `${idempotencyKey}:refund`,
      );
      // Refunded already (by staff from Stripe's dashboard): nothing is owed, so it is done.
      if (body.error?.code === 'charge_already_refunded') return;
      if (status >= 400)
        throw new AppError('INTERNAL_SERVER_ERROR', 'The payment could not be refunded.');
    },
    async findPayment(idempotencyKey: string): Promise<FoundPayment | null> {
      const query = new URLSearchParams({
        query: `metadata['${KEY_FIELD}']:${searchLiteral(idempotencyKey)}`,
        'expand[]': 'data.latest_charge',
      });
      const response = await send(`${STRIPE_API}/payment_intents/search?${query.toString()}`, {
        method: 'GET',
        headers: { Authorization: `Bearer ${options.secretKey}` },
      });
      if (response.status >= 400)
        throw new AppError('INTERNAL_SERVER_ERROR', 'The payment provider refused the search.');
      const intents = ((await response.json()) as StripeSearch).data ?? [];
      // The key made at most one intent; one that never succeeded took no money.
      const paid = intents.find((intent) => intent.status === 'succeeded');
      if (!paid) return intents[0] ? { status: 'declined', reference: intents[0].id } : null;
      const charge = typeof paid.latest_charge === 'object' ? paid.latest_charge : null;
      return { status: charge?.refunded ? 'refunded' : 'succeeded', reference: paid.id };
    },
  };
}
