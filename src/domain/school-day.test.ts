import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, schoolDay, schoolDayByMinute } from './school-day.ts';

describe('schoolDay', () => {
  it('counts late evening in Los Angeles on that day, though UTC has moved on', () => {
    // 2026-03-09 06:30 UTC is 2026-03-08 23:30 PDT.
    expect(schoolDay(new Date('2026-03-09T06:30:00Z'))).toBe('2026-03-08');
    expect(schoolDay(new Date('2026-03-09T07:00:00Z'))).toBe('2026-03-09');
  });

  it('follows standard time in winter (UTC-8)', () => {
    expect(schoolDay(new Date('2026-01-15T07:59:59Z'))).toBe('2026-01-14');
    expect(schoolDay(new Date('2026-01-15T08:00:00Z'))).toBe('2026-01-15');
  });

  it('keeps the day across the spring-forward hour', () => {
    // 2026-03-08 10:00 UTC is 03:00 PDT, just after the clocks moved.
    expect(schoolDay(new Date('2026-03-08T10:00:00Z'))).toBe('2026-03-08');
    expect(schoolDay(new Date('2026-03-08T07:59:00Z'))).toBe('2026-03-07');
  });
});

describe('schoolDayByMinute', () => {
  it('answers what schoolDay answers, across the school-day midnight, in both directions', () => {
    const dayOf = schoolDayByMinute();
    const instants = [
      '2026-03-09T06:59:00Z',
      '2026-03-09T06:59:59.999Z',
      '2026-03-09T07:00:00Z', // midnight PDT: the day changes on the minute
      '2026-03-09T07:00:30Z',
      '2026-03-09T06:59:30Z', // a clock set back
      '2026-01-15T07:59:59Z',
      '2026-01-15T08:00:00Z',
    ];
    for (const instant of instants) {
      expect(dayOf(new Date(instant)), instant).toBe(schoolDay(new Date(instant)));
    }
  });
});

describe('day helpers', () => {
  it('lists every day of a range, inclusive', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
