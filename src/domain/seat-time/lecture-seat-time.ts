// Time studied per lecture, for the lecture timers (docs/seat-time.md part 4, "Lecture timers"):
// the credited spans of part 2, each counted for the lecture its page was showing, and only as far
// as the day's cap: a second the state does not credit on a day does not count for a lecture
// either (time beyond the cap, and any time spent without a lecture, still fills the day first).
// Staff patches change days, not lectures, so they do not enter here. Also when each lecture's
// minimum was met, for the moment the lecture became completed.
import { dayToIsoDate, epochToLocal, localDayMinuteToEpoch } from '../scheduling/time-zone.ts';
import type { LectureInterval } from './timer-event.ts';

export interface LectureTime {
  seconds: number;
  /** When the lecture's minimum was reached (epoch ms); null while not reached or without one. */
  metAt: number | null;
}

export function lectureSeatTime(
  intervals: readonly LectureInterval[],
  minimums: ReadonlyMap<string, number>,
  options: { timeZone: string; dailyCapSeconds: number | null },
): Map<string, LectureTime> {
  const times = new Map<string, LectureTime>();
  const usedOnDay = new Map<string, number>();
  const ordered = [...intervals].sort((a, b) => a.start - b.start);
  for (const interval of ordered) {
    let cursor = interval.start;
    while (cursor < interval.end) {
      const { day } = epochToLocal(options.timeZone, Math.floor(cursor / 60));
      const pieceEnd = Math.min(
        interval.end,
        localDayMinuteToEpoch(options.timeZone, day + 1, 0) * 60,
      );
      const key = dayToIsoDate(day);
      const used = usedOnDay.get(key) ?? 0;
      const length = pieceEnd - cursor;
      const counted =
        options.dailyCapSeconds === null
          ? length
          : Math.max(0, Math.min(length, options.dailyCapSeconds - used));
      usedOnDay.set(key, used + length);
      if (interval.lectureId !== null && counted > 0) {
        const time = times.get(interval.lectureId) ?? { seconds: 0, metAt: null };
        const minimum = minimums.get(interval.lectureId);
        if (minimum !== undefined && time.metAt === null && time.seconds + counted >= minimum) {
          time.metAt = (cursor + Math.max(0, minimum - time.seconds)) * 1000;
        }
        time.seconds += counted;
        times.set(interval.lectureId, time);
      }
      cursor = pieceEnd;
    }
  }
  return times;
}
