import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakProblems,
  formatMinuteOfDay,
  weeklyHoursProblems,
  withinWorkingHours,
  type WeeklySpan,
} from './weekly-hours-rules.ts';

const KINDS = ['BREAK', 'MEAL_BREAK'];
const monday = (startMinute: number, endMinute: number): WeeklySpan => ({
  weekday: 1,
  startMinute,
  endMinute,
});

describe('weekly hours', () => {
  it('accepts several spans a day, back to back, and an empty week', () => {
    expect(weeklyHoursProblems([monday(480, 720), monday(720, 1020)])).toEqual([]);
    expect(weeklyHoursProblems([{ weekday: 7, startMinute: 0, endMinute: 1440 }])).toEqual([]);
    expect(weeklyHoursProblems([])).toEqual([]);
  });

  it('names the field of a span out of range', () => {
    expect(
      weeklyHoursProblems([monday(480, 600), monday(600, 1441), monday(-1, 30)]).map(
        (problem) => problem.path,
      ),
    ).toEqual(['spans.1.endMinute', 'spans.2.startMinute']);
    expect(weeklyHoursProblems([{ weekday: 8, startMinute: 0, endMinute: 60 }])[0]?.path).toBe(
      'spans.0.weekday',
    );
    expect(weeklyHoursProblems([monday(600, 600)])[0]).toEqual({
      path: 'spans.0.endMinute',
      message: 'must be after the start',
    });
    expect(weeklyHoursProblems([monday(1.5, 600)])[0]?.path).toBe('spans.0.startMinute');
  });

  it('refuses overlapping spans of one weekday, naming the later one', () => {
    expect(weeklyHoursProblems([monday(480, 720), monday(700, 900)])).toEqual([
      { path: 'spans.1.startMinute', message: 'overlaps span 1 that day' },
    ]);
    // The same hours on different days do not overlap.
    expect(
      weeklyHoursProblems([monday(480, 720), { weekday: 2, startMinute: 480, endMinute: 720 }]),
    ).toEqual([]);
  });

  it('finds an overlap exactly when two spans of a day share a minute', () => {
    const span = fc
      .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1440 }))
      .filter(([start, end]) => start < end);
    fc.assert(
      fc.property(span, span, ([a0, a1], [b0, b1]) => {
        const shared = Math.max(a0, b0) < Math.min(a1, b1);
        expect(weeklyHoursProblems([monday(a0, a1), monday(b0, b1)]).length > 0).toBe(shared);
      }),
    );
  });
});

describe('recurring breaks', () => {
  const hours = [monday(480, 1020)];

  it('accepts a meal break inside working hours', () => {
    expect(breakProblems([{ ...monday(720, 750), kind: 'MEAL_BREAK' }], hours, KINDS)).toEqual([]);
  });

  it('refuses a break outside working hours, a clash and an unknown kind', () => {
    expect(breakProblems([{ ...monday(1000, 1030), kind: 'BREAK' }], hours, KINDS)).toEqual([
      { path: 'breaks.0.startMinute', message: 'must lie inside working hours' },
    ]);
    expect(
      breakProblems(
        [
          { ...monday(600, 630), kind: 'BREAK' },
          { ...monday(620, 640), kind: 'BREAK' },
        ],
        hours,
        KINDS,
      )[0]?.path,
    ).toBe('breaks.1.startMinute');
    expect(breakProblems([{ ...monday(600, 630), kind: 'NAP' }], hours, KINDS)[0]?.path).toBe(
      'breaks.0.kind',
    );
    expect(
      breakProblems(
        [{ weekday: 2, startMinute: 600, endMinute: 630, kind: 'BREAK' }],
        hours,
        KINDS,
      ),
    ).toHaveLength(1);
  });

  it('knows when a span is inside working hours', () => {
    expect(withinWorkingHours(hours, monday(480, 1020))).toBe(true);
    expect(withinWorkingHours(hours, monday(470, 500))).toBe(false);
  });
});

describe('formatMinuteOfDay', () => {
  it('writes hours and minutes', () => {
    expect(formatMinuteOfDay(0)).toBe('00:00');
    expect(formatMinuteOfDay(510)).toBe('08:30');
    expect(formatMinuteOfDay(1440)).toBe('24:00');
  });
});
