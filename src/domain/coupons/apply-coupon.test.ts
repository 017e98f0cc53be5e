import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCoupon, couponDiscountCents } from './apply-coupon.ts';

describe('applyCoupon', () => {
  it('takes cents off with a dollar coupon', () => {
    expect(applyCoupon(10_000, { type: 'dollar', discount: 2_500 })).toBe(7_500);
  });

  it('never goes below 0', () => {
    expect(applyCoupon(1_000, { type: 'dollar', discount: 2_500 })).toBe(0);
    expect(applyCoupon(1_000, { type: 'percent', discount: 10_000 })).toBe(0);
  });

  it('takes basis points with a percent coupon, rounding half a cent up', () => {
    expect(applyCoupon(10_000, { type: 'percent', discount: 1_500 })).toBe(8_500);
    // 12.5 % of 999 cents is 124.875 → 125 off.
    expect(couponDiscountCents(999, { type: 'percent', discount: 1_250 })).toBe(125);
    // 50 % of 1 cent is 0.5 → 1 off (half up).
    expect(couponDiscountCents(1, { type: 'percent', discount: 5_000 })).toBe(1);
  });

  it('refuses fractional cents', () => {
    expect(() => applyCoupon(10.5, { type: 'dollar', discount: 1 })).toThrow(RangeError);
    expect(() => applyCoupon(100, { type: 'dollar', discount: -1 })).toThrow(RangeError);
  });

  it('always returns whole cents between 0 and the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('dollar' as const, 'percent' as const),
        fc.integer({ min: 0, max: 10_000_000 }),
        (price, type, discount) => {
          const paid = applyCoupon(price, { type, discount });
          return Number.isInteger(paid) && paid >= 0 && paid <= price;
        },
      ),
    );
  });
});
