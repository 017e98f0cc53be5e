// The calendar library draws Dates in the browser's own zone; the board must show the region's
// zone whatever the browser's. So each instant becomes a "wall-clock" Date whose browser-local
// fields read the region's local date and time, and a dropped wall-clock Date goes back to the
// instant it names in the region's zone.
import {
  dateOfEpochMinute,
  dayToIsoDate,
  epochMinuteOf,
  epochToLocal,
  localToEpoch,
} from '../../../domain/scheduling/time-zone.ts';

/** A Date whose local fields are `instant`'s date and time in `timeZone`. */
export function toWallClock(instant: Date, timeZone: string): Date {
  const { day, minuteOfDay } = epochToLocal(timeZone, epochMinuteOf(instant));
  const [year, month, date] = dayToIsoDate(day).split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, Math.floor(minuteOfDay / 60), minuteOfDay % 60);
}

/** The instant a wall-clock Date names in `timeZone`. */
export function fromWallClock(wallClock: Date, timeZone: string): Date {
  const date = isoDateOf(wallClock);
  const minuteOfDay = wallClock.getHours() * 60 + wallClock.getMinutes();
  return dateOfEpochMinute(localToEpoch(timeZone, date, minuteOfDay));
}

/** 'YYYY-MM-DD' of a Date's local fields. */
export function isoDateOf(wallClock: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${wallClock.getFullYear()}-${pad(wallClock.getMonth() + 1)}-${pad(wallClock.getDate())}`;
}
