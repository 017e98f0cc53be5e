// The booking confirmation's words (docs/booking.md): the lesson's time in the lesson's own time
// zone (the instructor's), the instructor, the pickup and what was paid. One text serves the
// email and the confirmation page.
import { bookingOptionTitle } from './booking-options.ts';

export interface ConfirmationFacts {
  studentName: string;
  lessonLabel: string;
  startTime: Date;
  durationMinutes: number;
  timeZone: string;
  instructorName: string;
  pickup: string;
  /** True when the lesson starts at a meeting point: the line then says so, not "Pickup". */
  atMeetingPoint?: boolean;
  amountCents: number;
  discountCents: number;
  paidWith: string;
}

export const formatCents = (cents: number): string =>
  `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** "Monday, Nov 23, 2026, 9:00 AM PST" in the given zone. */
export function formatLessonTime(start: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(start);
}

export function confirmationLines(facts: ConfirmationFacts): string[] {
  return [
    `Lesson: ${bookingOptionTitle({ label: facts.lessonLabel, durationMinutes: facts.durationMinutes })} for ${facts.studentName}`,
    `When: ${formatLessonTime(facts.startTime, facts.timeZone)}`,
    `Instructor: ${facts.instructorName}`,
    `${facts.atMeetingPoint ? 'Meeting point' : 'Pickup'}: ${facts.pickup}`,
    facts.discountCents > 0
      ? `Paid: ${formatCents(facts.amountCents)} (${facts.paidWith}, ${formatCents(facts.discountCents)} off)`
      : `Paid: ${formatCents(facts.amountCents)} (${facts.paidWith})`,
  ];
}

export function confirmationEmail(facts: ConfirmationFacts): { subject: string; text: string } {
  return {
    subject: `Booked: ${facts.lessonLabel}`,
    text: [
      `Hello,`,
      ``,
      `Your booking is confirmed.`,
      ``,
      ...confirmationLines(facts),
      ``,
      `You can see your lessons in your portal at any time.`,
    ].join('\n'),
  };
}
