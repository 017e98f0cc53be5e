// Each credited second belongs to the local day it falls on in the course's time zone; a span
// crossing midnight is split there. Daylight-saving days are 23 or 25 hours long and the split
// counts real elapsed seconds (docs/seat-time.md "Which day a second belongs to").
import { dayToIsoDate, epochToLocal, localDayMinuteToEpoch } from '../scheduling/time-zone.ts';
import type { SecondsInterval } from './timer-event.ts';

/** Seconds per local day ('YYYY-MM-DD'), for spans in epoch seconds. */
export function splitByLocalDay(
  intervals: readonly SecondsInterval[],
  timeZone: string,
): Map<string, number> {
  const perDay = new Map<string, number>();
  for (const interval of intervals) {
    let cursor = interval.start;
    while (cursor < interval.end) {
      // Offsets change on whole minutes, so a second's day is the day of its minute.
      const { day } = epochToLocal(timeZone, Math.floor(cursor / 60));
      const nextMidnight = localDayMinuteToEpoch(timeZone, day + 1, 0) * 60;
      const segmentEnd = Math.min(interval.end, nextMidnight);
      const key = dayToIsoDate(day);
      perDay.set(key, (perDay.get(key) ?? 0) + (segmentEnd - cursor));
      cursor = segmentEnd;
    }
  }
  return perDay;
}
