// The words of the messages about a lesson (docs/messages.md): its booking confirmation to the
// family and to the instructor, the reminders, and the short SMS of each. Times are said in the
// reader's zone: the family's (their state's) for the family, the instructor's for the instructor.
import { formatLessonTime } from '../booking/booking-confirmation.ts';
import { bookingOptionTitle } from '../booking/booking-options.ts';
import type { ReminderKind } from './lesson-reminders.ts';

export interface LessonMessageFacts {
  lessonLabel: string;
  durationMinutes: number;
  startTime: Date;
  instructorName: string;
  /** The meeting point's name and address, or the home pickup's address. */
  place: string;
  atMeetingPoint: boolean;
  /** The students of the lesson (a shared lesson has two). */
  studentNames: readonly string[];
}

export interface EmailWords {
  subject: string;
  text: string;
}

const names = (list: readonly string[]) => list.join(' and ');

function lines(facts: LessonMessageFacts, timeZone: string): string[] {
  return [
    `Lesson: ${bookingOptionTitle({ label: facts.lessonLabel, durationMinutes: facts.durationMinutes })}`,
    `When: ${formatLessonTime(facts.startTime, timeZone)}`,
    `Instructor: ${facts.instructorName}`,
    `${facts.atMeetingPoint ? 'Meeting point' : 'Pickup'}: ${facts.place}`,
  ];
}

/** "Booked: Standard lesson on Monday, Nov 23, 2026, 9:00 AM PST", to the student and parents. */
export function bookedFamilyEmail(facts: LessonMessageFacts, timeZone: string): EmailWords {
  return {
    subject: `Lesson booked: ${formatLessonTime(facts.startTime, timeZone)}`,
    text: [
      'Hello,',
      '',
      `A lesson is booked for ${names(facts.studentNames)}.`,
      '',
      ...lines(facts, timeZone),
      '',
      'The calendar file attached adds it to your calendar. You can see, move or cancel your lessons in your portal.',
      '',
      'RoadReady',
    ].join('\n'),
  };
}

export function bookedInstructorEmail(
  facts: LessonMessageFacts,
  instructorName: string,
  timeZone: string,
): EmailWords {
  return {
    subject: `New lesson: ${formatLessonTime(facts.startTime, timeZone)}`,
    text: [
      `Hello ${instructorName},`,
      '',
      `A lesson with ${names(facts.studentNames)} is on your schedule.`,
      '',
      ...lines(facts, timeZone),
      '',
      'RoadReady',
    ].join('\n'),
  };
}

/** One SMS segment's worth where possible: what, when, where. */
export function bookedSms(facts: LessonMessageFacts, timeZone: string): string {
  return `RoadReady: ${facts.lessonLabel} lesson for ${names(facts.studentNames)} booked for ${formatLessonTime(facts.startTime, timeZone)} with ${facts.instructorName}. Reply STOP to stop texts.`;
}

const WHEN_WORDS: Record<ReminderKind, string> = {
  '72h': 'in 3 days',
  '24h': 'tomorrow',
};

export function reminderEmail(
  facts: LessonMessageFacts,
  kind: ReminderKind,
  timeZone: string,
): EmailWords {
  return {
    subject: `Reminder: lesson ${WHEN_WORDS[kind]}, ${formatLessonTime(facts.startTime, timeZone)}`,
    text: [
      'Hello,',
      '',
      `A reminder: ${names(facts.studentNames)} has a driving lesson ${WHEN_WORDS[kind]}.`,
      '',
      ...lines(facts, timeZone),
      '',
      'Please bring the learner’s permit. To move or cancel the lesson, use your portal or call the school.',
      '',
      'RoadReady',
    ].join('\n'),
  };
}

export function reminderSms(facts: LessonMessageFacts, kind: ReminderKind, timeZone: string) {
  return `RoadReady reminder: ${facts.lessonLabel} lesson for ${names(facts.studentNames)} ${WHEN_WORDS[kind]}, ${formatLessonTime(facts.startTime, timeZone)} with ${facts.instructorName}. Reply STOP to stop texts.`;
}

/** Short texts for a move and a cancellation (the emails keep their own, longer words). */
export function movedSms(facts: LessonMessageFacts, timeZone: string): string {
  return `RoadReady: the ${facts.lessonLabel} lesson for ${names(facts.studentNames)} has moved to ${formatLessonTime(facts.startTime, timeZone)} with ${facts.instructorName}. Reply STOP to stop texts.`;
}

export function cancelledSms(facts: LessonMessageFacts, timeZone: string): string {
  return `RoadReady: the ${facts.lessonLabel} lesson for ${names(facts.studentNames)} on ${formatLessonTime(facts.startTime, timeZone)} is cancelled. Reply STOP to stop texts.`;
}
