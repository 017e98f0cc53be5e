// Rows a landing-page test needs around it: two states' regions, a hub, meeting points, a price
// scheme with a lesson product, instructors (one with private details, one inactive) and coupons.
import type { AreaGeometry } from '../../../domain/geo/geometry.ts';
import type { Executor } from '../../db/client.ts';
import { couponRegions, coupons } from '../coupons/coupons.tables.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { priceSchemeProducts, priceSchemes } from '../pricing/pricing.tables.ts';
import { products } from '../products/products.tables.ts';
import { regionsRepository } from '../regions/regions.repository.ts';
import {
  parkingHubsRepository,
  superRegionsRepository,
} from '../regions/super-regions.repository.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';

const square: AreaGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [-97.8, 30.2],
      [-97.6, 30.2],
      [-97.6, 30.4],
      [-97.8, 30.4],
      [-97.8, 30.2],
    ],
  ],
};

export async function landingFixtures(db: Executor) {
  const texas = await superRegionsRepository.insert(db, {
    name: 'Central Texas',
    state: 'TX',
    googleBusinessPageUrl: null,
    slackChannelId: null,
  });
  const colorado = await superRegionsRepository.insert(db, {
    name: 'Front Range',
    state: 'CO',
    googleBusinessPageUrl: null,
    slackChannelId: null,
  });
  const austin = await regionsRepository.insert(db, {
    name: 'Austin',
    superRegionId: texas,
    geometry: square,
  });
  const denver = await regionsRepository.insert(db, {
    name: 'Denver',
    superRegionId: colorado,
    geometry: square,
  });
  const hub = await parkingHubsRepository.insert(db, {
    name: 'Austin hub',
    address: '100 Congress Ave, Austin, TX',
    latitude: 30.26,
    longitude: -97.74,
    superRegionId: texas,
  });
  const [zilker, boulder] = await db
    .insert(stateMeetingPoints)
    .values([
      { state: 'TX', label: 'Zilker Park', address: '2100 Barton Springs Rd, Austin, TX' },
      { state: 'CO', label: 'Boulder', address: '1777 Broadway, Boulder, CO' },
    ])
    .returning();
  const [lesson, fee] = await db
    .insert(products)
    .values([
      { name: '2-hour driving lesson', type: 'package', description: 'Two hours.' },
      { name: 'Road test fee', type: 'fee' },
    ])
    .returning();
  const [scheme] = await db.insert(priceSchemes).values({ name: 'Austin prices' }).returning();
  await db.insert(priceSchemeProducts).values([
    { priceSchemeId: scheme!.id, productId: lesson!.id, priceCents: 17_900 },
    { priceSchemeId: scheme!.id, productId: fee!.id, priceCents: 5_000 },
  ]);
  const instructor = (name: string, status: 'Active' | 'Inactive', regionIds: string[]) => ({
    name,
    title: 'Instructor',
    about: `${name} teaches calmly.`,
    serviceRegionIds: regionIds,
    timeZone: 'America/Chicago',
    usStateId: 'TX',
    firstName: 'Private',
    lastName: 'Surname',
    status,
    email: `${name.replace(/\W/g, '').toLowerCase()}@private.test`,
    phoneNumber: '+15125550100',
    licenseNumber: 'TX-SECRET-1',
  });
  await db
    .insert(instructors)
    .values([
      instructor('Jordan T.', 'Active', [austin]),
      instructor('Retired R.', 'Inactive', [austin]),
      instructor('Denver D.', 'Active', [denver]),
    ]);
  const inAYear = new Date(Date.now() + 365 * 86_400_000);
  const coupon = (code: string, values: Partial<typeof coupons.$inferInsert> = {}) => ({
    code,
    scope: 'lesson' as const,
    title: `${code} off`,
    type: 'dollar' as const,
    discount: 2_000,
    expiration: inAYear,
    displayInLandingPages: true,
    ...values,
  });
  const rows = await db
    .insert(coupons)
    .values([
      coupon('SHOWN'),
      coupon('HIDDEN', { displayInLandingPages: false }),
      coupon('EXPIRED', { expiration: new Date(Date.now() - 86_400_000) }),
      coupon('ELSEWHERE'),
      coupon('COURSE', { scope: 'course' }),
    ])
    .returning();
  await db.insert(couponRegions).values({ couponId: rows[3]!.id, regionId: denver });
  return { austin, denver, hub, zilker: zilker!.id, boulder: boulder!.id, scheme: scheme!.id };
}
