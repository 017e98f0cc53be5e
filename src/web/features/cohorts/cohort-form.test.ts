import { describe, expect, it } from 'vitest';
import { cohortResult, localParts, sessionResult, sessionWhen } from './cohort-form.ts';

const LA = 'America/Los_Angeles';

describe('cohort form', () => {
  it('reads session times on the cohort wall clock', () => {
    const result = sessionResult(
      { name: 'Week 1', date: '2026-03-02', startTime: '18:00', endTime: '20:00' },
      LA,
    );
    expect(result).toEqual({
      ok: true,
      session: {
        name: 'Week 1',
        startTime: '2026-03-03T02:00:00.000Z',
        endTime: '2026-03-03T04:00:00.000Z',
      },
    });
    expect(localParts('2026-03-03T02:00:00.000Z', LA)).toEqual({
      date: '2026-03-02',
      time: '18:00',
    });
    expect(
      sessionWhen({ startTime: '2026-03-03T02:00:00Z', endTime: '2026-03-03T04:00:00Z' }, LA),
    ).toBe('Mon, Mar 2, 6:00 PM – 8:00 PM');
  });

  it('names the fields to correct', () => {
    expect(sessionResult({ name: '', date: '', startTime: '19:00', endTime: '18:00' }, LA)).toEqual(
      {
        ok: false,
        problems: { name: 'is required', date: 'is required', endTime: 'must be after the start' },
      },
    );
    const cohort = cohortResult({
      name: ' ',
      description: '',
      startDate: '2026-03-02',
      endDate: '2026-03-01',
      timeZone: LA,
      maxEnrollees: '0',
      isOpen: true,
    });
    expect(cohort.ok ? {} : Object.keys(cohort.problems)).toEqual([
      'name',
      'endDate',
      'maxEnrollees',
    ]);
  });
});
