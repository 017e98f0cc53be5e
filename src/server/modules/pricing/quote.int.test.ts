// The quote through GraphQL, scenario by scenario (docs/pricing.md "The quote"): the region of a
// point or a ZIP, the super region's scheme, fragments, coupons checked by the coupons module,
// validation of every input, and what a visitor (not signed in) is told about a coupon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundingBoxOf } from '../../../domain/geo/geometry.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { couponsRepository } from '../coupons/coupons.repository.ts';
import { recordPurchase } from '../ledger/ledger.service.ts';
import { createProduct, createStudents, inDays } from '../ledger/testing/ledger-fixtures.ts';
import { regions, regionSchemes, superRegions } from '../regions/regions.tables.ts';
import { squareGeometry } from '../regions/testing/region-rows.ts';
import { pricingRepository } from './pricing.repository.ts';
import { quoteFor } from './quote.service.ts';

const QUOTE = `query Q($input: QuoteInput!) { quote(input: $input) {
  status unitPrice subtotal discount total quantity couponCheckedAgainAtCheckout
  steps { kind name price algorithm before after quantity unitPrice subtotal code applied discount total }
} }`;

let server: TestServer;
let admin: string;
const ids: Record<string, string> = {};
// Inside the Oakland square, Fresno square, and far from both.
const OAKLAND = { latitude: 37.85, longitude: -122.25 };
const FRESNO = { latitude: 36.75, longitude: -119.75 };
const NOWHERE = { latitude: 45, longitude: -100 };

const regionRow = (name: string, superRegionId: string, lon: number, lat: number, size: number) => {
  const geometry = squareGeometry(lon, lat, size);
  return { name, superRegionId, geometry, boundingBox: boundingBoxOf(geometry) };
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await signUpAndSignIn(server, {
      email: 'ada@quote.test',
      password: 'a-long-test-password',
      name: 'Ada',
      roles: ['Admin'],
    })
  ).cookie;
  const db = server.platform.db.db;
  const [bay, central] = await db
    .insert(superRegions)
    .values([
      { name: 'Bay Area', state: 'CA' },
      { name: 'Central Valley', state: 'CA' },
    ])
    .returning();
  const made = await db
    .insert(regions)
    .values([
      regionRow('Oakland', bay!.id, -122.3, 37.8, 0.1),
      // Around ZIP 90210 (about -118.41, 34.09), in the same super region.
      regionRow('Beverly Hills', bay!.id, -118.5, 34.0, 0.2),
      regionRow('Fresno', central!.id, -119.8, 36.7, 0.1),
    ])
    .returning();
  ids['oakland'] = made[0]!.id;
  ids['fresno'] = made[2]!.id;
  ids['minute'] = await createProduct(db, 'Driving minute', 'drivingMinute');
  ids['observation'] = await createProduct(db, 'Observation minute', 'observationMinute');
  ids['pickup'] = await createProduct(db, 'Home pickup', 'homePickup');
  const scheme = await pricingRepository.insertScheme(db, {
    name: 'Bay Area standard',
    canonicalPriceCents: 9900,
  });
  await pricingRepository.replaceSchemeProducts(db, scheme, [
    { productId: ids['minute'], priceCents: 150 },
    { productId: ids['observation'], priceCents: 100 },
  ]);
  await db.insert(regionSchemes).values({ superRegionId: bay!.id, priceSchemeId: scheme });
  const sale = await pricingRepository.insertFragment(db, 'Spring sale');
  await pricingRepository.replaceFragmentSchemes(db, sale, [scheme]);
  await pricingRepository.replaceFragmentProducts(db, sale, [
    {
      productId: ids['observation'],
      kind: 'percentDiscount',
      amountCents: null,
      percentBasisPoints: 1000,
      rounding: 'nearest',
      roundingDigit: null,
    },
  ]);
  const coupon = (code: string, values: Record<string, unknown>, regionIds: string[] = []) =>
    couponsRepository.insert(
      db,
      {
        code,
        scope: 'lesson',
        title: code,
        type: 'percent',
        discount: 1000,
        expiration: inDays(30),
        courseId: null,
        state: null,
        isDailyCoupon: false,
        displayInLandingPages: false,
        onlyFirstPurchase: false,
        ...values,
      },
      regionIds,
    );
  await coupon('PCT10', {});
  await coupon('DOLLAR25', { type: 'dollar', discount: 2500 });
  await coupon('OLD', { expiration: inDays(-1) });
  await coupon('FRESNO', {}, [ids['fresno']]);
  await coupon('FIRST', { onlyFirstPurchase: true });
});

afterAll(async () => {
  await server?.stop();
});

const ask = (input: Record<string, unknown>, cookie: string | null = admin) =>
  graphql(server, { query: QUOTE, variables: { input } }, cookie);

const fieldsOf = (response: Awaited<ReturnType<typeof ask>>) =>
  response.errors?.[0]?.extensions?.fields?.map((field) => field.path);

interface Row {
  name: string;
  input: () => Record<string, unknown>;
  status: string;
  total: number | null;
  kinds: string[];
  check?: (quote: Record<string, any>) => void;
}

const PRICED = ['region', 'superRegion', 'priceScheme', 'quantity', 'total'];
const WITH_COUPON = ['region', 'superRegion', 'priceScheme', 'quantity', 'coupon', 'total'];

const ROWS: Row[] = [
  {
    name: 'a point inside a region',
    input: () => ({ productId: ids['minute'], pickup: OAKLAND }),
    status: 'priced',
    total: 150,
    kinds: PRICED,
    check: (q) => expect(q['steps'][0]).toMatchObject({ kind: 'region', name: 'Oakland' }),
  },
  {
    name: 'a ZIP inside a region, 90 minutes',
    input: () => ({ productId: ids['minute'], quantity: 90, pickup: { zip: '90210' } }),
    status: 'priced',
    total: 13500,
    kinds: PRICED,
    check: (q) => expect(q['steps'][0]['name']).toBe('Beverly Hills'),
  },
  {
    name: 'outside every region',
    input: () => ({ productId: ids['minute'], pickup: NOWHERE }),
    status: 'notServed',
    total: null,
    kinds: [],
  },
  {
    name: 'a super region without a price scheme',
    input: () => ({ productId: ids['minute'], pickup: FRESNO }),
    status: 'noPriceScheme',
    total: null,
    kinds: ['region', 'superRegion'],
  },
  {
    name: 'a product the scheme does not sell',
    input: () => ({ productId: ids['pickup'], pickup: OAKLAND }),
    status: 'notSold',
    total: null,
    kinds: ['region', 'superRegion', 'priceScheme'],
  },
  {
    name: 'a fragment applied',
    input: () => ({ productId: ids['observation'], pickup: OAKLAND }),
    status: 'priced',
    total: 90,
    kinds: ['region', 'superRegion', 'priceScheme', 'fragment', 'quantity', 'total'],
    check: (q) =>
      expect(q['steps'][3]).toMatchObject({ name: 'Spring sale', before: 100, after: 90 }),
  },
  {
    name: 'a percent coupon on the subtotal',
    input: () => ({ productId: ids['minute'], quantity: 90, pickup: OAKLAND, couponCode: 'pct10' }),
    status: 'priced',
    total: 12150,
    kinds: WITH_COUPON,
    check: (q) => {
      expect(q['discount']).toBe(1350);
      expect(q['steps'][4]).toMatchObject({ code: 'PCT10', applied: true, discount: 1350 });
    },
  },
  {
    name: 'a dollar coupon',
    input: () => ({
      productId: ids['minute'],
      quantity: 90,
      pickup: OAKLAND,
      couponCode: 'DOLLAR25',
    }),
    status: 'priced',
    total: 11000,
    kinds: WITH_COUPON,
  },
  {
    name: 'a first-purchase coupon quoted without a student',
    input: () => ({ productId: ids['minute'], quantity: 10, pickup: OAKLAND, couponCode: 'FIRST' }),
    status: 'priced',
    total: 1350,
    kinds: WITH_COUPON,
    check: (q) => expect(q['couponCheckedAgainAtCheckout']).toBe(true),
  },
];

describe('quote', () => {
  it.each(ROWS)('$name', async (row) => {
    const response = await ask(row.input());
    expect(response.errors).toBeUndefined();
    const q = response.data!['quote'];
    expect(q['status']).toBe(row.status);
    expect(q['total']).toBe(row.total);
    expect(q['steps'].map((step: { kind: string }) => step.kind)).toEqual(row.kinds);
    row.check?.(q);
  });

  it.each([
    ['an expired coupon', 'OLD', 'This coupon has expired.'],
    ['a coupon limited to another region', 'FRESNO', 'This coupon is not valid in your region.'],
    ['an unknown code', 'NOPE', 'This coupon code is not valid.'],
  ])('refuses %s on couponCode; a visitor only hears "not valid"', async (_name, code, message) => {
    const input = { productId: ids['minute'], pickup: OAKLAND, couponCode: code };
    const staff = await ask(input);
    expect(errorCode(staff)).toBe('VALIDATION_ERROR');
    expect(staff.errors?.[0]?.extensions?.fields).toEqual([{ path: 'couponCode', message }]);
    const visitor = await ask(input, null);
    expect(visitor.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'couponCode', message: 'This coupon code is not valid.' },
    ]);
  });

  it('is public: a visitor gets the same quote as staff', async () => {
    const input = { productId: ids['minute'], quantity: 2, pickup: OAKLAND, couponCode: 'PCT10' };
    const visitor = await ask(input, null);
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data!['quote']).toEqual((await ask(input)).data!['quote']);
  });

  it('validates each input, naming the field', async () => {
    const minute = () => ids['minute'];
    expect(fieldsOf(await ask({ productId: minute(), pickup: { zip: '00000' } }))).toEqual([
      'pickup.zip',
    ]);
    expect(fieldsOf(await ask({ productId: minute(), pickup: {} }))).toEqual(['pickup.zip']);
    expect(
      fieldsOf(await ask({ productId: minute(), pickup: { latitude: 91, longitude: -181 } })),
    ).toEqual(['pickup.latitude', 'pickup.longitude']);
    expect(fieldsOf(await ask({ productId: minute(), quantity: 0, pickup: OAKLAND }))).toEqual([
      'quantity',
    ]);
    expect(errorCode(await ask({ productId: crypto.randomUUID(), pickup: OAKLAND }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await ask({ productId: 'nope', pickup: OAKLAND }))).toBe('NOT_FOUND');
  });

  it('checks onlyFirstPurchase when the service is given a student', async () => {
    const db = server.platform.db.db;
    const [student] = (await createStudents(db, ['Fay First'])) as [string];
    const request = { productId: ids['minute']!, pickup: OAKLAND, couponCode: 'FIRST' };
    const fresh = await quoteFor(db, { ...request, studentId: student });
    expect(fresh).toMatchObject({ totalCents: 135, couponCheckedAgainAtCheckout: false });
    await server.platform.db.transaction((tx) =>
      recordPurchase(
        tx,
        {
          idempotencyKey: 'quote-first',
          studentId: student,
          items: [{ productId: ids['minute']!, quantity: 60 }],
          paymentMethod: 'stripe',
          amountCents: 9000,
          expiresAt: inDays(365),
        },
        { author: { id: null, name: 'Test' } },
      ),
    );
    await expect(
      quoteFor(db, { ...request, studentId: student, explainCouponRefusals: true }),
    ).rejects.toMatchObject({
      fields: [{ path: 'couponCode', message: 'This coupon is only valid on a first purchase.' }],
    });
    await expect(quoteFor(db, request)).resolves.toMatchObject({
      couponCheckedAgainAtCheckout: true,
    });
  });
});
