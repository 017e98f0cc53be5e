import { describe, expect, it } from 'vitest';
import { daysInMonth, isCalendarDate } from './calendar-date.ts';

describe('isCalendarDate', () => {
  it('accepts real days, February 29th of leap years included', () => {
    for (const good of ['2024-02-29', '2000-02-29', '2026-01-31', '2026-12-31', '0001-01-01']) {
      expect([good, isCalendarDate(good)]).toEqual([good, true]);
    }
  });

  it('refuses days Date would roll over or guess', () => {
    const bad = [
      '2027-02-30',
      '2026-13-01',
      '2026-00-10',
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-01-00',
      '2026-01-32',
      '0000-01-01',
      '2026-2-3',
      '26-02-03',
      '2026-02-03T00:00:00Z',
      ' 2026-02-03',
      '2026/02/03',
      '',
    ];
    for (const value of bad) expect([value, isCalendarDate(value)]).toEqual([value, false]);
  });
});

describe('daysInMonth', () => {
  it('knows February of leap and common years', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2025, 2), daysInMonth(2100, 2)]).toEqual([
      29, 28, 28,
    ]);
  });
});
