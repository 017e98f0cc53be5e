// The checkout recovery (docs/payments.md "Recovery"): at every worker start — a restart after a
// crash is when a checkout is most likely to have been cut off — and every five minutes, open
// checkout attempts past their grace period are given up, refunded and their holds released.
import { z } from 'zod';
import { defineJob } from '../jobs/job-queue.ts';
import { recoverCheckouts } from './checkout-recovery.ts';

export const recoverCheckoutsJob = defineJob({
  name: 'recover-checkouts',
  payload: z.object({}),
  schedule: '*/5 * * * *',
  runAtStart: true,
  concurrency: 1,
  // The next run is the retry; an attempt whose refund failed stays open until then.
  retry: { limit: 0, delaySeconds: 0 },
  handler: async (_payload, ctx) => {
    const result = await recoverCheckouts({ ...ctx.platform, log: ctx.log });
    if (result.refunded + result.voided + result.failed > 0)
      ctx.log.info(result, 'recovered checkouts');
  },
});
