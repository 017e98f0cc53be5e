// The whole rulebook in order (docs/seat-time.md part 2): events → credited spans → seconds per
// local day → patches and the cap → totals, completion and the earliest completion day.
import { creditedIntervals } from './credited-intervals.ts';
import { dailySeatTime, type DayPatch, type DaySeatTime } from './daily-seat-time.ts';
import { earliestCompletionDay } from './earliest-completion-day.ts';
import { seatTimeTotals, type SeatTimeRule, type SeatTimeTotals } from './seat-time-completion.ts';
import { splitByLocalDay } from './split-by-local-day.ts';
import type { TimerEvent } from './timer-event.ts';

export interface SeatTimeInput {
  events: readonly TimerEvent[];
  patches: readonly DayPatch[];
  rule: SeatTimeRule;
  timeZone: string;
  /** Today in the course's zone, for the earliest completion day. */
  today: string;
  /** Epoch milliseconds the enrolment ended, when it has. */
  endsAt?: number | null;
}

export interface SeatTimeSummary extends SeatTimeTotals {
  days: DaySeatTime[];
  earliestCompletionDay: string | null;
}

export function seatTimeSummary(input: SeatTimeInput): SeatTimeSummary {
  const spans = creditedIntervals(input.events, { endsAt: input.endsAt ?? null });
  const days = dailySeatTime(
    splitByLocalDay(spans, input.timeZone),
    input.patches,
    input.rule.dailyCapSeconds,
  );
  return {
    ...seatTimeTotals(days, input.rule),
    days,
    earliestCompletionDay: earliestCompletionDay(days, input.rule, input.today),
  };
}
