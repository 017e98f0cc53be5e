// Corrections (docs/timesheets.md "Approval and corrections"): an approved period is locked, so a
// later change to its lessons or blocks is paid (or taken back) in the next open period, as the
// difference in minutes between what the period would pay now and what was already paid for it
// (its approved lines plus the corrections approved since). Each difference carries its reason.
import type { TimesheetLine } from './timesheet-lines.ts';

export interface CorrectionLine extends TimesheetLine {
  /** The approved period this line corrects: its first day, YYYY-MM-DD. */
  readonly correctsPeriodStart: string;
  readonly reason: string;
}

/** Minutes already paid for one line key of a locked period, with how the line read then. */
export type PaidLine = TimesheetLine;

const minutesText = (minutes: number) => `${minutes} min`;

function reasonFor(paid: number, now: number, lesson: boolean): string {
  if (now === 0)
    return lesson
      ? `Lesson cancelled or moved after approval (${minutesText(paid)} paid)`
      : `No longer in the schedule after approval (${minutesText(paid)} paid)`;
  if (paid === 0)
    return lesson ? 'Lesson added after approval' : 'Added to the schedule after approval';
  return `Changed after approval: ${minutesText(paid)} paid, ${minutesText(now)} now`;
}

/**
 * The correction lines of one locked period: for every line key whose minutes now differ from
 * what was paid, the difference. `paid` holds one entry per key with the minutes summed.
 */
export function correctionLines(
  periodStart: string,
  live: readonly TimesheetLine[],
  paid: readonly PaidLine[],
): CorrectionLine[] {
  const liveByKey = new Map(live.map((line) => [line.key, line]));
  const paidByKey = new Map(paid.map((line) => [line.key, line]));
  const keys = [...new Set([...paidByKey.keys(), ...liveByKey.keys()])];
  const corrections: CorrectionLine[] = [];
  for (const key of keys) {
    const now = liveByKey.get(key);
    const before = paidByKey.get(key);
    const delta = (now?.minutes ?? 0) - (before?.minutes ?? 0);
    if (delta === 0) continue;
    const line = (now ?? before)!;
    corrections.push({
      ...line,
      minutes: delta,
      correctsPeriodStart: periodStart,
      reason: reasonFor(before?.minutes ?? 0, now?.minutes ?? 0, line.kind === 'TEACHING'),
    });
  }
  return corrections.sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
}
