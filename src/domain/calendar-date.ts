// A calendar date written YYYY-MM-DD (SPEC §9), the one rule every date-only input is checked by.
// Checked by arithmetic, not by `Date`: `Date` rolls 2027-02-30 over to March 2nd and reads
// two-digit years as 19xx, so a round-trip through it both accepts and rejects the wrong things.
// Year 0000 is refused too: PostgreSQL's date type has no year zero.
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Gregorian leap years: every fourth year, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
}

/** Whether year (1–9999), month (1–12) and day (within that month) name a real day. */
export function isRealDay(year: number, month: number, day: number): boolean {
  return (
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Whether `value` is a real calendar date written YYYY-MM-DD ("2024-02-29" yes, "2025-02-29" no). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}
