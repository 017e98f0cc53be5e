// The quote at the size of a large school: the region-lookup benchmark's 2,000 regions spread
// over 10 super regions (8 selling at one of 4 price schemes, 2 without one), 2 fragments on
// the schemes, and a lesson coupon; then `quoteFor` for 1,200 random points (every other one
// with the coupon), the way booking calls it. Target: p95 ≤ 10 ms. Runs on embedded PGlite, and
// also on PostgreSQL when TEST_DATABASE_URL names a server.
import { sql } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { couponsRepository } from '../src/server/modules/coupons/coupons.repository.ts';
import { pricingRepository } from '../src/server/modules/pricing/pricing.repository.ts';
import { quoteFor } from '../src/server/modules/pricing/quote.service.ts';
import { productsRepository } from '../src/server/modules/products/products.repository.ts';
import { regionsRepository } from '../src/server/modules/regions/regions.repository.ts';
import { regionSchemes, superRegions } from '../src/server/modules/regions/regions.tables.ts';
import { createScratchDatabase } from '../src/server/testing/test-database.ts';
import { seededRandom, type Random } from './data/random.ts';
import { describeMachine, percentile, printTable, timed } from './lib/measure.ts';
import { generatedRegions, randomPoint } from './region-lookup.ts';

export const TARGET_P95_MS = 10;
const QUOTES = 1_200;
const SUPER_REGIONS = 10;
const SCHEMES = 4;

async function seed(handle: DbHandle, random: Random) {
  return handle.transaction(async (tx) => {
    const minute = await productsRepository.insert(
      tx,
      { name: 'Driving minute', description: '', type: 'drivingMinute' },
      [],
    );
    const schemes: string[] = [];
    for (let index = 0; index < SCHEMES; index++) {
      const id = await pricingRepository.insertScheme(tx, {
        name: `Scheme ${index}`,
        canonicalPriceCents: 9000 + index * 500,
      });
      await pricingRepository.replaceSchemeProducts(tx, id, [
        { productId: minute, priceCents: 140 + index * 5 },
      ]);
      schemes.push(id);
    }
    for (const [name, bp] of [
      ['1 Spring sale', 1000],
      ['2 Loyalty', 500],
    ] as const) {
      const fragment = await pricingRepository.insertFragment(tx, name);
      await pricingRepository.replaceFragmentSchemes(tx, fragment, schemes.slice(0, 3));
      await pricingRepository.replaceFragmentProducts(tx, fragment, [
        {
          productId: minute,
          kind: 'percentDiscount',
          amountCents: null,
          percentBasisPoints: bp,
          rounding: 'nearest',
          roundingDigit: null,
        },
      ]);
    }
    const supers: string[] = [];
    for (let index = 0; index < SUPER_REGIONS; index++) {
      const [row] = await tx
        .insert(superRegions)
        .values({ name: `Super ${index}`, state: 'CA' })
        .returning({ id: superRegions.id });
      supers.push(row!.id);
      if (index < 8) {
        await tx
          .insert(regionSchemes)
          .values({ superRegionId: row!.id, priceSchemeId: schemes[index % SCHEMES]! });
      }
    }
    let regionCount = 0;
    for (const region of generatedRegions(random)) {
      await regionsRepository.insert(tx, {
        ...region,
        superRegionId: supers[regionCount % SUPER_REGIONS]!,
      });
      regionCount++;
    }
    await couponsRepository.insert(
      tx,
      {
        code: 'BENCH10',
        scope: 'lesson',
        title: 'Bench',
        type: 'percent',
        discount: 1000,
        expiration: new Date(Date.now() + 365 * 86_400_000),
        courseId: null,
        state: null,
        isDailyCoupon: false,
        displayInLandingPages: false,
        onlyFirstPurchase: false,
      },
      [],
    );
    await tx.execute(sql`analyze`);
    return { minute, regionCount };
  });
}

async function measure(label: string, handle: DbHandle) {
  const random = seededRandom(2026);
  const { minute, regionCount } = await seed(handle, random);
  const requests = Array.from({ length: QUOTES }, (_, index) => ({
    productId: minute,
    quantity: 60,
    pickup: randomPoint(random),
    couponCode: index % 2 === 0 ? 'BENCH10' : null,
  }));
  for (const request of requests.slice(0, 100)) await quoteFor(handle.db, request); // warm-up
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  for (const request of requests) {
    const { ms, value } = await timed(() => quoteFor(handle.db, request));
    times.push(ms);
    statuses[value.status] = (statuses[value.status] ?? 0) + 1;
  }
  return {
    label,
    regionCount,
    statuses,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
  };
}

export async function runQuoteBenchmark(): Promise<{ passed: boolean }> {
  console.log(describeMachine());
  const results = [];
  const pglite = await openDatabase({ dataDir: null });
  try {
    await runMigrations(pglite);
    results.push(await measure('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  if (process.env['TEST_DATABASE_URL']) {
    const scratch = await createScratchDatabase();
    const postgres = await openDatabase({ url: scratch.url });
    try {
      await runMigrations(postgres);
      results.push(await measure('PostgreSQL', postgres));
    } finally {
      await postgres.close();
      await scratch.drop();
    }
  }
  printTable([
    [
      'database',
      'regions',
      'quotes',
      'priced / not served / no scheme',
      'p50 ms',
      'p95 ms',
      'max ms',
    ],
    ...results.map((result) => [
      result.label,
      String(result.regionCount),
      String(QUOTES),
      `${result.statuses['priced'] ?? 0} / ${result.statuses['notServed'] ?? 0} / ${result.statuses['noPriceScheme'] ?? 0}`,
      result.p50.toFixed(2),
      result.p95.toFixed(2),
      result.max.toFixed(2),
    ]),
  ]);
  return { passed: results.every((result) => result.p95 <= TARGET_P95_MS) };
}
