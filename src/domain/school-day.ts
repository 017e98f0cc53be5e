// The calendar day of an instant at the school (SPEC §9: America/Los_Angeles, the only zone).
// API telemetry counts operations per school day, so a request at 11pm Pacific belongs to that
// day even though it is already tomorrow in UTC.
import { DEFAULT_TIME_ZONE } from './date-format.ts';

// en-CA prints dates as YYYY-MM-DD; one formatter reused for every call keeps counting cheap.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2026-03-08": the school-day an instant falls on. */
export function schoolDay(instant: Date): string {
  return dayFormat.format(instant);
}

/**
 * schoolDay for a caller that asks many times a minute (the API call counter, once per request):
 * it formats once per minute of the clock and answers the same day in between. Exact, because
 * the school's zone is a whole number of hours from UTC, so its midnight falls on a whole minute.
 */
export function schoolDayByMinute(): (instant: Date) => string {
  let minute = Number.NaN;
  let day = '';
  return (instant) => {
    const current = Math.floor(instant.getTime() / 60_000);
    if (current !== minute) {
      minute = current;
      day = schoolDay(instant);
    }
    return day;
  };
}

/** Every day from `from` to `to` inclusive (YYYY-MM-DD), for charts that show empty days too. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const cursor = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  while (cursor <= end) {
    days.push(cursor.toISOString().slice(0, 10));
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

/** The day `count` days before (negative: after) `day`, both YYYY-MM-DD. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}
