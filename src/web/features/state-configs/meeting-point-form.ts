// The meeting point dialog's form: label, address, description, the lesson types that cannot
// start there (SPEC §9 names) and optional coordinates, both or neither (none: the server places
// the point from its address's ZIP code).
import type { LessonTypeName } from '../../../domain/lesson-type-names.ts';
import { parseNumber } from '../../../domain/parse-number.ts';
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

function coordinate(text: string, limit: number): number | null | 'bad' {
  if (!text.trim()) return null;
  const value = parseNumber(text);
  return value === null || Math.abs(value) > limit ? 'bad' : value;
}

export function meetingPointFormProblems(values: MeetingPointFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.label.trim()) problems.label = 'is required';
  if (!values.address.trim()) problems.address = 'is required';
  const latitude = coordinate(values.latitude, 90);
  const longitude = coordinate(values.longitude, 180);
  if (latitude === 'bad') problems.latitude = 'must be a number between -90 and 90';
  if (longitude === 'bad') problems.longitude = 'must be a number between -180 and 180';
  else if ((latitude === null) !== (longitude === null) && latitude !== 'bad') {
    problems.longitude = 'give both latitude and longitude, or neither';
  }
  return problems;
}

/** The position typed (or placed by the pin), or null when the fields are empty or invalid. */
export function formPosition(
  values: Pick<MeetingPointFormValues, 'latitude' | 'longitude'>,
): { latitude: number; longitude: number } | null {
  const latitude = coordinate(values.latitude, 90);
  const longitude = coordinate(values.longitude, 180);
  return typeof latitude === 'number' && typeof longitude === 'number'
    ? { latitude, longitude }
    : null;
}

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
