// How the slot picker names days and times: "Tuesday, December 1" and "9:00 AM" in the zone the
// answer was grouped in, and the 14-day windows it pages through.
import {
  dateOfEpochMinute,
  dayToIsoDate,
  isoDateToDay,
  localDateOf,
  localToEpoch,
} from '../../../domain/scheduling/time-zone.ts';

/** The picker shows two weeks at a time. */
export const WINDOW_DAYS = 14;

/** The slot pickup, as the picker's callers describe it. */
export type SlotPickerPickup =
  { latitude: number; longitude: number } | { zipCode: string } | { meetingPointId: string };

/** The GraphQL pickup input of a picker pickup. */
export function pickupInputOf(pickup: SlotPickerPickup) {
  if ('meetingPointId' in pickup) return { meetingPointId: pickup.meetingPointId };
  if ('zipCode' in pickup) return { zipCode: pickup.zipCode };
  return { lat: pickup.latitude, lng: pickup.longitude };
}

/** "Tuesday, December 1" for a local date "YYYY-MM-DD" (read as a calendar date, no zone). */
export function dayHeading(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "9:00 AM": the wall-clock time of an instant in a time zone. */
export function timeLabel(startTime: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(startTime));
}

/** "Tuesday, December 1, 9:00 AM": a start time's local day and time in a time zone. */
export function whenLabel(startTime: string, timeZone: string): string {
  const day = localDateOf(timeZone, Math.floor(Date.parse(startTime) / 60_000));
  return `${dayHeading(day)}, ${timeLabel(startTime, timeZone)}`;
}

export function instructorCount(count: number): string {
  return count === 1 ? '1 instructor' : `${count} instructors`;
}

/** The local date `days` after an ISO date (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return dayToIsoDate(isoDateToDay(date) + days);
}

/**
 * The search range of the window starting on local date `from` in `timeZone`: [midnight of
 * `from`, midnight 14 days later), as instants, so a window across a daylight-saving change still
 * starts and ends at local midnight.
 */
export function windowRange(from: string, timeZone: string): { from: string; to: string } {
  const midnight = (date: string) =>
    dateOfEpochMinute(localToEpoch(timeZone, date, 0)).toISOString();
  return { from: midnight(from), to: midnight(addDays(from, WINDOW_DAYS)) };
}
