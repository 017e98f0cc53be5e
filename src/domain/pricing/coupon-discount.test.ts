import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, priceAfterCoupon } from './coupon-discount.ts';

describe('coupon discount', () => {
  it('takes cents off for dollar coupons, never below zero', () => {
    expect(priceAfterCoupon({ type: 'dollar', discount: 2500 }, 19900)).toBe(17400);
    expect(priceAfterCoupon({ type: 'dollar', discount: 30000 }, 19900)).toBe(0);
    expect(couponDiscount({ type: 'dollar', discount: 30000 }, 19900)).toBe(19900);
  });

  it('takes a percentage off, the discount rounded to the nearest cent with halves to the customer', () => {
    expect(couponDiscount({ type: 'percent', discount: 1500 }, 17910)).toBe(2687);
    expect(priceAfterCoupon({ type: 'percent', discount: 1500 }, 17910)).toBe(15223);
    expect(priceAfterCoupon({ type: 'percent', discount: 1000 }, 13500)).toBe(12150);
    expect(priceAfterCoupon({ type: 'percent', discount: 10_000 }, 13500)).toBe(0);
  });

  it('never yields a negative total nor a discount above the subtotal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('dollar' as const, 'percent' as const),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (type, discount, subtotal) => {
          const terms = { type, discount: type === 'percent' ? discount % 10_001 : discount };
          const after = priceAfterCoupon(terms, subtotal);
          return after >= 0 && after <= subtotal && Number.isSafeInteger(after);
        },
      ),
    );
  });
});
