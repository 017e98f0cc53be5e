// Coupons (SPEC §3 Coupon, §9 coupon scope; docs/coupons.md). One table for the three scopes:
// course-only and lesson/road-test-only columns sit side by side, the service keeps them apart.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COUPON_SCOPES, COUPON_TYPES } from '../../../domain/coupons/coupon-types.ts';
import { regions } from '../regions/regions.tables.ts';

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As staff typed it; unique regardless of case (index on lower(code)). */
    code: text('code').notNull(),
    scope: text('scope', { enum: COUPON_SCOPES }).notNull(),
    title: text('title').notNull(),
    type: text('type', { enum: COUPON_TYPES }).notNull(),
    /** Cents off for `dollar`, basis points for `percent`. */
    discount: integer('discount').notNull(),
    /** Last instant the coupon is valid. */
    expiration: timestamp('expiration', { withTimezone: true }).notNull(),
    /** Course coupons: the course (text until the courses module exists; null = any course). */
    courseId: text('course_id'),
    /** Course coupons: two-letter US state, null = any state. */
    state: text('state'),
    isDailyCoupon: boolean('is_daily_coupon').notNull().default(false),
    /** Lesson and road-test coupons. */
    displayInLandingPages: boolean('display_in_landing_pages').notNull().default(false),
    onlyFirstPurchase: boolean('only_first_purchase').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_lower').on(sql`lower(${table.code})`),
    check('coupons_scope_check', sql`${table.scope} in (${inList(COUPON_SCOPES)})`),
    check('coupons_type_check', sql`${table.type} in (${inList(COUPON_TYPES)})`),
    check(
      'coupons_discount_check',
      sql`${table.discount} >= 1 and (${table.type} = 'dollar' or ${table.discount} <= 10000)`,
    ),
  ],
);

/** Lesson and road-test coupons: the regions they are valid in (none = everywhere). */
export const couponRegions = pgTable(
  'coupon_regions',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.regionId] })],
);

export type CouponRow = typeof coupons.$inferSelect;
