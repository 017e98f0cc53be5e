// The report's "within N hours of completing" filter (docs/behind-the-wheel.md "Report"): students
// who have not met their requirement yet and miss at most N hours of it. A student who has met it
// is no longer "close to completing" and is left out; so is one without a requirement.
import type { StudentBtwProgress } from './student-btw-progress.ts';

/** The largest N accepted: more than any state's requirement, so it means "everyone in progress". */
export const MAX_WITHIN_HOURS = 100;

/**
 * Why N is refused, or null when it is a number of hours the filter can use. The sentence follows
 * the field's name, which says it is hours ("Hours left must be 0 or more.").
 */
export function withinHoursProblem(hours: number): string | null {
  if (!Number.isFinite(hours)) return 'must be a number';
  if (hours < 0) return 'must be 0 or more';
  if (hours > MAX_WITHIN_HOURS) return `must be at most ${MAX_WITHIN_HOURS}`;
  return null;
}

export function isWithinHoursOfCompleting(result: StudentBtwProgress, hours: number): boolean {
  if (result.status !== 'InProgress' || !result.progress) return false;
  return result.progress.remainingMinutes <= Math.round(hours * 60);
}
