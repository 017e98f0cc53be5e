// The seat-time part of completion (docs/seat-time.md "Completion", items 1 and 2): total
// credited ≥ requiredSeconds, and at least minDays local days with credited time when the
// course sets a minimum. Lectures, quizzes and the exam are the other items, checked elsewhere.
import type { DaySeatTime } from './daily-seat-time.ts';

export interface SeatTimeRule {
  requiredSeconds: number;
  dailyCapSeconds: number | null;
  minDays: number | null;
}

export interface SeatTimeTotals {
  creditedSeconds: number;
  creditedDays: number;
  complete: boolean;
}

export function seatTimeTotals(days: readonly DaySeatTime[], rule: SeatTimeRule): SeatTimeTotals {
  const creditedSeconds = days.reduce((sum, day) => sum + day.creditedSeconds, 0);
  const creditedDays = days.filter((day) => day.creditedSeconds > 0).length;
  const complete = creditedSeconds >= rule.requiredSeconds && creditedDays >= (rule.minDays ?? 0);
  return { creditedSeconds, creditedDays, complete };
}
