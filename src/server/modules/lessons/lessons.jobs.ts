// The lesson-cancel notification: after a cancellation commits, the families of the students
// whose places were cancelled (email with the calendar file marking the lesson cancelled, and SMS
// to a student who agreed to texts; docs/messages.md) and the instructor hear of it through the
// outbox. Each cancel-log row is claimed once (`notified_at`), so a retried or repeated job sends
// nothing twice.
import { z } from 'zod';
import {
  CANCELLATION_INITIATOR_LABELS,
  CANCELLATION_REASON_LABELS,
} from '../../../domain/scheduling/lesson-enums.ts';
import { defineJob } from '../../jobs/job-queue.ts';
import { cancelledSms } from '../../../domain/messages/lesson-message.ts';
import type { QueuedMessage } from '../../mail/outbox.ts';
import type { Platform } from '../../platform.ts';
import { lessonCalendarAttachment } from '../lesson-messages/lesson-calendar.ts';
import { contactsOf, factsOf, familyMessages } from '../lesson-messages/lesson-messages.ts';
import { lessonsRepository } from './lessons.repository.ts';

/** "Tuesday, December 1, 2026 at 10:00 AM CST": a lesson's time as its emails say it. */
export const lessonWhen = (start: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(start);

/** Queues the emails of these cancel-log rows not yet notified; returns how many were queued. */
export async function notifyLessonCancelled(
  platform: Platform,
  cancellationIds: readonly string[],
): Promise<number> {
  const queued: QueuedMessage[] = [];
  await platform.db.transaction(async (tx) => {
    const rows = await lessonsRepository.claimUnnotified(tx, cancellationIds, new Date());
    if (rows.length === 0) return;
    const [lesson] = await lessonsRepository.views(tx, [rows[0]!.lessonId]);
    if (!lesson) return;
    const at = lessonWhen(lesson.lesson.startTime, lesson.instructor.timeZone);
    const cancelledIds = rows.flatMap((row) => (row.studentId ? [row.studentId] : []));
    const contacts = await contactsOf(tx, lesson, cancelledIds);
    // The file tells calendars the lesson is off for this family (a shared lesson may go on for
    // the other student, whose calendar is not sent this one).
    const off = { ...lesson.lesson, cancelledAt: lesson.lesson.cancelledAt ?? rows[0]!.timestamp };
    const calendar = [lessonCalendarAttachment({ ...lesson, lesson: off })];
    const facts = factsOf(lesson, cancelledIds);
    const names: string[] = [];
    const addressed = new Set<string>();
    for (const row of rows) {
      const student = contacts.find((s) => s.id === row.studentId);
      if (!student) continue;
      names.push(student.name);
      const minutes = row.minutesForfeited
        ? 'Under the late-cancellation policy the minutes of this lesson are not returned.'
        : 'The minutes of this lesson are back on your balance.';
      const fee =
        row.feeCents > 0
          ? ` A late-cancellation fee of $${(row.feeCents / 100).toFixed(2)} applies.`
          : '';
      const messages = familyMessages(
        lesson,
        [student],
        (zone) => ({
          email: {
            subject: `Lesson cancelled: ${at}`,
            text: `Hello ${student.name},\n\nYour ${lesson.type.label} lesson with ${lesson.instructor.name} on ${at} has been cancelled.\n${minutes}${fee}${row.note ? `\n\nNote: ${row.note}` : ''}\n\nRoadReady`,
          },
          sms: cancelledSms(facts, zone),
        }),
        calendar,
      );
      for (const message of messages) {
        // A parent of both students of a shared lesson hears once.
        if (addressed.has(message.to.toLowerCase())) continue;
        addressed.add(message.to.toLowerCase());
        queued.push(await platform.outbox.queue(message, tx));
      }
    }
    if (lesson.instructor.email && names.length > 0) {
      queued.push(
        await platform.outbox.queue(
          {
            to: lesson.instructor.email,
            subject: `Lesson cancelled: ${at}`,
            text: `Hello ${lesson.instructor.name},\n\nYour ${lesson.type.label} lesson on ${at} with ${names.join(' and ')} has been cancelled (asked by ${CANCELLATION_INITIATOR_LABELS[rows[0]!.initiatedBy].toLowerCase()}, reason: ${CANCELLATION_REASON_LABELS[rows[0]!.reason].toLowerCase()}).\n\nRoadReady`,
            // The whole lesson is off: the instructor's calendar drops it too.
            ...(lesson.lesson.cancelledAt ? { attachments: calendar } : {}),
          },
          tx,
        ),
      );
    }
  });
  for (const message of queued) await message.dispatch();
  return queued.length;
}

export const lessonCancelNotificationJob = defineJob({
  name: 'lesson-cancel-notification',
  payload: z.object({ cancellationIds: z.array(z.string()).min(1).max(10) }),
  retry: { limit: 3, delaySeconds: 60 },
  handler: async (payload, ctx) => {
    const sent = await notifyLessonCancelled(ctx.platform, payload.cancellationIds);
    ctx.log.info({ sent }, 'lesson cancellation emails queued');
  },
});
