import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayToIsoDate,
  epochToLocal,
  isAlignedToLocalStep,
  isValidTimeZone,
  isoDateToDay,
  localDateOf,
  localToEpoch,
  localDayMinuteToEpoch,
  localWeekdayOf,
  nextAlignedMinute,
  offsetAt,
  steadyDayStart,
  weekdayOfDay,
} from './time-zone.ts';

const LA = 'America/Los_Angeles';
const utc = (y: number, m: number, d: number, h = 0, min = 0) =>
  Date.UTC(y, m - 1, d, h, min) / 60_000;

describe('calendar days', () => {
  it('counts days from 1970-01-01 and back', () => {
    expect(isoDateToDay('1970-01-01')).toBe(0);
    expect(isoDateToDay('2026-03-08')).toBe(utc(2026, 3, 8) / 1440);
    expect(dayToIsoDate(isoDateToDay('2000-02-29'))).toBe('2000-02-29');
    expect(dayToIsoDate(-1)).toBe('1969-12-31');
    expect(() => isoDateToDay('2026-3-8')).toThrow(RangeError);
  });

  it('agrees with Date for any day between 1900 and 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25567, max: 84000 }), (day) => {
        const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
        expect(dayToIsoDate(day)).toBe(iso);
        expect(isoDateToDay(iso)).toBe(day);
      }),
    );
  });

  it('numbers weekdays 1 = Monday … 7 = Sunday', () => {
    expect(weekdayOfDay(isoDateToDay('2026-03-09'))).toBe(1);
    expect(weekdayOfDay(isoDateToDay('2026-03-08'))).toBe(7);
    expect(weekdayOfDay(0)).toBe(4);
    expect(weekdayOfDay(-1)).toBe(3);
    expect(localWeekdayOf(LA, utc(2026, 3, 10, 5))).toBe(1); // Monday 22:00 in Los Angeles
  });
});

describe('Los Angeles wall clock', () => {
  it('converts ordinary days with the standard and daylight offsets', () => {
    expect(localToEpoch(LA, '2026-03-07', 540)).toBe(utc(2026, 3, 7, 17));
    expect(localToEpoch(LA, '2026-03-08', 540)).toBe(utc(2026, 3, 8, 16));
    expect(localToEpoch(LA, '2026-03-08', 540)).toBe(29_549_760);
    expect(offsetAt(LA, utc(2026, 7, 1))).toBe(-420);
    expect(offsetAt(LA, utc(2026, 1, 1))).toBe(-480);
  });

  it('moves a time in the spring-forward gap to 03:00 daylight time', () => {
    expect(localToEpoch(LA, '2026-03-08', 120)).toBe(utc(2026, 3, 8, 10));
    expect(localToEpoch(LA, '2026-03-08', 150)).toBe(utc(2026, 3, 8, 10));
    expect(localToEpoch(LA, '2026-03-08', 180)).toBe(utc(2026, 3, 8, 10));
    expect(localToEpoch(LA, '2026-03-08', 119)).toBe(utc(2026, 3, 8, 9, 59));
  });

  it('takes the first (daylight) occurrence of the repeated fall-back hour', () => {
    expect(localToEpoch(LA, '2026-11-01', 90)).toBe(utc(2026, 11, 1, 8, 30));
    expect(localToEpoch(LA, '2026-11-01', 120)).toBe(utc(2026, 11, 1, 10));
    expect(epochToLocal(LA, utc(2026, 11, 1, 9, 30))).toEqual({
      day: isoDateToDay('2026-11-01'),
      minuteOfDay: 90,
    });
  });

  it('gives 23-hour and 25-hour days on the change dates', () => {
    const length = (from: string, to: string) =>
      localToEpoch(LA, to, 0) - localToEpoch(LA, from, 0);
    expect(length('2026-03-08', '2026-03-09')).toBe(23 * 60);
    expect(length('2026-11-01', '2026-11-02')).toBe(25 * 60);
    expect(localToEpoch(LA, '2026-03-08', 1440)).toBe(localToEpoch(LA, '2026-03-09', 0));
  });

  it('finds the local date of an instant', () => {
    expect(localDateOf(LA, utc(2026, 3, 10, 6, 59))).toBe('2026-03-09');
    expect(localDateOf(LA, utc(2026, 3, 10, 7))).toBe('2026-03-10');
  });
});

describe('round trips in several zones', () => {
  const zones = [
    LA,
    'UTC',
    'Asia/Kolkata',
    'Australia/Lord_Howe',
    'America/St_Johns',
    'Europe/London',
  ];
  it('maps every instant back to itself or to the first occurrence of its wall time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: utc(2025, 1, 1), max: utc(2028, 1, 1) }),
        (zone, instant) => {
          const local = epochToLocal(zone, instant);
          const back = localToEpoch(zone, dayToIsoDate(local.day), local.minuteOfDay);
          expect(back).toBeLessThanOrEqual(instant);
          expect(epochToLocal(zone, back)).toEqual(local);
        },
      ),
    );
  });

  it('gives a steady day’s midnight only when every minute of it is midnight plus the minute', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: isoDateToDay('2025-01-01'), max: isoDateToDay('2028-01-01') }),
        fc.integer({ min: 0, max: 1440 }),
        (zone, day, minute) => {
          const midnight = steadyDayStart(zone, day);
          if (midnight !== null) {
            expect(midnight + minute).toBe(localDayMinuteToEpoch(zone, day, minute));
          }
        },
      ),
      { numRuns: 2000 },
    );
    expect(steadyDayStart(LA, isoDateToDay('2026-03-12'))).toBe(localToEpoch(LA, '2026-03-12', 0));
    // The change dates, in Los Angeles and at Lord Howe's half-hour shift, are not steady.
    expect(steadyDayStart(LA, isoDateToDay('2026-03-08'))).toBeNull();
    expect(steadyDayStart(LA, isoDateToDay('2026-11-01'))).toBeNull();
    expect(steadyDayStart('Australia/Lord_Howe', isoDateToDay('2026-04-05'))).toBeNull();
  });

  it('knows real zones from made-up ones', () => {
    expect(isValidTimeZone(LA)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('local step grid', () => {
  it('aligns to the local clock, not to UTC', () => {
    expect(isAlignedToLocalStep('Asia/Kolkata', utc(2026, 1, 1, 3, 30), 60)).toBe(true); // 09:00 IST
    expect(nextAlignedMinute('Asia/Kolkata', utc(2026, 1, 1, 3, 0), 60)).toBe(
      utc(2026, 1, 1, 3, 30),
    );
  });

  it('follows the new offset across the spring gap and the fall-back hour', () => {
    // 01:30 PST → the next half hour on the clock is 03:00 PDT.
    expect(nextAlignedMinute(LA, utc(2026, 3, 8, 9, 31), 30)).toBe(utc(2026, 3, 8, 10));
    // 01:30 PDT → 01:00 PST (the repeated hour has its own starts).
    expect(nextAlignedMinute(LA, utc(2026, 11, 1, 8, 31), 30)).toBe(utc(2026, 11, 1, 9));
  });
});
