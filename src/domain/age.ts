// Age in years (SPEC §5): floored to 2 decimals; 0 when the date of birth is invalid or in the
// future. Used for eligibility rules such as Colorado's "6 hours of lessons if under 16.5", so it
// must never round a person up past a threshold they have not reached.
import { DEFAULT_TIME_ZONE } from './date-format.ts';

interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const MS_PER_DAY = 86_400_000;

/**
 * Age of a person on the calendar day `now` falls on in `timeZone` (the school's zone by
 * default, so a birthday starts at local midnight, not at midnight UTC).
 *
 * Method: the number of full years since birth (birthdays passed), plus the fraction of the
 * current year of life that has gone by, counted in whole days: days since the last birthday
 * divided by the days from the last birthday to the next one (365 or 366, so leap years need no
 * special case). Someone born on 29 February has their birthday on 1 March in common years, the
 * later of the two usual readings, so a legal minimum age is never reached a day early.
 *
 * `dateOfBirth` is a calendar date: a "YYYY-MM-DD" string (an ISO date-time is read by its date
 * part as written), or a Date at midnight UTC of that day, as `new Date("2008-05-01")` and the
 * database's date columns produce it.
 */
export function ageInYears(
  dateOfBirth: string | Date | null | undefined,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): number {
  const birth = toCalendarDate(dateOfBirth);
  const today = calendarDateIn(now, timeZone);
  if (!birth || !today) return 0;
  const todayNumber = dayNumber(today.year, today.month, today.day);
  if (dayNumber(birth.year, birth.month, birth.day) >= todayNumber) return 0;

  const birthday = (year: number) => dayNumber(year, birth.month, birth.day);
  let years = today.year - birth.year;
  if (birthday(birth.year + years) > todayNumber) years -= 1;
  const last = birthday(birth.year + years);
  const next = birthday(birth.year + years + 1);
  // Integer arithmetic, then one division: 16 + 0.49 in floating point is not always 16.49.
  const hundredths = Math.floor(((todayNumber - last) * 100) / (next - last));
  return (years * 100 + hundredths) / 100;
}

/** Days since 1970-01-01 of a calendar date; 29 February of a common year becomes 1 March. */
function dayNumber(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, keeps years 0-99 as written
  return date.getTime() / MS_PER_DAY;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

function toCalendarDate(value: string | Date | null | undefined): CalendarDate | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return {
      year: value.getUTCFullYear(),
      month: value.getUTCMonth() + 1,
      day: value.getUTCDate(),
    };
  }
  const match = value == null ? null : ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Refuse dates that do not exist (2008-02-30) instead of letting them roll into March.
  const check = new Date(dayNumber(year, month, day) * MS_PER_DAY);
  if (check.getUTCMonth() + 1 !== month || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function calendarDateIn(instant: Date, timeZone: string): CalendarDate | null {
  if (Number.isNaN(instant.getTime())) return null;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}
