import { describe, expect, it } from 'vitest';
import { isPayPeriod, payPeriodOf, periodMinutes, shiftPeriod } from './pay-period.ts';

const LA = 'America/Los_Angeles';
const biweekly = { periodLength: 'BIWEEKLY' as const, anchorDate: '2026-01-04' };
const weekly = { periodLength: 'WEEKLY' as const, anchorDate: '2026-01-04' };

describe('payPeriodOf', () => {
  it('counts whole periods from the anchor, before and after it', () => {
    expect(payPeriodOf(biweekly, '2026-01-04')).toEqual({ start: '2026-01-04', end: '2026-01-17' });
    expect(payPeriodOf(biweekly, '2026-01-17')).toEqual({ start: '2026-01-04', end: '2026-01-17' });
    expect(payPeriodOf(biweekly, '2026-01-18')).toEqual({ start: '2026-01-18', end: '2026-01-31' });
    expect(payPeriodOf(biweekly, '2026-01-03')).toEqual({ start: '2025-12-21', end: '2026-01-03' });
    expect(payPeriodOf(weekly, '2026-11-27')).toEqual({ start: '2026-11-22', end: '2026-11-28' });
  });

  it('crosses month, year and leap-day boundaries', () => {
    const grid = { periodLength: 'WEEKLY' as const, anchorDate: '2028-02-27' };
    expect(payPeriodOf(grid, '2028-03-01')).toEqual({ start: '2028-02-27', end: '2028-03-04' });
    expect(shiftPeriod(weekly, { start: '2026-12-27', end: '2027-01-02' }, 1)).toEqual({
      start: '2027-01-03',
      end: '2027-01-09',
    });
  });

  it('knows a real period from a wrong one', () => {
    expect(isPayPeriod(biweekly, { start: '2026-11-08', end: '2026-11-21' })).toBe(true);
    expect(isPayPeriod(biweekly, { start: '2026-11-09', end: '2026-11-22' })).toBe(false);
    expect(isPayPeriod(biweekly, { start: '2026-11-08', end: '2026-11-14' })).toBe(false);
  });
});

describe('periodMinutes', () => {
  it('runs from local midnight to local midnight', () => {
    const { start, end } = periodMinutes({ start: '2026-11-15', end: '2026-11-21' }, LA);
    expect(new Date(start * 60_000).toISOString()).toBe('2026-11-15T08:00:00.000Z');
    expect(new Date(end * 60_000).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(end - start).toBe(7 * 1440);
  });

  it('is an hour shorter in the week clocks spring forward', () => {
    const { start, end } = periodMinutes({ start: '2026-03-08', end: '2026-03-14' }, LA);
    expect(new Date(start * 60_000).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(new Date(end * 60_000).toISOString()).toBe('2026-03-15T07:00:00.000Z');
    expect(end - start).toBe(7 * 1440 - 60);
  });

  it('is an hour longer in the week clocks fall back, and periods still meet end to start', () => {
    const fall = payPeriodOf(weekly, '2026-11-01');
    const { start, end } = periodMinutes(fall, LA);
    expect(end - start).toBe(7 * 1440 + 60);
    expect(periodMinutes(shiftPeriod(weekly, fall, 1), LA).start).toBe(end);
    expect(periodMinutes(shiftPeriod(weekly, fall, -1), LA).end).toBe(start);
  });
});
