// Whether a coupon may be used on a purchase (docs/coupons.md "Eligibility"). Pure: the caller
// loads the coupon, says what is being bought, where and when, and whether the student already
// has a purchase; the answer is ok or the first reason for refusing, worded for the buyer.
import type { ProductType } from '../ledger/ledger-types.ts';
import { DEFAULT_TIME_ZONE, formatDate, ISO_DATE_FORMAT } from '../date-format.ts';
import type { CouponScope } from './coupon-types.ts';

/**
 * What a coupon is checked against: a product type of SPEC §9, or `roadTest` for a road-test
 * booking (road tests are lesson types, not products, so the road-test checkout names them).
 */
export type CouponProductKind = ProductType | 'roadTest';

/** Which coupon scope discounts a product kind; fees and packages have none of their own. */
const SCOPE_OF: Record<CouponProductKind, CouponScope | null> = {
  course: 'course',
  drivingMinute: 'lesson',
  observationMinute: 'lesson',
  homePickup: 'lesson',
  roadTest: 'roadTest',
  fee: null,
  package: null,
};

/**
 * The scopes a purchase can use: that of its product kind, or for a package those of its
 * component products (a package of minutes takes a lesson coupon).
 */
export function scopesOf(
  kind: CouponProductKind,
  componentKinds: readonly CouponProductKind[] = [],
): Set<CouponScope> {
  const kinds = kind === 'package' ? componentKinds : [kind];
  const scopes = new Set<CouponScope>();
  for (const each of kinds) {
    const scope = SCOPE_OF[each];
    if (scope) scopes.add(scope);
  }
  return scopes;
}

export interface EligibleCoupon {
  scope: CouponScope;
  expiration: Date;
  /** Course coupons: only for this course (text id until courses exist) or any when null. */
  courseId: string | null;
  /** Course coupons: only for buyers in this two-letter state, or any when null. */
  state: string | null;
  /** Course coupons: valid only on the calendar day of its expiration (school time zone). */
  isDailyCoupon: boolean;
  /** Lesson and road-test coupons: only in these regions, or anywhere when empty. */
  regionIds: readonly string[];
  /** Lesson and road-test coupons: only for a student with no purchase yet. */
  onlyFirstPurchase: boolean;
}

export interface CouponUse {
  productType: CouponProductKind;
  /** The component product types when `productType` is `package`. */
  componentTypes?: readonly CouponProductKind[];
  regionId?: string | null;
  state?: string | null;
  courseId?: string | null;
  at: Date;
  /** The student already has a purchase in the ledger that was not voided. */
  hasPurchase: boolean;
}

export type Eligibility = { ok: true } | { ok: false; message: string };

const refuse = (message: string): Eligibility => ({ ok: false, message });

const schoolDay = (at: Date) => formatDate(at, ISO_DATE_FORMAT, DEFAULT_TIME_ZONE);

export function couponEligibility(coupon: EligibleCoupon, use: CouponUse): Eligibility {
  if (use.at.getTime() > coupon.expiration.getTime()) return refuse('This coupon has expired.');
  if (coupon.scope === 'course' && coupon.isDailyCoupon) {
    if (schoolDay(use.at) !== schoolDay(coupon.expiration)) {
      return refuse(`This coupon is only valid on ${schoolDay(coupon.expiration)}.`);
    }
  }
  if (!scopesOf(use.productType, use.componentTypes).has(coupon.scope)) {
    const what = { course: 'courses', lesson: 'driving lessons', roadTest: 'road tests' };
    return refuse(`This coupon is only for ${what[coupon.scope]}.`);
  }
  if (coupon.scope === 'course') {
    if (coupon.state && coupon.state !== use.state?.toUpperCase()) {
      return refuse(`This coupon is only valid in ${coupon.state}.`);
    }
    if (coupon.courseId && coupon.courseId !== use.courseId) {
      return refuse('This coupon is not valid for this course.');
    }
    return { ok: true };
  }
  if (coupon.regionIds.length > 0 && !(use.regionId && coupon.regionIds.includes(use.regionId))) {
    return refuse('This coupon is not valid in your region.');
  }
  if (coupon.onlyFirstPurchase && use.hasPurchase) {
    return refuse('This coupon is only valid on a first purchase.');
  }
  return { ok: true };
}
