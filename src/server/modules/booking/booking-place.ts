// Where a booked lesson or test starts (docs/booking.md "The place"): a home pickup placed at its
// ZIP code's centre, or one of the state's meeting points. A meeting point that restricts the
// lesson type (`restrictedLessonTypes`) is refused on the field that named it.
import type { GeoPoint } from '../../../domain/geo/geometry.ts';
import type { LessonTypeName } from '../../../domain/lesson-type-names.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { coordinatesOfZip } from '../../geo/zip-coordinates.ts';
import { validationError } from '../../graphql/errors.ts';
import { slotSearchRepository } from '../slot-search/slot-search.repository.ts';

export interface BookingPlace {
  point: GeoPoint;
  /** The meeting point's row when the lesson starts at one. */
  meetingPoint: { id: string; state: string; label: string; address: string } | null;
}

/** The meeting point a lesson of `typeName` may start at; VALIDATION_ERROR on `field` otherwise. */
export async function usableMeetingPoint(
  db: Executor,
  id: string,
  typeName: LessonTypeName,
  field: string,
) {
  const row = isUuid(id) ? await slotSearchRepository.meetingPoint(db, id) : null;
  if (!row) throw validationError([{ path: field, message: 'is not a meeting point' }]);
  if ((row.restrictedLessonTypes as string[]).includes(typeName))
    throw validationError([{ path: field, message: 'does not take this lesson type' }]);
  if (row.latitude === null || row.longitude === null)
    throw validationError([{ path: field, message: 'has no map position yet: please call us' }]);
  return { ...row, latitude: row.latitude, longitude: row.longitude };
}

export async function bookingPlace(
  db: Executor,
  input: { zip?: string | null; meetingPointId?: string | null },
  typeName: LessonTypeName,
): Promise<BookingPlace> {
  if (input.meetingPointId) {
    const row = await usableMeetingPoint(db, input.meetingPointId, typeName, 'meetingPointId');
    return {
      point: { latitude: row.latitude, longitude: row.longitude },
      meetingPoint: { id: row.id, state: row.state, label: row.label, address: row.address },
    };
  }
  const centre = input.zip ? coordinatesOfZip(input.zip) : null;
  if (!centre)
    throw validationError([
      {
        path: 'zip',
        message: input.zip ? 'is not a known US ZIP code' : 'is required without a meeting point',
      },
    ]);
  return { point: { latitude: centre.latitude, longitude: centre.longitude }, meetingPoint: null };
}
