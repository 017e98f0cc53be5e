// Where a visitor may start a booked lesson or test in a state (docs/booking.md "The place"): a
// home pickup unless the state's config says it has none, and the state's meeting points unless
// the config says it has none. Points that restrict the chosen type, or have no map position to
// search slots from, are left out. A state without a config offers both, as before configs.
import type { LessonTypeName } from '../../../domain/lesson-type-names.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { lessonTypesRepository } from '../lesson-types/lesson-types.repository.ts';
import {
  meetingPointsRepository,
  stateConfigsRepository,
} from '../state-configs/state-configs.repository.ts';

export interface BookingPlaces {
  homePickup: boolean;
  meetingPoints: { id: string; label: string; address: string; description: string }[];
}

export async function bookingPlaces(
  db: Executor,
  input: { state: string; lessonTypeId?: string | null },
): Promise<BookingPlaces> {
  const state = input.state.trim().toUpperCase();
  const [config, points, type] = await Promise.all([
    stateConfigsRepository.findByState(db, state),
    meetingPointsRepository.listByState(db, state),
    input.lessonTypeId && isUuid(input.lessonTypeId)
      ? lessonTypesRepository.findById(db, input.lessonTypeId)
      : Promise.resolve(null),
  ]);
  const offersPoints = config ? config.hasMeetingPoints : true;
  const typeName: LessonTypeName | null = type?.name ?? null;
  return {
    homePickup: config ? config.hasHomePickup : true,
    meetingPoints: offersPoints
      ? points
          .filter((point) => point.latitude !== null && point.longitude !== null)
          .filter(
            (point) => !typeName || !(point.restrictedLessonTypes as string[]).includes(typeName),
          )
          .map((point) => ({
            id: point.id,
            label: point.label,
            address: point.address,
            description: point.description,
          }))
      : [],
  };
}
