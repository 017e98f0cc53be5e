// What a customer on the waiting list asks for (docs/waitlist.md): the weekdays, a window of the
// day the lesson must fit in, and the last date they still want it. Times are the place's local
// wall clock, so "Saturdays 9 to 12" stays 9 to 12 across a daylight-saving change.
import { epochMinuteOf, epochToLocal, isoDateToDay, weekdayOfDay } from './time-zone.ts';
import { isCalendarDate } from '../calendar-date.ts';

export interface WaitlistWish {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: readonly number[];
  /** Minutes from local midnight: the lesson starts at or after this… */
  earliestMinute: number;
  /** …and ends at or before this. */
  latestMinute: number;
  /** The last local date ('YYYY-MM-DD') a time is still wanted. */
  until: string;
}

/** The furthest ahead a wish may reach: slots are searched at most this far. */
export const WAITLIST_MAX_DAYS = 60;

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export interface WishProblem {
  path: 'weekdays' | 'earliestTime' | 'latestTime' | 'until';
  message: string;
}

/** What is wrong with a wish made on `today` (the place's local date); empty when it is fine. */
export function wishProblems(
  wish: WaitlistWish,
  today: string,
  lessonMinutes: number,
): WishProblem[] {
  const problems: WishProblem[] = [];
  const weekdays = new Set(wish.weekdays);
  if (weekdays.size === 0)
    problems.push({ path: 'weekdays', message: 'must include at least one day' });
  else if ([...weekdays].some((day) => !Number.isInteger(day) || day < 1 || day > 7))
    problems.push({ path: 'weekdays', message: 'must be days 1 (Monday) to 7 (Sunday)' });
  const minuteOfDay = (minute: number) => Number.isInteger(minute) && minute >= 0 && minute <= 1440;
  if (!minuteOfDay(wish.earliestMinute))
    problems.push({ path: 'earliestTime', message: 'must be a time of day' });
  if (!minuteOfDay(wish.latestMinute))
    problems.push({ path: 'latestTime', message: 'must be a time of day' });
  else if (wish.latestMinute - wish.earliestMinute < lessonMinutes)
    problems.push({
      path: 'latestTime',
      message: `must leave at least ${lessonMinutes} minutes after the earliest start for the lesson`,
    });
  if (!isCalendarDate(wish.until)) problems.push({ path: 'until', message: 'must be a date' });
  else if (wish.until < today) problems.push({ path: 'until', message: 'must not be in the past' });
  else if (isoDateToDay(wish.until) - isoDateToDay(today) > WAITLIST_MAX_DAYS)
    problems.push({ path: 'until', message: `must be within ${WAITLIST_MAX_DAYS} days` });
  return problems;
}

/** True when a lesson of `lessonMinutes` starting at `start` fits the wish in `timeZone`. */
export function slotFitsWish(
  start: Date,
  lessonMinutes: number,
  wish: WaitlistWish,
  timeZone: string,
): boolean {
  const { day, minuteOfDay } = epochToLocal(timeZone, epochMinuteOf(start));
  if (!wish.weekdays.includes(weekdayOfDay(day))) return false;
  if (day > isoDateToDay(wish.until)) return false;
  return minuteOfDay >= wish.earliestMinute && minuteOfDay + lessonMinutes <= wish.latestMinute;
}

/** "Saturdays and Sundays" / "weekdays" / "every day": the days of a wish as a person says them. */
export function describeWeekdays(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  if (days.length === 7) return 'every day';
  if (days.join() === '1,2,3,4,5') return 'weekdays';
  if (days.join() === '6,7') return 'weekends';
  const names = days.map((day) => `${WEEKDAY_NAMES[day - 1]}s`);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A minute of the day as people read it: "9:00 AM", "12:30 PM", "12:00 AM" for midnight. */
export function timeOfDayLabel(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60) % 24;
  const minutes = String(minuteOfDay % 60).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A wish as the screens say it, from the API's fields (times "HH:MM", date "YYYY-MM-DD"):
 * "Saturdays, 9:00 AM to 12:00 PM, until Thursday, December 24".
 */
export function describeWish(wish: {
  weekdays: readonly number[];
  earliestTime: string;
  latestTime: string;
  until: string;
}): string {
  const until = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${wish.until}T12:00:00Z`));
  const days = describeWeekdays(wish.weekdays);
  return `${days.charAt(0).toUpperCase()}${days.slice(1)}, ${timeOfDayLabel(minutesOfTime(wish.earliestTime))} to ${timeOfDayLabel(minutesOfTime(wish.latestTime))}, until ${until}`;
}
