// The daily expiration: every lot past its date is expired (one Auto entry per student).
import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue.ts';
import { expireDueProducts } from './ledger.service.ts';

/** 08:00 UTC is midnight or 1 am in America/Los_Angeles, the school's time zone (SPEC §9). */
export const expireProductsJob = defineJob({
  name: 'ledger-expire-products',
  payload: z.object({}),
  schedule: '0 8 * * *',
  concurrency: 1,
  // A failed run is retried; students already done have nothing due any more.
  retry: { limit: 3, delaySeconds: 300 },
  handler: async (_payload, ctx) => {
    const expired = await expireDueProducts(ctx.platform);
    if (expired > 0) ctx.log.info({ expired }, 'expired products');
  },
});
