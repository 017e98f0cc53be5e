// The SPEC §4 schedule blocks of one instructor over a range, for the day and week calendar
// (docs/scheduling.md "Schedule blocks").
import { expandAvailability, type AvailabilityInput } from './availability-intervals.ts';
import type { ScheduleBlockType } from './lesson-enums.ts';
import { mergeIntervals, subtractIntervals, type Interval } from './intervals.ts';
import { epochToLocal, localDayMinuteToEpoch } from './time-zone.ts';
import {
  DEFAULT_TRAVEL_MODEL,
  travelMinutes,
  type LatLng,
  type TravelModel,
} from './travel-time.ts';

export interface ScheduledLesson extends Interval {
  readonly id: string;
  readonly location: LatLng | null;
  /** Recorded actual duration in minutes, null until recorded. */
  readonly actualDurationMinutes: number | null;
}

export interface ScheduledHold extends Interval {
  readonly id: string;
  readonly location: LatLng | null;
}

export interface ScheduleBlock extends Interval {
  readonly type: ScheduleBlockType;
  /** The lesson (LESSON, TIME_LOG, DRIVE) or hold (ESTIMATED) the block belongs to. */
  readonly referenceId: string | null;
}

export interface ScheduleBlocksInput extends AvailabilityInput {
  readonly lessons: readonly ScheduledLesson[];
  readonly holds: readonly ScheduledHold[];
  readonly travelModel?: TravelModel;
}

function clip(block: ScheduleBlock, range: Interval): ScheduleBlock | null {
  const start = Math.max(block.start, range.start);
  const end = Math.min(block.end, range.end);
  return end > start ? { ...block, start, end } : null;
}

/** DRIVE blocks: travel into each lesson from the previous busy location of the same day. */
function driveBlocks(input: ScheduleBlocksInput): ScheduleBlock[] {
  const model = input.travelModel ?? DEFAULT_TRAVEL_MODEL;
  const busy = [
    ...input.lessons.map((l) => ({ ...l, lesson: true })),
    ...input.holds.map((h) => ({ ...h, lesson: false })),
  ].sort((a, b) => a.start - b.start || a.end - b.end);
  const drives: ScheduleBlock[] = [];
  let previous: (typeof busy)[number] | null = null;
  for (const current of busy) {
    if (current.lesson && previous) {
      const dayStart = localDayMinuteToEpoch(
        input.timeZone,
        epochToLocal(input.timeZone, current.start).day,
        0,
      );
      const minutes = travelMinutes(previous.location, current.location, model);
      const start = Math.max(previous.end, current.start - minutes);
      if (previous.end >= dayStart && minutes > 0 && start < current.start) {
        drives.push({ type: 'DRIVE', start, end: current.start, referenceId: current.id });
      }
    }
    if (!previous || current.end >= previous.end) previous = current;
  }
  return drives;
}

/** Blocks touching [range.start, range.end), clipped to it, by start then type. */
export function scheduleBlocks(input: ScheduleBlocksInput, range: Interval): ScheduleBlock[] {
  const { available, breaks } = expandAvailability(input, range.start, range.end);
  const blocks: ScheduleBlock[] = [];
  for (const lesson of input.lessons) {
    blocks.push({ type: 'LESSON', start: lesson.start, end: lesson.end, referenceId: lesson.id });
    const booked = lesson.end - lesson.start;
    const actual = lesson.actualDurationMinutes;
    if (actual !== null && actual > 0 && actual !== booked) {
      blocks.push({
        type: 'TIME_LOG',
        start: lesson.start,
        end: lesson.start + actual,
        referenceId: lesson.id,
      });
    }
  }
  for (const hold of input.holds) {
    blocks.push({ type: 'ESTIMATED', start: hold.start, end: hold.end, referenceId: hold.id });
  }
  const drives = driveBlocks(input);
  blocks.push(...drives);
  for (const pause of breaks) {
    blocks.push({ type: pause.kind, start: pause.start, end: pause.end, referenceId: null });
  }
  const used = mergeIntervals([...input.lessons, ...input.holds, ...drives]);
  for (const free of subtractIntervals(available, used)) {
    blocks.push({ type: 'FILLER', start: free.start, end: free.end, referenceId: null });
  }
  return blocks
    .map((block) => clip(block, range))
    .filter((block): block is ScheduleBlock => block !== null)
    .sort((a, b) => a.start - b.start || a.type.localeCompare(b.type));
}
