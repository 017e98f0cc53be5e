// The coupon vocabulary (SPEC §3 Coupon, §9 coupon scope). Pure data shared by server and web.

/** SPEC §9 coupon scopes: which kind of product a coupon discounts. */
export const COUPON_SCOPES = ['course', 'lesson', 'roadTest'] as const;

/** How staff read a coupon's scope. */
export const COUPON_SCOPE_LABELS: Readonly<Record<(typeof COUPON_SCOPES)[number], string>> = {
  course: 'Course',
  lesson: 'Lesson',
  roadTest: 'Road test',
};
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** `dollar`: discount in cents off; `percent`: discount in basis points (1–10000 = 0.01 %–100 %). */
export const COUPON_TYPES = ['dollar', 'percent'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Largest percent discount: 10000 basis points is 100 %. */
export const MAX_BASIS_POINTS = 10_000;

/** The coupon list's sortable columns (CouponSort: codeAsc, expirationDesc, …). */
export const COUPON_SORT_FIELDS = ['code', 'title', 'scope', 'expiration'] as const;
export type CouponSortField = (typeof COUPON_SORT_FIELDS)[number];
