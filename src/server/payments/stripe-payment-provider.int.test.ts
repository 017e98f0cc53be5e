// The Stripe adapter on the official `stripe` package against a local fake of Stripe's API
// (testing/fake-stripe.ts; docs/payments.md "Tests"): a lesson checkout paid, declined and refused
// for 3-D Secure, a repeated key charged once, a refund made in the dashboard first, a provider
// that is down, and a crash between the charge and the commit: no money is kept without its
// booking, and no booking stands without its money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/test-server.ts';
import { ledgerRepository } from '../modules/ledger/ledger.repository.ts';
import { slotSearchRepository } from '../modules/slot-search/slot-search.repository.ts';
import { checkoutBooking } from '../modules/booking/checkout.service.ts';
import type { Buyer } from '../modules/booking/testing/booking-fixtures.ts';
import { recoverCheckouts } from './checkout-recovery.ts';
import type { RecoverablePaymentProvider } from './payment-port.ts';
import { paymentProviderFor } from './payment-provider.ts';
import { createStripePaymentProvider, KEY_FIELD } from './stripe-payment-provider.ts';
import { DECLINING_CARD, THREE_D_SECURE_CARD, type FakeStripe } from './testing/fake-stripe.ts';
import {
  startStripeCheckoutFixture,
  type StripeCheckoutFixture,
} from './testing/stripe-checkout-fixture.ts';

let fixture: StripeCheckoutFixture;
let server: TestServer;
let fake: FakeStripe;
let stripe: RecoverablePaymentProvider;
let ava: Buyer;

beforeAll(async () => {
  fixture = await startStripeCheckoutFixture({
    buyer: { name: 'Ava Stripe', email: 'ava@stripe.test' },
    keyPrefix: 'stripe',
    firstHour: 40,
  });
  ({ server, fake, buyer: ava } = fixture);
  stripe = createStripePaymentProvider({ secretKey: 'sk_test_fake', apiUrl: fake.url });
}, 120_000);

afterAll(() => fixture?.stop());

const hold = () => fixture.hold();
const input = (holdId: string, paymentSource: string) => fixture.input(holdId, paymentSource);
const db = () => server.platform.db.db;
const lessonsOfAva = () => fixture.lessons();
const attemptOf = (holdId: string) => fixture.attemptOf(holdId);

describe('Stripe adapter (official package, local fake)', () => {
  it('is chosen by STRIPE_SECRET_KEY and sent to STRIPE_API_URL; the test provider otherwise', () => {
    const config = { STRIPE_API_URL: fake.url, TEST_PAYMENT_LATENCY_MS: 0 };
    expect(
      paymentProviderFor({ ...config, STRIPE_SECRET_KEY: 'sk_test_x' }, server.platform.db),
    ).toMatchObject({ name: 'stripe' });
    expect(paymentProviderFor(config, server.platform.db)).toMatchObject({ name: 'test' });
  });

  it('a paid checkout creates one confirmed PaymentIntent with the key and books the lesson', async () => {
    const holdId = await hold();
    const before = await lessonsOfAva();
    const done = await checkoutBooking(server.platform, ava.viewer, input(holdId, 'pm_card_visa'), {
      payments: stripe,
    });
    const intent = fake.intents().find((i) => i.id === done.paymentReference)!;
    expect(intent).toMatchObject({ status: 'succeeded', amount: 18_000, currency: 'usd' });
    const key = `checkout:${ava.viewer.userId}:stripe-${holdId}`;
    expect(intent.metadata[KEY_FIELD]).toBe(key);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/payment_intents',
      idempotencyKey: key,
    });
    expect(await lessonsOfAva()).toBe(before + 1);
    const purchase = (await ledgerRepository.entriesOf(db(), ava.studentId)).find(
      (entry) => entry.paymentReference === intent.id,
    );
    expect(purchase).toMatchObject({
      kind: 'purchase',
      paymentMethod: 'stripe',
      amountCents: 18_000,
    });
    expect(await attemptOf(holdId)).toMatchObject({ status: 'completed', reference: intent.id });

    // The same key again (a double submit) is Stripe's replay: no second intent, no second charge.
    const count = fake.intents().length;
    const again = await stripe.createPayment({
      amountCents: 18_000,
      idempotencyKey: key,
      source: 'pm_card_visa',
      description: 'again',
    });
    expect(again).toEqual({ status: 'succeeded', reference: intent.id, declineMessage: null });
    expect(fake.intents()).toHaveLength(count);
  });

  it('a declined card books nothing, keeps nothing and releases the hold', async () => {
    const holdId = await hold();
    const before = await lessonsOfAva();
    const kept = fake.moneyKept();
    await expect(
      checkoutBooking(server.platform, ava.viewer, input(holdId, DECLINING_CARD), {
        payments: stripe,
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'input.paymentSource', message: 'Your card was declined.' }],
    });
    expect(await lessonsOfAva()).toBe(before);
    expect(fake.moneyKept()).toBe(kept);
    expect(await slotSearchRepository.findHold(db(), holdId)).toBeNull();
    expect(await attemptOf(holdId)).toMatchObject({ status: 'declined' });
  });

  it('a card that needs 3-D Secure is declined by the server-side confirmation, not left half-paid', async () => {
    const holdId = await hold();
    const kept = fake.moneyKept();
    await expect(
      checkoutBooking(server.platform, ava.viewer, input(holdId, THREE_D_SECURE_CARD), {
        payments: stripe,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(fake.moneyKept()).toBe(kept);
    expect(fake.intents().at(-1)).toMatchObject({ status: 'requires_action', latest_charge: null });
  });

  it('refunds, counts a refund made in the dashboard as done, and finds payments by key', async () => {
    const paid = await stripe.createPayment({
      amountCents: 5_000,
      idempotencyKey: 'refund-me',
      source: 'pm_card_visa',
      description: 'refund test',
    });
    expect(await stripe.findPayment('refund-me')).toEqual({
      status: 'succeeded',
      reference: paid.reference,
    });
    fake.dashboard.refund(paid.reference);
    await expect(stripe.refundPayment(paid.reference, 'refund-me')).resolves.toBeUndefined();
    expect(await stripe.findPayment('refund-me')).toEqual({
      status: 'refunded',
      reference: paid.reference,
    });
    expect(await stripe.findPayment("no 'such' key")).toBeNull();
  });

  it('a provider that is down is an internal error, not a decline', async () => {
    fake.setDown(true);
    try {
      await expect(
        stripe.createPayment({
          amountCents: 5_000,
          idempotencyKey: 'down',
          source: 'pm_card_visa',
          description: 'down',
        }),
      ).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    } finally {
      fake.setDown(false);
    }
  });

  it('a crash between the charge and the commit: the recovery refunds and books nothing', async () => {
    const holdId = await hold();
    const before = await lessonsOfAva();
    const kept = fake.moneyKept();
    // The charge reaches Stripe, then the process dies before it hears the answer.
    const dying: RecoverablePaymentProvider = {
      ...stripe,
      createPayment: async (request) => {
        await stripe.createPayment(request);
        throw new Error('killed');
      },
    };
    await expect(
      checkoutBooking(server.platform, ava.viewer, input(holdId, 'pm_card_visa'), {
        payments: dying,
      }),
    ).rejects.toThrow('killed');
    expect(fake.moneyKept()).toBe(kept + 18_000);
    expect(await attemptOf(holdId)).toMatchObject({ status: 'pending', reference: null });

    const later = new Date(Date.now() + 16 * 60_000);
    const result = await recoverCheckouts(server.platform, { now: later, payments: stripe });
    expect(result).toMatchObject({ refunded: 1, failed: 0 });
    expect(fake.moneyKept()).toBe(kept);
    expect(await attemptOf(holdId)).toMatchObject({ status: 'refunded' });
    expect(await slotSearchRepository.findHold(db(), holdId)).toBeNull();
    expect(await lessonsOfAva()).toBe(before);
  });

  it('a charge answered after the recovery gave up: no booking, the money given back once', async () => {
    const holdId = await hold();
    const before = await lessonsOfAva();
    const kept = fake.moneyKept();
    const later = new Date(Date.now() + 16 * 60_000);
    const slow: RecoverablePaymentProvider = {
      ...stripe,
      createPayment: async (request) => {
        const answer = await stripe.createPayment(request);
        // The request hung past the grace period: recovery gave the attempt up and refunded.
        await recoverCheckouts(server.platform, { now: later, payments: stripe });
        return answer;
      },
    };
    await expect(
      checkoutBooking(server.platform, ava.viewer, input(holdId, 'pm_card_visa'), {
        payments: slow,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(fake.moneyKept()).toBe(kept);
    expect(await lessonsOfAva()).toBe(before);
    expect(await attemptOf(holdId)).toMatchObject({ status: 'refunded' });
  });
});
