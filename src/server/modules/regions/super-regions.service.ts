// Use cases on super regions, their region scheme and parking hubs. Admin writes (checked by the
// GraphQL permission `regions.write`); every staff member reads.
import { z } from 'zod';
import { parkingHubFields, superRegionFields } from '../../../domain/place-inputs.ts';
import { conflict, fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import type { ParkingHubRow, SuperRegionRow } from './regions.tables.ts';
import { regionsRepository } from './regions.repository.ts';
import {
  parkingHubsRepository,
  regionSchemesRepository,
  superRegionsRepository,
  type PriceSchemeSummary,
} from './super-regions.repository.ts';

// The field rules are shared with the back-office forms (src/domain/place-inputs.ts).
const createSuperRegionInput = z.object(superRegionFields);
const updateSuperRegionInput = z
  .object(superRegionFields)
  .partial()
  .extend({ id: z.uuid('must be a super region id') });

export type CreateSuperRegionInput = z.input<typeof createSuperRegionInput>;
export type UpdateSuperRegionInput = z.input<typeof updateSuperRegionInput>;

const idOf = (value: string, path: string, what: string) => {
  if (!z.uuid().safeParse(value).success) {
    throw validationError([{ path, message: `must be a ${what} id` }]);
  }
  return value;
};

async function superRegionById(platform: Platform, id: string): Promise<SuperRegionRow> {
  const [row] = await superRegionsRepository.findByIds(platform.db.db, [id]);
  if (!row) throw notFound('Super region');
  return row;
}

export async function createSuperRegion(platform: Platform, input: CreateSuperRegionInput) {
  const parsed = createSuperRegionInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { googleBusinessPageUrl = null, slackChannelId = null, ...rest } = parsed.data;
  const id = await superRegionsRepository.insert(platform.db.db, {
    ...rest,
    googleBusinessPageUrl,
    slackChannelId,
  });
  return superRegionById(platform, id);
}

export async function updateSuperRegion(platform: Platform, input: UpdateSuperRegionInput) {
  const parsed = updateSuperRegionInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { id, ...patch } = parsed.data;
  await platform.db.transaction(async (tx) => {
    if (!(await superRegionsRepository.lock(tx, id))) throw notFound('Super region');
    await superRegionsRepository.update(tx, id, patch);
  });
  return superRegionById(platform, id);
}

/** Deletes a super region with no regions and no parking hubs (its scheme goes with it). */
export async function deleteSuperRegion(platform: Platform, id: string): Promise<{ id: string }> {
  idOf(id, 'id', 'super region');
  return platform.db.transaction(async (tx) => {
    if (!(await superRegionsRepository.lock(tx, id))) throw notFound('Super region');
    const regionCount = await regionsRepository.countInSuperRegion(tx, id);
    if (regionCount > 0) {
      throw conflict(
        `The super region still has ${regionCount} region(s). Move or delete them first.`,
      );
    }
    const hubCount = await parkingHubsRepository.countInSuperRegion(tx, id);
    if (hubCount > 0) {
      throw conflict(
        `The super region still has ${hubCount} parking hub(s). Move or delete them first.`,
      );
    }
    await superRegionsRepository.delete(tx, id);
    return { id };
  });
}

export interface RegionScheme {
  superRegion: SuperRegionRow;
  priceScheme: PriceSchemeSummary | null;
}

/** Every super region with the price scheme it sells at, or none yet. */
export async function listRegionSchemes(platform: Platform): Promise<RegionScheme[]> {
  const db = platform.db.db;
  const all = await superRegionsRepository.list(db);
  const schemes = await regionSchemesRepository.schemesOf(
    db,
    all.map((row) => row.id),
  );
  return all.map((superRegion) => ({
    superRegion,
    priceScheme: schemes.get(superRegion.id) ?? null,
  }));
}

/** Sets (or, with null, removes) the price scheme a super region sells at. */
export async function updateRegionScheme(
  platform: Platform,
  superRegionId: string,
  priceSchemeId: string | null,
): Promise<RegionScheme> {
  idOf(superRegionId, 'superRegionId', 'super region');
  if (priceSchemeId !== null) idOf(priceSchemeId, 'priceSchemeId', 'price scheme');
  return platform.db.transaction(async (tx) => {
    const superRegion = await superRegionsRepository.lock(tx, superRegionId);
    if (!superRegion) throw notFound('Super region');
    if (priceSchemeId === null) {
      await regionSchemesRepository.clear(tx, superRegionId);
      return { superRegion, priceScheme: null };
    }
    const priceScheme = await regionSchemesRepository.findPriceScheme(tx, priceSchemeId);
    if (!priceScheme) throw notFound('Price scheme');
    await regionSchemesRepository.assign(tx, superRegionId, priceSchemeId);
    return { superRegion, priceScheme };
  });
}

const createParkingHubInput = z.object(parkingHubFields);
const updateParkingHubInput = z
  .object(parkingHubFields)
  .partial()
  .extend({ id: z.uuid('must be a parking hub id') });

export type CreateParkingHubInput = z.input<typeof createParkingHubInput>;
export type UpdateParkingHubInput = z.input<typeof updateParkingHubInput>;

export async function createParkingHub(
  platform: Platform,
  input: CreateParkingHubInput,
): Promise<ParkingHubRow> {
  const parsed = createParkingHubInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const id = await platform.db.transaction(async (tx) => {
    if (!(await superRegionsRepository.lock(tx, parsed.data.superRegionId)))
      throw notFound('Super region');
    return parkingHubsRepository.insert(tx, parsed.data);
  });
  return (await parkingHubsRepository.find(platform.db.db, id))!;
}

export async function updateParkingHub(
  platform: Platform,
  input: UpdateParkingHubInput,
): Promise<ParkingHubRow> {
  const parsed = updateParkingHubInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { id, ...patch } = parsed.data;
  await platform.db.transaction(async (tx) => {
    if (!(await parkingHubsRepository.find(tx, id))) throw notFound('Parking hub');
    if (patch.superRegionId && !(await superRegionsRepository.lock(tx, patch.superRegionId)))
      throw notFound('Super region');
    await parkingHubsRepository.update(tx, id, patch);
  });
  return (await parkingHubsRepository.find(platform.db.db, id))!;
}

export async function deleteParkingHub(platform: Platform, id: string): Promise<{ id: string }> {
  idOf(id, 'id', 'parking hub');
  if (!(await parkingHubsRepository.delete(platform.db.db, id))) throw notFound('Parking hub');
  return { id };
}
