// Use cases on state configs (Admin, `stateConfigs.write`) and state meeting points (Admin and
// RegionalManager, `meetingPoints.write`), plus the late-cancellation policy scheduling reads.
import { z } from 'zod';
import { mustPlaceAddress } from '../../../domain/geo/address-placing.ts';
import {
  bothOrNeither,
  coordinatesProblem,
  meetingPointFields,
  stateConfigFields,
  usStateCode,
} from '../../../domain/place-inputs.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import { geocoderFor } from '../../geo/geocoder.ts';
import type { Platform } from '../../platform.ts';
import { certificatesRepository } from '../certificates/certificates.repository.ts';
import { meetingPointsRepository, stateConfigsRepository } from './state-configs.repository.ts';
import {
  DEFAULT_LATE_CANCELLATION_WINDOW_HOURS,
  type StateConfigRow,
  type StateMeetingPointRow,
} from './state-configs.tables.ts';

// The field rules are shared with the back-office forms (src/domain/place-inputs.ts).
const createConfigInput = z.object({
  state: usStateCode,
  ...stateConfigFields,
  hasHomePickup: stateConfigFields.hasHomePickup.default(false),
  hasMeetingPoints: stateConfigFields.hasMeetingPoints.default(false),
  hasFixedLocations: stateConfigFields.hasFixedLocations.default(false),
  isShareableByDefault: stateConfigFields.isShareableByDefault.default(false),
  cmsId: stateConfigFields.cmsId.default(null),
  lateCancellationWindowHours: stateConfigFields.lateCancellationWindowHours.default(
    DEFAULT_LATE_CANCELLATION_WINDOW_HOURS,
  ),
  lateCancellationFeeCents: stateConfigFields.lateCancellationFeeCents.default(0),
  behindTheWheelCertificateTypeId: stateConfigFields.behindTheWheelCertificateTypeId.default(null),
});
const updateConfigInput = z
  .object(stateConfigFields)
  .partial()
  .extend({ id: z.uuid('must be a state config id') });

export type CreateStateConfigInput = z.input<typeof createConfigInput>;
export type UpdateStateConfigInput = z.input<typeof updateConfigInput>;

export async function createStateConfig(
  platform: Platform,
  input: CreateStateConfigInput,
): Promise<StateConfigRow> {
  const parsed = createConfigInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  await assertCertificateTypeOfState(
    platform.db.db,
    parsed.data.behindTheWheelCertificateTypeId,
    parsed.data.state,
  );
  const id = await stateConfigsRepository.insert(platform.db.db, parsed.data);
  if (!id) throw conflict(`${parsed.data.state} already has a state config. Edit that one.`);
  return (await stateConfigsRepository.find(platform.db.db, id))!;
}

export async function updateStateConfig(
  platform: Platform,
  input: UpdateStateConfigInput,
): Promise<StateConfigRow> {
  const parsed = updateConfigInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { id, ...patch } = parsed.data;
  if (patch.behindTheWheelCertificateTypeId) {
    const config = await stateConfigsRepository.find(platform.db.db, id);
    if (!config) throw notFound('State config');
    await assertCertificateTypeOfState(
      platform.db.db,
      patch.behindTheWheelCertificateTypeId,
      config.state,
    );
  }
  if (!(await stateConfigsRepository.update(platform.db.db, id, patch)))
    throw notFound('State config');
  return (await stateConfigsRepository.find(platform.db.db, id))!;
}

/** The behind-the-wheel certificate of a state must be a certificate type of that state. */
async function assertCertificateTypeOfState(
  db: Executor,
  certTypeId: string | null | undefined,
  state: string,
): Promise<void> {
  if (!certTypeId) return;
  const type = await certificatesRepository.findType(db, certTypeId);
  const path = 'input.behindTheWheelCertificateTypeId';
  if (!type) throw validationError([{ path, message: 'is not a certificate type' }]);
  if (type.usStateId !== state)
    throw validationError([
      { path, message: `is a certificate type of ${type.usStateId}, not of ${state}` },
    ]);
}

export interface LateCancellationPolicy {
  /** A student's cancellation less than this many hours before the start is late. */
  windowHours: number;
  /** Fee charged for a late cancellation, in cents (0: none). */
  feeCents: number;
}

/** The late-cancellation policy of a state; defaults (48 h, no fee) when it has no config. */
export async function lateCancellationPolicy(
  db: Executor,
  state: string,
): Promise<LateCancellationPolicy> {
  const config = await stateConfigsRepository.findByState(db, state.trim().toUpperCase());
  return {
    windowHours: config?.lateCancellationWindowHours ?? DEFAULT_LATE_CANCELLATION_WINDOW_HOURS,
    feeCents: config?.lateCancellationFeeCents ?? 0,
  };
}

const createMeetingPointInput = z
  .object({
    ...meetingPointFields,
    description: meetingPointFields.description.default(''),
    restrictedLessonTypes: meetingPointFields.restrictedLessonTypes.default([]),
    latitude: meetingPointFields.latitude.default(null),
    longitude: meetingPointFields.longitude.default(null),
  })
  .refine(bothOrNeither, coordinatesProblem);
const updateMeetingPointInput = z
  .object(meetingPointFields)
  .partial()
  .extend({ id: z.uuid('must be a meeting point id') });

export type CreateMeetingPointInput = z.input<typeof createMeetingPointInput>;
export type UpdateMeetingPointInput = z.input<typeof updateMeetingPointInput>;

export async function createStateMeetingPoint(
  platform: Platform,
  input: CreateMeetingPointInput,
): Promise<StateMeetingPointRow> {
  const parsed = createMeetingPointInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const position =
    parsed.data.latitude !== null && parsed.data.longitude !== null
      ? { latitude: parsed.data.latitude, longitude: parsed.data.longitude }
      : await placeAddress(platform, parsed.data.address);
  const id = await meetingPointsRepository.insert(platform.db.db, { ...parsed.data, ...position });
  return (await meetingPointsRepository.find(platform.db.db, id))!;
}

export async function updateStateMeetingPoint(
  platform: Platform,
  input: UpdateMeetingPointInput,
): Promise<StateMeetingPointRow> {
  const parsed = updateMeetingPointInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { id, ...patch } = parsed.data;
  // Geocoding may call a service: done before the transaction, from the row as it was read.
  const before = await meetingPointsRepository.find(platform.db.db, id);
  if (!before) throw notFound('Meeting point');
  const merged = { ...before, ...patch };
  if (!bothOrNeither(merged)) {
    throw validationError([{ path: 'input.longitude', message: coordinatesProblem.message }]);
  }
  // The position follows the address unless staff placed the pin: a new address with the old
  // (or no) coordinates is placed again; no coordinates at all are placed from the address.
  const position = mustPlaceAddress(before, merged)
    ? await placeAddress(platform, merged.address)
    : {};
  return platform.db.transaction(async (tx) => {
    if (!(await meetingPointsRepository.find(tx, id))) throw notFound('Meeting point');
    await meetingPointsRepository.update(tx, id, { ...patch, ...position });
    return (await meetingPointsRepository.find(tx, id))!;
  });
}

/**
 * Where a meeting point's address lies, from the configured geocoder (offline: its ZIP's centre).
 * A point that cannot be placed is refused: slot search measures travel from it, and a point
 * without a position can never be offered (docs/scheduling.md, "Places on a map").
 */
async function placeAddress(
  platform: Platform,
  address: string,
): Promise<{ latitude: number; longitude: number }> {
  const found = await geocoderFor(platform.config).locate(address);
  if (!found) {
    throw validationError([
      {
        path: 'input.address',
        message: 'cannot be placed on the map: end it with its ZIP code, or place the pin by hand',
      },
    ]);
  }
  return { latitude: found.latitude, longitude: found.longitude };
}

export async function deleteStateMeetingPoint(
  platform: Platform,
  id: string,
): Promise<{ id: string }> {
  if (!z.uuid().safeParse(id).success)
    throw validationError([{ path: 'id', message: 'must be a meeting point id' }]);
  if (!(await meetingPointsRepository.delete(platform.db.db, id))) throw notFound('Meeting point');
  return { id };
}

export async function listStateMeetingPoints(platform: Platform, state: string) {
  const parsed = usStateCode.safeParse(state);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'state');
  return meetingPointsRepository.listByState(platform.db.db, parsed.data);
}
