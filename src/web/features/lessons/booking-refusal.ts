// What a refused booking tells the schedule dialog: the SPEC §8 code, the server's message, and
// for `scheduleMultipleLessons` which lesson of the batch was refused (the server names it as the
// field `input.lessons.<index>`, or a field inside it).
import { errorMessageOf } from '../../ui/snackbars/error-message.ts';

export interface BookingRefusal {
  code: string | null;
  message: string;
  /** The refused lesson's place in the batch, when the error names one. */
  lessonIndex: number | null;
  /** The field inside that lesson ("startTime"), or "" when the whole lesson was refused. */
  lessonField: string | null;
}

interface GraphqlErrorLike {
  extensions?: { code?: unknown; fields?: unknown };
}

const LESSON_PATH = /^input\.lessons\.(\d+)(?:\.(.+))?$/;

export function bookingRefusalOf(error: unknown): BookingRefusal {
  const errors = (error as { errors?: unknown } | null)?.errors;
  const first = Array.isArray(errors) ? (errors[0] as GraphqlErrorLike | undefined) : undefined;
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
  let lessonIndex: number | null = null;
  let lessonField: string | null = null;
  const fields = first?.extensions?.fields;
  for (const field of Array.isArray(fields) ? (fields as { path?: unknown }[]) : []) {
    const match = typeof field.path === 'string' ? LESSON_PATH.exec(field.path) : null;
    if (!match) continue;
    lessonIndex = Number(match[1]);
    lessonField = match[2] ?? '';
    break;
  }
  return { code, message: errorMessageOf(error), lessonIndex, lessonField };
}

/**
 * A refusal that is about the picked time itself — taken meanwhile (CONFLICT), now in the past,
 * or its instructor no longer takes bookings — so that pick is dropped. A refusal about the
 * student's minutes or the pickup keeps every pick: the times are still good.
 */
export function dropsThePick(refusal: BookingRefusal): boolean {
  if (refusal.code === 'CONFLICT') return true;
  return (
    refusal.code === 'VALIDATION_ERROR' &&
    (refusal.lessonField === 'startTime' || refusal.lessonField === 'instructorId')
  );
}
