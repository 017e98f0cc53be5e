// The instructor's lessons grouped by day in their own time zone, today first; lessons of
// earlier days are left out (the query window starts a day early so today is always whole).
import dayjs from 'dayjs';
import { ISO_DATE_FORMAT, WEEKDAY_DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';

/** How far ahead the list looks. */
export const UPCOMING_DAYS = 14;

export function lessonWindow(now: Date): { from: string; to: string } {
  return {
    from: dayjs(now).subtract(1, 'day').toISOString(),
    to: dayjs(now).add(UPCOMING_DAYS, 'day').toISOString(),
  };
}

export interface LessonDay<T> {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** "Today", "Tomorrow" or "Wednesday, Mar 4". */
  heading: string;
  lessons: T[];
}

export function lessonDays<T extends { startTime: string }>(
  lessons: readonly T[],
  timeZone: string,
  now: Date,
): LessonDay<T>[] {
  const today = formatDate(now, ISO_DATE_FORMAT, timeZone);
  const tomorrow = formatDate(dayjs(now).add(1, 'day').toDate(), ISO_DATE_FORMAT, timeZone);
  const days: LessonDay<T>[] = [];
  for (const lesson of [...lessons].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    const date = formatDate(lesson.startTime, ISO_DATE_FORMAT, timeZone);
    if (date < today) continue;
    let day = days.at(-1);
    if (day?.date !== date) {
      const heading =
        date === today
          ? 'Today'
          : date === tomorrow
            ? 'Tomorrow'
            : formatDate(lesson.startTime, WEEKDAY_DATE_FORMAT, timeZone);
      day = { date, heading, lessons: [] };
      days.push(day);
    }
    day.lessons.push(lesson);
  }
  return days;
}
