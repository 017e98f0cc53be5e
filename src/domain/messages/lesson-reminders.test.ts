import { describe, expect, it } from 'vitest';
import { dueReminder } from './lesson-reminders.ts';

const start = new Date('2026-12-10T17:00:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
const lesson = { startTime: start, bookedAt: hoursBefore(24 * 10), cancelledAt: null };

describe('dueReminder', () => {
  it('is nothing before 72 hours', () => {
    expect(dueReminder(lesson, hoursBefore(72.1))).toBeNull();
  });

  it('is the 72-hour reminder from 72 hours until 24 hours before', () => {
    expect(dueReminder(lesson, hoursBefore(72))).toBe('72h');
    expect(dueReminder(lesson, hoursBefore(30))).toBe('72h');
    expect(dueReminder(lesson, hoursBefore(24.01))).toBe('72h');
  });

  it('is the 24-hour reminder from 24 hours until the start, then nothing', () => {
    expect(dueReminder(lesson, hoursBefore(24))).toBe('24h');
    expect(dueReminder(lesson, hoursBefore(0.5))).toBe('24h');
    expect(dueReminder(lesson, start)).toBeNull();
    expect(dueReminder(lesson, hoursBefore(-1))).toBeNull();
  });

  it('is never due for a cancelled lesson', () => {
    const cancelled = { ...lesson, cancelledAt: hoursBefore(100) };
    expect(dueReminder(cancelled, hoursBefore(72))).toBeNull();
    expect(dueReminder(cancelled, hoursBefore(10))).toBeNull();
  });

  it('skips a reminder whose moment came before the lesson was booked', () => {
    const late = { ...lesson, bookedAt: hoursBefore(50) };
    expect(dueReminder(late, hoursBefore(40))).toBeNull();
    expect(dueReminder(late, hoursBefore(20))).toBe('24h');
    const lastMinute = { ...lesson, bookedAt: hoursBefore(5) };
    expect(dueReminder(lastMinute, hoursBefore(4))).toBeNull();
  });
});
