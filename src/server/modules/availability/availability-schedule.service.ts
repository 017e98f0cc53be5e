// The instructor calendar's data: the SPEC §4 schedule blocks of one instructor over a range of
// at most two weeks, computed by the engine's pure `scheduleBlocks`, plus the lessons shown in it.
import { scheduleBlocks } from '../../../domain/scheduling/schedule-blocks.ts';
import type { ScheduleBlockType } from '../../../domain/scheduling/lesson-enums.ts';
import { dateOfEpochMinute, epochMinuteOf } from '../../../domain/scheduling/time-zone.ts';
import { addDays } from '../../../domain/school-day.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { localDate } from './availability-audit.service.ts';
import { toAvailabilityInput } from './availability-input.ts';
import {
  availabilityLessonsRepository,
  type CalendarLesson,
} from './availability-lessons.repository.ts';
import { availabilityRepository, type AvailabilityInstructor } from './availability.repository.ts';
import { readableInstructor } from './availability.service.ts';

export const MAX_SCHEDULE_DAYS = 14;
/** Lessons just outside the range still decide the DRIVE block into the first one inside. */
const MARGIN_MS = 36 * 3_600_000;

export interface CalendarBlock {
  type: ScheduleBlockType;
  start: Date;
  end: Date;
  referenceId: string | null;
}

export interface InstructorScheduleView {
  instructor: AvailabilityInstructor;
  blocks: CalendarBlock[];
  lessons: CalendarLesson[];
}

const location = (row: { pickupLatitude: number | null; pickupLongitude: number | null }) =>
  row.pickupLatitude === null || row.pickupLongitude === null
    ? null
    : { lat: row.pickupLatitude, lng: row.pickupLongitude };

export async function instructorSchedule(
  platform: Platform,
  viewer: Viewer,
  instructorId: string,
  from: Date,
  to: Date,
  now = new Date(),
): Promise<InstructorScheduleView> {
  if (to <= from) throw validationError([{ path: 'to', message: 'must be after from' }]);
  if (to.getTime() - from.getTime() > MAX_SCHEDULE_DAYS * 86_400_000) {
    throw validationError([
      { path: 'to', message: `at most ${MAX_SCHEDULE_DAYS} days after from` },
    ]);
  }
  const db = platform.db.db;
  const instructor = await readableInstructor(db, viewer, instructorId);
  const low = new Date(from.getTime() - MARGIN_MS);
  const high = new Date(to.getTime() + MARGIN_MS);
  const [hours, breaks, exceptions, lessons, holds] = await Promise.all([
    availabilityRepository.weeklyHours(db, instructorId),
    availabilityRepository.breaks(db, instructorId),
    availabilityRepository.exceptions(
      db,
      instructorId,
      addDays(localDate(low, instructor.timeZone), -1),
    ),
    availabilityLessonsRepository.lessonsBetween(db, instructorId, low, high),
    availabilityLessonsRepository.holdsBetween(db, instructorId, low, high, now),
  ]);
  const blocks = scheduleBlocks(
    {
      ...toAvailabilityInput(instructor.timeZone, hours, breaks, exceptions),
      lessons: lessons.map((lesson) => ({
        id: lesson.id,
        start: epochMinuteOf(lesson.start),
        end: epochMinuteOf(lesson.bookedEnd),
        location: location(lesson),
        actualDurationMinutes: lesson.actualDurationMinutes,
      })),
      holds: holds.map((hold) => ({
        id: hold.id,
        start: epochMinuteOf(hold.start),
        end: epochMinuteOf(hold.end),
        location: location(hold),
      })),
    },
    { start: epochMinuteOf(from), end: epochMinuteOf(to) },
  );
  return {
    instructor,
    blocks: blocks.map((block) => ({
      type: block.type,
      start: dateOfEpochMinute(block.start),
      end: dateOfEpochMinute(block.end),
      referenceId: block.referenceId,
    })),
    lessons: lessons.filter((lesson) => lesson.start < to && lesson.end > from),
  };
}
