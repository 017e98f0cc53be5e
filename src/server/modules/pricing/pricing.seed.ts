// Demo price schemes: two regions' price lists and a holiday fragment, so the pricing screens
// (and, with regions, the quote) show real numbers on a first start.
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
      twoHourLesson: 19_900,
      teenPackage: 64_900,
      texasPackage: 89_900,
    },
  },
  {
    name: 'Front Range standard',
    canonicalPriceCents: 8_900,
    prices: {
      driving: 149,
      observing: 35,
      registration: 3_900,
      roadTest: 15_000,
      roadTestOwnCar: 11_000,
      dmvTest: 7_900,
      pickup: 1_200,
      onlineCourse: 5_900,
      twoHourLesson: 17_900,
      teenPackage: 57_900,
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
  const fragment = await pricingRepository.insertFragment(db, 'Holiday weekend');
  await pricingRepository.replaceFragmentSchemes(db, fragment, schemeIds.slice(0, 1));
  await pricingRepository.replaceFragmentProducts(db, fragment, [
    {
      productId: catalogue.get('twoHourLesson')!,
      kind: 'percentDiscount',
      amountCents: null,
      percentBasisPoints: 1_000,
      rounding: 'digit',
      roundingDigit: 9,
    },
  ]);
}
