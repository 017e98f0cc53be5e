// Which lesson places count toward a behind-the-wheel requirement, and for how many minutes
// (docs/behind-the-wheel.md "What counts"). Only what happened counts: the student attended, the
// lesson was not cancelled, the place was neither cancelled nor removed, and it has started.
// A place's driving and observation minutes are what booking recorded for it (a shared lesson
// splits them per student); when the instructor recorded an actual duration, the place's minutes
// are scaled to it, keeping the same split, so a lesson cut short counts only what was driven.
import type { Attendance } from '../scheduling/lesson-enums.ts';
import type { CountedMinutes } from './requirement-progress.ts';

export interface LessonPlaceFacts {
  startTime: Date;
  /** The whole lesson was cancelled. */
  lessonCancelledAt: Date | null;
  /** The student's place was cancelled or the student was removed. */
  placeRemovedAt: Date | null;
  attendance: Attendance;
  /** What the place recorded when booked (a road test: 0 and 0). */
  drivingMinutes: number;
  observationMinutes: number;
  /** The instructor's recorded duration of the lesson, when given. */
  actualDurationMinutes: number | null;
}

/** The minutes a place counts, or null when it does not count at all. */
export function countedMinutesOf(place: LessonPlaceFacts, now: Date): CountedMinutes | null {
  if (place.lessonCancelledAt || place.placeRemovedAt) return null;
  if (place.attendance !== 'Attended') return null;
  if (place.startTime.getTime() > now.getTime()) return null;
  const booked = place.drivingMinutes + place.observationMinutes;
  if (place.actualDurationMinutes === null || booked === 0)
    return { drivingMinutes: place.drivingMinutes, observationMinutes: place.observationMinutes };
  const actual = place.actualDurationMinutes;
  // Driving rounds down and observation takes the rest, so the two add up to the actual length
  // and no minute is made up.
  const driving = Math.floor((place.drivingMinutes * actual) / booked);
  return {
    drivingMinutes: driving,
    observationMinutes: place.observationMinutes > 0 ? actual - driving : 0,
  };
}
