// The waiting list's offer run (docs/waitlist.md): every minute, and at once when a lesson is
// cancelled or an instructor's hours change, so a time that opens reaches the first customer
// waiting for it. One run at a time per process; runs in parallel are still safe (holds).
import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue.ts';
import type { Platform } from '../../platform.ts';
import { offerWaitlistTimes } from './waitlist-offers.ts';

export const waitlistOfferJob = defineJob({
  name: 'waitlist-offer',
  payload: z.object({}),
  schedule: '* * * * *',
  concurrency: 1,
  // At most one run waiting: ten cancellations in a minute make one run, not ten.
  policy: 'short',
  retry: { limit: 2, delaySeconds: 30 },
  handler: async (_payload, ctx) => {
    const result = await offerWaitlistTimes(ctx.platform);
    if (result.offered + result.expired + result.lapsed > 0)
      ctx.log.info(result, 'waiting list: times offered');
  },
});

/** Asks for an offer run now: a time may have opened. Never fails the caller's change. */
export async function triggerWaitlistOffers(platform: Platform): Promise<void> {
  await platform.jobs
    .enqueue(waitlistOfferJob, {}, { singletonKey: 'run' })
    .catch((error: unknown) =>
      platform.log.warn({ err: error }, 'could not queue the waiting-list offer run'),
    );
}
