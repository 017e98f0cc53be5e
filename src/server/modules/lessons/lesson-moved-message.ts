// The "lesson moved" emails (docs/lessons.md "Moving a lesson"): the students (or their parents,
// when a student has no email), the instructor of the new time and, when the instructor changed,
// the one who no longer has it. Queued through the outbox inside the move's own transaction, so
// they exist if and only if the move committed; the caller dispatches them after commit.
import type { Transaction } from '../../db/client.ts';
import type { Outbox, OutboxMessageInput, QueuedMessage } from '../../mail/outbox.ts';
import { lessonWhen } from './lessons.jobs.ts';
import { lessonsRepository, type LessonView } from './lessons.repository.ts';

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
  const places = after.students.filter((place) => !place.removedAt);
  const students = await lessonsRepository.studentsByIds(
    tx,
    places.map((place) => place.studentId),
  );
  const messages: OutboxMessageInput[] = [];
  for (const student of students) {
    const to = student.email ?? student.parentEmail;
    if (!to) continue;
    const penalty = penalties.find((entry) => entry.studentId === student.id);
    messages.push({
      to,
      subject,
      text: `Hello ${student.name},\n\nYour ${after.type.label} lesson has moved.\nWas: ${was}.\nNow: ${now}.${penaltyText(penalty)}\n\nRoadReady`,
    });
  }
  const names = students.map((student) => student.name).join(' and ');
  if (after.instructor.email)
    messages.push({
      to: after.instructor.email,
      subject,
      text: `Hello ${after.instructor.name},\n\nThe ${after.type.label} lesson with ${names} has moved.\nWas: ${was}.\nNow: ${now}.\n\nRoadReady`,
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
