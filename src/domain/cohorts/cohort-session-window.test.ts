import { describe, expect, it } from 'vitest';
import { sessionProblems, sessionsFit } from './cohort-session-window.ts';

const cohort = { startDate: '2026-03-02', endDate: '2026-03-31', timeZone: 'America/Los_Angeles' };
const at = (iso: string) => new Date(iso);

describe('cohort session window', () => {
  it('accepts a session inside the dates', () => {
    const session = { startTime: at('2026-03-02T17:00:00Z'), endTime: at('2026-03-02T19:00:00Z') };
    expect(sessionProblems(cohort, session)).toEqual([]);
  });

  it('reads the dates on the cohort wall clock', () => {
    // 03:00 UTC on April 1st is 8 pm on March 31st in Los Angeles.
    const evening = { startTime: at('2026-04-01T02:00:00Z'), endTime: at('2026-04-01T03:00:00Z') };
    expect(sessionProblems(cohort, evening)).toEqual([]);
    // 07:00 UTC on March 2nd is 11 pm on March 1st there: before the first day.
    const early = { startTime: at('2026-03-02T07:00:00Z'), endTime: at('2026-03-02T09:00:00Z') };
    expect(sessionProblems(cohort, early).map((problem) => problem.field)).toEqual(['startTime']);
  });

  it('refuses an end before or at the start', () => {
    const session = { startTime: at('2026-03-05T17:00:00Z'), endTime: at('2026-03-05T17:00:00Z') };
    expect(sessionProblems(cohort, session)).toEqual([
      { field: 'endTime', message: 'must be after the start time' },
    ]);
  });

  it('says whether existing sessions fit new dates', () => {
    const sessions = [
      { startTime: at('2026-03-10T17:00:00Z'), endTime: at('2026-03-10T19:00:00Z') },
    ];
    expect(sessionsFit(cohort, sessions)).toBe(true);
    expect(sessionsFit({ ...cohort, startDate: '2026-03-11' }, sessions)).toBe(false);
  });
});
