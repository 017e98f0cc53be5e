import { describe, expect, it } from 'vitest';
import { splitByLocalDay } from './split-by-local-day.ts';
import { CHICAGO, localMs } from './test-timer.ts';

const span = (fromMs: number, toMs: number) => ({ start: fromMs / 1000, end: toMs / 1000 });

describe('splitByLocalDay', () => {
  it('splits a span at local midnight (Ben: 23:30 to 00:45 Central)', () => {
    const perDay = splitByLocalDay(
      [span(localMs('2026-03-14', '23:30'), localMs('2026-03-15', '00:45'))],
      CHICAGO,
    );
    expect(Object.fromEntries(perDay)).toEqual({ '2026-03-14': 1800, '2026-03-15': 2700 });
  });

  it('counts real seconds on the 23-hour spring-forward day', () => {
    // 8 March 2026: clocks in Chicago jump from 02:00 to 03:00.
    const perDay = splitByLocalDay(
      [span(localMs('2026-03-08', '00:00'), localMs('2026-03-09', '00:00'))],
      CHICAGO,
    );
    expect(Object.fromEntries(perDay)).toEqual({ '2026-03-08': 23 * 3600 });
  });

  it('counts real seconds on the 25-hour fall-back day', () => {
    const perDay = splitByLocalDay(
      [span(localMs('2026-10-31', '23:00'), localMs('2026-11-02', '01:00'))],
      CHICAGO,
    );
    expect(Object.fromEntries(perDay)).toEqual({
      '2026-10-31': 3600,
      '2026-11-01': 25 * 3600,
      '2026-11-02': 3600,
    });
  });

  it('uses the course zone, not UTC: 20:00 Central is already tomorrow in UTC', () => {
    const perDay = splitByLocalDay(
      [span(localMs('2026-03-02', '20:00'), localMs('2026-03-02', '21:00'))],
      CHICAGO,
    );
    expect([...perDay.keys()]).toEqual(['2026-03-02']);
  });
});
