// Road tests and meeting points in the public booking (docs/booking.md "What is sold", "The
// place"): a test sells the fee product its lesson type names, priced by the region's scheme;
// road-test coupons apply to tests and lesson coupons to lessons; a meeting point that restricts
// the type is refused on the field; the checkout at a meeting point buys and consumes one unit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesByType } from '../../../domain/ledger/ledger-state.ts';
import { outboxMessages } from '../../mail/outbox.tables.ts';
import type { PaymentProvider } from '../../payments/payment-port.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { couponsRepository } from '../coupons/coupons.repository.ts';
import { ledgerRepository } from '../ledger/ledger.repository.ts';
import { readLedger } from '../ledger/ledger.service.ts';
import { createProduct, inDays } from '../ledger/testing/ledger-fixtures.ts';
import { updateLessonType } from '../lesson-types/lesson-types.service.ts';
import { lessons } from '../lessons/lessons.tables.ts';
import {
  createInstructor,
  createLessonTypes,
  createMeetingPoint,
} from '../lessons/testing/lesson-fixtures.ts';
import { pricingRepository } from '../pricing/pricing.repository.ts';
import { slotSearchRepository } from '../slot-search/slot-search.repository.ts';
import { holdSlot } from '../slot-search/transient-slots.service.ts';
import { stateConfigs, stateMeetingPoints } from '../state-configs/state-configs.tables.ts';
import { checkoutBooking } from './checkout.service.ts';
import {
  buyer,
  MINUTE_PRICE_CENTS,
  priceTheTestRegion,
  wholeHourFromNow,
  type Buyer,
} from './testing/booking-fixtures.ts';

const ROAD_TEST_PRICE_CENTS = 12_000;

const QUOTE = `query Q($type: ID!, $zip: String, $point: ID, $coupon: String) {
  bookingQuote(lessonTypeId: $type, zip: $zip, meetingPointId: $point, couponCode: $coupon) {
    served state durationMinutes subtotalCents discountCents totalCents
  } }`;
const PLACES = `query P($state: String!, $type: ID) { bookingPlaces(state: $state, lessonTypeId: $type) {
  homePickup meetingPoints { id label address description } } }`;
const CHECKOUT = `mutation C($input: CheckoutBookingInput!) { checkoutBooking(input: $input) {
  id amountCents discountCents couponCode lesson { id durationMinutes pickup { meetingPointId location } }
} }`;

let server: TestServer;
let instructorId: string;
let types: Record<'Standard' | 'Shared' | 'RoadTest', string>;
let fee: string;
let openPoint: string;
let restrictedPoint: string;
let hour = 40;
let ava: Buyer;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.platform.db.db;
  instructorId = await createInstructor(server.platform, { name: 'Rita Moss' });
  types = await createLessonTypes(server.platform);
  const { minute, scheme } = await priceTheTestRegion(server);
  fee = await createProduct(db, 'Road test (booking)', 'fee');
  await pricingRepository.replaceSchemeProducts(db, scheme, [
    { productId: minute, priceCents: MINUTE_PRICE_CENTS },
    { productId: fee, priceCents: ROAD_TEST_PRICE_CENTS },
  ]);
  await couponsRepository.insert(
    db,
    {
      code: 'ROAD20',
      scope: 'roadTest',
      title: '20 % off road tests',
      type: 'percent',
      discount: 2000,
      expiration: inDays(30),
      courseId: null,
      state: null,
      isDailyCoupon: false,
      displayInLandingPages: false,
      onlyFirstPurchase: false,
    },
    [],
  );
  openPoint = await createMeetingPoint(server.platform, []);
  restrictedPoint = await createMeetingPoint(server.platform, ['RoadTest']);
  ava = await buyer(server, 'Ava Tran', 'ava@road-tests.test');
});

afterAll(async () => {
  await server?.stop();
});

const quote = (variables: Record<string, unknown>) =>
  graphql(server, { query: QUOTE, variables: { type: types.RoadTest, ...variables } });

const fieldsOf = (response: Awaited<ReturnType<typeof graphql>>) =>
  response.errors?.[0]?.extensions?.['fields'];

/** A new hold three hours after the last one, so the tests never share a time. */
async function holdAt(point: string, lessonTypeId = types.RoadTest) {
  hour += 3;
  const row = await holdSlot(server.platform, ava.viewer, {
    instructorId,
    lessonTypeId,
    startTime: wholeHourFromNow(hour),
    pickup: { meetingPointId: point },
  });
  return row.id;
}

const checkoutInput = (holdId: string, extra: Record<string, unknown> = {}) => ({
  idempotencyKey: `key-${holdId}`,
  holdId,
  studentId: ava.studentId,
  pickupLocation: 'Downtown Austin, 100 Congress Ave, Austin, TX',
  meetingPointId: openPoint,
  paymentSource: 'tok_visa',
  ...extra,
});

describe('what a test sells', () => {
  it('a test whose type names no product is not sold online, and staff set it to a fee', async () => {
    const before = await quote({ point: openPoint });
    expect(before.errors).toBeUndefined();
    expect(before.data!['bookingQuote']).toMatchObject({ served: false, totalCents: null });

    const lessonProduct = await createProduct(
      server.platform.db.db,
      'Minutes (not a fee)',
      'drivingMinute',
    );
    await expect(
      updateLessonType(server.platform.db, types.RoadTest, { testProductId: lessonProduct }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [
        { path: 'input.testProductId', message: 'must be a fee product (one unit per test)' },
      ],
    });
    await expect(
      updateLessonType(server.platform.db, types.Standard, { testProductId: fee }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [
        {
          path: 'input.testProductId',
          message: 'only road and DMV tests sell a product of their own',
        },
      ],
    });
    const updated = await updateLessonType(server.platform.db, types.RoadTest, {
      testProductId: fee,
    });
    expect(updated.testProductId).toBe(fee);

    const after = await quote({ point: openPoint });
    expect(after.data!['bookingQuote']).toEqual({
      served: true,
      state: 'TX',
      durationMinutes: 60,
      subtotalCents: ROAD_TEST_PRICE_CENTS,
      discountCents: 0,
      totalCents: ROAD_TEST_PRICE_CENTS,
    });
  });

  it('road-test coupons discount tests, lesson coupons do not (and the other way round)', async () => {
    const road = await quote({ zip: '78701', coupon: 'road20' });
    expect(road.data!['bookingQuote']).toMatchObject({
      served: true,
      subtotalCents: 12_000,
      discountCents: 2_400,
      totalCents: 9_600,
    });
    const lessonCoupon = await quote({ point: openPoint, coupon: 'SAVE10' });
    expect(errorCode(lessonCoupon)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(lessonCoupon)).toEqual([
      { path: 'couponCode', message: 'This coupon code is not valid.' },
    ]);
    const onLesson = await quote({ type: types.Standard, zip: '78701', coupon: 'ROAD20' });
    expect(errorCode(onLesson)).toBe('VALIDATION_ERROR');
    const lesson = await quote({ type: types.Standard, point: openPoint, coupon: 'SAVE10' });
    expect(lesson.data!['bookingQuote']).toMatchObject({
      totalCents: 16_200,
      discountCents: 1_800,
    });
  });

  it('a meeting point that restricts the type is refused on the field', async () => {
    const refused = await quote({ point: restrictedPoint });
    expect(errorCode(refused)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(refused)).toEqual([
      { path: 'meetingPointId', message: 'does not take this lesson type' },
    ]);
    const lesson = await quote({ type: types.Standard, point: restrictedPoint });
    expect(lesson.data!['bookingQuote']).toMatchObject({ served: true, totalCents: 18_000 });
    const neither = await quote({});
    expect(fieldsOf(neither)).toEqual([
      { path: 'zip', message: 'is required without a meeting point' },
    ]);
  });
});

describe('bookingFromPrices', () => {
  const FROM = `query F($state: String) { bookingFromPrices(state: $state) { lessonTypeId fromCents } }`;
  const fromPrices = async (state?: string) => {
    const response = await graphql(server, { query: FROM, variables: { state } });
    expect(response.errors).toBeUndefined();
    const rows = response.data!['bookingFromPrices'] as {
      lessonTypeId: string;
      fromCents: number;
    }[];
    return new Map(rows.map((row) => [row.lessonTypeId, row.fromCents]));
  };

  it('gives each type sold online its lowest price, as the quote charges it, per state', async () => {
    // The test region's scheme: minutes at $1.50 (a 2-hour Standard is $180) and the road test's
    // fee (its type names it since the tests above).
    const texas = await fromPrices('tx');
    expect(texas.get(types.Standard)).toBe(120 * MINUTE_PRICE_CENTS);
    expect(texas.get(types.RoadTest)).toBe(ROAD_TEST_PRICE_CENTS);
    const standardQuote = await quote({ type: types.Standard, zip: '78701' });
    expect(standardQuote.data!['bookingQuote']).toMatchObject({
      totalCents: texas.get(types.Standard),
    });
    // Every state: the same, the test region being the only one priced; a state with no priced
    // region sells nothing online.
    expect(await fromPrices()).toEqual(texas);
    expect((await fromPrices('CA')).size).toBe(0);
    expect((await fromPrices('not a state')).size).toBe(0);
  });
});

describe('checkout of a road test at a meeting point', () => {
  it('buys one unit of the fee with the road-test coupon, books and consumes it, mails', async () => {
    const holdId = await holdAt(openPoint);
    const response = await graphql(
      server,
      { query: CHECKOUT, variables: { input: checkoutInput(holdId, { couponCode: 'ROAD20' }) } },
      ava.cookie,
    );
    expect(response.errors).toBeUndefined();
    const done = response.data!['checkoutBooking'];
    expect(done).toMatchObject({
      amountCents: 9_600,
      discountCents: 2_400,
      couponCode: 'ROAD20',
      lesson: {
        durationMinutes: 60,
        // The lessons module keeps the meeting point's own address as the location.
        pickup: { meetingPointId: openPoint, location: '100 Congress Ave, Austin, TX' },
      },
    });
    const db = server.platform.db.db;
    const entries = await ledgerRepository.entriesOf(db, ava.studentId);
    expect(entries.map((entry) => entry.kind)).toEqual(['purchase', 'scheduleLesson']);
    expect(entries[0]).toMatchObject({ paymentMethod: 'stripe', amountCents: 9_600 });
    const ledger = await readLedger(server.platform, ava.studentId);
    expect(balancesByType(ledger.state).get('fee') ?? 0).toBe(0);
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, done.lesson.id));
    expect(lesson).toMatchObject({ locationId: openPoint, priceCents: 9_600 });
    const mail = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, ava.viewer.email));
    expect(mail.map((message) => message.subject)).toEqual(['Booked: Road test']);
    expect(mail[0]!.text).toContain('Meeting point: Downtown Austin, 100 Congress Ave, Austin, TX');
    expect(mail[0]!.text).toContain('Paid: $96.00 (card, $24.00 off)');
  });

  it('refuses before any charge a restricted meeting point, a lesson coupon and a point elsewhere', async () => {
    const calls: string[] = [];
    const recording: PaymentProvider = {
      name: 'test',
      createPayment: (request) => {
        calls.push(`charge ${request.amountCents}`);
        return Promise.resolve({ status: 'succeeded', reference: 'pay_x', declineMessage: null });
      },
      refundPayment: () => Promise.resolve(),
    };
    const before = (await ledgerRepository.entriesOf(server.platform.db.db, ava.studentId)).length;
    const holdId = await holdAt(openPoint);
    const run = (extra: Record<string, unknown>) =>
      checkoutBooking(server.platform, ava.viewer, checkoutInput(holdId, extra), {
        payments: recording,
      });
    await expect(run({ meetingPointId: restrictedPoint })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'input.meetingPointId', message: 'does not take this lesson type' }],
    });
    await expect(run({ couponCode: 'SAVE10' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'input.couponCode', message: 'This coupon code is not valid.' }],
    });
    const [elsewhere] = await server.platform.db.db
      .insert(stateMeetingPoints)
      .values({
        state: 'TX',
        label: 'Zilker Park',
        address: '2100 Barton Springs Rd, Austin, TX',
        latitude: 30.267,
        longitude: -97.772,
      })
      .returning();
    await expect(run({ meetingPointId: elsewhere!.id })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'input.meetingPointId', message: 'is not where the held time starts' }],
    });
    expect(calls).toEqual([]);
    expect(await ledgerRepository.entriesOf(server.platform.db.db, ava.studentId)).toHaveLength(
      before,
    );
    expect(await slotSearchRepository.findHold(server.platform.db.db, holdId)).not.toBeNull();
  });
});

describe('bookingPlaces', () => {
  it('offers home pickup and the meeting points that take the type, as the state config says', async () => {
    const places = (variables: Record<string, unknown>) =>
      graphql(server, { query: PLACES, variables: { state: 'tx', ...variables } });
    const forTest = await places({ type: types.RoadTest });
    expect(forTest.data!['bookingPlaces'].homePickup).toBe(true);
    const testPoints = forTest.data!['bookingPlaces'].meetingPoints.map(
      (point: { id: string }) => point.id,
    );
    expect(testPoints).toContain(openPoint);
    expect(testPoints).not.toContain(restrictedPoint);
    const forLesson = await places({ type: types.Standard });
    expect(
      forLesson.data!['bookingPlaces'].meetingPoints.map((p: { id: string }) => p.id),
    ).toContain(restrictedPoint);

    await server.platform.db.db
      .insert(stateConfigs)
      .values({ state: 'TX', longName: 'Texas', hasHomePickup: false, hasMeetingPoints: true });
    const configured = await places({ type: types.Standard });
    expect(configured.data!['bookingPlaces'].homePickup).toBe(false);
    expect(configured.data!['bookingPlaces'].meetingPoints.length).toBeGreaterThan(0);
    await server.platform.db.db
      .update(stateConfigs)
      .set({ hasMeetingPoints: false })
      .where(eq(stateConfigs.state, 'TX'));
    expect((await places({})).data!['bookingPlaces']).toEqual({
      homePickup: false,
      meetingPoints: [],
    });
  });
});
