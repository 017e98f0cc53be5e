// Coupons through GraphQL and checkCoupon: writers per scope, case-insensitive codes, the scope's
// own fields, eligibility (expired, onlyFirstPurchase, regions), and deletion of a used coupon.
import { squareRegionRow } from '../regions/testing/region-rows.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { listedCodes } from '../../testing/listed-codes.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  recordPurchase,
  recordPurchaseAction,
  voidPurchaseAction,
} from '../ledger/ledger.service.ts';
import { createProduct, createStudents, inDays } from '../ledger/testing/ledger-fixtures.ts';
import { regions, superRegions } from '../regions/regions.tables.ts';
import { checkCoupon } from './coupons.service.ts';

const FIELDS = `id code scope title type discount expiration courseId state isDailyCoupon regionIds displayInLandingPages onlyFirstPurchase`;
const CREATE = `mutation C($input: CreateCouponInput!) { createCoupon(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($input: UpdateCouponInput!) { updateCoupon(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation D($id: ID!) { deleteCoupon(id: $id) }`;
const LIST = `query L($filter: CouponFilter, $pageQuery: PageQuery) { coupons(filter: $filter, pageQuery: $pageQuery) { totalCount edges { node { code scope } } } }`;
const SORTED = `query S($filter: CouponFilter, $sort: CouponSort) { coupons(filter: $filter, sort: $sort) { edges { node { code } } } }`;
const REGIONS = `query { couponRegionOptions { id name } }`;

const author = { id: null, name: 'Test' };
let server: TestServer;
const cookies: Record<string, string> = {};
let regionA: string;
let regionB: string;
let driving: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['Admin', 'ClassroomManager', 'RegionalManager', 'Trainee'] as const) {
    cookies[role] = (
      await signUpAndSignIn(server, {
        email: `${role.toLowerCase()}@coupons.test`,
        password: 'a-long-test-password',
        name: role,
        roles: [role],
      })
    ).cookie;
  }
  const db = server.platform.db.db;
  const [sup] = await db.insert(superRegions).values({ name: 'Bay', state: 'CA' }).returning();
  const made = await db
    .insert(regions)
    .values([
      squareRegionRow('Oakland', sup!.id),
      squareRegionRow('Berkeley', sup!.id, { longitude: -122.2, latitude: 37.9 }),
    ])
    .returning();
  regionA = made[0]!.id;
  regionB = made[1]!.id;
  driving = await createProduct(db, 'Driving minutes', 'drivingMinute');
});

afterAll(async () => {
  await server?.stop();
});

const lessonCoupon = (extra: Record<string, unknown> = {}) => ({
  code: 'SPRING10',
  scope: 'lesson',
  title: 'Spring lessons',
  type: 'percent',
  discount: 1000,
  expiration: inDays(30).toISOString(),
  ...extra,
});

const create = (input: Record<string, unknown>, role = 'Admin') =>
  graphql(server, { query: CREATE, variables: { input } }, cookies[role]);

/** A coupon that has expired: created valid, then ended by moving its expiration back. */
async function expireCoupon(input: Record<string, unknown>, expiration: Date) {
  const made = await create(input);
  expect(made.errors).toBeUndefined();
  const ended = await graphql(
    server,
    {
      query: UPDATE,
      variables: {
        input: { id: made.data?.['createCoupon'].id, expiration: expiration.toISOString() },
      },
    },
    cookies['Admin'],
  );
  expect(ended.errors).toBeUndefined();
}

const fieldsOf = (response: Awaited<ReturnType<typeof create>>) =>
  response.errors?.[0]?.extensions?.fields?.map((field) => field.path);

describe('coupon writes', () => {
  it('creates a lesson coupon with regions and lists it by scope and term', async () => {
    const created = await create(
      lessonCoupon({ regionIds: [regionA], onlyFirstPurchase: true }),
      'RegionalManager',
    );
    expect(created.data?.['createCoupon']).toMatchObject({
      code: 'SPRING10',
      scope: 'lesson',
      discount: 1000,
      regionIds: [regionA],
      onlyFirstPurchase: true,
      courseId: null,
      isDailyCoupon: false,
    });
    const list = await graphql(
      server,
      { query: LIST, variables: { filter: { scope: 'lesson', term: 'spring' } } },
      cookies['Trainee'],
    );
    expect(list.data?.['coupons']).toMatchObject({
      totalCount: 1,
      edges: [{ node: { code: 'SPRING10' } }],
    });
    const options = await graphql(server, { query: REGIONS }, cookies['Trainee']);
    expect(options.data?.['couponRegionOptions'].map((r: { name: string }) => r.name)).toEqual([
      'Berkeley',
      'Oakland',
    ]);
  });

  it('refuses a code that differs only by case, on the code field', async () => {
    const again = await create(lessonCoupon({ code: 'spring10' }));
    expect(errorCode(again)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(again)).toEqual(['input.code']);
  });

  it('checks writers per scope', async () => {
    const course = { ...lessonCoupon({ code: 'COURSE5', scope: 'course' }), state: 'tx' };
    expect(errorCode(await create(course, 'RegionalManager'))).toBe('FORBIDDEN');
    expect(errorCode(await create(lessonCoupon({ code: 'CM1' }), 'ClassroomManager'))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await create(lessonCoupon({ code: 'TR1' }), 'Trainee'))).toBe('FORBIDDEN');
    const made = await create(course, 'ClassroomManager');
    expect(made.data?.['createCoupon']).toMatchObject({ scope: 'course', state: 'TX' });
    // A RegionalManager may not take a course coupon over by changing its scope either.
    const id = made.data?.['createCoupon'].id as string;
    const hijack = await graphql(
      server,
      { query: UPDATE, variables: { input: { id, scope: 'lesson' } } },
      cookies['RegionalManager'],
    );
    expect(errorCode(hijack)).toBe('FORBIDDEN');
  });

  it('keeps each scope to its own fields and percent discounts to 10000 basis points', async () => {
    const mixed = await create(lessonCoupon({ code: 'MIXED', isDailyCoupon: true, state: 'CA' }));
    expect(fieldsOf(mixed)?.sort()).toEqual(['input.isDailyCoupon', 'input.state']);
    const tooMuch = await create(lessonCoupon({ code: 'HUGE', discount: 10001 }));
    expect(fieldsOf(tooMuch)).toEqual(['input.discount']);
    const dollars = await create(
      lessonCoupon({ code: 'DOLLARS', type: 'dollar', discount: 25000 }),
    );
    expect(dollars.data?.['createCoupon'].discount).toBe(25000);
    const unknownRegion = await create(
      lessonCoupon({ code: 'NOWHERE', regionIds: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(fieldsOf(unknownRegion)).toEqual(['input.regionIds']);
  });

  it('updates fields and clears the old scope’s fields when the scope changes', async () => {
    const made = await create(lessonCoupon({ code: 'SWITCH', regionIds: [regionA, regionB] }));
    const id = made.data?.['createCoupon'].id as string;
    const renamed = await graphql(
      server,
      { query: UPDATE, variables: { input: { id, title: 'Renamed', regionIds: [regionB] } } },
      cookies['Admin'],
    );
    expect(renamed.data?.['updateCoupon']).toMatchObject({
      title: 'Renamed',
      regionIds: [regionB],
    });
    const moved = await graphql(
      server,
      { query: UPDATE, variables: { input: { id, scope: 'course', isDailyCoupon: true } } },
      cookies['Admin'],
    );
    expect(moved.data?.['updateCoupon']).toMatchObject({
      scope: 'course',
      regionIds: [],
      isDailyCoupon: true,
    });
    const clash = await graphql(
      server,
      { query: UPDATE, variables: { input: { id, code: 'Spring10' } } },
      cookies['Admin'],
    );
    expect(fieldsOf(clash)).toEqual(['input.code']);
  });

  it('refuses a new coupon whose last valid day is past, on the expiration field', async () => {
    const refused = await create(
      lessonCoupon({ code: 'LATE1', expiration: inDays(-1).toISOString() }),
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    expect(fieldsOf(refused)).toEqual(['input.expiration']);
    const listed = await graphql(
      server,
      { query: LIST, variables: { filter: { term: 'LATE1', includeExpired: true } } },
      cookies['Admin'],
    );
    expect(listed.data?.['coupons'].totalCount).toBe(0);
  });

  it('hides expired coupons unless asked for', async () => {
    await expireCoupon(lessonCoupon({ code: 'OLD1' }), inDays(-1));
    const current = await graphql(
      server,
      { query: LIST, variables: { filter: { term: 'OLD1' } } },
      cookies['Admin'],
    );
    expect(current.data?.['coupons'].totalCount).toBe(0);
    const all = await graphql(
      server,
      { query: LIST, variables: { filter: { term: 'old1', includeExpired: true } } },
      cookies['Admin'],
    );
    expect(all.data?.['coupons'].totalCount).toBe(1);
  });
});

describe('checkCoupon and deletion', () => {
  it('refuses an expired coupon with a message on couponCode', async () => {
    const [student] = (await createStudents(server.platform.db.db, ['Eve Expired'])) as [string];
    await expireCoupon(lessonCoupon({ code: 'GONE' }), inDays(-2));
    const refused = checkCoupon(server.platform.db.db, {
      code: 'gone',
      studentId: student,
      productType: 'drivingMinute',
    });
    await expect(refused).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'couponCode', message: 'This coupon has expired.' }],
    });
    await expect(
      checkCoupon(server.platform.db.db, {
        code: 'NO-SUCH',
        studentId: student,
        productType: 'drivingMinute',
      }),
    ).rejects.toMatchObject({ fields: [{ path: 'couponCode' }] });
  });

  it('refuses an onlyFirstPurchase coupon on a second purchase, and accepts it after a void', async () => {
    const [student] = (await createStudents(server.platform.db.db, ['Fay First'])) as [string];
    const check = () =>
      checkCoupon(server.platform.db.db, {
        code: 'Spring10',
        studentId: student,
        productType: 'drivingMinute',
        regionId: regionA,
      });
    // First purchase: the coupon applies and is recorded on the purchase.
    const coupon = await check();
    const first = await server.platform.db.transaction((tx) =>
      recordPurchase(
        tx,
        {
          idempotencyKey: 'first',
          studentId: student,
          items: [{ productId: driving, quantity: 60 }],
          paymentMethod: 'stripe',
          amountCents: 9000,
          expiresAt: inDays(365),
          couponId: coupon.id,
        },
        { author },
      ),
    );
    expect(first.entries[0]).toMatchObject({ couponId: coupon.id });
    await expect(check()).rejects.toMatchObject({
      fields: [{ path: 'couponCode', message: 'This coupon is only valid on a first purchase.' }],
    });
    // Without a student (a quote before anyone buys) onlyFirstPurchase is left to checkout.
    await expect(
      checkCoupon(server.platform.db.db, {
        code: 'Spring10',
        productType: 'drivingMinute',
        regionId: regionA,
      }),
    ).resolves.toMatchObject({ id: coupon.id });
    // Wrong region, wrong product kind.
    await expect(
      checkCoupon(server.platform.db.db, {
        code: 'SPRING10',
        studentId: student,
        productType: 'course',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await voidPurchaseAction(server.platform, author, {
      idempotencyKey: 'void-first',
      studentId: student,
      purchaseId: first.entries[0]!.id,
    });
    await expect(check()).resolves.toMatchObject({ id: coupon.id });
    // The region list restricts it.
    await expect(
      checkCoupon(server.platform.db.db, {
        code: 'SPRING10',
        studentId: student,
        productType: 'drivingMinute',
        regionId: regionB,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('deletes an unused coupon and refuses a used one with CONFLICT', async () => {
    const unused = await create(lessonCoupon({ code: 'UNUSED' }));
    const unusedId = unused.data?.['createCoupon'].id as string;
    const deleted = await graphql(
      server,
      { query: DELETE, variables: { id: unusedId } },
      cookies['RegionalManager'],
    );
    expect(deleted.data?.['deleteCoupon']).toBe(unusedId);
    const used = await create(lessonCoupon({ code: 'USED' }));
    const usedId = used.data?.['createCoupon'].id as string;
    const [student] = (await createStudents(server.platform.db.db, ['Gus Used'])) as [string];
    await recordPurchaseAction(server.platform, author, {
      idempotencyKey: 'used',
      studentId: student,
      items: [{ productId: driving, quantity: 60 }],
      paymentMethod: 'cash',
      amountCents: 100,
      expiresAt: inDays(30),
      couponId: usedId,
    });
    const refused = await graphql(
      server,
      { query: DELETE, variables: { id: usedId } },
      cookies['Admin'],
    );
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(
      errorCode(
        await graphql(
          server,
          { query: DELETE, variables: { id: usedId } },
          cookies['ClassroomManager'],
        ),
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('coupon list order', () => {
  it('sorts by code unless asked for title, scope or last valid day, either way', async () => {
    for (const [code, title, days] of [
      ['SORTB', 'Sort apple', 20],
      ['SORTA', 'Sort cherry', 40],
      ['SORTC', 'Sort banana', 10],
    ] as const) {
      expect(
        (await create(lessonCoupon({ code, title, expiration: inDays(days).toISOString() })))
          .errors,
      ).toBeUndefined();
    }
    const codes = (sort?: string) =>
      listedCodes(server, cookies['Trainee'], SORTED, { filter: { term: 'sort' }, sort });
    expect(await codes()).toEqual(['SORTA', 'SORTB', 'SORTC']);
    expect(await codes('codeDesc')).toEqual(['SORTC', 'SORTB', 'SORTA']);
    expect(await codes('titleAsc')).toEqual(['SORTB', 'SORTC', 'SORTA']);
    expect(await codes('expirationAsc')).toEqual(['SORTC', 'SORTB', 'SORTA']);
    expect(await codes('expirationDesc')).toEqual(['SORTA', 'SORTB', 'SORTC']);
    const unknown = await graphql(
      server,
      { query: SORTED, variables: { sort: 'discountAsc' } },
      cookies['Trainee'],
    );
    expect(unknown.errors).toBeDefined();
  });
});
