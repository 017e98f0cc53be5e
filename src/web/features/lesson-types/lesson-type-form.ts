// The lesson type dialog's form: name (on creation only; one of the SPEC §9 names no type has
// yet), label, duration in minutes and description; for a road or DMV test, the fee product it
// sells when booked online. The rules are the server's (lesson-type-form-schema.ts).
import { LESSON_TYPE_NAMES, type LessonTypeName } from '../../../domain/lesson-type-names.ts';
import type { LessonTypesQuery } from '../../gql/graphql.ts';

export type LessonTypeView = LessonTypesQuery['lessonTypes'][number];

export interface LessonTypeFormValues {
  name: LessonTypeName | '';
  label: string;
  /** As typed. */
  durationMinutes: string;
  description: string;
  /** Road and DMV tests: the fee product sold online, or '' when the test is booked by phone. */
  testProductId: string;
}

export function lessonTypeFormValues(type: LessonTypeView | null): LessonTypeFormValues {
  if (!type)
    return { name: '', label: '', durationMinutes: '', description: '', testProductId: '' };
  return {
    name: type.name,
    label: type.label,
    durationMinutes: String(type.durationMinutes),
    description: type.description,
    testProductId: type.testProductId ?? '',
  };
}

/** The SPEC §9 names no lesson type has yet, for a new one. */
export function freeLessonTypeNames(types: readonly { name: string }[]): LessonTypeName[] {
  const taken = new Set(types.map((type) => type.name));
  return LESSON_TYPE_NAMES.filter((name) => !taken.has(name));
}

/** 120 → "2 h", 90 → "1 h 30 min", 45 → "45 min". */
export function formatLessonDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
