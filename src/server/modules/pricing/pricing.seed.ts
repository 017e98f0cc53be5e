// Demo price schemes: the Bay Area's, the Front Range's and one for the other demo super regions
// (regions.seed.ts links each super region to one), and a holiday fragment, so the pricing screens,
// the quote and online booking show real numbers on a first start. A 2-hour lesson package costs
// what 120 driving minutes cost, so the lesson price a landing page shows is what /book charges
// (booking sells a lesson as driving minutes, docs/booking.md "What is sold").
import type { Executor } from '../../db/client.ts';
import type { DemoCatalogue } from '../products/products.seed.ts';
import { pricingRepository } from './pricing.repository.ts';

/** Prices in cents per product key; minutes are priced per minute. */
const SCHEMES = [
  {
    name: 'Bay Area standard',
    canonicalPriceCents: 9_900,
    prices: {
      driving: 165,
      observing: 40,
      registration: 4_900,
      roadTest: 17_500,
      roadTestOwnCar: 12_500,
      dmvTest: 8_900,
      pickup: 1_500,
      onlineCourse: 6_900,
      twoHourLesson: 19_800,
      teenPackage: 64_900,
      texasPackage: 89_900,
    },
  },
  {
    name: 'Front Range standard',
    canonicalPriceCents: 9_000,
    prices: {
      driving: 150,
      observing: 35,
      registration: 3_900,
      roadTest: 15_000,
      roadTestOwnCar: 11_000,
      dmvTest: 7_900,
      pickup: 1_200,
      onlineCourse: 5_900,
      twoHourLesson: 18_000,
      teenPackage: 57_900,
    },
  },
  {
    name: 'Nationwide standard',
    canonicalPriceCents: 8_400,
    prices: {
      driving: 140,
      observing: 35,
      registration: 3_900,
      roadTest: 14_500,
      roadTestOwnCar: 9_900,
      dmvTest: 7_500,
      pickup: 1_000,
      onlineCourse: 5_900,
      twoHourLesson: 16_800,
      teenPackage: 54_900,
      texasPackage: 84_900,
    },
  },
] as const;

export async function seedDemoPricing(db: Executor, catalogue: DemoCatalogue): Promise<void> {
  const schemeIds: string[] = [];
  for (const scheme of SCHEMES) {
    const id = await pricingRepository.insertScheme(db, {
      name: scheme.name,
      canonicalPriceCents: scheme.canonicalPriceCents,
    });
    await pricingRepository.replaceSchemeProducts(
      db,
      id,
      Object.entries(scheme.prices).map(([key, priceCents]) => ({
        productId: catalogue.get(key)!,
        priceCents,
      })),
    );
    schemeIds.push(id);
  }
  // A sale on the Bay Area's road test with a school car, bookable online at its meeting points.
  const fragment = await pricingRepository.insertFragment(db, 'Holiday weekend');
  await pricingRepository.replaceFragmentSchemes(db, fragment, schemeIds.slice(0, 1));
  await pricingRepository.replaceFragmentProducts(db, fragment, [
    {
      productId: catalogue.get('roadTest')!,
      kind: 'percentDiscount',
      amountCents: null,
      percentBasisPoints: 1_000,
      rounding: 'digit',
      roundingDigit: 9,
    },
  ]);
}
