// A STOP reply turns texts off on the record (docs/messages.md "SMS"). Twilio stops delivering to
// a number that replied STOP and refuses every later text with code 21610; the outbox then ends
// the message and enqueues this job, which turns off the SMS opt-in of every student with that
// phone, so lesson messages go by email only and staff see why in the change log and audit log.
// A student who wants texts again replies START and has staff tick "SMS opt-in" again.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob, type JobQueue } from '../../jobs/job-queue.ts';
import type { Platform } from '../../platform.ts';
import { auditedTransaction, type Actor } from '../audit/audit-capture.ts';
import { studentsAudit } from './students.service.ts';
import { students } from './students.tables.ts';
import { recordUserLog, SYSTEM_ACTOR } from './user-logs.service.ts';

/** The author of the change in the audit log: no person, the phone's owner by their reply. */
const STOP_REPLY_ACTOR: Actor = { id: null, name: 'System (STOP reply)', role: 'System' };

export const smsOptOutJob = defineJob({
  name: 'sms-opt-out',
  payload: z.object({ phone: z.string().regex(/^\+[1-9]\d{6,14}$/) }),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  handler: async ({ phone }, ctx) => {
    const turnedOff = await turnOffSmsOptIn(ctx.platform, phone);
    ctx.log.info({ students: turnedOff }, 'SMS opt-in turned off after a STOP reply');
  },
});

/** The outbox's `onSmsUnsubscribed`, as every process wires it (bootstrap, the job harness). */
export const enqueueSmsOptOut =
  (jobs: Pick<JobQueue, 'enqueue'>) =>
  async (phone: string): Promise<void> => {
    await jobs.enqueue(smsOptOutJob, { phone });
  };

/** Turns the SMS opt-in off for every student with `phone` who has it on; returns how many. */
export async function turnOffSmsOptIn(
  platform: Pick<Platform, 'db' | 'events' | 'log'>,
  phone: string,
): Promise<number> {
  const optedIn = await platform.db.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.phone, phone), eq(students.smsOptIn, true)));
  for (const { id } of optedIn) {
    await auditedTransaction(platform, STOP_REPLY_ACTOR, async (tx, audit) => {
      const result = await audit.update(studentsAudit, id, { smsOptIn: false });
      if (!result?.before.smsOptIn) return;
      await recordUserLog(tx, {
        studentId: id,
        kind: 'Auto',
        type: 'sms.stopped',
        message: `Texts turned off: ${phone} replied STOP to the school’s number`,
        actor: SYSTEM_ACTOR,
      });
    });
  }
  return optedIn.length;
}
