// Seat time of a course that started over after the final exam's last failed attempt
// (docs/seat-time.md "Final exam"): only time after the restart counts towards the new run, and
// the day of the restart keeps its cap across the restart (time credited that morning leaves only
// the rest of the day's cap for the afternoon). Days before the restart credit nothing to the new
// run; they stay in the record for the audit, and a later staff patch dated before the restart
// corrects that record, not the new run.
import type { DayPatch } from './daily-seat-time.ts';
import { earliestCompletionDay } from './earliest-completion-day.ts';
import { seatTimeTotals } from './seat-time-completion.ts';
import { seatTimeSummary, type SeatTimeInput, type SeatTimeSummary } from './seat-time-summary.ts';

export interface CourseRestart {
  /** Epoch milliseconds of the restart. */
  at: number;
  /** Its local day in the course's zone. */
  day: string;
  /** The patches written before the restart (they belong to the first run). */
  patchesBefore: readonly DayPatch[];
}

export function seatTimeAfterRestart(
  input: SeatTimeInput,
  restart: CourseRestart,
): SeatTimeSummary {
  const all = seatTimeSummary(input);
  const endsAt = input.endsAt == null ? restart.at : Math.min(input.endsAt, restart.at);
  const before = seatTimeSummary({ ...input, patches: restart.patchesBefore, endsAt });
  const earlier = before.days.find((day) => day.day === restart.day)?.creditedSeconds ?? 0;
  const days = all.days
    .filter((day) => day.day >= restart.day)
    .map((day) =>
      day.day === restart.day
        ? { ...day, creditedSeconds: Math.max(0, day.creditedSeconds - earlier) }
        : day,
    );
  return {
    ...seatTimeTotals(days, input.rule),
    days,
    earliestCompletionDay: earliestCompletionDay(days, input.rule, input.today),
  };
}
