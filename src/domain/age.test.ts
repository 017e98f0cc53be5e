import { describe, expect, it } from 'vitest';
import { ageInYears } from './age.ts';

// Noon in Los Angeles on the given day, so the school's calendar day is unambiguous.
const noonLA = (date: string) => new Date(`${date}T12:00:00-07:00`);

describe('ageInYears', () => {
  it('counts full years on a birthday', () => {
    expect(ageInYears('2008-05-01', noonLA('2024-05-01'))).toBe(16);
    expect(ageInYears('2008-05-01', noonLA('2025-05-01'))).toBe(17);
  });

  it('adds the passed fraction of the current year of life, floored to 2 decimals', () => {
    // 2024-01-01 → 2024-07-01 is 182 of 366 days: 0.4972…, floored to 0.49.
    expect(ageInYears('2008-01-01', noonLA('2024-07-01'))).toBe(16.49);
    // The day before the 17th birthday: 365 of 366 days, 0.997…, still 16.99.
    expect(ageInYears('2008-01-01', noonLA('2024-12-31'))).toBe(16.99);
    expect(ageInYears('2008-05-01', noonLA('2024-04-30'))).toBe(15.99);
  });

  it('never rounds up past a threshold such as 16.5', () => {
    // 2023-05-01 → 2024-05-01 holds 366 days; half is 183 days, reached on 2023-10-31.
    expect(ageInYears('2007-05-01', noonLA('2023-10-30'))).toBe(16.49);
    expect(ageInYears('2007-05-01', noonLA('2023-10-31'))).toBe(16.5);
  });

  it('measures the current year of life by its own length in leap and common years', () => {
    // 2023-03-01 → 2024-03-01 spans 29 February: 366 days, so day 183 is exactly half.
    expect(ageInYears('2007-03-01', noonLA('2023-08-31'))).toBe(16.5);
    // 2022-03-01 → 2023-03-01 has 365 days: day 183 is 0.5013…
    expect(ageInYears('2006-03-01', noonLA('2022-08-31'))).toBe(16.5);
    expect(ageInYears('2006-03-01', noonLA('2022-08-30'))).toBe(16.49);
  });

  it('gives someone born on 29 February their birthday on 1 March in common years', () => {
    expect(ageInYears('2008-02-29', noonLA('2024-02-29'))).toBe(16);
    expect(ageInYears('2008-02-29', noonLA('2025-02-28'))).toBe(16.99);
    expect(ageInYears('2008-02-29', noonLA('2025-03-01'))).toBe(17);
  });

  it('starts a birthday at midnight in the school time zone, not in UTC', () => {
    // 05:00 UTC on 1 July is still 30 June, 10pm, in Los Angeles.
    const lateEvening = new Date('2024-07-01T05:00:00Z');
    expect(ageInYears('2008-07-01', lateEvening)).toBe(15.99);
    expect(ageInYears('2008-07-01', lateEvening, 'UTC')).toBe(16);
  });

  it('accepts a Date at midnight UTC and an ISO date-time by its date part', () => {
    expect(ageInYears(new Date('2008-05-01'), noonLA('2024-05-01'))).toBe(16);
    expect(ageInYears('2008-05-01T00:00:00-07:00', noonLA('2024-05-01'))).toBe(16);
  });

  it('is 0 for a date of birth today or in the future', () => {
    expect(ageInYears('2024-05-01', noonLA('2024-05-01'))).toBe(0);
    expect(ageInYears('2030-01-01', noonLA('2024-05-01'))).toBe(0);
    expect(ageInYears('2024-05-02', noonLA('2024-05-01'))).toBe(0);
  });

  it('is 0 for a date that is invalid or missing', () => {
    const now = noonLA('2024-05-01');
    expect(ageInYears('2008-02-30', now)).toBe(0);
    expect(ageInYears('2007-02-29', now)).toBe(0);
    expect(ageInYears('2008-13-01', now)).toBe(0);
    expect(ageInYears('05/01/2008', now)).toBe(0);
    expect(ageInYears('', now)).toBe(0);
    expect(ageInYears(null, now)).toBe(0);
    expect(ageInYears(undefined, now)).toBe(0);
    expect(ageInYears(new Date('not a date'), now)).toBe(0);
    expect(ageInYears('2008-05-01', new Date(Number.NaN))).toBe(0);
  });

  it('defaults to the current time', () => {
    const tenYearsAgo = new Date();
    tenYearsAgo.setUTCFullYear(tenYearsAgo.getUTCFullYear() - 10);
    const age = ageInYears(tenYearsAgo.toISOString().slice(0, 10));
    expect(age).toBeGreaterThanOrEqual(9.99);
    expect(age).toBeLessThanOrEqual(10);
  });
});
