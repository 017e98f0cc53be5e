// The lesson type form checked by the server's own rules (the duration 1–720 whole minutes), apart
// from lesson-type-form.ts so that the list page does not load the form library.
import { z } from 'zod';
import { lessonTypeFields } from '../../../domain/lesson-type-inputs.ts';
import { blankToNull, typedNumber } from '../../../domain/place-inputs.ts';

/**
 * The form checked by the server's own rules (src/domain/lesson-type-inputs.ts); the name only
 * when creating (it never changes), the duration as typed.
 */
export function lessonTypeFormSchema(creating: boolean) {
  return z.object({
    name: creating ? z.string().min(1, 'is required').pipe(lessonTypeFields.name) : z.string(),
    label: lessonTypeFields.label,
    durationMinutes: z
      .string()
      .trim()
      .min(1, 'is required')
      .pipe(typedNumber(lessonTypeFields.durationMinutes) as z.ZodType<number, string>),
    description: lessonTypeFields.description,
    testProductId: z.preprocess(blankToNull, lessonTypeFields.testProductId),
  });
}
