// Use cases on regions: drawing them (create, update, delete), the map (GeoJSON with the price
// per minute) and the lookup of the region holding a point, which the quote calls.
import { z } from 'zod';
import { areaGeometryProblems } from '../../../domain/geo/area-geometry-problems.ts';
import type { AreaGeometry, GeoPoint, Ring } from '../../../domain/geo/geometry.ts';
import { chooseRegion } from '../../../domain/geo/region-choice.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { effectivePricesByType } from '../pricing/pricing.service.ts';
import { fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedTransaction } from '../audit/audit-capture.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { regionsRepository, type RegionRecord } from './regions.repository.ts';
import { superRegionsRepository } from './super-regions.repository.ts';

const COLLECTION = 'Regions';

const createInput = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  superRegionId: z.uuid('must be a super region id'),
  geometry: z.unknown(),
});
const updateInput = createInput.partial().extend({ id: z.uuid('must be a region id') });

export type CreateRegionInput = z.input<typeof createInput>;
export type UpdateRegionInput = z.input<typeof updateInput>;

/** Checks a drawn shape and keeps only [longitude, latitude] of each position. */
function checkedGeometry(value: unknown, path: string): AreaGeometry {
  const problems = areaGeometryProblems(value, path);
  if (problems.length > 0) throw validationError(problems);
  const geometry = value as AreaGeometry;
  const ring = (positions: Ring): Ring => positions.map(([lon, lat]) => [lon, lat] as const);
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map(ring) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((p) => p.map(ring)) };
}

async function regionById(db: Executor, id: string): Promise<RegionRecord> {
  const [row] = await regionsRepository.findByIds(db, [id]);
  if (!row) throw notFound('Region');
  return row;
}

/** How the audit log shows a region: its name and super region, and whether its outline moved. */
const regionView = (row: Pick<RegionRecord, 'name' | 'superRegionId'>) => ({
  name: row.name,
  superRegionId: row.superRegionId,
});

export async function createRegion(
  platform: Platform,
  viewer: Viewer,
  input: CreateRegionInput,
): Promise<RegionRecord> {
  const parsed = createInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const geometry = checkedGeometry(parsed.data.geometry, 'input.geometry');
  const id = await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    // The lock keeps a concurrent deleteSuperRegion from removing the parent under us.
    if (!(await superRegionsRepository.lock(tx, parsed.data.superRegionId)))
      throw notFound('Super region');
    const created = await regionsRepository.insert(tx, { ...parsed.data, geometry });
    await audit.record({
      collection: COLLECTION,
      id: created,
      action: 'Create',
      before: null,
      after: { ...regionView(parsed.data), outline: 'drawn' },
    });
    return created;
  });
  return regionById(platform.db.db, id);
}

/** Renames a region, moves it to another super region, or redraws it; audited as `Regions`. */
export async function updateRegion(
  platform: Platform,
  viewer: Viewer,
  input: UpdateRegionInput,
): Promise<RegionRecord> {
  const parsed = updateInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { id, geometry: drawn, ...patch } = parsed.data;
  const geometry = drawn === undefined ? undefined : checkedGeometry(drawn, 'input.geometry');
  await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const before = await regionById(tx, id);
    if (patch.superRegionId && !(await superRegionsRepository.lock(tx, patch.superRegionId)))
      throw notFound('Super region');
    await regionsRepository.update(tx, id, { ...patch, ...(geometry ? { geometry } : {}) });
    await audit.record({
      collection: COLLECTION,
      id,
      action: 'Update',
      before: { ...regionView(before), ...(geometry ? { outline: 'as it was' } : {}) },
      after: {
        ...regionView({ ...before, ...patch }),
        ...(geometry ? { outline: 'redrawn' } : {}),
      },
    });
  });
  return regionById(platform.db.db, id);
}

export async function deleteRegion(
  platform: Platform,
  viewer: Viewer,
  id: string,
): Promise<{ id: string }> {
  if (!z.uuid().safeParse(id).success)
    throw validationError([{ path: 'id', message: 'must be a region id' }]);
  await auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const [before] = await regionsRepository.findByIds(tx, [id]);
    if (!before || !(await regionsRepository.delete(tx, id))) throw notFound('Region');
    await audit.record({
      collection: COLLECTION,
      id,
      action: 'Delete',
      before: regionView(before),
      after: null,
    });
  });
  return { id };
}

export interface RegionAtPoint {
  regionId: string;
  regionName: string;
  superRegionId: string;
  superRegionName: string;
  state: string;
  /** The super region's price scheme; null while none is assigned. */
  priceSchemeId: string | null;
}

/**
 * The region holding a point (the quote's lookup): indexed bounding-box candidates, then the
 * exact polygon test; overlapping or adjacent regions are settled by `chooseRegion`.
 */
export async function findRegionAt(db: Executor, point: GeoPoint): Promise<RegionAtPoint | null> {
  const candidates = await regionsRepository.candidatesAt(db, point);
  const region = chooseRegion(candidates, point);
  if (!region) return null;
  return {
    regionId: region.id,
    regionName: region.name,
    superRegionId: region.superRegionId,
    superRegionName: region.superRegionName,
    state: region.state,
    priceSchemeId: region.priceSchemeId,
  };
}

/** Price per minute (cents) of each price scheme: the effective price of its `drivingMinute` product. */
const pricesPerMinute = (db: Executor, priceSchemeIds: readonly string[]) =>
  effectivePricesByType(db, priceSchemeIds, 'drivingMinute');

export interface RegionFeatureCollection {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    id: string;
    geometry: AreaGeometry;
    properties: {
      id: string;
      name: string;
      superRegion: string;
      superRegionId: string;
      state: string;
      pricePerMinuteCents: number | null;
    };
  }[];
}

/** Every region as a GeoJSON FeatureCollection for the map. */
export async function regionsGeoJson(db: Executor): Promise<RegionFeatureCollection> {
  const all = await regionsRepository.listAll(db);
  const schemeIds = [
    ...new Set(all.flatMap((row) => (row.priceSchemeId ? [row.priceSchemeId] : []))),
  ];
  const prices = await pricesPerMinute(db, schemeIds);
  return {
    type: 'FeatureCollection',
    features: all.map((row) => ({
      type: 'Feature',
      id: row.id,
      geometry: row.geometry,
      properties: {
        id: row.id,
        name: row.name,
        superRegion: row.superRegionName,
        superRegionId: row.superRegionId,
        state: row.state,
        pricePerMinuteCents: row.priceSchemeId ? (prices.get(row.priceSchemeId) ?? null) : null,
      },
    })),
  };
}
