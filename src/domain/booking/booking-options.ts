// How /book lists what can be booked (docs/booking.md "The choice"): driving lessons first, then
// tests, each group shortest first, and each option with its length said once, whether or not
// staff wrote it into the label ("Driving lesson (1 hour)" stays as it is, "Road test" becomes
// "Road test · 1 hour").
import type { LessonTypeName } from '../lesson-type-names.ts';
import { isTestLessonType } from '../scheduling/lesson-minutes.ts';

export interface BookableType {
  name: LessonTypeName;
  label: string;
  durationMinutes: number;
}

export type BookingGroup = 'lessons' | 'tests';

export const BOOKING_GROUP_TITLES: Record<BookingGroup, string> = {
  lessons: 'Driving lessons',
  tests: 'Road and DMV tests',
};

export const bookingGroupOf = (type: Pick<BookableType, 'name'>): BookingGroup =>
  isTestLessonType(type.name) ? 'tests' : 'lessons';

/** Lessons before tests; within each, shortest first, then by label. */
export function orderBookingOptions<T extends BookableType>(types: readonly T[]): T[] {
  const rank = (type: T) => (bookingGroupOf(type) === 'lessons' ? 0 : 1);
  return [...types].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.durationMinutes - b.durationMinutes ||
      a.label.localeCompare(b.label, 'en-US'),
  );
}

/** "15 minutes", "1 hour", "1 hour 30 minutes", "2 hours". */
export function formatLessonLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 0 ? '' : hours === 1 ? '1 hour' : `${hours} hours`;
  const minuteText = rest === 0 ? '' : rest === 1 ? '1 minute' : `${rest} minutes`;
  return [hourText, minuteText].filter(Boolean).join(' ') || '0 minutes';
}

// A label that already names a length: "(1 hour)", "2 hours", "15 minutes", "90 min".
const NAMES_A_LENGTH = /\b\d+\s*(hours?|hrs?|minutes?|mins?)\b/i;

/** The option's name with its length, the length only where the label does not already say it. */
export function bookingOptionTitle(type: Pick<BookableType, 'label' | 'durationMinutes'>): string {
  if (NAMES_A_LENGTH.test(type.label)) return type.label;
  return `${type.label} · ${formatLessonLength(type.durationMinutes)}`;
}
