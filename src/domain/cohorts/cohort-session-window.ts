// A cohort session must end after it starts and fall, start and end, on days of the cohort
// (startDate … endDate) as read on the cohort's own wall clock (its time zone), so a 7 pm class in
// Seattle is not pushed to the next day by UTC.
import { localDateOf } from '../scheduling/time-zone.ts';

export interface CohortDates {
  startDate: string;
  endDate: string;
  timeZone: string;
}

export interface SessionTimes {
  startTime: Date;
  endTime: Date;
}

export interface SessionProblem {
  field: 'startTime' | 'endTime';
  message: string;
}

const localDate = (timeZone: string, instant: Date) =>
  localDateOf(timeZone, Math.floor(instant.getTime() / 60_000));

export function sessionProblems(cohort: CohortDates, session: SessionTimes): SessionProblem[] {
  const problems: SessionProblem[] = [];
  if (session.endTime.getTime() <= session.startTime.getTime()) {
    problems.push({ field: 'endTime', message: 'must be after the start time' });
  }
  const outside = `must be within the cohort's dates (${cohort.startDate} to ${cohort.endDate}, ${cohort.timeZone})`;
  for (const field of ['startTime', 'endTime'] as const) {
    const day = localDate(cohort.timeZone, session[field]);
    if (day < cohort.startDate || day > cohort.endDate) {
      if (!problems.some((problem) => problem.field === field)) {
        problems.push({ field, message: outside });
      }
    }
  }
  return problems;
}

/** Whether every session still fits when the cohort's dates or time zone change. */
export function sessionsFit(cohort: CohortDates, sessions: readonly SessionTimes[]): boolean {
  return sessions.every((session) => sessionProblems(cohort, session).length === 0);
}
