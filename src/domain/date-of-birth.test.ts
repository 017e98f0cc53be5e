import { describe, expect, it } from 'vitest';
import { dateOfBirthProblem } from './date-of-birth.ts';

// 07:00 UTC on 1 March is still 28 February in Los Angeles.
const now = new Date('2026-03-01T07:00:00Z');

describe('dateOfBirthProblem', () => {
  it('accepts past dates and today in the school time zone', () => {
    expect(dateOfBirthProblem('2009-06-15', now)).toBeNull();
    expect(dateOfBirthProblem('2026-02-28', now)).toBeNull();
  });

  it('refuses a date after today in the school time zone', () => {
    expect(dateOfBirthProblem('2026-03-01', now)).toBe('cannot be in the future');
    expect(dateOfBirthProblem('2026-03-01', now, 'UTC')).toBeNull();
    expect(dateOfBirthProblem('2030-01-01', now)).toBe('cannot be in the future');
  });

  it('refuses dates that do not exist or are not dates', () => {
    expect(dateOfBirthProblem('2009-02-30', now)).toBe('is not a real date');
    expect(dateOfBirthProblem('06/15/2009', now)).toBe('must be a date as YYYY-MM-DD');
    expect(dateOfBirthProblem('1899-12-31', now)).toBe('is too far in the past');
  });
});
