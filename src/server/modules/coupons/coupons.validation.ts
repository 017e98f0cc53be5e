// The shape of a coupon as staff send it, checked whole (the typed fields' rules are shared with
// the back-office form: src/domain/coupons/coupon-inputs.ts): common fields, then the fields of its
// scope (course: courseId, state, isDailyCoupon; lesson and road test: regions,
// displayInLandingPages, onlyFirstPurchase). Fields of the other scope must stay empty.
import { z } from 'zod';
import {
  COUPON_SCOPES,
  COUPON_TYPES,
  MAX_BASIS_POINTS,
} from '../../../domain/coupons/coupon-types.ts';
import {
  couponCode,
  couponCourseId,
  couponState,
  couponTitle,
} from '../../../domain/coupons/coupon-inputs.ts';
import type { FieldProblem } from '../../graphql/errors.ts';

export const couponFields = z.object({
  code: couponCode,
  scope: z.enum(COUPON_SCOPES),
  title: couponTitle,
  type: z.enum(COUPON_TYPES),
  discount: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000_000),
  expiration: z.date(),
  courseId: couponCourseId.nullable(),
  state: couponState.nullable(),
  isDailyCoupon: z.boolean(),
  regionIds: z.array(z.uuid('must be a region id')).max(500),
  displayInLandingPages: z.boolean(),
  onlyFirstPurchase: z.boolean(),
});

export type CouponFields = z.output<typeof couponFields>;

/** What a new coupon holds unless the input says otherwise. */
export const COUPON_DEFAULTS = {
  courseId: null,
  state: null,
  isDailyCoupon: false,
  regionIds: [] as string[],
  displayInLandingPages: false,
  onlyFirstPurchase: false,
};

const COURSE_ONLY = ['courseId', 'state', 'isDailyCoupon'] as const;
const LESSON_ONLY = ['regionIds', 'displayInLandingPages', 'onlyFirstPurchase'] as const;

const isSet = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== false && value !== '';

/** Problems the field types cannot see: percent range, fields of the other scope. */
export function scopeProblems(fields: CouponFields, prefix = 'input'): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (fields.type === 'percent' && fields.discount > MAX_BASIS_POINTS) {
    problems.push({
      path: `${prefix}.discount`,
      message: `a percent discount is in basis points, at most ${MAX_BASIS_POINTS} (100 %)`,
    });
  }
  const foreign = fields.scope === 'course' ? LESSON_ONLY : COURSE_ONLY;
  const owner = fields.scope === 'course' ? 'lesson and road-test coupons' : 'course coupons';
  for (const key of foreign) {
    if (isSet(fields[key]))
      problems.push({ path: `${prefix}.${key}`, message: `only for ${owner}` });
  }
  return problems;
}

/** Resets the fields that belong to another scope than `scope` (used when the scope changes). */
export function clearForeignFields(fields: CouponFields): CouponFields {
  const keys = fields.scope === 'course' ? LESSON_ONLY : COURSE_ONLY;
  const cleared: Record<string, unknown> = { ...fields };
  for (const key of keys) cleared[key] = COUPON_DEFAULTS[key];
  return cleared as CouponFields;
}
