// Words the lessons screens show: what a lesson uses, what a cancellation or a move does to it,
// and the start time entered in the instructor's zone.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface MinutesUse {
  drivingMinutes: number;
  observationMinutes: number;
  testUnits?: number;
}

/** "120 driving minutes", "60 driving and 60 observation minutes", "1 road-test unit". */
export function describeMinutes(use: MinutesUse): string {
  const parts: string[] = [];
  if (use.drivingMinutes > 0 && use.observationMinutes > 0)
    parts.push(`${use.drivingMinutes} driving and ${use.observationMinutes} observation minutes`);
  else if (use.drivingMinutes > 0) parts.push(`${use.drivingMinutes} driving minutes`);
  else if (use.observationMinutes > 0) parts.push(`${use.observationMinutes} observation minutes`);
  if (use.testUnits)
    parts.push(use.testUnits === 1 ? '1 road-test unit' : `${use.testUnits} road-test units`);
  return parts.join(' and ') || 'nothing';
}

export interface PreviewFacts extends MinutesUse {
  returnsMinutes: boolean;
  late: boolean;
  hoursBeforeStart: number;
  feeCents: number;
}

/** "Returns 120 driving minutes" / "Forfeits 120 driving minutes (late: 20 h before start)". */
export function describeCancellation(preview: PreviewFacts): string {
  const what = describeMinutes(preview);
  if (preview.returnsMinutes) return `Returns ${what}`;
  const hours = Math.round(preview.hoursBeforeStart);
  const why = preview.late
    ? hours >= 0
      ? `late: ${hours} h before start`
      : `late: ${-hours} h after start`
    : 'no-show';
  const fee =
    preview.feeCents > 0 ? ` and charges a $${(preview.feeCents / 100).toFixed(2)} late fee` : '';
  return `Forfeits ${what} (${why})${fee}`;
}

/**
 * What a move costs by the move policy, for the edit dialog: free when the school moves it or the
 * student asked in time; otherwise the old time's minutes are forfeited (the new time takes them
 * again) and the state's late fee is charged, unless waived.
 */
export function describeMoveCost(
  requestedBy: 'School' | 'Student',
  preview: (PreviewFacts & { windowHours: number }) | null,
  waived: boolean,
): string {
  if (requestedBy === 'School')
    return 'Free: the school is moving it, so the minutes stay as booked.';
  if (!preview) return 'Working out what the move costs…';
  const window = `the ${preview.windowHours}-hour late window`;
  if (!preview.late) return `Free: the student asked in time, before ${window}.`;
  if (preview.returnsMinutes)
    return waived
      ? `Free: the late penalty is waived (asked inside ${window}).`
      : 'Free: the minutes stay as booked.';
  const what = describeMinutes(preview);
  const fee =
    preview.feeCents > 0
      ? ` and a $${(preview.feeCents / 100).toFixed(2)} late fee is charged`
      : '';
  return `Late request (inside ${window}): the ${what} of the old time are forfeited, the new time takes them again${fee}.`;
}

/** A date (YYYY-MM-DD) and time (HH:mm) read in `timeZone`, as an ISO instant; null if invalid. */
export function startInstant(date: string, time: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const zoned = dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', timeZone);
  return zoned.isValid() ? zoned.toISOString() : null;
}
