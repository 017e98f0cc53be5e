// Credited spans never count the same second twice: overlapping or touching spans are merged
// into one (two open tabs, or a page taking over from another, add up to wall-clock time).
import type { SecondsInterval } from './timer-event.ts';

export function unionIntervals(intervals: readonly SecondsInterval[]): SecondsInterval[] {
  const sorted = intervals
    .filter((interval) => interval.end > interval.start)
    .toSorted((a, b) => a.start - b.start || a.end - b.end);
  const merged: SecondsInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}
