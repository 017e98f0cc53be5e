import { describe, expect, it } from 'vitest';
import {
  bookingGroupOf,
  bookingOptionTitle,
  formatLessonLength,
  orderBookingOptions,
  type BookableType,
} from './booking-options.ts';

const type = (name: BookableType['name'], label: string, durationMinutes: number) => ({
  name,
  label,
  durationMinutes,
});

describe('booking options', () => {
  it('lists lessons before tests, each group shortest first', () => {
    const ordered = orderBookingOptions([
      type('RoadTest15', 'Road test (15 minutes)', 15),
      type('Standard', 'Driving lesson (2 hours)', 120),
      type('DmvTest', 'DMV test', 60),
      type('OneHour', 'Driving lesson (1 hour)', 60),
      type('PrepTest60', 'Road test preparation (1 hour)', 60),
      type('RoadTest', 'Road test', 60),
    ]);
    expect(ordered.map((option) => option.name)).toEqual([
      'OneHour',
      'PrepTest60',
      'Standard',
      'RoadTest15',
      'DmvTest',
      'RoadTest',
    ]);
    expect(ordered.map(bookingGroupOf)).toEqual([
      'lessons',
      'lessons',
      'lessons',
      'tests',
      'tests',
      'tests',
    ]);
  });

  it('says the length once: kept when the label names it, added when not', () => {
    expect(bookingOptionTitle(type('OneHour', 'Driving lesson (1 hour)', 60))).toBe(
      'Driving lesson (1 hour)',
    );
    expect(bookingOptionTitle(type('RoadTest15', 'Road test (15 minutes)', 15))).toBe(
      'Road test (15 minutes)',
    );
    expect(bookingOptionTitle(type('RoadTest', 'Road test', 60))).toBe('Road test · 1 hour');
    expect(bookingOptionTitle(type('Standard', 'Standard', 90))).toBe(
      'Standard · 1 hour 30 minutes',
    );
  });

  it('writes lengths as a person says them', () => {
    expect(formatLessonLength(15)).toBe('15 minutes');
    expect(formatLessonLength(60)).toBe('1 hour');
    expect(formatLessonLength(61)).toBe('1 hour 1 minute');
    expect(formatLessonLength(120)).toBe('2 hours');
    expect(formatLessonLength(0)).toBe('0 minutes');
  });
});
