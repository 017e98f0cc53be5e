// Stored rows → the engine's AvailabilityInput (src/domain/scheduling/availability-intervals.ts):
// an exception without minutes is the whole day; `isAvailable` picks extra hours or time off.
import type { AvailabilityInput } from '../../../domain/scheduling/availability-intervals.ts';
import type { AvailabilityExceptionRow, BreakRow, WeeklyHoursRow } from './availability.tables.ts';

export function toAvailabilityInput(
  timeZone: string,
  hours: readonly WeeklyHoursRow[],
  breaks: readonly BreakRow[],
  exceptions: readonly AvailabilityExceptionRow[],
): AvailabilityInput {
  return {
    timeZone,
    weeklyHours: hours,
    breaks,
    exceptions: exceptions.map((row) => ({
      date: row.date,
      kind: row.isAvailable ? 'EXTRA_AVAILABLE' : 'UNAVAILABLE',
      startMinute: row.startMinute ?? 0,
      endMinute: row.endMinute ?? 1440,
    })),
  };
}
