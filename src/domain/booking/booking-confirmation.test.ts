import { describe, expect, it } from 'vitest';
import {
  confirmationEmail,
  confirmationLines,
  formatCents,
  formatLessonTime,
} from './booking-confirmation.ts';

const facts = {
  studentName: 'Ava Reyes',
  lessonLabel: 'Standard',
  startTime: new Date('2026-11-23T17:00:00Z'),
  durationMinutes: 120,
  timeZone: 'America/Los_Angeles',
  instructorName: 'Priya Raman',
  pickup: '1 Market St, San Francisco',
  amountCents: 17_820,
  discountCents: 1_980,
  paidWith: 'card',
};

describe('booking confirmation', () => {
  it('formats cents as dollars with thousands separators', () => {
    expect(formatCents(17_820)).toBe('$178.20');
    expect(formatCents(123_456_7)).toBe('$12,345.67');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('shows the time in the lesson’s own zone, daylight saving included', () => {
    expect(formatLessonTime(facts.startTime, 'America/Los_Angeles')).toBe(
      'Monday, Nov 23, 2026, 9:00 AM PST',
    );
    expect(formatLessonTime(new Date('2026-07-06T16:00:00Z'), 'America/Denver')).toBe(
      'Monday, Jul 6, 2026, 10:00 AM MDT',
    );
  });

  it('lists the lesson, instructor, pickup and payment, with the discount when there was one', () => {
    expect(confirmationLines(facts)).toEqual([
      'Lesson: Standard · 2 hours for Ava Reyes',
      'When: Monday, Nov 23, 2026, 9:00 AM PST',
      'Instructor: Priya Raman',
      'Pickup: 1 Market St, San Francisco',
      'Paid: $178.20 (card, $19.80 off)',
    ]);
    expect(confirmationLines({ ...facts, discountCents: 0 }).at(-1)).toBe('Paid: $178.20 (card)');
  });

  it('names a meeting point as the place instead of a pickup', () => {
    const lines = confirmationLines({
      ...facts,
      pickup: 'Marina Green, Marina Blvd & Scott St',
      atMeetingPoint: true,
    });
    expect(lines[3]).toBe('Meeting point: Marina Green, Marina Blvd & Scott St');
  });

  it('builds the email subject and body', () => {
    const email = confirmationEmail(facts);
    expect(email.subject).toBe('Booked: Standard');
    expect(email.text).toContain('When: Monday, Nov 23, 2026, 9:00 AM PST');
  });
});
