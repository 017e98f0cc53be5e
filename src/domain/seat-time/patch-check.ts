// Whether a staff patch may be written (docs/seat-time.md "Patches"): non-zero whole seconds, a
// reason, a day between the enrolment's first local day and today, and the day's adjusted time
// not taken below zero. Returns the problems by field; empty when the patch is acceptable.
import { isCalendarDate } from '../calendar-date.ts';

export interface PatchProposal {
  day: string;
  seconds: number;
  reason: string;
}

export interface PatchContext {
  /** The enrolment's first local day and today, both in the course's time zone. */
  enrolledDay: string;
  today: string;
  /** raw + earlier patches of that day. */
  dayRawSeconds: number;
  dayPatchSeconds: number;
}

export interface PatchProblem {
  field: 'day' | 'seconds' | 'reason';
  message: string;
}

/** A patch moves at most one day's worth of time. */
export const MAX_PATCH_SECONDS = 86_400;

export function patchProblems(patch: PatchProposal, context: PatchContext): PatchProblem[] {
  const problems: PatchProblem[] = [];
  if (!isCalendarDate(patch.day)) {
    problems.push({ field: 'day', message: 'is not a day (YYYY-MM-DD)' });
  } else if (patch.day > context.today) {
    problems.push({ field: 'day', message: 'is in the future' });
  } else if (patch.day < context.enrolledDay) {
    problems.push({ field: 'day', message: 'is before the enrolment' });
  }
  if (!Number.isInteger(patch.seconds) || patch.seconds === 0) {
    problems.push({ field: 'seconds', message: 'must be a whole number of seconds, not zero' });
  } else if (Math.abs(patch.seconds) > MAX_PATCH_SECONDS) {
    problems.push({ field: 'seconds', message: 'must be at most one day (86400 s) either way' });
  } else if (context.dayRawSeconds + context.dayPatchSeconds + patch.seconds < 0) {
    problems.push({
      field: 'seconds',
      message: `would take the day below zero (it has ${context.dayRawSeconds + context.dayPatchSeconds} s)`,
    });
  }
  if (patch.reason.trim().length === 0) problems.push({ field: 'reason', message: 'is required' });
  return problems;
}
