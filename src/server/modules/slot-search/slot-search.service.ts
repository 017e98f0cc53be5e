// The slot search (docs/scheduling.md "The slot rules"): resolves the pickup and its region,
// loads the active instructors covering it with their schedules in one statement, runs the pure
// engine and answers days → start times → instructors. `assertSlotBookable` is the booking-time
// recheck: the one copy of the slot rules that holds and the lessons' booking transaction run.
import {
  SLOT_REFUSALS,
  findSlots,
  isSlotBookable,
  type SlotRefusal,
} from '../../../domain/scheduling/slot-engine.ts';
import { dateOfEpochMinute, epochMinuteOf } from '../../../domain/scheduling/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { findRegionAt } from '../regions/regions.service.ts';
import { lessonsRepository } from '../lessons/lessons.repository.ts';
import { loadCandidateSchedules, loadSchedules } from './instructor-schedules.ts';
import { resolvePickup, type SlotPickup } from './slot-pickup.ts';
import { slotSearchRepository } from './slot-search.repository.ts';
import { isUuid } from '../../db/is-uuid.ts';

/** The longest range one search may cover. */
export const MAX_SEARCH_DAYS = 31;

export interface SlotSearchInput {
  pickup: SlotPickup;
  lessonTypeId: string;
  from: Date;
  to: Date;
  /** Students to be in the lesson: their own lessons rule those times out. */
  studentIds?: readonly string[] | null;
  /** A lesson being moved: its own time does not count as taken. */
  excludeLessonId?: string | null;
  /** Minutes between starts on the instructor's clock; 30 unless given. */
  step?: number;
  now?: Date;
}

export interface FoundInstructor {
  instructorId: string;
  name: string;
  title: string;
  travelMinutes: number;
}

export interface FoundSlot {
  startTime: Date;
  instructors: FoundInstructor[];
}

export interface SlotSearchResult {
  point: { lat: number; lng: number };
  regionId: string | null;
  durationMinutes: number;
  slots: FoundSlot[];
}

async function lessonTypeOf(db: Executor, id: string) {
  const type = isUuid(id) ? await slotSearchRepository.lessonType(db, id) : null;
  if (!type) throw notFound('Lesson type');
  return type;
}

function windowOf(from: Date, to: Date) {
  const problems = [];
  if (Number.isNaN(from.getTime()))
    problems.push({ path: 'from', message: 'must be a date and time' });
  if (Number.isNaN(to.getTime())) problems.push({ path: 'to', message: 'must be a date and time' });
  if (problems.length > 0) throw validationError(problems);
  const start = Math.ceil(from.getTime() / 60_000);
  const end = Math.ceil(to.getTime() / 60_000);
  if (end <= start) throw validationError([{ path: 'to', message: 'must be after from' }]);
  if (end - start > MAX_SEARCH_DAYS * 1440) {
    throw validationError([{ path: 'to', message: `at most ${MAX_SEARCH_DAYS} days after from` }]);
  }
  return { start, end };
}

export function searchSlots(platform: Platform, input: SlotSearchInput): Promise<SlotSearchResult> {
  return searchSlotsIn(platform.db.db, input);
}

/** The pickup's point and region, and the lesson type (NOT_FOUND before any pickup error). */
async function typeAndPlace(db: Executor, input: SlotSearchInput) {
  if ('meetingPointId' in input.pickup) {
    // A meeting point may refuse the lesson type: it needs the type first.
    const lessonType = await lessonTypeOf(db, input.lessonTypeId);
    const { point } = await resolvePickup(db, input.pickup, lessonType.name);
    const region = await findRegionAt(db, { latitude: point.lat, longitude: point.lng });
    return { lessonType, point, region };
  }
  // Coordinates and ZIP codes need no lesson type: the region lookup runs alongside its read.
  const place = async () => {
    const { point } = await resolvePickup(db, input.pickup, '');
    return { point, region: await findRegionAt(db, { latitude: point.lat, longitude: point.lng }) };
  };
  const [lessonType, located] = await Promise.allSettled([
    lessonTypeOf(db, input.lessonTypeId),
    place(),
  ]);
  if (lessonType.status === 'rejected') throw lessonType.reason;
  if (located.status === 'rejected') throw located.reason;
  return { lessonType: lessonType.value, ...located.value };
}

/** searchSlots on any executor (the benchmark measures it on its own connection). */
export async function searchSlotsIn(
  db: Executor,
  input: SlotSearchInput,
): Promise<SlotSearchResult> {
  const window = windowOf(input.from, input.to);
  const studentIds = [...new Set(input.studentIds ?? [])];
  const badStudent = studentIds.findIndex((id) => !isUuid(id));
  if (badStudent >= 0)
    throw validationError([{ path: `studentIds.${badStudent}`, message: 'is not a student id' }]);
  const { lessonType, point, region } = await typeAndPlace(db, input);
  const now = input.now ?? new Date();
  const empty = {
    point,
    regionId: region?.regionId ?? null,
    durationMinutes: lessonType.durationMinutes,
    slots: [],
  };
  if (!region) return empty;

  // Coverage and the base limit are part of the read: only instructors who could take the
  // pickup are loaded, with their schedules, in one statement.
  const [{ candidates, schedules }, studentBusy] = await Promise.all([
    loadCandidateSchedules(
      db,
      { regionId: region.regionId, pickup: point },
      {
        from: window.start,
        to: window.end,
        durationMinutes: lessonType.durationMinutes,
        now,
        excludeLessonId: input.excludeLessonId ?? null,
      },
    ),
    studentIds.length === 0
      ? Promise.resolve([])
      : lessonsRepository.studentLessonsBetween(
          db,
          studentIds,
          dateOfEpochMinute(window.start),
          dateOfEpochMinute(window.end + lessonType.durationMinutes),
          input.excludeLessonId ?? null,
        ),
  ]);
  if (candidates.length === 0) return empty;
  const found = findSlots(schedules, {
    pickup: point,
    durationMinutes: lessonType.durationMinutes,
    from: window.start,
    to: window.end,
    step: input.step,
    notBefore: Math.ceil(now.getTime() / 60_000),
  });
  const taken = studentBusy.map((l) => ({
    start: epochMinuteOf(l.startTime),
    end: Math.ceil(l.endTime.getTime() / 60_000),
  }));
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const free = (start: number) =>
    !taken.some((t) => t.start < start + lessonType.durationMinutes && start < t.end);
  const slots = found
    .filter((slot) => free(slot.start))
    .map((slot) => ({
      startTime: dateOfEpochMinute(slot.start),
      instructors: slot.instructors.map((i) => {
        const candidate = byId.get(i.instructorId)!;
        return {
          instructorId: i.instructorId,
          name: candidate.name,
          title: candidate.title,
          travelMinutes: i.travelMinutes,
        };
      }),
    }));
  return { ...empty, slots };
}

export interface BookableCheck {
  instructorId: string;
  /** The lesson type decides the duration; or give the duration itself. */
  lessonTypeId?: string | null;
  durationMinutes?: number | null;
  startTime: Date;
  pickup: SlotPickup;
  /** Where the pickup sits in the caller's input, for a VALIDATION_ERROR; `pickup` unless given. */
  pickupPath?: string;
  /** The caller's own hold, which does not count against it. */
  ignoreHoldId?: string | null;
  /** A user whose holds do not count against it: whoever is booking, with their own checkout. */
  ignoreHoldsOf?: string | null;
  /** A lesson being moved: its old time does not count against it. */
  excludeLessonId?: string | null;
  now?: Date;
}

/**
 * Rechecks one slot inside the caller's transaction, after locking the instructor's row so
 * bookings of one instructor run one at a time: every rule the slot search applies (coverage,
 * the engine's availability, base, busy and travel rules). Throws CONFLICT naming the first rule
 * that fails; the lessons' exclusion constraint stays the last word (docs/scheduling.md
 * "Double-booking"). Returns the duration in minutes and the pickup's coordinates.
 */
export async function assertSlotBookable(tx: Executor, check: BookableCheck) {
  let durationMinutes = check.durationMinutes ?? null;
  let lessonTypeName = '';
  if (check.lessonTypeId) {
    const type = await lessonTypeOf(tx, check.lessonTypeId);
    durationMinutes = type.durationMinutes;
    lessonTypeName = type.name;
  }
  if (durationMinutes === null || !Number.isInteger(durationMinutes) || durationMinutes <= 0) {
    throw validationError([
      { path: 'durationMinutes', message: 'must be a whole number of minutes above 0' },
    ]);
  }
  if (Number.isNaN(check.startTime.getTime())) {
    throw validationError([{ path: 'startTime', message: 'must be a date and time' }]);
  }
  const { point, meetingPointId } = await resolvePickup(
    tx,
    check.pickup,
    lessonTypeName,
    check.pickupPath,
  );
  const instructor = isUuid(check.instructorId)
    ? await slotSearchRepository.instructor(tx, check.instructorId, { lock: true })
    : null;
  if (!instructor) throw notFound('Instructor');
  if (instructor.status !== 'Active') {
    throw conflict(
      `${instructor.name} is ${instructor.status.toLowerCase()} and takes no new bookings.`,
    );
  }
  const refused = (refusal: SlotRefusal) =>
    conflict(`This time is not bookable with ${instructor.name}: ${SLOT_REFUSALS[refusal]}.`);
  const region = await findRegionAt(tx, { latitude: point.lat, longitude: point.lng });
  if (!region || !instructor.serviceRegionIds.includes(region.regionId)) {
    throw refused('OUTSIDE_REGION');
  }
  const start = Math.ceil(check.startTime.getTime() / 60_000);
  const now = check.now ?? new Date();
  const [schedule] = await loadSchedules(tx, [instructor], {
    from: start,
    to: start + 1,
    durationMinutes,
    now,
    ignoreHoldId: check.ignoreHoldId ?? null,
    ignoreHoldsOf: check.ignoreHoldsOf ?? null,
    excludeLessonId: check.excludeLessonId ?? null,
  });
  const verdict = isSlotBookable(
    schedule!,
    {
      pickup: point,
      durationMinutes,
      from: start,
      to: start + 1,
      step: 1,
      notBefore: Math.ceil(now.getTime() / 60_000),
    },
    start,
  );
  if (!verdict.bookable) throw refused(verdict.refusal);
  return { durationMinutes, point, meetingPointId, travelMinutes: verdict.travelMinutes };
}
