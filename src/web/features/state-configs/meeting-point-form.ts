// The meeting point dialog's form: label, address, description, the lesson types that cannot
// start there (SPEC §9 names) and optional coordinates, both or neither (none: the server places
// the point from its address's ZIP code).
import type { LessonTypeName } from '../../../domain/lesson-type-names.ts';
import { z } from 'zod';
import {
  bothOrNeither,
  coordinatesProblem,
  meetingPointFields,
  problemsOf,
  typedNumber,
} from '../../../domain/place-inputs.ts';
import { coordinate } from './typed-position.ts';
import type {
  CreateStateMeetingPointInput,
  StateMeetingPointsQuery,
  UpdateStateMeetingPointInput,
} from '../../gql/graphql.ts';

export type MeetingPointView = StateMeetingPointsQuery['stateMeetingPoints'][number];

export interface MeetingPointFormValues {
  label: string;
  address: string;
  description: string;
  restrictedLessonTypes: LessonTypeName[];
  /** As typed; both empty for none. */
  latitude: string;
  longitude: string;
}

export const EMPTY_MEETING_POINT_FORM: MeetingPointFormValues = {
  label: '',
  address: '',
  description: '',
  restrictedLessonTypes: [],
  latitude: '',
  longitude: '',
};

export function meetingPointFormValues(point: MeetingPointView): MeetingPointFormValues {
  return {
    label: point.label,
    address: point.address,
    description: point.description,
    restrictedLessonTypes: point.restrictedLessonTypes as LessonTypeName[],
    latitude: point.latitude == null ? '' : String(point.latitude),
    longitude: point.longitude == null ? '' : String(point.longitude),
  };
}

/** The server's rules (src/domain/place-inputs.ts); the position is typed, or both fields empty. */
export const meetingPointFormSchema = z
  .object({
    ...meetingPointFields,
    latitude: typedNumber(meetingPointFields.latitude, null),
    longitude: typedNumber(meetingPointFields.longitude, null),
  })
  .omit({ state: true })
  .refine(bothOrNeither, coordinatesProblem);

export const meetingPointFormProblems = (values: MeetingPointFormValues) =>
  problemsOf(meetingPointFormSchema, values);

function common(values: MeetingPointFormValues) {
  const latitude = coordinate(values.latitude, 90);
  const longitude = coordinate(values.longitude, 180);
  const has = typeof latitude === 'number' && typeof longitude === 'number';
  return {
    fields: {
      label: values.label.trim(),
      address: values.address.trim(),
      description: values.description.trim(),
      restrictedLessonTypes: values.restrictedLessonTypes,
    },
    coordinates: has ? { latitude, longitude } : null,
  };
}

export function toCreateMeetingPointInput(
  state: string,
  values: MeetingPointFormValues,
): CreateStateMeetingPointInput {
  const { fields, coordinates } = common(values);
  return { state, ...fields, ...coordinates };
}

export function toUpdateMeetingPointInput(
  point: MeetingPointView,
  values: MeetingPointFormValues,
): UpdateStateMeetingPointInput {
  const { fields, coordinates } = common(values);
  return { id: point.id, ...fields, ...(coordinates ?? { clearCoordinates: true }) };
}
