// Holds on a slot while someone books it (docs/scheduling.md "Holds"): a hold blocks the slot
// for everybody else for 10 minutes, is only placed on a bookable slot, and the cleanup job
// deletes it once expired (reads ignore expired holds before that).
import { z } from 'zod';
import type { Viewer } from '../../auth/auth.service.ts';
import { forbidden, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import type { TransientSlotRow } from '../lessons/lessons.tables.ts';
import type { SlotPickup } from './slot-pickup.ts';
import { slotSearchRepository } from './slot-search.repository.ts';
import { assertSlotBookable } from './slot-search.service.ts';

export const HOLD_MINUTES = 10;
/** The longest range `transientSlots` lists at once. */
const MAX_LIST_DAYS = 62;

export interface HoldSlotInput {
  instructorId: string;
  lessonTypeId: string;
  startTime: Date;
  pickup: SlotPickup;
}

/** Holds the slot for the viewer, or refuses with CONFLICT when it is no longer bookable. */
export function holdSlot(
  platform: Platform,
  viewer: Viewer,
  input: HoldSlotInput,
  now = new Date(),
): Promise<TransientSlotRow> {
  return placeHold(platform, viewer.userId, input, { now, minutes: HOLD_MINUTES });
}

/**
 * Holds the slot for a user for `minutes` (the waiting list holds a time it offers longer than
 * a booking in progress), or refuses with CONFLICT when it is no longer bookable.
 */
export async function placeHold(
  platform: Platform,
  heldById: string,
  input: HoldSlotInput,
  options: { now: Date; minutes: number },
): Promise<TransientSlotRow> {
  const { now } = options;
  return platform.db.transaction(async (tx) => {
    const { durationMinutes, point } = await assertSlotBookable(tx, { ...input, now });
    const start = new Date(Math.ceil(input.startTime.getTime() / 60_000) * 60_000);
    return slotSearchRepository.insertHold(tx, {
      instructorId: input.instructorId,
      lessonTypeId: input.lessonTypeId,
      startTime: start,
      endTime: new Date(start.getTime() + durationMinutes * 60_000),
      pickupLatitude: point.lat,
      pickupLongitude: point.lng,
      heldById,
      expiresAt: new Date(now.getTime() + options.minutes * 60_000),
    });
  });
}

/** Who may release a hold: its holder, and the staff who book lessons for others. */
const canReleaseAnyHold = (viewer: Viewer) =>
  viewer.roles.includes('Admin') || viewer.roles.includes('RegionalManager');

export async function releaseSlot(
  platform: Platform,
  viewer: Viewer,
  id: string,
): Promise<{ id: string }> {
  const db = platform.db.db;
  const hold = z.uuid().safeParse(id).success ? await slotSearchRepository.findHold(db, id) : null;
  if (!hold) throw notFound('Hold');
  if (hold.heldById !== viewer.userId && !canReleaseAnyHold(viewer)) throw forbidden();
  await slotSearchRepository.deleteHold(db, id);
  return { id };
}

/** Unexpired holds overlapping [start, end), by start. */
export async function listTransientSlots(
  platform: Platform,
  start: Date,
  end: Date,
  now = new Date(),
): Promise<TransientSlotRow[]> {
  if (Number.isNaN(start.getTime()))
    throw validationError([{ path: 'start', message: 'must be a date and time' }]);
  if (Number.isNaN(end.getTime()) || end <= start) {
    throw validationError([{ path: 'end', message: 'must be after start' }]);
  }
  if (end.getTime() - start.getTime() > MAX_LIST_DAYS * 86_400_000) {
    throw validationError([{ path: 'end', message: `at most ${MAX_LIST_DAYS} days after start` }]);
  }
  return slotSearchRepository.holdsBetween(platform.db.db, start, end, now);
}

/** Deletes the holds whose time is up; returns how many. */
export function deleteExpiredHolds(platform: Platform, now = new Date()): Promise<number> {
  return slotSearchRepository.deleteExpiredHolds(platform.db.db, now);
}
