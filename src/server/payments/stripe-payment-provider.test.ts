import { describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetch = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
  return { calls, fetch };
}

const request = {
  amountCents: 17_820,
  idempotencyKey: 'checkout:abc',
  source: 'pm_card_visa',
  description: 'Standard lesson',
};

describe('Stripe payment adapter', () => {
  it('creates and confirms a PaymentIntent with the idempotency key', async () => {
    const { calls, fetch } = fakeFetch(200, { id: 'pi_123', status: 'succeeded' });
    const stripe = createStripePaymentProvider({ secretKey: 'sk_test_x', fetch });
    await expect(stripe.createPayment(request)).resolves.toEqual({
      status: 'succeeded',
      reference: 'pi_123',
      declineMessage: null,
    });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('https://api.stripe.com/v1/payment_intents');
    expect(call!.init.method).toBe('POST');
    expect(call!.init.headers).toMatchObject({
      Authorization: 'Bearer sk_test_x',
      'Idempotency-Key': 'checkout:abc',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    const form = new URLSearchParams(call!.init.body as string);
    expect(Object.fromEntries(form)).toEqual({
      amount: '17820',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      description: 'Standard lesson',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      // Recovery finds the intent by it when the process died before recording the answer.
      'metadata[checkout_key]': 'checkout:abc',
    });
  });

  it('answers a card error as declined with Stripe’s message', async () => {
    const { fetch } = fakeFetch(402, {
      error: {
        type: 'card_error',
        message: 'Your card has insufficient funds.',
        payment_intent: { id: 'pi_9' },
      },
    });
    const stripe = createStripePaymentProvider({ secretKey: 'sk_test_x', fetch });
    await expect(stripe.createPayment(request)).resolves.toEqual({
      status: 'declined',
      reference: 'pi_9',
      declineMessage: 'Your card has insufficient funds.',
    });
  });

  it('treats an intent that still needs action as declined', async () => {
    const { fetch } = fakeFetch(200, { id: 'pi_5', status: 'requires_action' });
    const stripe = createStripePaymentProvider({ secretKey: 'sk_test_x', fetch });
    const result = await stripe.createPayment(request);
    expect(result.status).toBe('declined');
    expect(result.reference).toBe('pi_5');
  });

  it('throws on a refused request (bad key, bad input)', async () => {
    const { fetch } = fakeFetch(401, { error: { type: 'invalid_request_error' } });
    const stripe = createStripePaymentProvider({ secretKey: 'sk_bad', fetch });
    await expect(stripe.createPayment(request)).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
    });
  });

  it('refunds by PaymentIntent with its own idempotency key', async () => {
    const { calls, fetch } = fakeFetch(200, { id: 're_1', status: 'succeeded' });
    const stripe = createStripePaymentProvider({ secretKey: 'sk_test_x', fetch });
    await stripe.refundPayment('pi_123', 'checkout:abc');
    expect(calls[0]!.url).toBe('https://api.stripe.com/v1/refunds');
    expect(calls[0]!.init.headers).toMatchObject({ 'Idempotency-Key': 'checkout:abc:refund' });
    expect(new URLSearchParams(calls[0]!.init.body as string).get('payment_intent')).toBe('pi_123');
  });

  it('treats a refund Stripe already made (from the dashboard) as done', async () => {
    const { fetch } = fakeFetch(400, {
      error: { type: 'invalid_request_error', code: 'charge_already_refunded' },
    });
    const stripe = createStripePaymentProvider({ secretKey: 'sk_test_x', fetch });
    await expect(stripe.refundPayment('pi_123', 'checkout:abc')).resolves.toBeUndefined();
  });

  it('finds a checkout’s intent by the key in its metadata, with its charge’s refund', async () => {
    const { calls, fetch } = fakeFetch(200, {
      object: 'search_result',
      data: [{ id: 'pi_7', status: 'succeeded', latest_charge: { refunded: false } }],
    });
    const stripe = createStripePaymentProvider({ secretKey: 'sk_test_x', fetch });
    await expect(stripe.findPayment("checkout:u1:it's")).resolves.toEqual({
      status: 'succeeded',
      reference: 'pi_7',
    });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/v1/payment_intents/search');
    expect(calls[0]!.init.method).toBe('GET');
    // The key is quoted for Stripe's search language, its own quote escaped.
    expect(url.searchParams.get('query')).toBe("metadata['checkout_key']:'checkout:u1:it\\'s'");
    expect(url.searchParams.get('expand[]')).toBe('data.latest_charge');
  });

  it('reports a refunded intent as refunded, one that never succeeded as declined, none as null', async () => {
    const answers = [
      [{ id: 'pi_r', status: 'succeeded', latest_charge: { refunded: true } }],
      [{ id: 'pi_d', status: 'requires_payment_method', latest_charge: null }],
      [],
    ];
    const found = [];
    for (const data of answers) {
      const { fetch } = fakeFetch(200, { object: 'search_result', data });
      found.push(
        await createStripePaymentProvider({ secretKey: 'sk_test_x', fetch }).findPayment('k'),
      );
    }
    expect(found).toEqual([
      { status: 'refunded', reference: 'pi_r' },
      { status: 'declined', reference: 'pi_d' },
      null,
    ]);
  });

  it('throws when the search is refused, so recovery retries on its next run', async () => {
    const { fetch } = fakeFetch(500, { error: { type: 'api_error' } });
    const stripe = createStripePaymentProvider({ secretKey: 'sk_test_x', fetch });
    await expect(stripe.findPayment('k')).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });
});
