import { describe, expect, it } from 'vitest';
import { patchProblems } from './patch-check.ts';

const context = {
  enrolledDay: '2026-03-01',
  today: '2026-03-20',
  dayRawSeconds: 6600,
  dayPatchSeconds: 0,
};

describe('patchProblems', () => {
  it('accepts a reasoned patch of a past day', () => {
    expect(patchProblems({ day: '2026-03-20', seconds: 2400, reason: 'outage' }, context)).toEqual(
      [],
    );
  });

  it('refuses future days, days before the enrolment and bad days', () => {
    const fields = (day: string) =>
      patchProblems({ day, seconds: 60, reason: 'x' }, context).map((problem) => problem.message);
    expect(fields('2026-03-21')).toEqual(['is in the future']);
    expect(fields('2026-02-28')).toEqual(['is before the enrolment']);
    expect(fields('2026-02-30')).toEqual(['is not a day (YYYY-MM-DD)']);
  });

  it('refuses zero, fractions, more than a day and taking a day below zero', () => {
    const seconds = (value: number) =>
      patchProblems({ day: '2026-03-20', seconds: value, reason: 'x' }, context).map(
        (problem) => problem.field,
      );
    expect(seconds(0)).toEqual(['seconds']);
    expect(seconds(1.5)).toEqual(['seconds']);
    expect(seconds(90_000)).toEqual(['seconds']);
    expect(seconds(-6601)).toEqual(['seconds']);
    expect(seconds(-6600)).toEqual([]);
  });

  it('requires a reason', () => {
    expect(patchProblems({ day: '2026-03-20', seconds: 60, reason: '  ' }, context)).toEqual([
      { field: 'reason', message: 'is required' },
    ]);
  });
});
