// An instructor's available time as sorted, merged epoch-minute intervals
// (docs/scheduling.md "Availability model"): per local date,
// available = ((weekly hours − breaks) ∪ extra available) − unavailable.
import {
  intersectIntervals,
  mergeIntervals,
  subtractIntervals,
  type Interval,
} from './intervals.ts';
import { BREAK_KINDS, type BreakKind } from './lesson-enums.ts';
import {
  MINUTES_PER_DAY,
  epochToLocal,
  isoDateToDay,
  localDayMinuteToEpoch,
  steadyDayStart,
  weekdayOfDay,
} from './time-zone.ts';

/** A weekly span of local minutes, weekday 1 = Monday … 7 = Sunday; endMinute may be 1440. */
export interface WeeklySpan {
  readonly weekday: number;
  readonly startMinute: number;
  readonly endMinute: number;
}

export interface WeeklyBreak extends WeeklySpan {
  readonly kind: BreakKind;
}

export const EXCEPTION_KINDS = ['UNAVAILABLE', 'EXTRA_AVAILABLE'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** A dated change: a whole day off is UNAVAILABLE 0–1440. */
export interface AvailabilityException {
  readonly date: string;
  readonly kind: ExceptionKind;
  readonly startMinute: number;
  readonly endMinute: number;
}

export interface AvailabilityInput {
  readonly timeZone: string;
  readonly weeklyHours: readonly WeeklySpan[];
  readonly exceptions: readonly AvailabilityException[];
  readonly breaks: readonly WeeklyBreak[];
}

export interface BreakInterval extends Interval {
  readonly kind: BreakKind;
}

export interface ExpandedAvailability {
  readonly available: Interval[];
  /** Breaks that actually cut working hours (for the calendar's BREAK/MEAL_BREAK blocks). */
  readonly breaks: BreakInterval[];
}

/** Whether a local span is well formed: 0 ≤ start < end ≤ 1440 on whole minutes. */
export function isValidLocalSpan(startMinute: number, endMinute: number): boolean {
  return (
    Number.isInteger(startMinute) &&
    Number.isInteger(endMinute) &&
    startMinute >= 0 &&
    endMinute <= MINUTES_PER_DAY &&
    startMinute < endMinute
  );
}

function byWeekday<T extends WeeklySpan>(spans: readonly T[]): T[][] {
  const table: T[][] = [[], [], [], [], [], [], [], []];
  for (const span of spans) table[span.weekday]?.push(span);
  return table;
}

function localSpans(spans: readonly WeeklySpan[] | readonly AvailabilityException[]): Interval[] {
  return spans.map((s) => ({ start: s.startMinute, end: s.endMinute }));
}

/**
 * Available intervals and effective breaks over the local days touching [fromEpoch, toEpoch],
 * plus one day on each side so a lesson crossing midnight at either edge is still seen.
 */
export function expandAvailability(
  input: AvailabilityInput,
  fromEpoch: number,
  toEpoch: number,
): ExpandedAvailability {
  const weekly = byWeekday(input.weeklyHours);
  const weeklyBreaks = byWeekday(input.breaks);
  const exceptionsByDay = new Map<number, AvailabilityException[]>();
  for (const exception of input.exceptions) {
    const day = isoDateToDay(exception.date);
    const list = exceptionsByDay.get(day);
    if (list) list.push(exception);
    else exceptionsByDay.set(day, [exception]);
  }

  const firstDay = epochToLocal(input.timeZone, fromEpoch).day - 1;
  const lastDay = epochToLocal(input.timeZone, toEpoch).day + 1;
  const available: Interval[] = [];
  const breaks: BreakInterval[] = [];
  const toEpochSpan = (day: number, span: Interval): Interval => ({
    start: localDayMinuteToEpoch(input.timeZone, day, span.start),
    end: localDayMinuteToEpoch(input.timeZone, day, span.end),
  });

  for (let day = firstDay; day <= lastDay; day += 1) {
    const weekday = weekdayOfDay(day);
    const hours = localSpans(weekly[weekday]!);
    const dayBreaks = weeklyBreaks[weekday]!;
    const dated = exceptionsByDay.get(day) ?? [];
    const extra = localSpans(dated.filter((e) => e.kind === 'EXTRA_AVAILABLE'));
    const unavailable = localSpans(dated.filter((e) => e.kind === 'UNAVAILABLE'));
    if (hours.length === 0 && extra.length === 0) continue;

    const worked = subtractIntervals(hours, localSpans(dayBreaks));
    const open = subtractIntervals(mergeIntervals([...worked, ...extra]), unavailable);
    for (const span of open) available.push(toEpochSpan(day, span));

    for (const kind of BREAK_KINDS) {
      const ofKind = localSpans(dayBreaks.filter((b) => b.kind === kind));
      if (ofKind.length === 0) continue;
      const effective = subtractIntervals(intersectIntervals(ofKind, hours), [
        ...extra,
        ...unavailable,
      ]);
      for (const span of effective) breaks.push({ ...toEpochSpan(day, span), kind });
    }
  }
  breaks.sort((a, b) => a.start - b.start);
  return { available: mergeIntervals(available), breaks };
}

/**
 * Only the available intervals of expandAvailability, for the slot search: the weekly hours
 * minus the breaks are worked out once per weekday and stamped onto each local day through the
 * cached day offsets; only a date with an exception goes through the full precedence.
 */
export function availableIntervals(
  input: AvailabilityInput,
  fromEpoch: number,
  toEpoch: number,
): Interval[] {
  const weekly = byWeekday(input.weeklyHours);
  const weeklyBreaks = byWeekday(input.breaks);
  const template: Interval[][] = weekly.map((hours, weekday) =>
    subtractIntervals(localSpans(hours), localSpans(weeklyBreaks[weekday]!)),
  );
  let exceptionsByDay: Map<number, AvailabilityException[]> | null = null;
  for (const exception of input.exceptions) {
    exceptionsByDay ??= new Map();
    const day = isoDateToDay(exception.date);
    const list = exceptionsByDay.get(day);
    if (list) list.push(exception);
    else exceptionsByDay.set(day, [exception]);
  }

  const zone = input.timeZone;
  const firstDay = epochToLocal(zone, fromEpoch).day - 1;
  const lastDay = epochToLocal(zone, toEpoch).day + 1;
  // Days come in order, each day's spans are sorted and local time maps to epoch minutes in
  // order, so the intervals arrive sorted: merging while appending gives mergeIntervals' result
  // without its copy and sort.
  const available: Interval[] = [];
  for (let day = firstDay; day <= lastDay; day += 1) {
    let open = template[weekdayOfDay(day)]!;
    const dated = exceptionsByDay?.get(day);
    if (dated) {
      const extra = localSpans(dated.filter((e) => e.kind === 'EXTRA_AVAILABLE'));
      if (open.length === 0 && extra.length === 0) continue;
      const unavailable = localSpans(dated.filter((e) => e.kind === 'UNAVAILABLE'));
      open = subtractIntervals(mergeIntervals([...open, ...extra]), unavailable);
    }
    const midnight = steadyDayStart(zone, day);
    for (const span of open) {
      const start =
        midnight === null ? localDayMinuteToEpoch(zone, day, span.start) : midnight + span.start;
      const end =
        midnight === null ? localDayMinuteToEpoch(zone, day, span.end) : midnight + span.end;
      if (end <= start) continue;
      const last = available[available.length - 1];
      if (!last || start > last.end) available.push({ start, end });
      else if (end > last.end) available[available.length - 1] = { start: last.start, end };
    }
  }
  return available;
}
