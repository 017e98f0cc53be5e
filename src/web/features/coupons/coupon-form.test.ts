import { describe, expect, it } from 'vitest';
import {
  couponFormSchema,
  couponFormValues,
  describeDiscount,
  emptyCouponForm,
  toCouponInput,
  type CouponFormValues,
  type CouponView,
} from './coupon-form.ts';

const filled = {
  ...emptyCouponForm('lesson'),
  code: 'SPRING10',
  title: 'Spring',
  amount: '12.5',
  expiration: '2026-06-30',
  regionIds: ['r1'],
  onlyFirstPurchase: true,
};

/** The form's problems by field, as the dialog shows them. */
const couponFormProblems = (values: CouponFormValues): Record<string, string> =>
  Object.fromEntries(
    (couponFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      String(issue.path[0]),
      issue.message,
    ]),
  );

describe('coupon form', () => {
  it('describes discounts in dollars or percent', () => {
    expect(describeDiscount('dollar', 2500)).toBe('$25 off');
    expect(describeDiscount('percent', 1250)).toBe('12.5% off');
    expect(describeDiscount('percent', 1000)).toBe('10% off');
  });

  it('sends percent as basis points, dollars as cents, the last instant of the day', () => {
    expect(toCouponInput(filled)).toEqual({
      code: 'SPRING10',
      scope: 'lesson',
      title: 'Spring',
      type: 'percent',
      discount: 1250,
      expiration: '2026-07-01T06:59:59.999Z',
      regionIds: ['r1'],
      displayInLandingPages: false,
      onlyFirstPurchase: true,
    });
    expect(toCouponInput({ ...filled, type: 'dollar', amount: '25.50' }).discount).toBe(2550);
  });

  it('sends only the fields of the scope', () => {
    const course = toCouponInput({ ...filled, scope: 'course', state: 'tx', isDailyCoupon: true });
    expect(course).toMatchObject({ state: 'TX', isDailyCoupon: true, courseId: null });
    expect(course).not.toHaveProperty('regionIds');
    expect(course).not.toHaveProperty('onlyFirstPurchase');
  });

  it('finds what the person can fix at once', () => {
    expect(couponFormProblems(filled)).toEqual({});
    expect(Object.keys(couponFormProblems(emptyCouponForm('lesson'))).sort()).toEqual([
      'amount',
      'code',
      'expiration',
      'title',
    ]);
    expect(couponFormProblems({ ...filled, amount: '101' }).amount).toBe(
      'cannot be more than 100%',
    );
    expect(couponFormProblems({ ...filled, code: 'a b c' }).code).toMatch(/letters/);
    expect(couponFormProblems({ ...filled, scope: 'course', state: 'XX' }).state).toMatch(/state/);
  });

  it('reads a stored coupon back into the form', () => {
    const coupon = {
      id: 'c1',
      code: 'X10',
      scope: 'course',
      title: 'T',
      type: 'percent',
      discount: 1000,
      expiration: '2026-07-01T06:59:59.999Z',
      courseId: null,
      state: 'TX',
      isDailyCoupon: false,
      regionIds: [],
      displayInLandingPages: false,
      onlyFirstPurchase: false,
    } as CouponView;
    expect(couponFormValues(coupon)).toMatchObject({
      amount: '10',
      expiration: '2026-06-30',
      state: 'TX',
      courseId: '',
    });
  });
});
