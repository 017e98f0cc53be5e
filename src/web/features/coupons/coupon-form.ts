// The coupon dialog's form: common fields, then those of the scope (course: course, state, daily;
// lesson and road test: regions, landing pages, first purchase only). The discount is typed in
// dollars or in percent and sent as cents or basis points (docs/coupons.md). Checked here with
// the server's own rules for the typed fields; the server checks again.
import { z } from 'zod';
import {
  couponCode,
  couponCourseId,
  couponState,
  couponTitle,
} from '../../../domain/coupons/coupon-inputs.ts';
import {
  COUPON_SCOPES,
  COUPON_TYPES,
  MAX_BASIS_POINTS,
  type CouponScope,
  type CouponType,
} from '../../../domain/coupons/coupon-types.ts';
import { formatCents } from '../../../domain/currency.ts';
import { formatDate, ISO_DATE_FORMAT } from '../../../domain/date-format.ts';
import type { CouponsQuery, CreateCouponInput, UpdateCouponInput } from '../../gql/graphql.ts';
import { centsToDollarsText, parseDollars } from '../ledger/dollars.ts';
import { endOfDay } from '../ledger/form-values.ts';

export type CouponView = CouponsQuery['coupons']['edges'][number]['node'];

export { COUPON_SCOPE_LABELS } from '../../../domain/coupons/coupon-types.ts';

/** "$25.00 off" or "12.5% off". */
export function describeDiscount(type: CouponType, discount: number): string {
  if (type === 'dollar') return `${formatCents(discount)} off`;
  const percent = (discount / 100).toFixed(2).replace(/\.?0+$/, '');
  return `${percent}% off`;
}

export interface CouponFormValues {
  code: string;
  scope: CouponScope;
  title: string;
  type: CouponType;
  /** Dollars for `dollar`, percent for `percent`, as typed. */
  amount: string;
  /** Last valid day, YYYY-MM-DD in the school's time zone. */
  expiration: string;
  courseId: string;
  state: string;
  isDailyCoupon: boolean;
  regionIds: string[];
  displayInLandingPages: boolean;
  onlyFirstPurchase: boolean;
}

export function emptyCouponForm(scope: CouponScope): CouponFormValues {
  return {
    code: '',
    scope,
    title: '',
    type: 'percent',
    amount: '',
    expiration: '',
    courseId: '',
    state: '',
    isDailyCoupon: false,
    regionIds: [],
    displayInLandingPages: false,
    onlyFirstPurchase: false,
  };
}

export function couponFormValues(coupon: CouponView): CouponFormValues {
  return {
    code: coupon.code,
    scope: coupon.scope,
    title: coupon.title,
    type: coupon.type,
    amount:
      coupon.type === 'dollar'
        ? centsToDollarsText(coupon.discount)
        : (coupon.discount / 100).toFixed(2).replace(/\.?0+$/, ''),
    expiration: formatDate(coupon.expiration, ISO_DATE_FORMAT),
    courseId: coupon.courseId ?? '',
    state: coupon.state ?? '',
    isDailyCoupon: coupon.isDailyCoupon,
    regionIds: [...coupon.regionIds],
    displayInLandingPages: coupon.displayInLandingPages,
    onlyFirstPurchase: coupon.onlyFirstPurchase,
  };
}

/** Cents or basis points from the typed amount; both are the amount × 100 with two decimals. */
function readDiscount(
  values: CouponFormValues,
): { ok: true; value: number } | { ok: false; message: string } {
  const parsed = parseDollars(values.amount);
  if (!parsed.ok) {
    return {
      ok: false,
      message:
        values.type === 'percent'
          ? 'is required, like 10 or 12.5'
          : 'is required, like 25 or 25.50',
    };
  }
  if (parsed.cents < 1) return { ok: false, message: 'must be more than 0' };
  if (values.type === 'percent' && parsed.cents > MAX_BASIS_POINTS) {
    return { ok: false, message: 'cannot be more than 100%' };
  }
  return { ok: true, value: parsed.cents };
}

/**
 * The form's rules: the code, title and state as the server checks them
 * (src/domain/coupons/coupon-inputs.ts), the discount as typed in dollars or percent, and a last
 * valid day. Values stay as typed; toCouponInput makes the input.
 */
export const couponFormSchema = z
  .object({
    code: couponCode,
    scope: z.enum(COUPON_SCOPES),
    title: couponTitle,
    type: z.enum(COUPON_TYPES),
    amount: z.string(),
    expiration: z.string().refine((day) => endOfDay(day) !== null, 'is required'),
    courseId: z.string(),
    state: z.string(),
    isDailyCoupon: z.boolean(),
    regionIds: z.array(z.string()),
    displayInLandingPages: z.boolean(),
    onlyFirstPurchase: z.boolean(),
  })
  .superRefine((values, context) => {
    const discount = readDiscount(values);
    if (!discount.ok)
      context.addIssue({ code: 'custom', path: ['amount'], message: discount.message });
    if (values.scope !== 'course') return;
    const courseId = couponCourseId.safeParse(values.courseId);
    if (!courseId.success) {
      context.addIssue({
        code: 'custom',
        path: ['courseId'],
        message: courseId.error.issues[0]!.message,
      });
    }
    const state = values.state.trim() ? couponState.safeParse(values.state) : null;
    if (state && !state.success) {
      context.addIssue({
        code: 'custom',
        path: ['state'],
        message: state.error.issues[0]!.message,
      });
    }
  });

/** Only the fields of the coupon's scope are sent; the others stay empty on the server. */
export function toCouponInput(values: CouponFormValues): CreateCouponInput {
  const discount = readDiscount(values);
  const common = {
    code: values.code.trim(),
    scope: values.scope,
    title: values.title.trim(),
    type: values.type,
    discount: discount.ok ? discount.value : 0,
    expiration: endOfDay(values.expiration) ?? '',
  };
  if (values.scope === 'course') {
    return {
      ...common,
      courseId: values.courseId.trim() || null,
      state: values.state.trim().toUpperCase() || null,
      isDailyCoupon: values.isDailyCoupon,
    };
  }
  return {
    ...common,
    regionIds: values.regionIds,
    displayInLandingPages: values.displayInLandingPages,
    onlyFirstPurchase: values.onlyFirstPurchase,
  };
}

/** An update restates every field of the scope, so a changed scope clears the old one's. */
export const toUpdateCouponInput = (id: string, values: CouponFormValues): UpdateCouponInput => ({
  id,
  ...toCouponInput(values),
});
