// How long a course takes at the least, from its state rule (docs/seat-time.md): the required
// seat time, at most the daily cap credited per day, and any minimum number of days the state sets
// on its own. Texas's 32-hour course at 2 hours a day takes at least 16 days (SPEC §5).

export interface CourseLengthRule {
  requiredSeconds: number;
  /** Most seconds credited on one local day; null when the state sets no daily cap. */
  dailyCapSeconds: number | null;
  /** Fewest days the state requires regardless of the cap; null when it sets none. */
  minDays: number | null;
}

/** The fewest local days in which a student can complete the course (1 without any day rule). */
export function minimumCourseDays(rule: CourseLengthRule): number {
  const byCap =
    rule.dailyCapSeconds === null || rule.dailyCapSeconds <= 0
      ? 1
      : Math.ceil(rule.requiredSeconds / rule.dailyCapSeconds);
  return Math.max(1, byCap, rule.minDays ?? 1);
}

/** "32 hours", "6 hours", "1 hour 30 minutes": seat time as families read it, rounded down. */
export function formatCourseHours(seconds: number): string {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (minutes > 0 || hours === 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}
