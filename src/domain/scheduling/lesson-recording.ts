// What happened in a lesson — each student's attendance, the actual duration and the skill
// ratings — can only be recorded once the lesson has started: before that there is nothing to
// record, and a mark made early (a slip on the wrong lesson) would read as fact. The server
// refuses such a write; the screens say from when it is possible instead of offering it.
import { LONG_DATE_TIME_ZONE_FORMAT, formatDate } from '../date-format.ts';

/** Whether the lesson starting at `startTime` has started at `now` (its first minute counts). */
export function lessonHasStarted(startTime: Date | string, now: Date): boolean {
  return new Date(startTime).getTime() <= now.getTime();
}

/**
 * Why `what` ("Attendance") cannot be recorded yet, with the start in the lesson's zone; null once
 * the lesson has started.
 */
export function notStartedReason(
  what: string,
  lesson: { startTime: Date | string; timeZone: string },
  now: Date,
): string | null {
  if (lessonHasStarted(lesson.startTime, now)) return null;
  const start = formatDate(lesson.startTime, LONG_DATE_TIME_ZONE_FORMAT, lesson.timeZone);
  return `${what} can be recorded once the lesson has started (${start}).`;
}
