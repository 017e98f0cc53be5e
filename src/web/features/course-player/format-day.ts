// A local day (YYYY-MM-DD) as the portal shows it, e.g. "Mon, Dec 7, 2026"; the day is a calendar
// date, so it is formatted at noon UTC and never shifts with the reader's zone.
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** Today in a time zone, YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}
