// Reads for the coverage map: regions with their state, and instructors' service regions and
// base. Read-only; the regions and instructors modules own the writes.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AreaGeometry } from '../../../domain/geo/geometry.ts';
import type { InstructorStatus } from '../../../domain/scheduling/instructor-status.ts';
import type { Executor } from '../../db/client.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { regions, superRegions } from '../regions/regions.tables.ts';

export interface CoverageRegion {
  id: string;
  name: string;
  state: string;
  superRegionName: string;
  geometry: AreaGeometry;
}

const regionColumns = {
  id: regions.id,
  name: regions.name,
  state: superRegions.state,
  superRegionName: superRegions.name,
  geometry: regions.geometry,
};

export const coverageRepository = {
  async regions(db: Executor, state: string | null): Promise<CoverageRegion[]> {
    return db
      .select(regionColumns)
      .from(regions)
      .innerJoin(superRegions, eq(superRegions.id, regions.superRegionId))
      .where(state ? eq(superRegions.state, state) : undefined)
      .orderBy(asc(superRegions.state), asc(regions.name), asc(regions.id));
  },

  async instructors(
    db: Executor,
    status: InstructorStatus | null,
  ): Promise<{ id: string; name: string; serviceRegionIds: string[] }[]> {
    const conditions: SQL[] = status ? [eq(instructors.status, status)] : [];
    return db
      .select({
        id: instructors.id,
        name: instructors.name,
        serviceRegionIds: instructors.serviceRegionIds,
      })
      .from(instructors)
      .where(and(...conditions));
  },

  async instructor(db: Executor, id: string) {
    const [row] = await db
      .select({
        id: instructors.id,
        name: instructors.name,
        userId: instructors.userId,
        serviceRegionIds: instructors.serviceRegionIds,
        baseAddress: instructors.baseAddress,
        baseLatitude: instructors.baseLatitude,
        baseLongitude: instructors.baseLongitude,
        maxBaseTravelMinutes: instructors.maxBaseTravelMinutes,
      })
      .from(instructors)
      .where(eq(instructors.id, id));
    return row ?? null;
  },

  async regionsByIds(db: Executor, ids: readonly string[]): Promise<CoverageRegion[]> {
    if (ids.length === 0) return [];
    const all = await this.regions(db, null);
    const wanted = new Set(ids);
    return all.filter((region) => wanted.has(region.id));
  },
};
