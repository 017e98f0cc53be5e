// The day-by-day breakdown of a sync conflict: per day, the net change of the quantity in our
// ledger next to the legacy log, with running totals, so staff can find the day the two diverge.
export interface DayChange {
  /** YYYY-MM-DD in the school's time zone. */
  day: string;
  change: number;
}

export interface BreakdownRow {
  day: string;
  nextChange: number;
  /** Null when the legacy system sent no log for this student. */
  legacyChange: number | null;
  nextTotal: number;
  legacyTotal: number | null;
  /** The first day whose running totals differ. */
  diverges: boolean;
}

export function dayBreakdown(
  next: readonly DayChange[],
  legacy: readonly DayChange[] | null,
): BreakdownRow[] {
  const days = new Map<string, { next: number; legacy: number }>();
  for (const { day, change } of next) {
    const row = days.get(day) ?? { next: 0, legacy: 0 };
    row.next += change;
    days.set(day, row);
  }
  for (const { day, change } of legacy ?? []) {
    const row = days.get(day) ?? { next: 0, legacy: 0 };
    row.legacy += change;
    days.set(day, row);
  }
  let nextTotal = 0;
  let legacyTotal = 0;
  let diverged = false;
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, change]) => {
      nextTotal += change.next;
      legacyTotal += change.legacy;
      const diverges = legacy !== null && !diverged && nextTotal !== legacyTotal;
      if (diverges) diverged = true;
      return {
        day,
        nextChange: change.next,
        legacyChange: legacy === null ? null : change.legacy,
        nextTotal,
        legacyTotal: legacy === null ? null : legacyTotal,
        diverges,
      };
    });
}
