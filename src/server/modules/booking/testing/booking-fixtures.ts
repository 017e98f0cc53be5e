// Shared by the booking tests: a priced region round the lessons fixtures' Austin instructors (a
// price scheme selling driving minutes at $1.50), a 10 % lesson coupon, and signed-in buyers who
// each own a student record.
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../../auth/auth.service.ts';
import { signUpAndSignIn } from '../../../testing/auth-client.ts';
import type { TestServer } from '../../../testing/test-server.ts';
import { couponsRepository } from '../../coupons/coupons.repository.ts';
import { createProduct, createStudents, inDays } from '../../ledger/testing/ledger-fixtures.ts';
import { pricingRepository } from '../../pricing/pricing.repository.ts';
import { findRegionAt } from '../../regions/regions.service.ts';
import { regionSchemes } from '../../regions/regions.tables.ts';
import { students } from '../../students/students.tables.ts';

/** Inside the lessons fixtures' Austin test region. */
export const AUSTIN = { lat: 30.264, lng: -97.743 };
export const MINUTE_PRICE_CENTS = 150;

export async function priceTheTestRegion(
  server: Pick<TestServer, 'platform'>,
): Promise<{ minute: string; scheme: string }> {
  const db = server.platform.db.db;
  const region = await findRegionAt(db, { latitude: AUSTIN.lat, longitude: AUSTIN.lng });
  if (!region) throw new Error('the lessons fixtures make the Austin region first');
  const minute = await createProduct(db, 'Driving minutes (booking)', 'drivingMinute');
  const scheme = await pricingRepository.insertScheme(db, {
    name: 'Austin (booking tests)',
    canonicalPriceCents: 9900,
  });
  await pricingRepository.replaceSchemeProducts(db, scheme, [
    { productId: minute, priceCents: MINUTE_PRICE_CENTS },
  ]);
  await db
    .insert(regionSchemes)
    .values({ superRegionId: region.superRegionId, priceSchemeId: scheme });
  await couponsRepository.insert(
    db,
    {
      code: 'SAVE10',
      scope: 'lesson',
      title: '10 % off lessons',
      type: 'percent',
      discount: 1000,
      expiration: inDays(30),
      courseId: null,
      state: null,
      isDailyCoupon: false,
      displayInLandingPages: false,
      onlyFirstPurchase: false,
    },
    [],
  );
  return { minute, scheme };
}

export interface Buyer {
  viewer: Viewer;
  cookie: string;
  studentId: string;
}

/** A signed-in account (no staff role) linked to a new student record of the same name. */
export async function buyer(server: TestServer, name: string, email: string): Promise<Buyer> {
  const db = server.platform.db.db;
  const { userId, cookie } = await signUpAndSignIn(server, {
    email,
    password: 'a-long-test-password',
    name,
    roles: [],
  });
  const [studentId] = (await createStudents(db, [name])) as [string];
  await db.update(students).set({ userId }).where(eq(students.id, studentId));
  return {
    viewer: { userId, sessionId: 'test', email, name, roles: [] },
    cookie,
    studentId,
  };
}

/** The next whole UTC hour at least `hours` from now (on the slot grid in Chicago too). */
export const wholeHourFromNow = (hours: number) =>
  new Date(Math.ceil((Date.now() + hours * 3_600_000) / 3_600_000) * 3_600_000);
