// A coupon on a subtotal (docs/pricing.md "Coupons"): dollar coupons take cents off, percent
// coupons take basis points off with the discount rounded to the nearest cent (half a cent in the
// customer's favour). Never below zero.
import { EXACT_PER_CENT, FULL_PERCENT_BP } from './pricing-types.ts';

export const COUPON_TYPES = ['dollar', 'percent'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export interface CouponTerms {
  type: CouponType;
  /** Cents for `dollar`, basis points (1 bp = 0.01 %) for `percent`. */
  discount: number;
}

export function couponDiscount(coupon: CouponTerms, subtotalCents: number): number {
  const wanted =
    coupon.type === 'dollar'
      ? coupon.discount
      : Math.floor(
          (subtotalCents * Math.min(coupon.discount, FULL_PERCENT_BP) + EXACT_PER_CENT / 2) /
            EXACT_PER_CENT,
        );
  return Math.min(subtotalCents, Math.max(0, wanted));
}

export function priceAfterCoupon(coupon: CouponTerms, subtotalCents: number): number {
  return subtotalCents - couponDiscount(coupon, subtotalCents);
}
