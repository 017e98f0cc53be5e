import { describe, expect, it } from 'vitest';
import {
  bookedFamilyEmail,
  bookedInstructorEmail,
  bookedSms,
  cancelledSms,
  reminderEmail,
  reminderSms,
} from './lesson-message.ts';

const facts = {
  lessonLabel: 'Standard',
  durationMinutes: 120,
  startTime: new Date('2026-12-10T17:00:00Z'),
  instructorName: 'Jordan Reyes',
  place: 'Downtown meeting point, 1 Main St, Austin',
  atMeetingPoint: true,
  studentNames: ['Ava Park'],
};

describe('lesson messages', () => {
  it('confirms a booking to the family in their zone, with the lesson, instructor and place', () => {
    const email = bookedFamilyEmail(facts, 'America/Chicago');
    expect(email.subject).toBe('Lesson booked: Thursday, Dec 10, 2026, 11:00 AM CST');
    expect(email.text).toContain('A lesson is booked for Ava Park.');
    expect(email.text).toContain('Instructor: Jordan Reyes');
    expect(email.text).toContain('Meeting point: Downtown meeting point, 1 Main St, Austin');
    expect(email.text).toContain('calendar file attached');
  });

  it('tells the instructor who the lesson is with, in the instructor’s zone', () => {
    const email = bookedInstructorEmail(
      { ...facts, studentNames: ['Ava Park', 'Ben Ortiz'], atMeetingPoint: false },
      'Jordan',
      'America/Denver',
    );
    expect(email.subject).toBe('New lesson: Thursday, Dec 10, 2026, 10:00 AM MST');
    expect(email.text).toMatch(/^Hello Jordan,/);
    expect(email.text).toContain('A lesson with Ava Park and Ben Ortiz is on your schedule.');
    expect(email.text).toContain('Pickup: ');
  });

  it('says when a reminder’s lesson is, in words', () => {
    expect(reminderEmail(facts, '72h', 'America/Chicago').subject).toBe(
      'Reminder: lesson in 3 days, Thursday, Dec 10, 2026, 11:00 AM CST',
    );
    expect(reminderEmail(facts, '24h', 'America/Los_Angeles').text).toContain(
      'Ava Park has a driving lesson tomorrow.',
    );
  });

  it('keeps texts short and says how to stop them', () => {
    for (const sms of [
      bookedSms(facts, 'America/Chicago'),
      reminderSms(facts, '24h', 'America/Chicago'),
      cancelledSms(facts, 'America/Chicago'),
    ]) {
      expect(sms.length).toBeLessThanOrEqual(200);
      expect(sms).toContain('Reply STOP');
      expect(sms).toContain('11:00 AM CST');
    }
  });
});
