// The sync check runs as a job so a long check survives the request that started it.
import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue.ts';
import { closeFailedCheck, runSyncCheck } from './sync-check-runner.ts';

export const syncCheckJob = defineJob({
  name: 'sync-check',
  payload: z.object({ syncCheckId: z.uuid() }),
  concurrency: 1,
  // Not retried: a failed run is closed with its error and staff start a new one.
  retry: { limit: 0, delaySeconds: 0 },
  expireInSeconds: 3_600,
  handler: async (payload, ctx) => {
    try {
      const check = await runSyncCheck(ctx.platform, payload.syncCheckId, { signal: ctx.signal });
      ctx.log.info(
        { syncCheckId: check.id, conflicts: check.conflictsCount, cancelled: check.isCancelled },
        'sync check ended',
      );
    } catch (error) {
      await closeFailedCheck(ctx.platform, payload.syncCheckId, error);
      throw error;
    }
  },
});
