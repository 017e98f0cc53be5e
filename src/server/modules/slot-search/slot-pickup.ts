// Where a lesson starts, as the slot search and holds accept it: coordinates, a ZIP code's
// centre, or a meeting point (which may refuse some lesson types).
import { z } from 'zod';
import type { LatLng } from '../../../domain/scheduling/travel-time.ts';
import type { Executor } from '../../db/client.ts';
import { coordinatesOfZip } from '../../geo/zip-coordinates.ts';
import { validationError } from '../../graphql/errors.ts';
import { slotSearchRepository } from './slot-search.repository.ts';

export type SlotPickup =
  { lat: number; lng: number } | { zipCode: string } | { meetingPointId: string };

export interface ResolvedPickup {
  point: LatLng;
  meetingPointId: string | null;
}

/**
 * The pickup's coordinates; VALIDATION_ERROR names the field at fault (`<path>.lat`,
 * `<path>.zipCode`, `<path>.meetingPointId`). A meeting point that restricts the lesson type
 * cannot be the pickup.
 */
export async function resolvePickup(
  db: Executor,
  pickup: SlotPickup,
  lessonTypeName: string,
  path = 'pickup',
): Promise<ResolvedPickup> {
  if ('zipCode' in pickup) {
    const centre = coordinatesOfZip(pickup.zipCode);
    if (!centre)
      throw validationError([{ path: `${path}.zipCode`, message: 'is not a known US ZIP code' }]);
    return { point: { lat: centre.latitude, lng: centre.longitude }, meetingPointId: null };
  }
  if ('meetingPointId' in pickup) {
    const field = `${path}.meetingPointId`;
    const point = z.uuid().safeParse(pickup.meetingPointId).success
      ? await slotSearchRepository.meetingPoint(db, pickup.meetingPointId)
      : null;
    if (!point) throw validationError([{ path: field, message: 'is not a meeting point' }]);
    if ((point.restrictedLessonTypes as string[]).includes(lessonTypeName)) {
      throw validationError([{ path: field, message: 'does not take this lesson type' }]);
    }
    if (point.latitude === null || point.longitude === null) {
      throw validationError([{ path: field, message: 'has no coordinates to search from' }]);
    }
    return { point: { lat: point.latitude, lng: point.longitude }, meetingPointId: point.id };
  }
  const problems = [];
  if (!Number.isFinite(pickup.lat) || Math.abs(pickup.lat) > 90) {
    problems.push({ path: `${path}.lat`, message: 'must be between -90 and 90' });
  }
  if (!Number.isFinite(pickup.lng) || Math.abs(pickup.lng) > 180) {
    problems.push({ path: `${path}.lng`, message: 'must be between -180 and 180' });
  }
  if (problems.length > 0) throw validationError(problems);
  return { point: { lat: pickup.lat, lng: pickup.lng }, meetingPointId: null };
}
