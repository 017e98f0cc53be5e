// The booking page's "from" prices (docs/booking.md "The choice"): for each lesson type, the least
// a booking of it costs anywhere it is sold online, in one state or in every state, before the
// visitor has said where. Found as checkout charges (the product `productSoldIn` picks, at the
// scheme's effective price, for the lesson's length), without a coupon, so no place quotes less.
import { effectivePrice } from '../../../domain/pricing/effective-price.ts';
import type { Executor } from '../../db/client.ts';
import { lessonTypesRepository } from '../lesson-types/lesson-types.repository.ts';
import { pricingRepository, toFragmentData, toSchemeData } from '../pricing/pricing.repository.ts';
import { productsRepository } from '../products/products.repository.ts';
import { regionsRepository } from '../regions/regions.repository.ts';
import { productSoldIn } from './booking-product.ts';

export interface BookingFromPrice {
  lessonTypeId: string;
  fromCents: number;
}

/** One entry per lesson type sold online in `state` (every state when null); others are absent. */
export async function bookingFromPrices(
  db: Executor,
  state: string | null,
): Promise<BookingFromPrice[]> {
  const regions = await regionsRepository.listAll(db);
  const schemeIds = [
    ...new Set(
      regions.flatMap((region) =>
        region.priceSchemeId && (state === null || region.state === state)
          ? [region.priceSchemeId]
          : [],
      ),
    ),
  ];
  if (schemeIds.length === 0) return [];
  const schemes = (await pricingRepository.findSchemesByIds(db, schemeIds)).map((scheme) => ({
    data: toSchemeData(scheme),
    productIds: scheme.products.map((price) => price.productId),
  }));
  const fragments = (await pricingRepository.fragmentsForSchemes(db, schemeIds)).map(
    toFragmentData,
  );
  const products = new Map(
    (
      await productsRepository.findByIds(db, [
        ...new Set(schemes.flatMap((scheme) => scheme.productIds)),
      ])
    ).map((product) => [product.id, product]),
  );
  const prices: BookingFromPrice[] = [];
  for (const type of await lessonTypesRepository.list(db)) {
    let fromCents: number | null = null;
    for (const scheme of schemes) {
      const sold = scheme.productIds.flatMap((id) => products.get(id) ?? []);
      const product = productSoldIn(sold, type);
      const price = product && effectivePrice(scheme.data, fragments, product.productId);
      if (!product || !price) continue;
      const cents = price.priceCents * product.quantity;
      if (fromCents === null || cents < fromCents) fromCents = cents;
    }
    if (fromCents !== null) prices.push({ lessonTypeId: type.id, fromCents });
  }
  return prices;
}
