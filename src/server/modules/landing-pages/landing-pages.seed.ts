// Demo landing pages for a first start: San Francisco and Oakland, published, in a published Bay
// Area metro, with the demo regions, two meeting points, a parking hub, the Bay Area price
// scheme, and a lesson coupon shown on landing pages. Nothing when the demo regions are missing.
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { couponRegions, coupons } from '../coupons/coupons.tables.ts';
import { priceSchemes } from '../pricing/pricing.tables.ts';
import { parkingHubs, regions, superRegions } from '../regions/regions.tables.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';
import { landingPagesRepository } from './landing-pages.repository.ts';
import { locationLandingPages, metros } from './landing-pages.tables.ts';

export async function seedDemoLandingPages(db: Executor): Promise<void> {
  const regionRows = await db
    .select({ id: regions.id, name: regions.name, superRegionId: regions.superRegionId })
    .from(regions)
    .where(inArray(regions.name, ['San Francisco', 'East Bay']));
  const regionId = (name: string) => regionRows.find((row) => row.name === name)?.id;
  const [scheme] = await db
    .select()
    .from(priceSchemes)
    .where(eq(priceSchemes.name, 'Bay Area standard'));
  const [bayArea] = await db.select().from(superRegions).where(eq(superRegions.name, 'Bay Area'));
  const sanFrancisco = regionId('San Francisco');
  const eastBay = regionId('East Bay');
  if (!scheme || !bayArea || !sanFrancisco || !eastBay) return;

  const [hub] = await db
    .insert(parkingHubs)
    .values({
      name: 'SoMa garage',
      address: '833 Mission St, San Francisco, CA 94103',
      latitude: 37.7836,
      longitude: -122.4056,
      superRegionId: bayArea.id,
    })
    .returning();
  const [marina, lakeMerritt] = await db
    .insert(stateMeetingPoints)
    .values([
      {
        state: 'CA',
        label: 'Marina Green',
        address: 'Marina Blvd & Scott St, San Francisco, CA 94123',
        description: 'Parking lot by the harbor: quiet streets to start on.',
        latitude: 37.8066,
        longitude: -122.4406,
      },
      {
        state: 'CA',
        label: 'Lake Merritt',
        address: '568 Bellevue Ave, Oakland, CA 94610',
        description: 'Next to the boating center.',
        latitude: 37.8087,
        longitude: -122.2557,
      },
    ])
    .returning();
  const [metro] = await db
    .insert(metros)
    .values({ name: 'Bay Area', slug: 'bay-area', state: 'CA', isPublished: true })
    .returning();
  const pages = await db
    .insert(locationLandingPages)
    .values([
      {
        name: 'San Francisco',
        state: 'CA',
        slug: 'san-francisco',
        hubId: hub!.id,
        metroId: metro!.id,
        centerAddress: '1 Market St, San Francisco, CA 94105',
        priceSchemeId: scheme.id,
        isPublished: true,
      },
      {
        name: 'Oakland',
        state: 'CA',
        slug: 'oakland',
        hubId: hub!.id,
        metroId: metro!.id,
        centerAddress: '1 Frank H Ogawa Plaza, Oakland, CA 94612',
        priceSchemeId: scheme.id,
        isPublished: true,
      },
    ])
    .returning();
  await landingPagesRepository.replaceLinks(db, pages[0]!.id, [marina!.id], [sanFrancisco]);
  await landingPagesRepository.replaceLinks(db, pages[1]!.id, [lakeMerritt!.id], [eastBay]);

  const [coupon] = await db
    .insert(coupons)
    .values({
      code: 'BAYSTART',
      scope: 'lesson',
      title: 'First lesson in the Bay Area',
      type: 'dollar',
      discount: 2_500,
      expiration: new Date(Date.now() + 180 * 86_400_000),
      displayInLandingPages: true,
      onlyFirstPurchase: true,
    })
    .returning();
  await db.insert(couponRegions).values([
    { couponId: coupon!.id, regionId: sanFrancisco },
    { couponId: coupon!.id, regionId: eastBay },
  ]);
}
