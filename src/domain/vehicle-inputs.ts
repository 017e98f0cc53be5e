// The rules of a vehicle as staff write it (its name, telematics id and the instructors who drive
// it), written once: the server checks its input with them and the back-office dialog checks the
// same before anything is sent.
import { z } from 'zod';

export const vehicleFields = {
  name: z.string().trim().min(1, 'is required').max(100, 'at most 100 characters'),
  samsaraId: z
    .string()
    .trim()
    .max(100, 'at most 100 characters')
    .nullish()
    .transform((value) => value || null),
  instructorIds: z
    .array(z.uuid('is not an instructor id'))
    .max(50, 'at most 50 instructors')
    .transform((ids) => [...new Set(ids)]),
};
