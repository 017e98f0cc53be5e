// The messages about a lesson's booking (docs/messages.md): the confirmation to each student's
// family (the student, their parent and the accounts that hold the record; by email with the
// lesson's calendar file, and by SMS to a student who agreed to texts) and to the instructor.
// Queued in the booking's own transaction, so they exist if and only if the booking committed;
// the caller dispatches them after commit. Every way a lesson is booked comes through here: the
// public checkout, staff booking one or several lessons; moves and cancellations have their own
// words (lessons/lesson-moved-message.ts, lessons/lessons.jobs.ts) and use the same contacts.
import {
  bookedFamilyEmail,
  bookedInstructorEmail,
  bookedSms,
  type EmailWords,
  type LessonMessageFacts,
} from '../../../domain/messages/lesson-message.ts';
import { stateTimeZone } from '../../../domain/scheduling/state-time-zone.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import type { Outbox, OutboxMessageInput, QueuedMessage } from '../../mail/outbox.ts';
import type { OutboxAttachment } from '../../mail/outbox.tables.ts';
import { lessonsRepository, type LessonView } from '../lessons/lessons.repository.ts';
import { lessonCalendarAttachment } from './lesson-calendar.ts';
import { lessonMessagesRepository, type StudentContacts } from './lesson-messages.repository.ts';

/** What queueing needs of the platform; without an outbox (the demo seed) nothing is sent. */
export interface LessonMessagesPlatform {
  outbox?: Pick<Outbox, 'queue'> | undefined;
}

export const placeOf = (view: LessonView) =>
  view.meetingPoint
    ? `${view.meetingPoint.label}, ${view.meetingPoint.address}`
    : view.lesson.pickupLocation;

export function factsOf(view: LessonView, studentIds?: readonly string[]): LessonMessageFacts {
  const places = view.students.filter((place) =>
    studentIds ? studentIds.includes(place.studentId) : !place.removedAt,
  );
  return {
    lessonLabel: view.type.label,
    durationMinutes: view.lesson.durationMinutes,
    startTime: view.lesson.startTime,
    instructorName: view.instructor.name,
    place: placeOf(view),
    atMeetingPoint: view.meetingPoint !== null,
    studentNames: places.map((place) => place.name),
  };
}

/** The family reads times in their state's zone; a record without a state, in the lesson's. */
export const familyZone = (contact: Pick<StudentContacts, 'usStateId'>, view: LessonView) =>
  contact.usStateId ? stateTimeZone(contact.usStateId) : view.instructor.timeZone;

/** The contacts of the lesson's students (those still in it unless named). */
export function contactsOf(db: Executor, view: LessonView, studentIds?: readonly string[]) {
  return lessonMessagesRepository.contacts(
    db,
    studentIds ?? view.students.filter((place) => !place.removedAt).map((p) => p.studentId),
  );
}

/**
 * One message per family address and per texted phone across the lesson's students (a parent of
 * both students of a shared lesson hears once), built by `words` in that family's zone.
 */
export function familyMessages(
  view: LessonView,
  contacts: readonly StudentContacts[],
  words: (timeZone: string) => { email: EmailWords; sms: string },
  attachments?: OutboxAttachment[],
): OutboxMessageInput[] {
  const messages: OutboxMessageInput[] = [];
  const seen = new Set<string>();
  for (const contact of contacts) {
    const said = words(familyZone(contact, view));
    for (const email of contact.emails) {
      if (seen.has(email.to.toLowerCase())) continue;
      seen.add(email.to.toLowerCase());
      messages.push({
        to: email.to,
        ...said.email,
        ...(attachments ? { attachments } : {}),
        ...(email.userId ? { userId: email.userId } : {}),
      });
    }
    if (contact.smsTo && !seen.has(contact.smsTo)) {
      seen.add(contact.smsTo);
      messages.push({
        channel: 'sms',
        to: contact.smsTo,
        subject: said.email.subject,
        text: said.sms,
        ...(contact.userId ? { userId: contact.userId } : {}),
      });
    }
  }
  return messages;
}

export interface BookedOptions {
  /** The family's email instead of the plain confirmation (a checkout's says what was paid). */
  familyEmail?: EmailWords;
  /** Where the family's email goes when the records have no address (the checkout's buyer). */
  fallback?: { to: string; userId: string };
}

/** Queues the confirmations of these newly booked lessons in `tx`; dispatch after commit. */
export async function queueLessonsBooked(
  platform: LessonMessagesPlatform,
  tx: Transaction,
  lessonIds: readonly string[],
  options: BookedOptions = {},
): Promise<QueuedMessage[]> {
  const outbox = platform.outbox;
  if (!outbox) return [];
  const queued: QueuedMessage[] = [];
  for (const view of await lessonsRepository.views(tx, lessonIds)) {
    const facts = factsOf(view);
    const calendar = [lessonCalendarAttachment(view)];
    const contacts = await contactsOf(tx, view);
    const messages = familyMessages(
      view,
      contacts,
      (zone) => ({
        email: options.familyEmail ?? bookedFamilyEmail(facts, zone),
        sms: bookedSms(facts, zone),
      }),
      calendar,
    );
    if (options.fallback && !messages.some((message) => message.channel !== 'sms'))
      messages.push({
        to: options.fallback.to,
        ...(options.familyEmail ?? bookedFamilyEmail(facts, view.instructor.timeZone)),
        attachments: calendar,
        userId: options.fallback.userId,
      });
    if (view.instructor.email)
      messages.push({
        to: view.instructor.email,
        ...bookedInstructorEmail(facts, view.instructor.name, view.instructor.timeZone),
        attachments: calendar,
        ...(view.instructor.userId ? { userId: view.instructor.userId } : {}),
      });
    for (const message of messages) queued.push(await outbox.queue(message, tx));
  }
  return queued;
}

/** Dispatches queued messages after their transaction committed (never rejects). */
export async function dispatchAll(queued: readonly QueuedMessage[]): Promise<void> {
  for (const message of queued) await message.dispatch();
}
