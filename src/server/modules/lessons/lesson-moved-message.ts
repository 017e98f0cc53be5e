// The "lesson moved" messages (docs/lessons.md "Moving a lesson", docs/messages.md): the students'
// families (email with the updated calendar file, and SMS to a student who agreed to texts), the
// instructor of the new time and, when the instructor changed, the one who no longer has it.
// Queued through the outbox inside the move's own transaction, so they exist if and only if the
// move committed; the caller dispatches them after commit. Staff moves and the portal's
// reschedule both come here.
import type { Transaction } from '../../db/client.ts';
import type { Outbox, OutboxMessageInput, QueuedMessage } from '../../mail/outbox.ts';
import { movedSms } from '../../../domain/messages/lesson-message.ts';
import { lessonCalendarAttachment } from '../lesson-messages/lesson-calendar.ts';
import { contactsOf, factsOf, familyMessages } from '../lesson-messages/lesson-messages.ts';
import { lessonWhen } from './lessons.jobs.ts';
import type { LessonView } from './lessons.repository.ts';

/** What the move cost a student who asked for it late (nothing for the others). */
export interface MovePenalty {
  studentId: string;
  minutesForfeited: boolean;
  feeCents: number;
}

const placeText = (view: LessonView) =>
  view.meetingPoint
    ? `${view.meetingPoint.label} (${view.meetingPoint.address})`
    : `home pickup at ${view.lesson.pickupLocation}`;

/** "Tuesday, December 1, 2026 at 10:00 AM CST with Jordan Reyes, Downtown Austin (…)". */
const bookingText = (view: LessonView, timeZone: string) =>
  `${lessonWhen(view.lesson.startTime, timeZone)} with ${view.instructor.name}, ${placeText(view)}`;

function penaltyText(penalty: MovePenalty | undefined): string {
  if (!penalty) return '';
  const parts = [
    penalty.minutesForfeited
      ? 'The change was asked for inside the late-cancellation window: the minutes of the old time are not returned.'
      : '',
    penalty.feeCents > 0
      ? `A late-cancellation fee of $${(penalty.feeCents / 100).toFixed(2)} applies.`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? `\n${parts.join(' ')}` : '';
}

export async function queueLessonMoved(
  outbox: Outbox,
  tx: Transaction,
  before: LessonView,
  after: LessonView,
  penalties: readonly MovePenalty[],
): Promise<QueuedMessage[]> {
  // Times are said in the zone of the instructor who now has the lesson, as in every lesson email.
  const zone = after.instructor.timeZone;
  const was = bookingText(before, zone);
  const now = bookingText(after, zone);
  const subject = `Lesson moved: now ${lessonWhen(after.lesson.startTime, zone)}`;
  const contacts = await contactsOf(tx, after);
  const calendar = [lessonCalendarAttachment(after)];
  const facts = factsOf(after);
  const messages: OutboxMessageInput[] = [];
  // One email per family, saying the times in the lesson's zone as the move's emails always have.
  for (const contact of contacts) {
    const penalty = penalties.find((entry) => entry.studentId === contact.id);
    messages.push(
      ...familyMessages(
        after,
        [contact],
        (familyZone) => ({
          email: {
            subject,
            text: `Hello ${contact.name},\n\nYour ${after.type.label} lesson has moved.\nWas: ${was}.\nNow: ${now}.${penaltyText(penalty)}\n\nRoadReady`,
          },
          sms: movedSms(facts, familyZone),
        }),
        calendar,
      ).filter(
        (message) => !messages.some((sent) => sent.to.toLowerCase() === message.to.toLowerCase()),
      ),
    );
  }
  const names = contacts.map((student) => student.name).join(' and ');
  if (after.instructor.email)
    messages.push({
      to: after.instructor.email,
      subject,
      text: `Hello ${after.instructor.name},\n\nThe ${after.type.label} lesson with ${names} has moved.\nWas: ${was}.\nNow: ${now}.\n\nRoadReady`,
      attachments: calendar,
    });
  if (before.instructor.id !== after.instructor.id && before.instructor.email)
    messages.push({
      to: before.instructor.email,
      subject: `Lesson moved to another instructor: ${lessonWhen(before.lesson.startTime, before.instructor.timeZone)}`,
      text: `Hello ${before.instructor.name},\n\nThe ${before.type.label} lesson with ${names} on ${lessonWhen(before.lesson.startTime, before.instructor.timeZone)} is no longer on your schedule: it has moved to ${after.instructor.name}.\n\nRoadReady`,
    });
  const queued: QueuedMessage[] = [];
  for (const message of messages) queued.push(await outbox.queue(message, tx));
  return queued;
}
