// The transient-slot cleanup (SPEC §3 jobs): every minute, expired holds are deleted. Reads
// already ignore them, so a late run only leaves rows behind, never blocks a slot.
import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue.ts';
import { deleteExpiredHolds } from './transient-slots.service.ts';

export const cleanUpTransientSlotsJob = defineJob({
  name: 'clean-up-transient-slots',
  payload: z.object({}),
  schedule: '* * * * *',
  concurrency: 1,
  retry: { limit: 2, delaySeconds: 30 },
  handler: async (_payload, ctx) => {
    const deleted = await deleteExpiredHolds(ctx.platform);
    if (deleted > 0) ctx.log.info({ deleted }, 'deleted expired transient slots');
  },
});
