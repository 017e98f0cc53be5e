// The instructor activation notice (SPEC §3 jobs): when an instructor becomes Active, the
// instructor and their regional manager each get an email through the outbox.
import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue.ts';
import type { OutboxMessageInput } from '../../mail/outbox.ts';
import type { Platform } from '../../platform.ts';
import { instructorsRepository } from './instructors.repository.ts';

export const instructorActivationJob = defineJob({
  name: 'instructor-activation-notice',
  payload: z.object({ instructorId: z.string(), activatedAt: z.string() }),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  handler: async (payload, ctx) => {
    const sent = await sendActivationNotice(ctx.platform, payload);
    ctx.log.info({ instructorId: payload.instructorId, sent }, 'instructor activation notice');
  },
});

/**
 * Queues the notice for this activation; returns how many emails were queued. An activation
 * that is no longer the current one (deactivated, or activated again since) sends nothing:
 * the later activation has its own job.
 */
export async function sendActivationNotice(
  platform: Pick<Platform, 'db' | 'outbox'>,
  payload: { instructorId: string; activatedAt: string },
): Promise<number> {
  const db = platform.db.db;
  const [instructor] = await instructorsRepository.findByIds(db, [payload.instructorId]);
  if (!instructor || instructor.status !== 'Active') return 0;
  if (instructor.activatedAt?.toISOString() !== payload.activatedAt) return 0;
  const accounts = await instructorsRepository.usersByIds(
    db,
    [instructor.userId, instructor.regionalManagerId].filter((id): id is string => !!id),
  );
  const account = accounts.find((user) => user.id === instructor.userId);
  const manager = accounts.find((user) => user.id === instructor.regionalManagerId);
  const fullName = `${instructor.firstName} ${instructor.lastName}`;
  const messages: OutboxMessageInput[] = [];
  const instructorEmail = instructor.email ?? account?.email;
  if (instructorEmail) {
    messages.push({
      to: instructorEmail,
      subject: 'You are now an active RoadReady instructor',
      text: `Hello ${instructor.firstName},\n\nYour instructor profile "${instructor.name}" is now active: students can book lessons with you from today.\n`,
      ...(account ? { userId: account.id } : {}),
    });
  }
  if (manager) {
    messages.push({
      to: manager.email,
      subject: `Instructor activated: ${fullName}`,
      text: `Hello ${manager.name},\n\n${fullName} ("${instructor.name}", ${instructor.usStateId}) is now active and can be booked.\n`,
      userId: manager.id,
    });
  }
  if (messages.length === 0) return 0;
  const queued = await platform.db.transaction(async (tx) =>
    Promise.all(messages.map((message) => platform.outbox.queue(message, tx))),
  );
  for (const message of queued) await message.dispatch();
  return queued.length;
}
