// The rules of a lesson type as staff write it (SPEC §3, names from SPEC §9), written once: the
// server checks its inputs with them and the back-office dialog checks the same before sending.
import { z } from 'zod';
import { LESSON_TYPE_NAMES } from './lesson-type-names.ts';

export const MAX_LESSON_MINUTES = 720;

export const lessonTypeFields = {
  name: z.enum(LESSON_TYPE_NAMES, { message: `must be one of ${LESSON_TYPE_NAMES.join(', ')}` }),
  label: z.string().trim().min(1, 'is required').max(100, 'at most 100 characters'),
  durationMinutes: z
    .number('must be whole minutes')
    .int('must be whole minutes')
    .min(1, 'must be at least 1 minute')
    .max(MAX_LESSON_MINUTES, `must be at most ${MAX_LESSON_MINUTES} minutes (12 hours)`),
  description: z.string().trim().max(1000, 'at most 1000 characters'),
  /** A `fee` product for a test type; null clears it (the test is then booked by phone). */
  testProductId: z.uuid('must be a product id').nullable(),
};
