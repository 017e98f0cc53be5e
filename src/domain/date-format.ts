// The date and time formats of SPEC §9 and the one function that prints them. Every date the
// product shows goes through formatDate, in the school's time zone, so a page rendered on a
// server in UTC and the same page hydrated in a browser elsewhere print the same text.
import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat); // the `z` token (PST/PDT); needs the timezone plugin

/** SPEC §9: the default time zone and the only one the product allows. */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/** "Mar 8, 2026, 3:00am" */
export const DATE_TIME_FORMAT = 'MMM D, YYYY, h:mma';
/** "March 8, 2026, 3:00am PDT": `z` is the zone's abbreviation, which changes with daylight time. */
export const LONG_DATE_TIME_ZONE_FORMAT = 'MMMM D, YYYY, h:mma z';
/** "Mar 8, 2026" */
export const DATE_FORMAT = 'MMM D, YYYY';
/** "2026-03-08": date inputs and URLs. */
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
/** "Sunday, Mar 8": calendar and schedule headings. */
export const WEEKDAY_DATE_FORMAT = 'dddd, MMM D';
/** "15:00" */
export const TIME_24H_FORMAT = 'HH:mm';
/** "3:00pm" */
export const TIME_FORMAT = 'h:mma';
/** "2026-03-08T03:00:00-07:00": an ISO 8601 date-time with the zone's offset. */
export const ISO_DATE_TIME_FORMAT = 'YYYY-MM-DDTHH:mm:ssZ';

export type DateFormat =
  | typeof DATE_TIME_FORMAT
  | typeof LONG_DATE_TIME_ZONE_FORMAT
  | typeof DATE_FORMAT
  | typeof ISO_DATE_FORMAT
  | typeof WEEKDAY_DATE_FORMAT
  | typeof TIME_24H_FORMAT
  | typeof TIME_FORMAT
  | typeof ISO_DATE_TIME_FORMAT;

export type DateInput = Date | string | number | Dayjs;

// ISO 8601 as the API sends it: a date, optionally a time, optionally an offset.
const ISO_STRING =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?([zZ]|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Prints `value` in `format`, in `timeZone`. Instants (a Date, epoch milliseconds, a Dayjs or an
 * ISO string with `Z` or an offset) are converted to the zone. An ISO string without an offset
 * ("2026-03-08" or "2026-03-08T09:30") is a wall-clock value and is read in the zone itself, so
 * a date of birth never shifts to the previous day. Missing or invalid values (including dates
 * that do not exist, like 2026-02-30, and non-ISO strings, whose parsing differs by browser)
 * print as "". An unknown time zone throws a RangeError: that is a programming error.
 */
export function formatDate(
  value: DateInput | null | undefined,
  format: DateFormat,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = toZoned(value, timeZone);
  return date ? date.format(format) : '';
}

function toZoned(value: DateInput | null | undefined, timeZone: string): Dayjs | null {
  if (value == null) return null;
  if (typeof value !== 'string') {
    const instant = dayjs(value);
    return instant.isValid() ? instant.tz(timeZone) : null;
  }
  const match = ISO_STRING.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() + 1 !== month || check.getUTCDate() !== day) return null;
  const zoned = match[4] ? dayjs(value.trim()).tz(timeZone) : dayjs.tz(value.trim(), timeZone);
  return zoned.isValid() ? zoned : null;
}
