// The DateTime scalar's input (SPEC §9: an ISO 8601 date-time with offset), parsed strictly.
// `new Date(text)` accepts 2027-02-30T00:00:00Z as March 2nd, 24:00 as the next day, and strings
// without an offset in the server's own zone; each of those would store an instant the caller did
// not mean. Every component is range-checked here before an instant is built from it.
import { isRealDay } from './calendar-date.ts';

// 2026-11-21T09:30Z, 2026-11-21T09:30:00Z, 2026-11-21T09:30:00.123456-08:00.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

/** The instant `value` names, or null when it is not a real ISO 8601 date-time with offset. */
export function parseIsoDateTime(value: string): Date | null {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = match[6] === undefined ? 0 : Number(match[6]);
  // Finer than a millisecond is dropped: an instant is kept to the millisecond.
  const millisecond = match[7] === undefined ? 0 : Number(match[7].padEnd(3, '0').slice(0, 3));
  const offsetHours = match[8] ? 0 : Number(match[10]);
  const offsetMinutes = match[8] ? 0 : Number(match[11]);
  if (!isRealDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years below 100 as written.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millisecond);
  const sign = match[9] === '-' ? -1 : 1;
  return new Date(date.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
}
