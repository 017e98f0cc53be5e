// Loads the engine's input for a set of instructors over a window: weekly hours, breaks,
// exceptions, lessons not cancelled and unexpired holds, in one query for all of them. Each table
// comes back as one flat list of numbers (instants already in epoch minutes), so thousands of
// lessons cost one parse instead of thousands of row objects and dates.
import type {
  AvailabilityException,
  WeeklyBreak,
  WeeklySpan,
} from '../../../domain/scheduling/availability-intervals.ts';
import type { BusyInterval, InstructorSchedule } from '../../../domain/scheduling/slot-engine.ts';
import {
  MINUTES_PER_DAY,
  dateOfEpochMinute,
  dayToIsoDate,
} from '../../../domain/scheduling/time-zone.ts';
import {
  EARTH_RADIUS_KM,
  kmPerMinute,
  travelMinutes,
  type LatLng,
} from '../../../domain/scheduling/travel-time.ts';
import type { Executor } from '../../db/client.ts';
import {
  slotSearchRepository,
  type CandidateInstructor,
  type CandidateRow,
  type ScheduleLists,
  type ScheduleReadWindow,
} from './slot-search.repository.ts';

/** Neighbours matter up to a local day away, in any zone: load a day and a half either side. */
const MARGIN_MINUTES = 36 * 60;

export interface ScheduleWindow {
  /** Epoch minutes: the starts searched and the lesson duration. */
  from: number;
  to: number;
  durationMinutes: number;
  now: Date;
  ignoreHoldId?: string | null;
  /** A user whose holds are not busy (the booker's own checkout). */
  ignoreHoldsOf?: string | null;
  excludeLessonId?: string | null;
}

/** A list of the query's numbers (JSON without the brackets) as an array; empty for none. */
function numbersOf(list: string | null): (number | null)[] {
  return list === null ? [] : (JSON.parse(`[${list}]`) as (number | null)[]);
}

interface Parts {
  weeklyHours: WeeklySpan[];
  breaks: WeeklyBreak[];
  exceptions: AvailabilityException[];
  busy: BusyInterval[];
}

function readWindowOf(window: ScheduleWindow): ScheduleReadWindow {
  return {
    low: dateOfEpochMinute(window.from - MARGIN_MINUTES),
    high: dateOfEpochMinute(window.to + window.durationMinutes + MARGIN_MINUTES),
    now: window.now,
    ignoreHoldId: window.ignoreHoldId ?? null,
    ignoreHoldsOf: window.ignoreHoldsOf ?? null,
    excludeLessonId: window.excludeLessonId ?? null,
  };
}

/** The engine's input for `candidates` from the lists numbered by their index. */
function schedulesOf(
  candidates: readonly CandidateInstructor[],
  lists: ScheduleLists,
): InstructorSchedule[] {
  const parts: Parts[] = candidates.map(() => ({
    weeklyHours: [],
    breaks: [],
    exceptions: [],
    busy: [],
  }));
  // Each list is flat: the first field of every row is the candidate's index.
  const hours = numbersOf(lists.hours);
  for (let i = 0; i < hours.length; i += 4) {
    parts[hours[i]!]!.weeklyHours.push({
      weekday: hours[i + 1]!,
      startMinute: hours[i + 2]!,
      endMinute: hours[i + 3]!,
    });
  }
  const breaks = numbersOf(lists.breaks);
  for (let i = 0; i < breaks.length; i += 5) {
    parts[breaks[i]!]!.breaks.push({
      weekday: breaks[i + 1]!,
      startMinute: breaks[i + 2]!,
      endMinute: breaks[i + 3]!,
      kind: breaks[i + 4] === 1 ? 'MEAL_BREAK' : 'BREAK',
    });
  }
  const exceptions = numbersOf(lists.exceptions);
  for (let i = 0; i < exceptions.length; i += 5) {
    parts[exceptions[i]!]!.exceptions.push({
      date: dayToIsoDate(exceptions[i + 1]!),
      kind: exceptions[i + 4] === 1 ? 'EXTRA_AVAILABLE' : 'UNAVAILABLE',
      startMinute: exceptions[i + 2] ?? 0,
      endMinute: exceptions[i + 3] ?? MINUTES_PER_DAY,
    });
  }
  const busy = numbersOf(lists.busy);
  for (let i = 0; i < busy.length; i += 5) {
    const lat = busy[i + 3]!;
    const lng = busy[i + 4]!;
    parts[busy[i]!]!.busy.push({
      start: busy[i + 1]!,
      end: busy[i + 2]!,
      location: lat === null || lng === null ? null : { lat, lng },
    });
  }
  return candidates.map((c, index) => ({
    id: c.id,
    timeZone: c.timeZone,
    base:
      c.baseLatitude === null || c.baseLongitude === null
        ? null
        : { lat: c.baseLatitude, lng: c.baseLongitude },
    maxBaseTravelMinutes: c.maxBaseTravelMinutes,
    maxBetweenTravelMinutes: c.maxBetweenTravelMinutes,
    ...parts[index]!,
  }));
}

/** The schedules of known instructors (the booking recheck's one). */
export async function loadSchedules(
  db: Executor,
  candidates: readonly CandidateInstructor[],
  window: ScheduleWindow,
): Promise<InstructorSchedule[]> {
  if (candidates.length === 0) return [];
  const lists = await slotSearchRepository.schedules(
    db,
    candidates.map((c) => c.id),
    readWindowOf(window),
  );
  return schedulesOf(candidates, lists);
}

function candidateOf(row: CandidateRow): CandidateInstructor {
  const [id, name, title, timeZone, baseLatitude, baseLongitude, maxBase, maxBetween] = row;
  return {
    id,
    name,
    title,
    timeZone,
    baseLatitude,
    baseLongitude,
    maxBaseTravelMinutes: maxBase,
    maxBetweenTravelMinutes: maxBetween,
  };
}

/** Whether the pickup is within the instructor's limit from their base (no limit: yes). */
function reachable(candidate: CandidateInstructor, pickup: LatLng): boolean {
  const { maxBaseTravelMinutes: limit, baseLatitude: lat, baseLongitude: lng } = candidate;
  if (limit === null || lat === null || lng === null) return true;
  return travelMinutes({ lat, lng }, pickup) <= limit;
}

/**
 * The search's candidates — Active, taking pickups in the region, the pickup within their base
 * limit — and their schedules, in one statement.
 */
export async function loadCandidateSchedules(
  db: Executor,
  search: { regionId: string; pickup: LatLng },
  window: ScheduleWindow,
): Promise<{ candidates: CandidateInstructor[]; schedules: InstructorSchedule[] }> {
  const { candidates: rows, ...lists } = await slotSearchRepository.candidatesWithSchedules(
    db,
    { ...search, kmPerMinute: kmPerMinute(), earthRadiusKm: EARTH_RADIUS_KM },
    readWindowOf(window),
  );
  const all = rows.map(candidateOf);
  // The statement's base test is a loose one; this is the rule.
  const schedules = schedulesOf(all, lists).filter((_, index) =>
    reachable(all[index]!, search.pickup),
  );
  return { candidates: all.filter((c) => reachable(c, search.pickup)), schedules };
}
