// Stripe's webhooks at POST /api/payments/webhook (docs/payments.md "Webhooks"), on a server
// configured for Stripe and pointed at the local fake of Stripe's API: forged and missing
// signatures refused, a replayed event handled once, a checkout whose request died after the
// charge completed by payment_intent.succeeded (no second charge), one whose decline was never
// heard closed by payment_intent.payment_failed, a refund made in the dashboard recorded in the
// ledger once, and a dispute shown to staff on the student.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/test-server.ts';
import { ledgerEntries } from '../modules/ledger/ledger.tables.ts';
import { slotSearchRepository } from '../modules/slot-search/slot-search.repository.ts';
import { studentNotes } from '../modules/students/students.tables.ts';
import { checkoutBooking, planBookingCheckout } from '../modules/booking/checkout.service.ts';
import { checkoutCourse } from '../modules/course-checkout/course-checkout.service.ts';
import {
  createTestCourses,
  type TestCourses,
} from '../modules/course-checkout/testing/course-checkout-fixtures.ts';
import { onlineEnrollmentsRepository } from '../modules/online-enrollments/online-enrollments.repository.ts';
import { buyer, type Buyer } from '../modules/booking/testing/booking-fixtures.ts';
import type { PaymentProvider } from './payment-port.ts';
import { paymentProviderFor } from './payment-provider.ts';
import { DECLINING_CARD, THREE_D_SECURE_CARD, type FakeStripe } from './testing/fake-stripe.ts';
import { completeCardPayment, readCardPayment } from './card-payments.ts';
import { startCardPayment } from './paid-checkout.ts';
import { KEY_FIELD } from './stripe-payment-provider.ts';
import {
  startStripeCheckoutFixture,
  type StripeCheckoutFixture,
} from './testing/stripe-checkout-fixture.ts';

const SECRET = 'whsec_test_webhooks';

let fixture: StripeCheckoutFixture;
let server: TestServer;
let fake: FakeStripe;
let stripe: PaymentProvider;
let bo: Buyer;
let catalogue: TestCourses;

beforeAll(async () => {
  fixture = await startStripeCheckoutFixture({
    env: (fakeUrl) => ({
      STRIPE_SECRET_KEY: 'sk_test_webhooks',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_webhooks',
      STRIPE_API_URL: fakeUrl,
      STRIPE_WEBHOOK_SECRET: SECRET,
    }),
    buyer: { name: 'Bo Webhook', email: 'bo@webhook.test' },
    keyPrefix: 'hook',
    firstHour: 60,
  });
  ({ server, fake, buyer: bo } = fixture);
  stripe = paymentProviderFor(server.platform.config, server.platform.db);
  catalogue = await createTestCourses(server.platform.db.db);
}, 120_000);

afterAll(() => fixture?.stop());

const db = () => server.platform.db.db;
const hold = () => fixture.hold();
const input = (holdId: string, paymentSource: string | null = 'pm_card_visa') =>
  fixture.input(holdId, paymentSource);
const attemptOf = (holdId: string) => fixture.attemptOf(holdId);
const lessonsOfBo = () => fixture.lessons();

function post(body: string, signature: string | null) {
  return fetch(`${server.url}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    body,
  });
}

async function deliver(event: ReturnType<FakeStripe['events']>[number]) {
  const { body, signature } = fake.signedEvent(event, SECRET);
  const response = await post(body, signature);
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome: string }).outcome;
}

const lastEvent = (type: string, intentId: string) =>
  fake
    .events()
    .filter((event) => event.type === type)
    .findLast((event) => JSON.stringify(event.data.object).includes(intentId))!;

/** Charges through Stripe, then dies before hearing the answer (a crash, a lost connection). */
const dying: () => PaymentProvider = () => ({
  ...stripe,
  createPayment: async (request) => {
    await stripe.createPayment(request);
    throw new Error('killed');
  },
});

describe('POST /api/payments/webhook', () => {
  it('refuses a forged, missing or stale signature and changes nothing', async () => {
    const holdId = await hold();
    await expect(
      checkoutBooking(server.platform, bo.viewer, input(holdId), { payments: dying() }),
    ).rejects.toThrow('killed');
    const intent = fake.intents().at(-1)!;
    const event = lastEvent('payment_intent.succeeded', intent.id);
    const forged = fake.signedEvent(event, 'whsec_someone_else');
    expect((await post(forged.body, forged.signature)).status).toBe(400);
    expect((await post(JSON.stringify(event), null)).status).toBe(400);
    // A body changed after signing.
    const signed = fake.signedEvent(event, SECRET);
    const tampered = signed.body.replace('"succeeded"', '"succeeded" ');
    expect((await post(tampered, signed.signature)).status).toBe(400);
    // Signed ten minutes ago: a recorded delivery sent again by someone else.
    const stale = fake.signedEvent(event, SECRET, Math.floor(Date.now() / 1000) - 600);
    expect((await post(stale.body, stale.signature)).status).toBe(400);
    expect(await attemptOf(holdId)).toMatchObject({ status: 'pending' });
    // Left for the recovery job: the hold is released at once so the next test has its own.
    await slotSearchRepository.deleteHold(db(), holdId);
  });

  it('payment_intent.succeeded completes a checkout whose request died after the charge, once', async () => {
    const holdId = await hold();
    const before = await lessonsOfBo();
    await expect(
      checkoutBooking(server.platform, bo.viewer, input(holdId), { payments: dying() }),
    ).rejects.toThrow('killed');
    expect(await lessonsOfBo()).toBe(before);
    const intent = fake.intents().at(-1)!;
    const intents = fake.intents().length;
    const event = lastEvent('payment_intent.succeeded', intent.id);

    expect(await deliver(event)).toBe('handled');
    expect(await lessonsOfBo()).toBe(before + 1);
    expect(await attemptOf(holdId)).toMatchObject({ status: 'completed', reference: intent.id });
    // Stripe answered the checkout's repeated charge with the same intent: charged once.
    expect(fake.intents()).toHaveLength(intents);
    expect(intent).toMatchObject({ status: 'succeeded' });
    const [purchase] = await db()
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.kind, 'purchase'), eq(ledgerEntries.paymentReference, intent.id)),
      );
    expect(purchase).toMatchObject({ studentId: bo.studentId, amountCents: 18_000 });

    // Stripe delivers again (no 2xx heard, or just twice): nothing more happens.
    expect(await deliver(event)).toBe('duplicate');
    expect(await lessonsOfBo()).toBe(before + 1);
  });

  it("payment_intent.succeeded during the checkout's own request: one booking, nothing refunded", async () => {
    const holdId = await hold();
    const before = await lessonsOfBo();
    const kept = fake.moneyKept();
    let outcome = '';
    // Stripe's event arrives while the request that charged is still on its way to its commit.
    const eventFirst: PaymentProvider = {
      ...stripe,
      createPayment: async (request) => {
        const answer = await stripe.createPayment(request);
        outcome = await deliver(lastEvent('payment_intent.succeeded', answer.reference));
        return answer;
      },
    };
    const done = await checkoutBooking(server.platform, bo.viewer, input(holdId), {
      payments: eventFirst,
    });
    expect(outcome).toBe('handled');
    expect(await lessonsOfBo()).toBe(before + 1);
    expect(fake.moneyKept()).toBe(kept + 18_000);
    expect(await attemptOf(holdId)).toMatchObject({
      status: 'completed',
      reference: done.paymentReference,
    });
  });

  it('payment_intent.succeeded completes a course enrolment whose request died after the charge', async () => {
    const cy = await buyer(server, 'Cy Course', 'cy@webhook.test');
    const enrol = {
      idempotencyKey: `course-${cy.studentId}`,
      studentId: cy.studentId,
      courseId: catalogue.online.id,
      paymentSource: 'pm_card_visa',
    };
    await expect(
      checkoutCourse(server.platform, cy.viewer, enrol, { payments: dying() }),
    ).rejects.toThrow('killed');
    expect(await onlineEnrollmentsRepository.ofStudents(db(), [cy.studentId])).toHaveLength(0);
    const intent = fake.intents().at(-1)!;
    const intents = fake.intents().length;
    expect(await deliver(lastEvent('payment_intent.succeeded', intent.id))).toBe('handled');
    expect(await onlineEnrollmentsRepository.ofStudents(db(), [cy.studentId])).toHaveLength(1);
    expect(fake.intents()).toHaveLength(intents);
  });

  it('payment_intent.payment_failed closes a checkout whose decline was never heard', async () => {
    const holdId = await hold();
    await expect(
      checkoutBooking(server.platform, bo.viewer, input(holdId, DECLINING_CARD), {
        payments: dying(),
      }),
    ).rejects.toThrow('killed');
    const intent = fake.intents().at(-1)!;
    expect(await deliver(lastEvent('payment_intent.payment_failed', intent.id))).toBe('handled');
    expect(await attemptOf(holdId)).toMatchObject({ status: 'declined' });
    expect(await slotSearchRepository.findHold(db(), holdId)).toBeNull();
  });

  it('charge.refunded records a refund made in the dashboard in the ledger, once', async () => {
    const holdId = await hold();
    const done = await checkoutBooking(server.platform, bo.viewer, input(holdId));
    const intentId = done.paymentReference!;
    const event = fake.dashboard.refund(intentId);
    expect(await deliver(event)).toBe('handled');
    const refunds = async () => {
      const [purchase] = await db()
        .select()
        .from(ledgerEntries)
        .where(
          and(eq(ledgerEntries.kind, 'purchase'), eq(ledgerEntries.paymentReference, intentId)),
        );
      return db()
        .select()
        .from(ledgerEntries)
        .where(
          and(eq(ledgerEntries.kind, 'refund'), eq(ledgerEntries.referenceEntryId, purchase!.id)),
        );
    };
    expect(await refunds()).toEqual([
      expect.objectContaining({
        amountCents: -18_000,
        paymentMethod: 'stripe',
        studentId: bo.studentId,
      }),
    ]);
    expect(await deliver(event)).toBe('duplicate');
    // The same refund told again under a new event id: already in the ledger, nothing is owed.
    expect(await deliver({ ...event, id: `${event.id}_again` })).toBe('ignored');
    expect(await refunds()).toHaveLength(1);
  });

  it('charge.dispute.created pins a note for staff on the student, hidden from instructors', async () => {
    const holdId = await hold();
    const done = await checkoutBooking(server.platform, bo.viewer, input(holdId));
    expect(await deliver(fake.dashboard.dispute(done.paymentReference!))).toBe('handled');
    const notes = await db()
      .select()
      .from(studentNotes)
      .where(eq(studentNotes.studentId, bo.studentId));
    expect(notes).toEqual([
      expect.objectContaining({
        isPinned: true,
        isHiddenFromInstructorView: true,
        createdByName: 'Stripe',
        text: expect.stringContaining('$180') as unknown,
      }),
    ]);
    expect(notes[0]!.text).toContain('did not make this payment');
  });

  it('ignores events of payments that are not a checkout of this school', async () => {
    const paid = await stripe.createPayment({
      amountCents: 2_500,
      idempotencyKey: 'not-a-checkout',
      source: 'pm_card_visa',
      description: 'elsewhere',
    });
    const event = lastEvent('payment_intent.succeeded', paid.reference);
    expect(
      await deliver({
        ...event,
        data: { object: { ...(event.data.object as object), metadata: {} } },
      }),
    ).toBe('ignored');
  });
});

/** What Stripe.js sends when the buyer pays on the Payment Element: the intent's own secret. */
async function payInBrowser(reference: string, paymentMethod: string, returnUrl = '') {
  const intent = fake.intents().find((one) => one.id === reference)!;
  const response = await fetch(`${fake.url}/v1/payment_intents/${reference}/confirm`, {
    method: 'POST',
    body: new URLSearchParams({
      key: 'pk_test_webhooks',
      client_secret: intent.client_secret,
      payment_method: paymentMethod,
      return_url: returnUrl,
    }),
  });
  return response.status;
}

/** The pay form of /book with Stripe's Payment Element: the payment is started, not charged. */
async function startInBrowser(holdId: string) {
  const started = await startCardPayment(
    await planBookingCheckout(server.platform, bo.viewer, input(holdId, null)),
  );
  if (!('reference' in started)) throw new Error('nothing to pay');
  return started.reference;
}

describe('paying in the browser (Payment Element) and its return page', () => {
  it('starts the intent unconfirmed with the key after recording the attempt; return page and webhook book once', async () => {
    const holdId = await hold();
    const before = await lessonsOfBo();
    const kept = fake.moneyKept();
    const reference = await startInBrowser(holdId);
    const key = `checkout:${bo.viewer.userId}:hook-${holdId}`;
    expect(fake.intents().find((one) => one.id === reference)).toMatchObject({
      status: 'requires_payment_method',
      amount: 18_000,
      metadata: { [KEY_FIELD]: key },
      payment_method: null,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/payment_intents',
      idempotencyKey: key,
    });
    const attempt = await attemptOf(holdId);
    expect(attempt).toMatchObject({ status: 'pending', reference });
    expect(attempt?.request?.input).toMatchObject({ paymentSource: reference, holdId });
    expect(await readCardPayment(server.platform, bo.viewer, reference)).toMatchObject({
      amountCents: 18_000,
      payable: true,
      clientSecret: expect.stringContaining(`${reference}_secret_`) as unknown,
    });
    // Back before paying (a URL typed by hand): nothing is booked.
    expect(await completeCardPayment(server.platform, bo.viewer, reference)).toMatchObject({
      outcome: 'failed',
      canRetry: true,
    });

    expect(await payInBrowser(reference, 'pm_card_visa')).toBe(200);
    // The browser comes back while Stripe delivers payment_intent.succeeded: one booking.
    const [outcome, delivered] = await Promise.all([
      completeCardPayment(server.platform, bo.viewer, reference),
      deliver(lastEvent('payment_intent.succeeded', reference)),
    ]);
    expect(delivered).toBe('handled');
    expect(outcome).toMatchObject({ outcome: 'paid', kind: 'booking' });
    expect(await lessonsOfBo()).toBe(before + 1);
    expect(fake.moneyKept()).toBe(kept + 18_000);
    expect(await attemptOf(holdId)).toMatchObject({ status: 'completed', reference });
    // The return page again (a reload): the same checkout, nothing more.
    expect(await completeCardPayment(server.platform, bo.viewer, reference)).toEqual(outcome);
    expect(await lessonsOfBo()).toBe(before + 1);
    const purchases = await db()
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.kind, 'purchase'), eq(ledgerEntries.paymentReference, reference)),
      );
    expect(purchases).toHaveLength(1);
  });

  it('a decline in the browser keeps the checkout open for another card; 3-D Secure books on return', async () => {
    const holdId = await hold();
    const before = await lessonsOfBo();
    const reference = await startInBrowser(holdId);
    expect(await payInBrowser(reference, DECLINING_CARD)).toBe(402);
    // Stripe says it failed; the buyer may still pay on the same intent with another card.
    expect(await deliver(lastEvent('payment_intent.payment_failed', reference))).toBe('ignored');
    expect(await attemptOf(holdId)).toMatchObject({ status: 'pending' });
    expect(await slotSearchRepository.findHold(db(), holdId)).not.toBeNull();
    expect(await completeCardPayment(server.platform, bo.viewer, reference)).toMatchObject({
      outcome: 'failed',
      message: 'Your card was declined.',
      canRetry: true,
    });
    expect(await lessonsOfBo()).toBe(before);

    expect(
      await payInBrowser(reference, THREE_D_SECURE_CARD, 'http://shop.test/payment/return'),
    ).toBe(200);
    const challenged = fake.intents().find((one) => one.id === reference)!;
    expect(challenged.next_action?.redirect_to_url.url).toContain(`/3ds/${reference}`);
    fake.dashboard.authenticate(reference, true);
    expect(await completeCardPayment(server.platform, bo.viewer, reference)).toMatchObject({
      outcome: 'paid',
    });
    expect(await lessonsOfBo()).toBe(before + 1);
  });

  it("someone else's payment reads as not found, whatever the URL says", async () => {
    const holdId = await hold();
    const reference = await startInBrowser(holdId);
    const eve = await buyer(server, 'Eve Other', 'eve@webhook.test');
    await expect(completeCardPayment(server.platform, eve.viewer, reference)).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
    await expect(readCardPayment(server.platform, eve.viewer, 'pi_made_up')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await slotSearchRepository.deleteHold(db(), holdId);
  });
});
