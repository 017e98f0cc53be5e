// The price after a coupon (docs/coupons.md): a dollar coupon takes its cents off, a percent
// coupon takes basis points of the price, rounded to the nearest cent (half up). A coupon never
// takes a price below 0. Integer arithmetic only: money is in cents.
import { MAX_BASIS_POINTS, type CouponType } from './coupon-types.ts';

export interface CouponDiscount {
  type: CouponType;
  /** Cents for `dollar`, basis points for `percent`. */
  discount: number;
}

/** Cents taken off `priceCents` by the coupon (0 ≤ result ≤ price). */
export function couponDiscountCents(priceCents: number, coupon: CouponDiscount): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError('priceCents must be a whole number of cents, at least 0');
  }
  if (!Number.isSafeInteger(coupon.discount) || coupon.discount < 0) {
    throw new RangeError('discount must be a whole number, at least 0');
  }
  const off =
    coupon.type === 'dollar'
      ? coupon.discount
      : // basis points: price × bp / 10000, rounded half up, in integers.
        Math.floor((priceCents * Math.min(coupon.discount, MAX_BASIS_POINTS) + 5_000) / 10_000);
  return Math.min(off, priceCents);
}

/** The price the student pays once the coupon is applied; never below 0. */
export function applyCoupon(priceCents: number, coupon: CouponDiscount): number {
  return priceCents - couponDiscountCents(priceCents, coupon);
}
