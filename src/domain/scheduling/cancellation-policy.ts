// Who pays for a cancelled lesson (docs/lessons.md "Cancellation policy"). The school, an
// instructor or an immediate reschedule give the minutes back. A no-show, or a student's own
// cancellation less than the state's window before the start, forfeits them and costs the state's
// late fee, unless staff allowed to waive it do so.
import type { CancellationInitiator, CancellationReason } from './lesson-enums.ts';

export interface CancellationCase {
  initiatedBy: CancellationInitiator;
  reason: CancellationReason;
  startTime: Date;
  now: Date;
  /** The state's policy: the late window in hours and the fee in cents (0: none). */
  windowHours: number;
  feeCents: number;
  /** Staff with the waive permission chose to waive the late penalty. */
  waived: boolean;
}

export interface CancellationOutcome {
  /** Hours from now to the start (negative once it has started). */
  hoursBeforeStart: number;
  /** A student cancellation inside the window (or after the start). */
  late: boolean;
  /** The case the policy penalises: a no-show, or a late student cancellation. */
  penalised: boolean;
  /** Whether the minutes go back to the student's ledger. */
  returnsMinutes: boolean;
  /** The late fee to charge, in cents (0: none). */
  feeCents: number;
}

const HOUR_MS = 3_600_000;

export function cancellationOutcome(input: CancellationCase): CancellationOutcome {
  const hoursBeforeStart = (input.startTime.getTime() - input.now.getTime()) / HOUR_MS;
  // Exactly `windowHours` before the start is still in time.
  const late = input.initiatedBy === 'Student' && hoursBeforeStart < input.windowHours;
  const penalised = input.reason === 'NO_SHOW' || late;
  const applies = penalised && !input.waived;
  return {
    hoursBeforeStart,
    late,
    penalised,
    returnsMinutes: !applies,
    feeCents: applies ? Math.max(0, input.feeCents) : 0,
  };
}
