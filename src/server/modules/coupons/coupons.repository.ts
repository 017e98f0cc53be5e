// The only code that touches the coupons and coupon_regions tables (and reads region ids to
// check a coupon's regions exist).
import { and, asc, count, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CouponScope, CouponSortField } from '../../../domain/coupons/coupon-types.ts';
import type { ListSort } from '../../../domain/list-sort.ts';
import { containsPattern } from '../../../domain/student-search-term.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { orderByOf } from '../../graphql/sorting.ts';
import { regions } from '../regions/regions.tables.ts';
import { couponRegions, coupons, type CouponRow } from './coupons.tables.ts';

export interface CouponRecord extends CouponRow {
  regionIds: string[];
}

export interface CouponFilter {
  scope?: CouponScope | null;
  /** Words matched (all of them) against code and title. */
  term?: string | null;
  includeExpired?: boolean | null;
}

export type CouponValues = Omit<CouponRow, 'id' | 'createdAt' | 'updatedAt'>;

async function withRegions(db: Executor, rows: CouponRow[]): Promise<CouponRecord[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(couponRegions)
    .where(
      inArray(
        couponRegions.couponId,
        rows.map((row) => row.id),
      ),
    );
  const byCoupon = Map.groupBy(links, (link) => link.couponId);
  return rows.map((row) => ({
    ...row,
    regionIds: (byCoupon.get(row.id) ?? []).map((link) => link.regionId).sort(),
  }));
}

function where(filter: CouponFilter, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.scope) conditions.push(eq(coupons.scope, filter.scope));
  if (!filter.includeExpired) conditions.push(gte(coupons.expiration, now));
  for (const word of (filter.term ?? '').trim().split(/\s+/).filter(Boolean)) {
    const pattern = containsPattern(word);
    const either = or(
      sql`${coupons.code} ilike ${pattern}`,
      sql`${coupons.title} ilike ${pattern}`,
    );
    if (either) conditions.push(either);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export const couponsRepository = {
  /** One page of coupons, by code unless `sort` says otherwise. */
  async list(
    db: Executor,
    filter: CouponFilter,
    window: PageWindow,
    now: Date,
    sort: ListSort<CouponSortField> | null = null,
  ) {
    const condition = where(filter, now);
    const code = sql`lower(${coupons.code}) collate "C"`;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(coupons)
        .where(condition)
        .orderBy(
          ...orderByOf(
            sort,
            {
              code,
              title: sql`lower(${coupons.title})`,
              scope: coupons.scope,
              expiration: coupons.expiration,
            },
            [code],
            coupons.id,
          ),
        )
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(coupons).where(condition),
    ]);
    return { rows: await withRegions(db, rows), totalCount: total?.value ?? 0 };
  },

  async findById(db: Executor, id: string): Promise<CouponRecord | undefined> {
    const rows = await db.select().from(coupons).where(eq(coupons.id, id));
    return (await withRegions(db, rows))[0];
  },

  /** The coupon with this code, regardless of case. */
  async findByCode(db: Executor, code: string): Promise<CouponRecord | undefined> {
    const rows = await db
      .select()
      .from(coupons)
      .where(sql`lower(${coupons.code}) = lower(${code.trim()})`);
    return (await withRegions(db, rows))[0];
  },

  async codeTaken(db: Executor, code: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(
        and(
          sql`lower(${coupons.code}) = lower(${code})`,
          exceptId ? ne(coupons.id, exceptId) : undefined,
        ),
      );
    return row !== undefined;
  },

  async insert(db: Executor, values: CouponValues, regionIds: readonly string[]): Promise<string> {
    const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
    await this.replaceRegions(db, row!.id, regionIds);
    return row!.id;
  },

  async update(db: Executor, id: string, values: CouponValues): Promise<void> {
    await db
      .update(coupons)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(coupons.id, id));
  },

  async replaceRegions(db: Executor, couponId: string, regionIds: readonly string[]) {
    await db.delete(couponRegions).where(eq(couponRegions.couponId, couponId));
    if (regionIds.length === 0) return;
    await db.insert(couponRegions).values(regionIds.map((regionId) => ({ couponId, regionId })));
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.delete(coupons).where(eq(coupons.id, id));
  },

  /** Those of `ids` that name a region. */
  async existingRegionIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: regions.id })
      .from(regions)
      .where(inArray(regions.id, [...ids]));
    return new Set(rows.map((row) => row.id));
  },

  /** Every region by name, for the coupon dialog's region choice. */
  async regionOptions(db: Executor) {
    return db
      .select({ id: regions.id, name: regions.name })
      .from(regions)
      .orderBy(asc(regions.name), asc(regions.id));
  },
};
