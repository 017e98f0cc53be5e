// What a booking sells (docs/booking.md "What is sold"): a driving lesson sells the region's own
// driving minutes, as many as the lesson lasts; a road or DMV test sells one unit of the `fee`
// product its lesson type names (`testProductId`, set by staff on the lesson types screen). Either
// way the product must be in the price scheme of the region at the place, which prices it.
import type { CouponProductKind } from '../../../domain/coupons/coupon-eligibility.ts';
import type { GeoPoint } from '../../../domain/geo/geometry.ts';
import type { LessonTypeName } from '../../../domain/lesson-type-names.ts';
import { isTestLessonType } from '../../../domain/scheduling/lesson-minutes.ts';
import type { Executor } from '../../db/client.ts';
import { pricingRepository } from '../pricing/pricing.repository.ts';
import { productsRepository } from '../products/products.repository.ts';
import { findRegionAt, type RegionAtPoint } from '../regions/regions.service.ts';

export interface BookedType {
  name: LessonTypeName;
  durationMinutes: number;
  testProductId: string | null;
}

export interface BookingProduct {
  productId: string;
  /** Driving minutes: the lesson's length; a test: one unit. */
  quantity: number;
  /** Which coupons apply: lesson coupons to minutes, road-test coupons to tests. */
  couponKind: CouponProductKind;
  region: RegionAtPoint;
}

/**
 * The product a booking of `type` at `point` sells, with its quantity; null when no region covers
 * the point, the test sells nothing online, or the region's scheme does not sell it (the booking
 * page then shows the phone number).
 */
export async function bookingProductAt(
  db: Executor,
  point: GeoPoint,
  type: BookedType,
): Promise<BookingProduct | null> {
  if (isTestLessonType(type.name) && !type.testProductId) return null;
  const region = await findRegionAt(db, point);
  if (!region?.priceSchemeId) return null;
  const [scheme] = await pricingRepository.findSchemesByIds(db, [region.priceSchemeId]);
  const sold = await productsRepository.findByIds(
    db,
    (scheme?.products ?? []).map((price) => price.productId),
  );
  const product = productSoldIn(sold, type);
  return product && { ...product, region };
}

/**
 * What a booking of `type` sells among a price scheme's products (`sold`), with its quantity and
 * coupon kind: the test's own product, or the driving minutes (the first by id, when a scheme
 * sells several); null when the scheme does not sell it.
 */
export function productSoldIn(
  sold: readonly { id: string; type: string }[],
  type: BookedType,
): Omit<BookingProduct, 'region'> | null {
  if (isTestLessonType(type.name)) {
    const test = type.testProductId;
    if (!test || !sold.some((product) => product.id === test)) return null;
    return { productId: test, quantity: 1, couponKind: 'roadTest' };
  }
  const minutes = sold
    .filter((product) => product.type === 'drivingMinute')
    .sort((a, b) => a.id.localeCompare(b.id))[0];
  return minutes
    ? { productId: minutes.id, quantity: type.durationMinutes, couponKind: 'drivingMinute' }
    : null;
}
