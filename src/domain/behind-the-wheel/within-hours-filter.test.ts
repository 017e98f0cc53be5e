import { describe, expect, it } from 'vitest';
import { studentBtwProgress } from './student-btw-progress.ts';
import { isWithinHoursOfCompleting, withinHoursProblem } from './within-hours-filter.ts';

const NOW = new Date('2026-11-27T18:00:00Z');
const withDriving = (drivingMinutes: number) =>
  studentBtwProgress(
    { usStateId: 'CO', dob: '2011-01-01' },
    [
      {
        startTime: new Date('2026-11-01T16:00:00Z'),
        lessonCancelledAt: null,
        placeRemovedAt: null,
        attendance: 'Attended',
        drivingMinutes,
        observationMinutes: 0,
        actualDurationMinutes: null,
      },
    ],
    NOW,
  );

describe('within N hours of completing', () => {
  it('keeps students in progress whose missing time is at most N hours', () => {
    expect(isWithinHoursOfCompleting(withDriving(240), 2)).toBe(true);
    expect(isWithinHoursOfCompleting(withDriving(239), 2)).toBe(false);
    expect(isWithinHoursOfCompleting(withDriving(330), 0.5)).toBe(true);
  });

  it('leaves out students who have met it or have no requirement', () => {
    expect(isWithinHoursOfCompleting(withDriving(360), 10)).toBe(false);
    expect(
      isWithinHoursOfCompleting(studentBtwProgress({ usStateId: 'CA', dob: null }, [], NOW), 10),
    ).toBe(false);
  });

  it('refuses a negative, endless or huge N', () => {
    expect(withinHoursProblem(-1)).toBe('must be 0 or more');
    expect(withinHoursProblem(Number.NaN)).toBe('must be a number');
    expect(withinHoursProblem(101)).toBe('must be at most 100');
    expect(withinHoursProblem(0)).toBeNull();
    expect(withinHoursProblem(2.5)).toBeNull();
  });
});
