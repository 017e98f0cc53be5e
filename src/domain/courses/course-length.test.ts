import { describe, expect, it } from 'vitest';
import { formatCourseHours, minimumCourseDays } from './course-length.ts';

const HOUR = 3600;

describe('minimumCourseDays', () => {
  it('takes Texas 32 hours at 2 hours a day to 16 days (SPEC §5)', () => {
    expect(
      minimumCourseDays({ requiredSeconds: 32 * HOUR, dailyCapSeconds: 2 * HOUR, minDays: null }),
    ).toBe(16);
  });

  it('rounds a partial last day up', () => {
    expect(
      minimumCourseDays({ requiredSeconds: 5 * HOUR, dailyCapSeconds: 2 * HOUR, minDays: null }),
    ).toBe(3);
  });

  it('keeps a state minimum that is longer than the cap requires (Washington: 30 days)', () => {
    expect(
      minimumCourseDays({ requiredSeconds: 34 * HOUR, dailyCapSeconds: 2 * HOUR, minDays: 30 }),
    ).toBe(30);
  });

  it('is one day without a cap or a minimum', () => {
    expect(
      minimumCourseDays({ requiredSeconds: 6 * HOUR, dailyCapSeconds: null, minDays: null }),
    ).toBe(1);
  });
});

describe('formatCourseHours', () => {
  it.each([
    [32 * HOUR, '32 hours'],
    [HOUR, '1 hour'],
    [90 * 60, '1 hour 30 minutes'],
    [7199, '1 hour 59 minutes'],
    [60, '1 minute'],
    [0, '0 minutes'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatCourseHours(seconds)).toBe(text);
  });
});
