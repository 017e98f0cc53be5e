// Checkout through GraphQL and the service (docs/booking.md "Checkout"): the money and minutes a
// booking moves, a declined card, a double submit, an expired hold, a coupon, a voucher, a
// failure after the charge (refunded) and who may check out for whom.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesByType } from '../../../domain/ledger/ledger-state.ts';
import { outboxMessages } from '../../mail/outbox.tables.ts';
import type { PaymentProvider } from '../../payments/payment-port.ts';
import { payments } from '../../payments/payments.tables.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { ledgerRepository } from '../ledger/ledger.repository.ts';
import { readLedger } from '../ledger/ledger.service.ts';
import { lessonStudents } from '../lessons/lessons.tables.ts';
import { createInstructor, createLessonTypes } from '../lessons/testing/lesson-fixtures.ts';
import { holdSlot } from '../slot-search/transient-slots.service.ts';
import { slotSearchRepository } from '../slot-search/slot-search.repository.ts';
import { createVouchers } from '../vouchers/vouchers.service.ts';
import { createProduct } from '../ledger/testing/ledger-fixtures.ts';
import { checkoutBooking } from './checkout.service.ts';
import {
  AUSTIN,
  buyer,
  priceTheTestRegion,
  wholeHourFromNow,
  type Buyer,
} from './testing/booking-fixtures.ts';

const CHECKOUT = `mutation C($input: CheckoutBookingInput!) { checkoutBooking(input: $input) {
  id studentId amountCents discountCents paymentProvider paymentReference couponCode
  lesson { id startTime durationMinutes instructor { id } }
} }`;

let server: TestServer;
let instructorId: string;
let standard: string;
let hour = 30;
const people: Record<string, Buyer> = {};

beforeAll(async () => {
  server = await startTestServer();
  instructorId = await createInstructor(server.platform, { name: 'Iris Lane' });
  ({ Standard: standard } = await createLessonTypes(server.platform));
  await priceTheTestRegion(server);
  people['ava'] = await buyer(server, 'Ava Reyes', 'ava@checkout.test');
  people['ben'] = await buyer(server, 'Ben Ode', 'ben@checkout.test');
});

afterAll(async () => {
  await server?.stop();
});

/** A new hold two hours after the last one, so the tests never share a time. */
async function hold(who: Buyer, now?: Date) {
  hour += 3;
  const row = await holdSlot(
    server.platform,
    who.viewer,
    { instructorId, lessonTypeId: standard, startTime: wholeHourFromNow(hour), pickup: AUSTIN },
    now,
  );
  return row.id;
}

const input = (who: Buyer, holdId: string, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: `key-${holdId}`,
  holdId,
  studentId: who.studentId,
  pickupLocation: '1100 Congress Ave, Austin, TX',
  paymentSource: 'tok_visa',
  ...extra,
});

const checkout = (who: Buyer, variables: Record<string, unknown>) =>
  graphql(server, { query: CHECKOUT, variables: { input: variables } }, who.cookie);

const entriesOf = (studentId: string) =>
  ledgerRepository.entriesOf(server.platform.db.db, studentId);

describe('checkoutBooking', () => {
  it('charges the quoted price with the coupon, records the purchase, books the lesson, mails', async () => {
    const ava = people['ava']!;
    const holdId = await hold(ava);
    const before = (await entriesOf(ava.studentId)).length;
    const response = await checkout(ava, input(ava, holdId, { couponCode: 'save10' }));
    expect(response.errors).toBeUndefined();
    const done = response.data!['checkoutBooking'];
    // 120 minutes × $1.50 = $180.00, less 10 %.
    expect(done).toMatchObject({
      amountCents: 16_200,
      discountCents: 1_800,
      paymentProvider: 'test',
      couponCode: 'save10',
      lesson: { durationMinutes: 120, instructor: { id: instructorId } },
    });
    const entries = (await entriesOf(ava.studentId)).slice(before);
    expect(entries.map((entry) => entry.kind)).toEqual(['purchase', 'scheduleLesson']);
    const purchase = entries[0]!;
    expect(purchase).toMatchObject({ paymentMethod: 'stripe', amountCents: 16_200 });
    expect(purchase.paymentReference).toBe(done.paymentReference);
    expect(purchase.couponId).not.toBeNull();
    const balances = balancesByType((await readLedger(server.platform, ava.studentId)).state);
    expect(balances.get('drivingMinute') ?? 0).toBe(0);
    const db = server.platform.db.db;
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.reference, done.paymentReference));
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: 16_200, provider: 'test' });
    expect(await slotSearchRepository.findHold(db, holdId)).toBeNull();
    const mail = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, ava.viewer.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Booked: Standard');
    expect(mail[0]!.text).toContain('Instructor: Iris Lane');
    expect(mail[0]!.text).toContain('Paid: $162.00 (card, $18.00 off)');
    // With the lesson's calendar file (docs/messages.md).
    expect(mail[0]!.attachments).toEqual([
      expect.objectContaining({ filename: 'lesson.ics', contentType: 'text/calendar' }),
    ]);
    expect(mail[0]!.attachments![0]!.content).toContain(`UID:${done.lesson.id}@roadready`);
  });

  it('a declined card books nothing, takes nothing and releases the hold', async () => {
    const ben = people['ben']!;
    const holdId = await hold(ben);
    const before = (await entriesOf(ben.studentId)).length;
    const response = await checkout(
      ben,
      input(ben, holdId, { paymentSource: 'tok_chargeDeclined' }),
    );
    expect(errorCode(response)).toBe('VALIDATION_ERROR');
    expect(response.errors![0]!.extensions!['fields']).toEqual([
      { path: 'input.paymentSource', message: 'Your card was declined.' },
    ]);
    expect(await entriesOf(ben.studentId)).toHaveLength(before);
    const db = server.platform.db.db;
    expect(
      await db.select().from(lessonStudents).where(eq(lessonStudents.studentId, ben.studentId)),
    ).toEqual([]);
    expect(await slotSearchRepository.findHold(db, holdId)).toBeNull();
  });

  it('a double submit books once and answers the same checkout', async () => {
    const ben = people['ben']!;
    const holdId = await hold(ben);
    const before = (await entriesOf(ben.studentId)).length;
    const body = input(ben, holdId);
    const [first, second] = await Promise.all([checkout(ben, body), checkout(ben, body)]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data!['checkoutBooking'].id).toBe(first.data!['checkoutBooking'].id);
    const again = await checkout(ben, body);
    expect(again.data!['checkoutBooking'].id).toBe(first.data!['checkoutBooking'].id);
    expect((await entriesOf(ben.studentId)).slice(before).map((e) => e.kind)).toEqual([
      'purchase',
      'scheduleLesson',
    ]);
    const paid = await server.platform.db.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, `checkout:${ben.viewer.userId}:${body.idempotencyKey}`));
    expect(paid).toHaveLength(1);
  });

  it('refuses an expired hold before taking any money', async () => {
    const ava = people['ava']!;
    const holdId = await hold(ava, new Date(Date.now() - 11 * 60_000));
    const response = await checkout(ava, input(ava, holdId));
    expect(errorCode(response)).toBe('CONFLICT');
    const paid = await server.platform.db.db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, `checkout:${ava.viewer.userId}:key-${holdId}`));
    expect(paid).toEqual([]);
  });

  it('refuses someone else’s student (FORBIDDEN) and someone else’s hold', async () => {
    const ava = people['ava']!;
    const ben = people['ben']!;
    const holdId = await hold(ava);
    const forOther = await checkout(ava, input(ben, holdId));
    expect(errorCode(forOther)).toBe('FORBIDDEN');
    const othersHold = await checkout(ben, input(ben, holdId));
    expect(errorCode(othersHold)).toBe('VALIDATION_ERROR');
    expect(othersHold.errors![0]!.extensions!['fields']).toEqual([
      { path: 'input.holdId', message: 'is not a time you are holding' },
    ]);
    const signedOut = await graphql(server, {
      query: CHECKOUT,
      variables: { input: input(ava, holdId) },
    });
    expect(errorCode(signedOut)).toBe('NOT_SIGNED_IN');
  });

  it('refunds the charge and releases the hold when the booking fails after payment', async () => {
    const ava = people['ava']!;
    const holdId = await hold(ava);
    const calls: string[] = [];
    const db = server.platform.db.db;
    const recording: PaymentProvider = {
      name: 'test',
      // The cleanup job removes the hold while the card is being charged: the booking
      // transaction then finds no hold and fails, after the money moved.
      createPayment: async (request) => {
        calls.push(`charge ${request.amountCents}`);
        await slotSearchRepository.deleteHold(db, holdId);
        return { status: 'succeeded', reference: 'pay_1', declineMessage: null };
      },
      refundPayment: (reference) => {
        calls.push(`refund ${reference}`);
        return Promise.resolve();
      },
    };
    const before = (await entriesOf(ava.studentId)).length;
    await expect(
      checkoutBooking(server.platform, ava.viewer, input(ava, holdId), { payments: recording }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(calls).toEqual(['charge 18000', 'refund pay_1']);
    expect(await entriesOf(ava.studentId)).toHaveLength(before);
    expect(await slotSearchRepository.findHold(db, holdId)).toBeNull();
  });

  it('a voucher pays instead of a card: nothing is charged', async () => {
    const ben = people['ben']!;
    const db = server.platform.db.db;
    const minutes = await createProduct(db, 'Minutes for vouchers', 'drivingMinute');
    const lessonPack = await createProduct(db, 'Two-hour voucher pack', 'package', [
      { productId: minutes, quantity: 120 },
    ]);
    const admin = {
      userId: ben.viewer.userId,
      sessionId: 't',
      email: 'a@b.test',
      name: 'Admin',
      roles: ['Admin' as const],
    };
    const [voucher] = await createVouchers(server.platform, admin, {
      productId: lessonPack,
      count: 1,
    });
    const holdId = await hold(ben);
    const response = await checkout(
      ben,
      input(ben, holdId, { voucherCode: voucher!.code, paymentSource: null }),
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!['checkoutBooking']).toMatchObject({
      amountCents: 0,
      paymentProvider: null,
    });
    const kinds = (await entriesOf(ben.studentId)).slice(-2).map((entry) => entry.kind);
    expect(kinds).toEqual(['purchase', 'scheduleLesson']);
  });

  it('refuses a voucher for something else than what is booked, and writes nothing', async () => {
    const ben = people['ben']!;
    const db = server.platform.db.db;
    const fee = await createProduct(db, 'Registration fee for vouchers', 'fee');
    const admin = {
      userId: ben.viewer.userId,
      sessionId: 't',
      email: 'a@b.test',
      name: 'Admin',
      roles: ['Admin' as const],
    };
    const [voucher] = await createVouchers(server.platform, admin, { productId: fee, count: 1 });
    const before = (await entriesOf(ben.studentId)).length;
    const holdId = await hold(ben);
    const response = await checkout(
      ben,
      input(ben, holdId, { voucherCode: voucher!.code, paymentSource: null }),
    );
    expect(errorCode(response)).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(response.errors)).toContain('input.voucherCode');
    expect((await entriesOf(ben.studentId)).length).toBe(before);
  });
});
