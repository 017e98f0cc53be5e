// The only code that reads the landing-page tables; writes of the main rows go through the audit
// recorder, the join rows are replaced here inside the same transaction.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { parkingHubs, regions, superRegions } from '../regions/regions.tables.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';
import {
  landingPageMeetingPoints,
  landingPageRegions,
  locationLandingPages,
  metros,
  type LocationLandingPageRow,
  type MetroRow,
} from './landing-pages.tables.ts';

export interface Page {
  first: number;
  offset: number;
}

export const landingPagesRepository = {
  async list(db: Executor, page: Page) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(locationLandingPages)
        .orderBy(asc(locationLandingPages.state), asc(locationLandingPages.name))
        .limit(page.first)
        .offset(page.offset),
      db.select({ value: count() }).from(locationLandingPages),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  async find(db: Executor, id: string): Promise<LocationLandingPageRow | null> {
    const [row] = await db
      .select()
      .from(locationLandingPages)
      .where(eq(locationLandingPages.id, id));
    return row ?? null;
  },

  async findBySlug(
    db: Executor,
    state: string,
    slug: string,
  ): Promise<LocationLandingPageRow | null> {
    const [row] = await db
      .select()
      .from(locationLandingPages)
      .where(and(eq(locationLandingPages.state, state), eq(locationLandingPages.slug, slug)));
    return row ?? null;
  },

  listPublished(db: Executor): Promise<LocationLandingPageRow[]> {
    return db
      .select()
      .from(locationLandingPages)
      .where(eq(locationLandingPages.isPublished, true))
      .orderBy(asc(locationLandingPages.state), asc(locationLandingPages.name));
  },

  listOfMetro(db: Executor, metroId: string): Promise<LocationLandingPageRow[]> {
    return db
      .select()
      .from(locationLandingPages)
      .where(eq(locationLandingPages.metroId, metroId))
      .orderBy(asc(locationLandingPages.name));
  },

  async meetingPointIds(db: Executor, pageId: string): Promise<string[]> {
    const rows = await db
      .select({ id: landingPageMeetingPoints.meetingPointId })
      .from(landingPageMeetingPoints)
      .where(eq(landingPageMeetingPoints.landingPageId, pageId));
    return rows.map((row) => row.id).sort();
  },

  async regionIds(db: Executor, pageId: string): Promise<string[]> {
    const rows = await db
      .select({ id: landingPageRegions.regionId })
      .from(landingPageRegions)
      .where(eq(landingPageRegions.landingPageId, pageId));
    return rows.map((row) => row.id).sort();
  },

  async replaceLinks(
    db: Executor,
    pageId: string,
    meetingPointIds: readonly string[] | undefined,
    regionIds: readonly string[] | undefined,
  ): Promise<void> {
    if (meetingPointIds) {
      await db
        .delete(landingPageMeetingPoints)
        .where(eq(landingPageMeetingPoints.landingPageId, pageId));
      if (meetingPointIds.length > 0) {
        await db
          .insert(landingPageMeetingPoints)
          .values(
            meetingPointIds.map((meetingPointId) => ({ landingPageId: pageId, meetingPointId })),
          );
      }
    }
    if (regionIds) {
      await db.delete(landingPageRegions).where(eq(landingPageRegions.landingPageId, pageId));
      if (regionIds.length > 0) {
        await db
          .insert(landingPageRegions)
          .values(regionIds.map((regionId) => ({ landingPageId: pageId, regionId })));
      }
    }
  },

  /** Sets the metro of the given pages and takes it from every other page of that metro. */
  async assignToMetro(db: Executor, metroId: string, pageIds: readonly string[]): Promise<void> {
    await db
      .update(locationLandingPages)
      .set({ metroId: null })
      .where(eq(locationLandingPages.metroId, metroId));
    if (pageIds.length > 0) {
      await db
        .update(locationLandingPages)
        .set({ metroId })
        .where(inArray(locationLandingPages.id, [...pageIds]));
    }
  },

  // References checked on write ----------------------------------------------------------

  async hubState(db: Executor, hubId: string): Promise<string | null> {
    const [row] = await db
      .select({ state: superRegions.state })
      .from(parkingHubs)
      .innerJoin(superRegions, eq(superRegions.id, parkingHubs.superRegionId))
      .where(eq(parkingHubs.id, hubId));
    return row?.state ?? null;
  },

  async regionStates(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: regions.id, state: superRegions.state })
      .from(regions)
      .innerJoin(superRegions, eq(superRegions.id, regions.superRegionId))
      .where(inArray(regions.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.state]));
  },

  async meetingPointStates(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: stateMeetingPoints.id, state: stateMeetingPoints.state })
      .from(stateMeetingPoints)
      .where(inArray(stateMeetingPoints.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.state]));
  },
};

export const metrosRepository = {
  list(db: Executor, page: Page): Promise<MetroRow[]> {
    return db
      .select()
      .from(metros)
      .orderBy(asc(metros.state), asc(metros.name))
      .limit(page.first)
      .offset(page.offset);
  },

  async find(db: Executor, id: string): Promise<MetroRow | null> {
    const [row] = await db.select().from(metros).where(eq(metros.id, id));
    return row ?? null;
  },

  async findBySlug(db: Executor, state: string, slug: string): Promise<MetroRow | null> {
    const [row] = await db
      .select()
      .from(metros)
      .where(and(eq(metros.state, state), eq(metros.slug, slug)));
    return row ?? null;
  },

  listPublished(db: Executor): Promise<MetroRow[]> {
    return db
      .select()
      .from(metros)
      .where(eq(metros.isPublished, true))
      .orderBy(asc(metros.state), asc(metros.name));
  },
};
