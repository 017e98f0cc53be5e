// The outbox's jobs. The send job carries only the message id: the row is the source of truth,
// and the handler claims it before sending, so a duplicate job is harmless.
import { z } from 'zod';
import { defineJob } from '../jobs/job-queue.ts';

/** Four retries a minute apart: a flaky SMTP server gets about five minutes to come back. */
export const SEND_RETRY = { limit: 4, delaySeconds: 60 } as const;

/** SPEC §3 "sending a transactional email"; SMS messages go through the same job. */
export const sendTransactionalEmailJob = defineJob({
  name: 'send-transactional-email',
  payload: z.object({ messageId: z.uuid() }),
  retry: SEND_RETRY,
  handler: async ({ messageId }, ctx) => {
    await ctx.platform.outbox.deliver(messageId, { lastAttempt: ctx.lastAttempt });
  },
});

/** Every minute: re-enqueue messages whose send job never ran (see Outbox.sweep). */
export const outboxSweepJob = defineJob({
  name: 'outbox-sweep',
  payload: z.object({}),
  schedule: '* * * * *',
  // The next run a minute later is the retry.
  retry: { limit: 0, delaySeconds: 0 },
  concurrency: 1,
  handler: async (_payload, ctx) => {
    const result = await ctx.platform.outbox.sweep();
    if (result.requeued || result.failed) ctx.log.info(result, 'outbox sweep');
  },
});
