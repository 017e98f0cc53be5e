// The slot search (docs/scheduling.md "The slot rules"): bookable lesson starts for a pickup
// point and, for each, the instructors free then. Everything is integer epoch minutes; each
// instructor's available intervals are swept in order and the busy neighbours of a start are
// found by binary search, so the cost is starts × log(busy), never starts × busy.
import { availableIntervals, type AvailabilityInput } from './availability-intervals.ts';
import type { Interval } from './intervals.ts';
import {
  MINUTES_PER_DAY,
  epochToLocal,
  isAlignedToLocalStep,
  localDayMinuteToEpoch,
  nextAlignedMinute,
  offsetStableUntil,
} from './time-zone.ts';
import {
  DEFAULT_TRAVEL_MODEL,
  travelMinutes,
  type LatLng,
  type TravelModel,
} from './travel-time.ts';

export const DEFAULT_SLOT_STEP = 30;

/** A lesson or someone else's hold: the instructor is taken and ends up at `location`. */
export interface BusyInterval extends Interval {
  readonly location: LatLng | null;
}

export interface InstructorSchedule extends AvailabilityInput {
  readonly id: string;
  readonly base: LatLng | null;
  /** Longest drive from the base to a pickup; null: no limit. */
  readonly maxBaseTravelMinutes: number | null;
  /** Longest drive between two consecutive locations of a day; null: no limit. */
  readonly maxBetweenTravelMinutes: number | null;
  readonly busy: readonly BusyInterval[];
}

export interface SlotRequest {
  readonly pickup: LatLng;
  readonly durationMinutes: number;
  /** Starts lie in [from, to). */
  readonly from: number;
  readonly to: number;
  /** Starts fall on local minutes of day that are multiples of it; must divide 1440. */
  readonly step?: number;
  /** No start before this instant (usually now plus a booking notice). */
  readonly notBefore?: number;
  readonly travelModel?: TravelModel;
}

export type TravelFrom = 'PREVIOUS' | 'BASE' | 'NONE';

export interface SlotInstructor {
  readonly instructorId: string;
  /** Minutes from the previous location that day, else from the base, else 0. */
  readonly travelMinutes: number;
  readonly travelFrom: TravelFrom;
}

export interface Slot {
  readonly start: number;
  readonly instructors: SlotInstructor[];
}

export const SLOT_REFUSALS = {
  OUTSIDE_WINDOW: 'the start is outside the searched range',
  TOO_SOON: 'the start is earlier than the booking notice allows',
  NOT_ALIGNED: 'the start is not on the instructor’s slot grid',
  OUTSIDE_AVAILABILITY: 'the instructor is not available for the whole lesson',
  OVERLAPS_BUSY: 'the instructor already has a lesson or hold at that time',
  TRAVEL_FROM_PREVIOUS: 'there is not enough time to drive from the previous lesson',
  TRAVEL_TO_NEXT: 'there is not enough time to drive to the next lesson',
  TOO_FAR_FROM_BASE: 'the pickup is too far from the instructor’s base',
  // The server checks coverage before the engine runs (a lookup of region shapes): the slot
  // search only asks instructors whose service regions hold the pickup.
  OUTSIDE_REGION: 'the pickup is outside the regions the instructor serves',
} as const;
export type SlotRefusal = keyof typeof SLOT_REFUSALS;

export type Bookability =
  | { bookable: true; travelMinutes: number; travelFrom: TravelFrom }
  | { bookable: false; refusal: SlotRefusal };

interface Prepared {
  readonly instructor: InstructorSchedule;
  readonly available: Interval[];
  readonly busy: BusyInterval[];
  /** prefixLatest[i]: index of the busy interval with the latest end among busy[0..i]. */
  readonly prefixLatest: number[];
  /** sameEndBefore[i]: an earlier index with busy[i]'s end that was the latest before it, else −1. */
  readonly sameEndBefore: number[];
  readonly baseTravel: number | null;
  /** Travel minutes between the pickup and busy[i], computed once (−1: not yet). */
  readonly travelToBusy: Float64Array;
  /** The local day last asked for: starts come in order, so most lookups hit it. */
  day: Interval;
  /** What the last start that passed `refusalAt` reports (kept here: no object per start). */
  travel: number;
  travelFrom: TravelFrom;
}

function baseTravelOf(instructor: InstructorSchedule, request: SlotRequest): number | null {
  return instructor.base
    ? travelMinutes(instructor.base, request.pickup, request.travelModel ?? DEFAULT_TRAVEL_MODEL)
    : null;
}

function prepare(
  instructor: InstructorSchedule,
  request: SlotRequest,
  baseTravel: number | null,
): Prepared {
  const busy = [...instructor.busy].sort((a, b) => a.start - b.start || a.end - b.end);
  const prefixLatest: number[] = [];
  const sameEndBefore: number[] = [];
  // Intervals tied for the latest end are chained, so every one of them is a previous location.
  busy.forEach((interval, i) => {
    const best = i > 0 ? prefixLatest[i - 1]! : -1;
    const bestEnd = best >= 0 ? busy[best]!.end : -Infinity;
    prefixLatest.push(bestEnd > interval.end ? best : i);
    sameEndBefore.push(bestEnd === interval.end ? best : -1);
  });
  const available = availableIntervals(
    instructor,
    request.from,
    request.to + request.durationMinutes,
  );
  const travelToBusy = new Float64Array(busy.length).fill(-1);
  return {
    instructor,
    available,
    busy,
    prefixLatest,
    sameEndBefore,
    baseTravel,
    travelToBusy,
    day: { start: 0, end: 0 },
    travel: 0,
    travelFrom: 'NONE',
  };
}

/** Index of the first interval with start > `value` (upper bound), over sorted starts. */
function upperBound(intervals: readonly Interval[], value: number): number {
  let lo = 0;
  let hi = intervals.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (intervals[mid]!.start <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first interval with start ≥ `value` (lower bound). */
function lowerBound(intervals: readonly Interval[], value: number): number {
  return upperBound(intervals, value - 1);
}

/** [local midnight, next local midnight) of the instructor's day holding `epochMinute`. */
function localDay(prepared: Prepared, epochMinute: number): Interval {
  if (epochMinute >= prepared.day.start && epochMinute < prepared.day.end) return prepared.day;
  const zone = prepared.instructor.timeZone;
  const day = epochToLocal(zone, epochMinute).day;
  prepared.day = {
    start: localDayMinuteToEpoch(zone, day, 0),
    end: localDayMinuteToEpoch(zone, day, MINUTES_PER_DAY),
  };
  return prepared.day;
}

function travelTo(prepared: Prepared, request: SlotRequest, index: number): number {
  let minutes = prepared.travelToBusy[index]!;
  if (minutes < 0) {
    const model = request.travelModel ?? DEFAULT_TRAVEL_MODEL;
    minutes = travelMinutes(prepared.busy[index]!.location, request.pickup, model);
    prepared.travelToBusy[index] = minutes;
  }
  return minutes;
}

/**
 * The longest drive between the pickup and the busy intervals ending last among busy[0..latest]
 * (busy[latest] is one of them): with several ending together, any of their locations may be
 * where the instructor is.
 */
function travelFromPrevious(prepared: Prepared, request: SlotRequest, latest: number): number {
  let worst = 0;
  for (let i = latest; i >= 0; i = prepared.sameEndBefore[i]!) {
    worst = Math.max(worst, travelTo(prepared, request, i));
  }
  return worst;
}

/** The longest drive to the busy intervals starting with busy[first] (sorted by start). */
function travelToNext(prepared: Prepared, request: SlotRequest, first: number): number {
  const { busy } = prepared;
  const start = busy[first]!.start;
  let worst = 0;
  for (let i = first; i < busy.length && busy[i]!.start === start; i += 1) {
    worst = Math.max(worst, travelTo(prepared, request, i));
  }
  return worst;
}

function baseRefused(instructor: InstructorSchedule, baseTravel: number | null): boolean {
  const limit = instructor.maxBaseTravelMinutes;
  return limit !== null && baseTravel !== null && baseTravel > limit;
}

/**
 * The busy and travel rules for a start whose first busy interval starting at or after it is
 * busy[nextIndex] (busy.length: none). Returns the rule that fails, or null after setting
 * `prepared.travel` and `prepared.travelFrom`. The search passes `nextIndex` from its sweep;
 * the recheck finds it by binary search.
 */
function refusalAt(
  prepared: Prepared,
  request: SlotRequest,
  start: number,
  nextIndex: number,
): SlotRefusal | null {
  const { instructor, busy, prefixLatest } = prepared;
  const end = start + request.durationMinutes;
  const previous = nextIndex > 0 ? busy[prefixLatest[nextIndex - 1]!]! : null;
  const next = nextIndex < busy.length ? busy[nextIndex]! : null;
  if ((previous && previous.end > start) || (next && next.start < end)) return 'OVERLAPS_BUSY';
  const limit = instructor.maxBetweenTravelMinutes;
  let travelFrom: TravelFrom = prepared.baseTravel === null ? 'NONE' : 'BASE';
  let travel = prepared.baseTravel ?? 0;
  if (previous && previous.end >= localDay(prepared, start).start) {
    travel = travelFromPrevious(prepared, request, prefixLatest[nextIndex - 1]!);
    travelFrom = 'PREVIOUS';
    if (previous.end + travel > start || (limit !== null && travel > limit)) {
      return 'TRAVEL_FROM_PREVIOUS';
    }
  }
  if (next && next.start <= localDay(prepared, end - 1).end) {
    const onward = travelToNext(prepared, request, nextIndex);
    if (end + onward > next.start || (limit !== null && onward > limit)) return 'TRAVEL_TO_NEXT';
  }
  prepared.travel = travel;
  prepared.travelFrom = travelFrom;
  return null;
}

/** Every rule except the window, the notice and the grid (the sweep guarantees those). */
function checkStart(prepared: Prepared, request: SlotRequest, start: number): Bookability {
  const end = start + request.durationMinutes;
  const holder = prepared.available[upperBound(prepared.available, start) - 1];
  if (!holder || holder.end < end) return { bookable: false, refusal: 'OUTSIDE_AVAILABILITY' };
  if (baseRefused(prepared.instructor, prepared.baseTravel)) {
    return { bookable: false, refusal: 'TOO_FAR_FROM_BASE' };
  }
  const refusal = refusalAt(prepared, request, start, lowerBound(prepared.busy, start));
  if (refusal) return { bookable: false, refusal };
  return { bookable: true, travelMinutes: prepared.travel, travelFrom: prepared.travelFrom };
}

/**
 * Adds the instructor's bookable starts to `byStart`. Starts are visited in time order inside
 * each available interval, so the first busy interval at or after a start is found by moving
 * one index forward rather than by a search per start. A start inside an available interval
 * always has the whole lesson in it (the last start is `interval.end − duration`), which is
 * checkStart's availability rule.
 */
function sweep(
  prepared: Prepared,
  request: SlotRequest,
  step: number,
  earliest: number,
  byStart: Map<number, SlotInstructor[]>,
): void {
  const { instructor, busy } = prepared;
  const zone = instructor.timeZone;
  let nextIndex = 0;
  for (const interval of prepared.available) {
    const last = Math.min(interval.end - request.durationMinutes, request.to - 1);
    if (last < earliest || interval.start > last) continue;
    let start = nextAlignedMinute(zone, Math.max(interval.start, earliest), step);
    let stableUntil = offsetStableUntil(zone, start);
    while (start <= last) {
      while (nextIndex < busy.length && busy[nextIndex]!.start < start) nextIndex += 1;
      if (refusalAt(prepared, request, start, nextIndex) === null) {
        const entry: SlotInstructor = {
          instructorId: instructor.id,
          travelMinutes: prepared.travel,
          travelFrom: prepared.travelFrom,
        };
        const list = byStart.get(start);
        if (list) list.push(entry);
        else byStart.set(start, [entry]);
      }
      // While the offset stays the same the next start on the grid is one step on.
      if (start + step < stableUntil) start += step;
      else {
        start = nextAlignedMinute(zone, start + 1, step);
        stableUntil = offsetStableUntil(zone, start);
      }
    }
  }
}

function stepOf(request: SlotRequest): number {
  const step = request.step ?? DEFAULT_SLOT_STEP;
  if (!Number.isInteger(step) || step <= 0 || MINUTES_PER_DAY % step !== 0) {
    throw new RangeError(`The slot step must divide 1440 minutes, got ${step}`);
  }
  return step;
}

/** Ids in code-point order: as stable as a locale's order and far cheaper for thousands of offers. */
function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The bookable starts in [from, to) and the instructors free at each, in time order. */
export function findSlots(
  instructors: readonly InstructorSchedule[],
  request: SlotRequest,
): Slot[] {
  const step = stepOf(request);
  const earliest = Math.max(request.from, request.notBefore ?? request.from);
  const byStart = new Map<number, SlotInstructor[]>();
  // Visited in id order, each start's list is already in id order, so a stable sort by travel
  // alone gives the offers' order (travel, then id) without comparing ids per offer.
  const ordered = [...instructors].sort((a, b) => byCodePoint(a.id, b.id));
  for (const instructor of ordered) {
    // Out of reach from the base: no availability to expand, no start to check.
    const baseTravel = baseTravelOf(instructor, request);
    if (baseRefused(instructor, baseTravel)) continue;
    sweep(prepare(instructor, request, baseTravel), request, step, earliest, byStart);
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, list]) => ({
      start,
      instructors: byTravel(list),
    }));
}

/** Lists up to this long are insertion-sorted; longer ones use the built-in (also stable) sort. */
const INSERTION_SORT_MAX = 64;

/**
 * Orders a start's offers by travel, keeping the id order of equal travels (a stable sort). A
 * start has a few dozen offers, where an insertion sort moves fewer elements than the built-in
 * sort makes comparator calls.
 */
function byTravel(list: SlotInstructor[]): SlotInstructor[] {
  if (list.length > INSERTION_SORT_MAX)
    return list.sort((a, b) => a.travelMinutes - b.travelMinutes);
  for (let i = 1; i < list.length; i += 1) {
    const entry = list[i]!;
    let j = i - 1;
    while (j >= 0 && list[j]!.travelMinutes > entry.travelMinutes) {
      list[j + 1] = list[j]!;
      j -= 1;
    }
    list[j + 1] = entry;
  }
  return list;
}

/** The same rules for one start, naming the first that fails (the booking-time recheck). */
export function isSlotBookable(
  instructor: InstructorSchedule,
  request: SlotRequest,
  start: number,
): Bookability {
  const step = stepOf(request);
  if (start < request.from || start >= request.to) {
    return { bookable: false, refusal: 'OUTSIDE_WINDOW' };
  }
  if (request.notBefore !== undefined && start < request.notBefore) {
    return { bookable: false, refusal: 'TOO_SOON' };
  }
  if (!isAlignedToLocalStep(instructor.timeZone, start, step)) {
    return { bookable: false, refusal: 'NOT_ALIGNED' };
  }
  return checkStart(
    prepare(instructor, request, baseTravelOf(instructor, request)),
    request,
    start,
  );
}
