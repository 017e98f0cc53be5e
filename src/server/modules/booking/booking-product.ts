// What a booked driving lesson sells (docs/booking.md "What is sold"): the region's own driving
// minutes, as many as the lesson lasts, priced by the region's price scheme through the quote.
import type { GeoPoint } from '../../../domain/geo/geometry.ts';
import type { Executor } from '../../db/client.ts';
import { pricingRepository } from '../pricing/pricing.repository.ts';
import { productsRepository } from '../products/products.repository.ts';
import { findRegionAt, type RegionAtPoint } from '../regions/regions.service.ts';

export interface LessonProduct {
  productId: string;
  region: RegionAtPoint;
}

/**
 * The `drivingMinute` product the price scheme of the region at `point` sells; null when no
 * region covers the point or its scheme sells no driving minutes (the booking page then shows the
 * phone number).
 */
export async function lessonProductAt(
  db: Executor,
  point: GeoPoint,
): Promise<LessonProduct | null> {
  const region = await findRegionAt(db, point);
  if (!region?.priceSchemeId) return null;
  const [scheme] = await pricingRepository.findSchemesByIds(db, [region.priceSchemeId]);
  const sold = await productsRepository.findByIds(
    db,
    (scheme?.products ?? []).map((price) => price.productId),
  );
  const minutes = sold
    .filter((product) => product.type === 'drivingMinute')
    .sort((a, b) => a.id.localeCompare(b.id))[0];
  return minutes ? { productId: minutes.id, region } : null;
}
