import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableIntervals,
  expandAvailability,
  isValidLocalSpan,
  type AvailabilityInput,
} from './availability-intervals.ts';
import { LA, at, hm } from './test-fixtures.ts';

const monday = '2026-03-16';
const base: AvailabilityInput = {
  timeZone: LA,
  weeklyHours: [{ weekday: 1, startMinute: hm('08:00'), endMinute: hm('16:00') }],
  exceptions: [],
  breaks: [],
};
const expand = (input: AvailabilityInput, from = at(monday, '00:00'), to = at(monday, '23:59')) =>
  expandAvailability(input, from, to);

describe('availability intervals', () => {
  it('turns weekly hours into epoch intervals on the right weekday only', () => {
    expect(expand(base).available).toEqual([
      { start: at(monday, '08:00'), end: at(monday, '16:00') },
    ]);
    expect(expand(base, at('2026-03-17', '00:00'), at('2026-03-18', '00:00')).available).toEqual([
      { start: at(monday, '08:00'), end: at(monday, '16:00') }, // the day before, for lessons crossing in
    ]);
  });

  it('cuts breaks out and reports them by kind', () => {
    const result = expand({
      ...base,
      breaks: [
        { weekday: 1, startMinute: hm('12:00'), endMinute: hm('12:30'), kind: 'MEAL_BREAK' },
        { weekday: 1, startMinute: hm('15:30'), endMinute: hm('17:00'), kind: 'BREAK' },
      ],
    });
    expect(result.available).toEqual([
      { start: at(monday, '08:00'), end: at(monday, '12:00') },
      { start: at(monday, '12:30'), end: at(monday, '15:30') },
    ]);
    expect(result.breaks).toEqual([
      { start: at(monday, '12:00'), end: at(monday, '12:30'), kind: 'MEAL_BREAK' },
      { start: at(monday, '15:30'), end: at(monday, '16:00'), kind: 'BREAK' },
    ]);
  });

  it('applies a day off, a partial absence and extra hours', () => {
    const dayOff = expand({
      ...base,
      exceptions: [
        { date: monday, kind: 'UNAVAILABLE', startMinute: 0, endMinute: 1440 },
        { date: monday, kind: 'EXTRA_AVAILABLE', startMinute: hm('18:00'), endMinute: hm('20:00') },
      ],
    });
    expect(dayOff.available).toEqual([]);

    const partial = expand({
      ...base,
      exceptions: [
        { date: monday, kind: 'UNAVAILABLE', startMinute: hm('14:00'), endMinute: hm('16:00') },
      ],
    });
    expect(partial.available).toEqual([{ start: at(monday, '08:00'), end: at(monday, '14:00') }]);

    const extra = expand({
      ...base,
      breaks: [{ weekday: 1, startMinute: hm('12:00'), endMinute: hm('13:00'), kind: 'BREAK' }],
      exceptions: [
        { date: monday, kind: 'EXTRA_AVAILABLE', startMinute: hm('12:00'), endMinute: hm('12:30') },
        { date: monday, kind: 'EXTRA_AVAILABLE', startMinute: hm('16:00'), endMinute: hm('18:00') },
      ],
    });
    expect(extra.available).toEqual([
      { start: at(monday, '08:00'), end: at(monday, '12:30') },
      { start: at(monday, '13:00'), end: at(monday, '18:00') },
    ]);
    expect(extra.breaks).toEqual([
      { start: at(monday, '12:30'), end: at(monday, '13:00'), kind: 'BREAK' },
    ]);
  });

  it('joins a span ending at midnight with the next day starting at midnight', () => {
    const result = expand(
      {
        ...base,
        weeklyHours: [
          { weekday: 1, startMinute: hm('20:00'), endMinute: 1440 },
          { weekday: 2, startMinute: 0, endMinute: hm('02:00') },
        ],
      },
      at(monday, '00:00'),
      at('2026-03-17', '12:00'),
    );
    expect(result.available).toEqual([
      { start: at(monday, '20:00'), end: at('2026-03-17', '02:00') },
    ]);
  });

  it('keeps local hours on daylight-saving days', () => {
    const sunday = {
      ...base,
      weeklyHours: [{ weekday: 7, startMinute: hm('01:00'), endMinute: hm('17:00') }],
    };
    const spring = expand(sunday, at('2026-03-08', '00:00'), at('2026-03-08', '23:00')).available;
    expect(spring).toEqual([{ start: at('2026-03-08', '01:00'), end: at('2026-03-08', '17:00') }]);
    expect(spring[0]!.end - spring[0]!.start).toBe(15 * 60);
    const fall = expand(sunday, at('2026-11-01', '00:00'), at('2026-11-01', '23:00')).available;
    expect(fall[0]!.end - fall[0]!.start).toBe(17 * 60);
  });

  it('validates local spans', () => {
    expect(isValidLocalSpan(0, 1440)).toBe(true);
    expect(isValidLocalSpan(600, 600)).toBe(false);
    expect(isValidLocalSpan(-1, 60)).toBe(false);
    expect(isValidLocalSpan(0, 1441)).toBe(false);
    expect(isValidLocalSpan(0.5, 60)).toBe(false);
  });
});

const spanArb = fc
  .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1440 }))
  .map(([a, b]) => ({ startMinute: Math.min(a, b), endMinute: Math.max(a, b) + 1 }))
  .map(({ startMinute, endMinute }) => ({ startMinute, endMinute: Math.min(endMinute, 1440) }));

describe('availableIntervals', () => {
  it('equals the available intervals of expandAvailability, across daylight-saving changes', () => {
    const weekly = fc.array(
      fc.tuple(fc.integer({ min: 1, max: 7 }), spanArb).map(([weekday, span]) => ({
        weekday,
        ...span,
      })),
      { maxLength: 10 },
    );
    const exception = fc
      .tuple(
        fc.constantFrom('2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01'),
        fc.constantFrom('UNAVAILABLE' as const, 'EXTRA_AVAILABLE' as const),
        spanArb,
      )
      .map(([date, kind, span]) => ({ date, kind, ...span }));
    fc.assert(
      fc.property(
        weekly,
        weekly,
        fc.array(exception, { maxLength: 6 }),
        fc.constantFrom(LA, 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata'),
        fc.constantFrom('2026-03-05', '2026-10-29'),
        (hours, breakSpans, exceptions, timeZone, fromDate) => {
          const input: AvailabilityInput = {
            timeZone,
            weeklyHours: hours,
            breaks: breakSpans.map((span) => ({ ...span, kind: 'BREAK' as const })),
            exceptions,
          };
          const from = at(fromDate, '00:00', timeZone);
          const to = from + 6 * 1440;
          expect(availableIntervals(input, from, to)).toEqual(
            expandAvailability(input, from, to).available,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
