// The lesson reminders (docs/messages.md "Reminders"): a pg-boss schedule every five minutes (and
// once when a process starts its workers, to catch up after a stop) sends each lesson's 72-hour
// and 24-hour reminders to the students' families, by email and, to a student who agreed to
// texts, by SMS, with times in the family's zone. Each reminder is claimed by a row in
// `lesson_reminders` in the same transaction as its messages, so it goes once however many runs,
// retries, processes or restarts see it; the lesson row is locked first, so a cancellation
// committed before the run is seen, and a cancelled lesson gets none.
import { z } from 'zod';
import { reminderEmail, reminderSms } from '../../../domain/messages/lesson-message.ts';
import { dueReminder, REMINDER_HORIZON_HOURS } from '../../../domain/messages/lesson-reminders.ts';
import { defineJob } from '../../jobs/job-queue.ts';
import type { QueuedMessage } from '../../mail/outbox.ts';
import type { Platform } from '../../platform.ts';
import { lessonsRepository } from '../lessons/lessons.repository.ts';
import { contactsOf, dispatchAll, factsOf, familyMessages } from './lesson-messages.ts';
import { lessonMessagesRepository } from './lesson-messages.repository.ts';

/** Lessons looked at per run; a longer list is served by the next runs, nearest first. */
const BATCH = 500;

/** Sends the reminders due at `now` (the job's clock; tests give their own); returns how many lessons. */
export async function sendDueReminders(
  platform: Pick<Platform, 'db' | 'outbox'>,
  now: Date = new Date(),
): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_HORIZON_HOURS * 3_600_000);
  const candidates = await lessonMessagesRepository.reminderCandidates(
    platform.db.db,
    now,
    until,
    BATCH,
  );
  let reminded = 0;
  for (const candidate of candidates) {
    const kind = dueReminder(candidate, now);
    if (!kind) continue;
    const queued = await platform.db.transaction(async (tx): Promise<QueuedMessage[]> => {
      const locked = await lessonsRepository.lockLesson(tx, candidate.id);
      // Cancelled or moved since it was read: the next run decides afresh.
      if (
        !locked ||
        locked.cancelledAt ||
        locked.startTime.getTime() !== candidate.startTime.getTime()
      )
        return [];
      if (
        !(await lessonMessagesRepository.claimReminder(tx, locked.id, kind, locked.startTime, now))
      )
        return [];
      const [view] = await lessonsRepository.views(tx, [locked.id]);
      const facts = factsOf(view!);
      const messages = familyMessages(view!, await contactsOf(tx, view!), (zone) => ({
        email: reminderEmail(facts, kind, zone),
        sms: reminderSms(facts, kind, zone),
      }));
      const out: QueuedMessage[] = [];
      for (const message of messages) out.push(await platform.outbox.queue(message, tx));
      return out;
    });
    if (queued.length > 0) reminded += 1;
    await dispatchAll(queued);
  }
  return reminded;
}

export const lessonRemindersJob = defineJob({
  name: 'lesson-reminders',
  payload: z.object({}),
  schedule: '*/5 * * * *',
  runAtStart: true,
  // The next run five minutes later is the retry; a reminder is claimed with its messages.
  retry: { limit: 0, delaySeconds: 0 },
  concurrency: 1,
  handler: async (_payload, ctx) => {
    const reminded = await sendDueReminders(ctx.platform);
    if (reminded > 0) ctx.log.info({ reminded }, 'lesson reminders queued');
  },
});
