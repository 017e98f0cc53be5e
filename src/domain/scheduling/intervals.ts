// Half-open integer intervals [start, end) and the set operations availability needs.
// Inputs and outputs are sorted by start; outputs never hold empty or touching intervals.

export interface Interval {
  readonly start: number;
  readonly end: number;
}

/** Sorts, drops empty intervals and merges overlapping or touching ones. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) {
      if (interval.end > last.end)
        merged[merged.length - 1] = { start: last.start, end: interval.end };
    } else {
      merged.push({ start: interval.start, end: interval.end });
    }
  }
  return merged;
}

/** `from` minus every interval of `remove` (both any order; result merged and sorted). */
export function subtractIntervals(
  from: readonly Interval[],
  remove: readonly Interval[],
): Interval[] {
  const cuts = mergeIntervals(remove);
  const result: Interval[] = [];
  for (const interval of mergeIntervals(from)) {
    let cursor = interval.start;
    for (const cut of cuts) {
      if (cut.end <= cursor) continue;
      if (cut.start >= interval.end) break;
      if (cut.start > cursor) result.push({ start: cursor, end: cut.start });
      cursor = Math.max(cursor, cut.end);
      if (cursor >= interval.end) break;
    }
    if (cursor < interval.end) result.push({ start: cursor, end: interval.end });
  }
  return result;
}

/** The parts of `a` that also lie in `b`. */
export function intersectIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const left = mergeIntervals(a);
  const right = mergeIntervals(b);
  const result: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const start = Math.max(left[i]!.start, right[j]!.start);
    const end = Math.min(left[i]!.end, right[j]!.end);
    if (end > start) result.push({ start, end });
    if (left[i]!.end < right[j]!.end) i += 1;
    else j += 1;
  }
  return result;
}
