// The only code that touches super_regions, region_schemes and parking_hubs (and reads the
// names of price_schemes, which the pricing module owns, for the scheme select).
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { priceSchemes } from '../pricing/pricing.tables.ts';
import {
  parkingHubs,
  regionSchemes,
  superRegions,
  type ParkingHubRow,
  type SuperRegionRow,
} from './regions.tables.ts';

export type SuperRegionValues = Pick<
  SuperRegionRow,
  'name' | 'state' | 'googleBusinessPageUrl' | 'slackChannelId'
>;
export type ParkingHubValues = Pick<
  ParkingHubRow,
  'name' | 'address' | 'latitude' | 'longitude' | 'superRegionId'
>;

export interface PriceSchemeSummary {
  id: string;
  name: string;
}

export const superRegionsRepository = {
  async list(db: Executor): Promise<SuperRegionRow[]> {
    return db.select().from(superRegions).orderBy(asc(superRegions.name), asc(superRegions.id));
  },

  async findByIds(db: Executor, ids: readonly string[]): Promise<SuperRegionRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(superRegions)
      .where(inArray(superRegions.id, [...ids]));
  },

  async insert(db: Executor, values: SuperRegionValues): Promise<string> {
    const [row] = await db.insert(superRegions).values(values).returning({ id: superRegions.id });
    return row!.id;
  },

  async update(db: Executor, id: string, patch: Partial<SuperRegionValues>): Promise<void> {
    await db
      .update(superRegions)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(superRegions.id, id));
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.delete(superRegions).where(eq(superRegions.id, id));
  },

  /** Locks the super region so a region or hub cannot be added while it is being deleted. */
  async lock(db: Executor, id: string): Promise<SuperRegionRow | undefined> {
    const [row] = await db.select().from(superRegions).where(eq(superRegions.id, id)).for('update');
    return row;
  },
};

export const regionSchemesRepository = {
  /** Super region id → price scheme (id and name), for the super regions that have one. */
  async schemesOf(
    db: Executor,
    superRegionIds: readonly string[],
  ): Promise<Map<string, PriceSchemeSummary>> {
    if (superRegionIds.length === 0) return new Map();
    const rows = await db
      .select({
        superRegionId: regionSchemes.superRegionId,
        id: priceSchemes.id,
        name: priceSchemes.name,
      })
      .from(regionSchemes)
      .innerJoin(priceSchemes, eq(priceSchemes.id, regionSchemes.priceSchemeId))
      .where(inArray(regionSchemes.superRegionId, [...superRegionIds]));
    return new Map(rows.map(({ superRegionId, id, name }) => [superRegionId, { id, name }]));
  },

  async assign(db: Executor, superRegionId: string, priceSchemeId: string): Promise<void> {
    await db
      .insert(regionSchemes)
      .values({ superRegionId, priceSchemeId })
      .onConflictDoUpdate({
        target: regionSchemes.superRegionId,
        set: { priceSchemeId, updatedAt: new Date() },
      });
  },

  async clear(db: Executor, superRegionId: string): Promise<void> {
    await db.delete(regionSchemes).where(eq(regionSchemes.superRegionId, superRegionId));
  },

  async findPriceScheme(db: Executor, id: string): Promise<PriceSchemeSummary | undefined> {
    const [row] = await db
      .select({ id: priceSchemes.id, name: priceSchemes.name })
      .from(priceSchemes)
      .where(eq(priceSchemes.id, id));
    return row;
  },

  async listPriceSchemes(db: Executor): Promise<PriceSchemeSummary[]> {
    return db
      .select({ id: priceSchemes.id, name: priceSchemes.name })
      .from(priceSchemes)
      .orderBy(asc(priceSchemes.name), asc(priceSchemes.id));
  },
};

export const parkingHubsRepository = {
  async list(db: Executor): Promise<ParkingHubRow[]> {
    return db.select().from(parkingHubs).orderBy(asc(parkingHubs.name), asc(parkingHubs.id));
  },

  async find(db: Executor, id: string): Promise<ParkingHubRow | undefined> {
    const [row] = await db.select().from(parkingHubs).where(eq(parkingHubs.id, id));
    return row;
  },

  async insert(db: Executor, values: ParkingHubValues): Promise<string> {
    const [row] = await db.insert(parkingHubs).values(values).returning({ id: parkingHubs.id });
    return row!.id;
  },

  async update(db: Executor, id: string, patch: Partial<ParkingHubValues>): Promise<void> {
    await db
      .update(parkingHubs)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(parkingHubs.id, id));
  },

  async delete(db: Executor, id: string): Promise<boolean> {
    const rows = await db
      .delete(parkingHubs)
      .where(eq(parkingHubs.id, id))
      .returning({ id: parkingHubs.id });
    return rows.length > 0;
  },

  async countInSuperRegion(db: Executor, superRegionId: string): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(parkingHubs)
      .where(eq(parkingHubs.superRegionId, superRegionId));
    return row?.value ?? 0;
  },
};
