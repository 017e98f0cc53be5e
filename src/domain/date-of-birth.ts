// A date of birth staff or students may enter: a real calendar date (YYYY-MM-DD), not after
// today in the school's time zone (a person born "tomorrow" has an age of 0 by the age rule, which
// would hide the typo), and not before 1900.
import { isCalendarDate } from './calendar-date.ts';
import { DEFAULT_TIME_ZONE } from './date-format.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EARLIEST = '1900-01-01';

/** Why `value` is not an acceptable date of birth on the day `now` falls on, or null when it is. */
export function dateOfBirthProblem(
  value: string,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  if (!ISO_DATE.test(value)) return 'must be a date as YYYY-MM-DD';
  if (!isCalendarDate(value)) return 'is not a real date';
  if (value < EARLIEST) return 'is too far in the past';
  if (value > calendarDate(now, timeZone)) return 'cannot be in the future';
  return null;
}

/** "YYYY-MM-DD" of the day `instant` falls on in `timeZone`. */
function calendarDate(instant: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
