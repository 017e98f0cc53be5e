// The only code that touches the regions table, including the indexed lookup of a point.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AreaGeometry, GeoPoint } from '../../../domain/geo/geometry.ts';
import { boundingBoxOf } from '../../../domain/geo/geometry.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { regions, regionSchemes, superRegions } from './regions.tables.ts';

/** A region as the service and GraphQL see it: no bounding box (derived from the geometry). */
export interface RegionRecord {
  id: string;
  name: string;
  superRegionId: string;
  geometry: AreaGeometry;
  createdAt: Date;
}

/** A region that may hold a point, with what the quote needs from its super region. */
export interface RegionCandidate extends RegionRecord {
  superRegionName: string;
  state: string;
  priceSchemeId: string | null;
}

const columns = {
  id: regions.id,
  name: regions.name,
  superRegionId: regions.superRegionId,
  geometry: regions.geometry,
  createdAt: regions.createdAt,
};

export const regionsRepository = {
  async list(db: Executor, window: PageWindow) {
    const [rows, [total]] = await Promise.all([
      db
        .select(columns)
        .from(regions)
        .orderBy(asc(regions.name), asc(regions.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(regions),
    ]);
    return { rows: rows as RegionRecord[], totalCount: total?.value ?? 0 };
  },

  /** Every region with its super region and scheme, for the map (one query). */
  async listAll(db: Executor): Promise<RegionCandidate[]> {
    return await db
      .select({
        ...columns,
        superRegionName: superRegions.name,
        state: superRegions.state,
        priceSchemeId: regionSchemes.priceSchemeId,
      })
      .from(regions)
      .innerJoin(superRegions, eq(superRegions.id, regions.superRegionId))
      .leftJoin(regionSchemes, eq(regionSchemes.superRegionId, regions.superRegionId))
      .orderBy(asc(regions.name), asc(regions.id));
  },

  async findByIds(db: Executor, ids: readonly string[]): Promise<RegionRecord[]> {
    if (ids.length === 0) return [];
    return await db
      .select(columns)
      .from(regions)
      .where(inArray(regions.id, [...ids]));
  },

  /**
   * Regions whose bounding box holds the point: the GiST index on `bounding_box` answers this
   * (`box @> box`), so the cost follows the regions near the point, not all of them. The caller
   * runs the exact polygon test on these few.
   */
  async candidatesAt(db: Executor, point: GeoPoint): Promise<RegionCandidate[]> {
    const { longitude, latitude } = point;
    const spot = sql`box(point(${longitude}::float8, ${latitude}::float8), point(${longitude}::float8, ${latitude}::float8))`;
    return await db
      .select({
        ...columns,
        superRegionName: superRegions.name,
        state: superRegions.state,
        priceSchemeId: regionSchemes.priceSchemeId,
      })
      .from(regions)
      .innerJoin(superRegions, eq(superRegions.id, regions.superRegionId))
      .leftJoin(regionSchemes, eq(regionSchemes.superRegionId, regions.superRegionId))
      .where(sql`${regions.boundingBox} @> ${spot}`);
  },

  async insert(
    db: Executor,
    values: { name: string; superRegionId: string; geometry: AreaGeometry },
  ): Promise<string> {
    const [row] = await db
      .insert(regions)
      .values({ ...values, boundingBox: boundingBoxOf(values.geometry) })
      .returning({ id: regions.id });
    return row!.id;
  },

  async update(
    db: Executor,
    id: string,
    patch: { name?: string; superRegionId?: string; geometry?: AreaGeometry },
  ): Promise<void> {
    await db
      .update(regions)
      .set({
        ...patch,
        ...(patch.geometry ? { boundingBox: boundingBoxOf(patch.geometry) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(regions.id, id));
  },

  async delete(db: Executor, id: string): Promise<boolean> {
    const rows = await db.delete(regions).where(eq(regions.id, id)).returning({ id: regions.id });
    return rows.length > 0;
  },

  async countInSuperRegion(db: Executor, superRegionId: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(regions)
      .where(eq(regions.superRegionId, superRegionId));
    return row?.value ?? 0;
  },
};
