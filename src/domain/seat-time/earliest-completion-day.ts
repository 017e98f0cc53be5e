// The earliest local day the seat-time part of completion can be met, studying from `today`
// (docs/seat-time.md "Minimum calendar length"): each day from today adds at most the daily
// cap (today only what is left of it), and a day counts towards minDays when it gains credited
// time. Null when seat time is already complete.
import { addDays } from '../school-day.ts';
import type { DaySeatTime } from './daily-seat-time.ts';
import { seatTimeTotals, type SeatTimeRule } from './seat-time-completion.ts';

export function earliestCompletionDay(
  days: readonly DaySeatTime[],
  rule: SeatTimeRule,
  today: string,
): string | null {
  const totals = seatTimeTotals(days, rule);
  if (totals.complete) return null;
  let missingSeconds = rule.requiredSeconds - totals.creditedSeconds;
  let missingDays = (rule.minDays ?? 0) - totals.creditedDays;
  const todaySoFar = days.find((day) => day.day === today)?.creditedSeconds ?? 0;
  const cap = rule.dailyCapSeconds ?? Number.POSITIVE_INFINITY;
  for (let offset = 0; ; offset += 1) {
    const room = offset === 0 ? cap - todaySoFar : cap;
    const gained = Math.max(0, Math.min(room, Math.max(missingSeconds, 1)));
    // A day that already has credited time is counted; a new day counts once it studies.
    if (gained > 0 && !(offset === 0 && todaySoFar > 0)) missingDays -= 1;
    missingSeconds -= gained;
    if (missingSeconds <= 0 && missingDays <= 0) return addDays(today, offset);
  }
}
