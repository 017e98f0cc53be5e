// Pay periods (docs/timesheets.md "Pay periods"): the school pays weekly or every two weeks, in
// periods counted from an anchor date (the first day of one period). A period is whole local days
// in the school's time zone, so its length in minutes follows daylight saving: a period holding
// the spring change is an hour shorter, one holding the autumn change an hour longer.
import { dayToIsoDate, isoDateToDay, localToEpoch } from '../scheduling/time-zone.ts';

export const PAY_PERIOD_LENGTHS = ['WEEKLY', 'BIWEEKLY'] as const;
export type PayPeriodLength = (typeof PAY_PERIOD_LENGTHS)[number];

export const PAY_PERIOD_LENGTH_LABELS: Readonly<Record<PayPeriodLength, string>> = {
  WEEKLY: 'Every week',
  BIWEEKLY: 'Every two weeks',
};

const DAYS: Readonly<Record<PayPeriodLength, number>> = { WEEKLY: 7, BIWEEKLY: 14 };

export interface PayPeriodGrid {
  readonly periodLength: PayPeriodLength;
  /** YYYY-MM-DD: the first day of one period; every other period is a whole number of lengths away. */
  readonly anchorDate: string;
}

export interface PayPeriod {
  /** First day, YYYY-MM-DD (local). */
  readonly start: string;
  /** Last day included, YYYY-MM-DD (local). */
  readonly end: string;
}

export const periodDays = (length: PayPeriodLength): number => DAYS[length];

/** The period that holds local day `date` (YYYY-MM-DD). */
export function payPeriodOf(grid: PayPeriodGrid, date: string): PayPeriod {
  const days = periodDays(grid.periodLength);
  const anchor = isoDateToDay(grid.anchorDate);
  const offset = isoDateToDay(date) - anchor;
  const first = anchor + Math.floor(offset / days) * days;
  return { start: dayToIsoDate(first), end: dayToIsoDate(first + days - 1) };
}

/** Whether `start`–`end` is exactly one period of the grid. */
export function isPayPeriod(grid: PayPeriodGrid, period: PayPeriod): boolean {
  const found = payPeriodOf(grid, period.start);
  return found.start === period.start && found.end === period.end;
}

/** The period `count` periods after (negative: before) `period`. */
export function shiftPeriod(grid: PayPeriodGrid, period: PayPeriod, count: number): PayPeriod {
  const days = periodDays(grid.periodLength);
  return payPeriodOf(grid, dayToIsoDate(isoDateToDay(period.start) + count * days));
}

/** The period as instants: [start, end) in epoch minutes, local midnight to local midnight. */
export function periodMinutes(period: PayPeriod, timeZone: string): { start: number; end: number } {
  return {
    start: localToEpoch(timeZone, period.start, 0),
    end: localToEpoch(timeZone, dayToIsoDate(isoDateToDay(period.end) + 1), 0),
  };
}
