// When a cohort takes enrolments (docs/cohorts.md): staff keep an open flag, and enrolment is
// open only while that flag is on, a seat is left and the cohort's last day has not passed in
// its own time zone. A cohort is "closed" for lists when the flag is off or it has ended; a
// full cohort stays listed (as full) because staff still manage its roster.
import { localDateOf } from '../scheduling/time-zone.ts';

export interface CohortEnrollmentFacts {
  isOpen: boolean;
  numEnrolled: number;
  maxEnrollees: number;
  /** Last day of the cohort, ISO 'YYYY-MM-DD', in `timeZone`. */
  endDate: string;
  timeZone: string;
}

/** The local date in `timeZone` at `now`. */
export const todayIn = (timeZone: string, now: Date): string =>
  localDateOf(timeZone, Math.floor(now.getTime() / 60_000));

export function hasCohortEnded(cohort: CohortEnrollmentFacts, now: Date): boolean {
  return cohort.endDate < todayIn(cohort.timeZone, now);
}

export function isCohortClosed(cohort: CohortEnrollmentFacts, now: Date): boolean {
  return !cohort.isOpen || hasCohortEnded(cohort, now);
}

export function isCohortFull(cohort: CohortEnrollmentFacts): boolean {
  return cohort.numEnrolled >= cohort.maxEnrollees;
}

export function isCohortEnrollmentOpen(cohort: CohortEnrollmentFacts, now: Date): boolean {
  return !isCohortClosed(cohort, now) && !isCohortFull(cohort);
}
