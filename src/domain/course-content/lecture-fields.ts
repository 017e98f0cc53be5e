// The rules of a lecture's own fields (its title and the optional minimum seat time, a per-unit
// minimum: docs/seat-time.md), written once for the server's input check and the editor's dialog.
import { z } from 'zod';

export const lectureFields = {
  title: z.string().trim().min(1, 'is required').max(200, 'at most 200 characters'),
  minimumSeconds: z
    .number('must be a number of minutes')
    .int('must be whole seconds')
    .min(60, 'must be at least one minute')
    .max(24 * 3600, 'must be at most 24 hours')
    .nullable(),
};
