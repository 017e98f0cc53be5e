import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DEFAULT_TIME_ZONE,
  formatDate,
  ISO_DATE_FORMAT,
  ISO_DATE_TIME_FORMAT,
  LONG_DATE_TIME_ZONE_FORMAT,
  TIME_24H_FORMAT,
  TIME_FORMAT,
  WEEKDAY_DATE_FORMAT,
} from './date-format.ts';

// Sunday 8 March 2026, 15:05 in Los Angeles (PDT, UTC-7: daylight time began at 2am that day).
const AFTERNOON = new Date('2026-03-08T22:05:00Z');

describe('formatDate', () => {
  it('uses Los Angeles as the default zone', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Los_Angeles');
  });

  it('prints every SPEC format in the school time zone', () => {
    expect(formatDate(AFTERNOON, DATE_TIME_FORMAT)).toBe('Mar 8, 2026, 3:05pm');
    expect(formatDate(AFTERNOON, LONG_DATE_TIME_ZONE_FORMAT)).toBe('March 8, 2026, 3:05pm PDT');
    expect(formatDate(AFTERNOON, DATE_FORMAT)).toBe('Mar 8, 2026');
    expect(formatDate(AFTERNOON, ISO_DATE_FORMAT)).toBe('2026-03-08');
    expect(formatDate(AFTERNOON, WEEKDAY_DATE_FORMAT)).toBe('Sunday, Mar 8');
    expect(formatDate(AFTERNOON, TIME_24H_FORMAT)).toBe('15:05');
    expect(formatDate(AFTERNOON, TIME_FORMAT)).toBe('3:05pm');
    expect(formatDate(AFTERNOON, ISO_DATE_TIME_FORMAT)).toBe('2026-03-08T15:05:00-07:00');
  });

  it('prints PST before and PDT after the spring change, with the matching offset', () => {
    // 2026-03-08 02:00 PST becomes 03:00 PDT, at 10:00 UTC.
    expect(formatDate('2026-03-08T09:59:00Z', LONG_DATE_TIME_ZONE_FORMAT)).toBe(
      'March 8, 2026, 1:59am PST',
    );
    expect(formatDate('2026-03-08T10:00:00Z', LONG_DATE_TIME_ZONE_FORMAT)).toBe(
      'March 8, 2026, 3:00am PDT',
    );
    expect(formatDate('2026-03-08T09:59:00Z', ISO_DATE_TIME_FORMAT)).toBe(
      '2026-03-08T01:59:00-08:00',
    );
    expect(formatDate('2026-03-08T10:00:00Z', ISO_DATE_TIME_FORMAT)).toBe(
      '2026-03-08T03:00:00-07:00',
    );
  });

  it('prints PDT then PST around the autumn change, when 1am happens twice', () => {
    // 2026-11-01 02:00 PDT becomes 01:00 PST, at 09:00 UTC.
    expect(formatDate('2026-11-01T08:30:00Z', LONG_DATE_TIME_ZONE_FORMAT)).toBe(
      'November 1, 2026, 1:30am PDT',
    );
    expect(formatDate('2026-11-01T09:30:00Z', LONG_DATE_TIME_ZONE_FORMAT)).toBe(
      'November 1, 2026, 1:30am PST',
    );
  });

  it('accepts epoch milliseconds and offsets other than Z', () => {
    expect(formatDate(AFTERNOON.getTime(), TIME_24H_FORMAT)).toBe('15:05');
    expect(formatDate('2026-03-08T18:05:00-04:00', TIME_24H_FORMAT)).toBe('15:05');
  });

  it('reads a date without a time as that calendar day, not as midnight UTC', () => {
    expect(formatDate('2008-05-01', DATE_FORMAT)).toBe('May 1, 2008');
    expect(formatDate('2008-05-01', WEEKDAY_DATE_FORMAT)).toBe('Thursday, May 1');
    expect(formatDate('2008-05-01', ISO_DATE_TIME_FORMAT)).toBe('2008-05-01T00:00:00-07:00');
  });

  it('reads a date-time without an offset as wall-clock time in the zone', () => {
    expect(formatDate('2026-07-04T09:30', LONG_DATE_TIME_ZONE_FORMAT)).toBe(
      'July 4, 2026, 9:30am PDT',
    );
    expect(formatDate('2026-01-15T09:30:00', LONG_DATE_TIME_ZONE_FORMAT)).toBe(
      'January 15, 2026, 9:30am PST',
    );
  });

  it('prints in another zone when asked', () => {
    expect(formatDate(AFTERNOON, DATE_TIME_FORMAT, 'UTC')).toBe('Mar 8, 2026, 10:05pm');
    expect(formatDate(AFTERNOON, LONG_DATE_TIME_ZONE_FORMAT, 'America/Chicago')).toBe(
      'March 8, 2026, 5:05pm CDT',
    );
  });

  it('prints nothing for missing, invalid or non-ISO values', () => {
    expect(formatDate(null, DATE_FORMAT)).toBe('');
    expect(formatDate(undefined, DATE_FORMAT)).toBe('');
    expect(formatDate('', DATE_FORMAT)).toBe('');
    expect(formatDate('yesterday', DATE_FORMAT)).toBe('');
    expect(formatDate('2026-02-30', DATE_FORMAT)).toBe('');
    expect(formatDate('03/08/2026', DATE_FORMAT)).toBe('');
    expect(formatDate(new Date('nope'), DATE_FORMAT)).toBe('');
    expect(formatDate(Number.NaN, DATE_FORMAT)).toBe('');
  });

  it('throws for an unknown time zone', () => {
    expect(() => formatDate(AFTERNOON, DATE_FORMAT, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
