import { describe, expect, it } from 'vitest';
import { canWriteCouponScope, writableCouponScopes } from './coupon-writers.ts';

describe('coupon writers', () => {
  it('lets Admin write every scope', () => {
    expect(writableCouponScopes(['Admin'])).toEqual(['course', 'lesson', 'roadTest']);
  });

  it('gives course coupons to ClassroomManager and the others to RegionalManager', () => {
    expect(writableCouponScopes(['ClassroomManager'])).toEqual(['course']);
    expect(writableCouponScopes(['RegionalManager'])).toEqual(['lesson', 'roadTest']);
    expect(canWriteCouponScope(['Trainee'], 'lesson')).toBe(false);
    expect(writableCouponScopes([])).toEqual([]);
  });
});
