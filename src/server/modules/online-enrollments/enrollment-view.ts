// An enrolment as the API shows it: the course, its state rule and the seat time recomputed from
// the record (docs/seat-time.md part 2). A migrated enrolment carries the events and patches of
// the enrolments it came from, each counted only up to the moment it ended, and the whole is
// credited under the current course's rule (docs/online-enrollments.md "Migration").
import type { DaySeatTime } from '../../../domain/seat-time/daily-seat-time.ts';
import { courseTimeZone } from '../../../domain/seat-time/course-time-zone.ts';
import { seatTimeAfterRestart } from '../../../domain/seat-time/seat-time-after-restart.ts';
import { seatTimeSummary } from '../../../domain/seat-time/seat-time-summary.ts';
import type { TimerEvent } from '../../../domain/seat-time/timer-event.ts';
import { epochMinuteOf, localDateOf } from '../../../domain/scheduling/time-zone.ts';
import type { Executor } from '../../db/client.ts';
import type { CourseRow } from '../courses/courses.tables.ts';
import {
  onlineEnrollmentsRepository,
  type EnrollmentWithCourse,
} from './online-enrollments.repository.ts';
import type { OnlineEnrollmentRow, SeatTimePatchRow } from './online-enrollments.tables.ts';

export interface OnlineEnrollmentView extends OnlineEnrollmentRow {
  course: CourseRow;
  timeZone: string;
  /** The first local day of the lineage: patches may not be dated before it. */
  firstDay: string;
  today: string;
  creditedSeconds: number;
  creditedDays: number;
  seatTimeComplete: boolean;
  earliestCompletionDay: string | null;
  days: DaySeatTime[];
  patches: SeatTimePatchRow[];
}

/** Today in the course's zone. */
export function localToday(timeZone: string, now: Date): string {
  return localDateOf(timeZone, epochMinuteOf(now));
}

export async function enrollmentView(
  db: Executor,
  { enrollment, course }: EnrollmentWithCourse,
  now: Date,
): Promise<OnlineEnrollmentView> {
  const lineage = await onlineEnrollmentsRepository.lineage(db, enrollment);
  const ids = lineage.map((row) => row.id);
  const endedAt = new Map(lineage.map((row) => [row.id, row.endedAt?.getTime() ?? null]));
  const [eventRows, patches] = await Promise.all([
    onlineEnrollmentsRepository.events(db, ids),
    onlineEnrollmentsRepository.patches(db, ids),
  ]);
  const events: TimerEvent[] = eventRows
    .filter((row) => {
      const end = endedAt.get(row.enrollmentId);
      return end == null || row.receivedAt.getTime() <= end;
    })
    // A page belongs to one enrolment; the client's tab name is only unique within it.
    .map((row) => ({
      session: `${row.enrollmentId}:${row.session}`,
      kind: row.kind,
      seq: row.seq,
      receivedAt: row.receivedAt.getTime(),
    }));
  const timeZone = courseTimeZone(course.state);
  const today = localToday(timeZone, now);
  const input = {
    events,
    patches,
    rule: course,
    timeZone,
    today,
    endsAt: enrollment.endedAt?.getTime() ?? null,
  };
  // After the final exam's last failed attempt the course starts over (docs/seat-time.md).
  const restartedAt = enrollment.restartedAt;
  const summary = restartedAt
    ? seatTimeAfterRestart(input, {
        at: restartedAt.getTime(),
        day: localToday(timeZone, restartedAt),
        patchesBefore: patches.filter((patch) => patch.createdAt < restartedAt),
      })
    : seatTimeSummary(input);
  return {
    ...enrollment,
    course,
    timeZone,
    firstDay: localToday(timeZone, lineage[0]!.enrolledAt),
    today,
    creditedSeconds: summary.creditedSeconds,
    creditedDays: summary.creditedDays,
    seatTimeComplete: summary.complete,
    earliestCompletionDay: enrollment.status === 'Enrolled' ? summary.earliestCompletionDay : null,
    days: summary.days,
    patches,
  };
}
