import { describe, expect, it } from 'vitest';
import {
  hasCohortEnded,
  isCohortClosed,
  isCohortEnrollmentOpen,
  isCohortFull,
} from './cohort-enrollment.ts';

const cohort = {
  isOpen: true,
  numEnrolled: 3,
  maxEnrollees: 4,
  endDate: '2026-06-30',
  timeZone: 'America/Los_Angeles',
};

describe('cohort enrolment', () => {
  it('is open with the flag on, a seat left and the end date not passed', () => {
    expect(isCohortEnrollmentOpen(cohort, new Date('2026-06-01T12:00:00Z'))).toBe(true);
  });

  it('closes when full, when the flag is off, or after the last day', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(isCohortFull({ ...cohort, numEnrolled: 4 })).toBe(true);
    expect(isCohortEnrollmentOpen({ ...cohort, numEnrolled: 4 }, now)).toBe(false);
    expect(isCohortEnrollmentOpen({ ...cohort, isOpen: false }, now)).toBe(false);
    expect(isCohortClosed({ ...cohort, numEnrolled: 4 }, now)).toBe(false);
  });

  it('counts the last day in the cohort time zone', () => {
    // 06:00 UTC on July 1st is still June 30th in Los Angeles, but not in New York.
    const now = new Date('2026-07-01T06:00:00Z');
    expect(hasCohortEnded(cohort, now)).toBe(false);
    expect(hasCohortEnded({ ...cohort, timeZone: 'America/New_York' }, now)).toBe(true);
    expect(isCohortClosed({ ...cohort, timeZone: 'America/New_York' }, now)).toBe(true);
  });
});
