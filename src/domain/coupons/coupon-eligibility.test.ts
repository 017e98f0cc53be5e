import { describe, expect, it } from 'vitest';
import { couponEligibility, scopesOf, type EligibleCoupon } from './coupon-eligibility.ts';

const at = new Date('2026-06-10T18:00:00Z'); // 11:00 in Los Angeles
const lesson: EligibleCoupon = {
  scope: 'lesson',
  expiration: new Date('2026-07-01T07:00:00Z'),
  courseId: null,
  state: null,
  isDailyCoupon: false,
  regionIds: [],
  onlyFirstPurchase: false,
};
const course: EligibleCoupon = { ...lesson, scope: 'course' };
const use = { productType: 'drivingMinute' as const, at, hasPurchase: false };

describe('scopesOf', () => {
  it('maps product kinds to coupon scopes; a package takes those of its components', () => {
    expect([...scopesOf('course')]).toEqual(['course']);
    expect([...scopesOf('observationMinute')]).toEqual(['lesson']);
    expect([...scopesOf('homePickup')]).toEqual(['lesson']);
    expect([...scopesOf('roadTest')]).toEqual(['roadTest']);
    expect([...scopesOf('fee')]).toEqual([]);
    expect([...scopesOf('package', ['drivingMinute', 'fee'])]).toEqual(['lesson']);
    expect([...scopesOf('package', ['course', 'drivingMinute'])].sort()).toEqual([
      'course',
      'lesson',
    ]);
  });
});

describe('couponEligibility', () => {
  it('accepts a coupon that matches', () => {
    expect(couponEligibility(lesson, use)).toEqual({ ok: true });
  });

  it('refuses an expired coupon, and accepts it up to the expiration instant', () => {
    const expired = { ...lesson, expiration: new Date('2026-06-10T17:59:59Z') };
    expect(couponEligibility(expired, use)).toEqual({
      ok: false,
      message: 'This coupon has expired.',
    });
    expect(couponEligibility({ ...lesson, expiration: at }, use).ok).toBe(true);
  });

  it('refuses a coupon of another scope', () => {
    expect(couponEligibility(lesson, { ...use, productType: 'course' })).toMatchObject({
      ok: false,
      message: 'This coupon is only for driving lessons.',
    });
    expect(couponEligibility(course, use).ok).toBe(false);
    expect(couponEligibility({ ...lesson, scope: 'roadTest' }, use).ok).toBe(false);
    expect(
      couponEligibility({ ...lesson, scope: 'roadTest' }, { ...use, productType: 'roadTest' }).ok,
    ).toBe(true);
  });

  it('refuses onlyFirstPurchase when the student already bought something', () => {
    const first = { ...lesson, onlyFirstPurchase: true };
    expect(couponEligibility(first, use).ok).toBe(true);
    expect(couponEligibility(first, { ...use, hasPurchase: true })).toEqual({
      ok: false,
      message: 'This coupon is only valid on a first purchase.',
    });
  });

  it('restricts lesson coupons to their regions when it lists some', () => {
    const regional = { ...lesson, regionIds: ['r1', 'r2'] };
    expect(couponEligibility(regional, { ...use, regionId: 'r2' }).ok).toBe(true);
    expect(couponEligibility(regional, { ...use, regionId: 'r3' }).ok).toBe(false);
    expect(couponEligibility(regional, use).ok).toBe(false);
  });

  it('restricts course coupons to their state and course', () => {
    const courseUse = { ...use, productType: 'course' as const };
    const texas = { ...course, state: 'TX', courseId: 'tx-teen' };
    expect(couponEligibility(texas, { ...courseUse, state: 'tx', courseId: 'tx-teen' }).ok).toBe(
      true,
    );
    expect(couponEligibility(texas, { ...courseUse, state: 'CA', courseId: 'tx-teen' })).toEqual({
      ok: false,
      message: 'This coupon is only valid in TX.',
    });
    expect(couponEligibility(texas, { ...courseUse, state: 'TX', courseId: 'other' }).ok).toBe(
      false,
    );
    // A course coupon ignores onlyFirstPurchase and regions (they belong to the other scopes).
    expect(couponEligibility(course, { ...courseUse, hasPurchase: true }).ok).toBe(true);
  });

  it('accepts a daily coupon only on its expiration day in the school time zone', () => {
    const daily = {
      ...course,
      isDailyCoupon: true,
      // 23:59 on 10 June in Los Angeles.
      expiration: new Date('2026-06-11T06:59:00Z'),
    };
    const courseUse = { ...use, productType: 'course' as const };
    expect(couponEligibility(daily, courseUse).ok).toBe(true);
    expect(
      couponEligibility(daily, { ...courseUse, at: new Date('2026-06-10T06:00:00Z') }),
    ).toEqual({ ok: false, message: 'This coupon is only valid on 2026-06-10.' });
  });
});
