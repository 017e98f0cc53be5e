// Pay of timesheet lines in integer cents (docs/timesheets.md "Rounding"). A line's exact pay is
// minutes × rate ÷ 60 cents (rates are cents an hour), a multiple of 1/60 cent. Rounding each
// line on its own would let the lines and the total disagree by a few cents, so the total of a
// group of lines (one instructor's teaching lines, or non-teaching lines) is rounded once, half a
// cent up, and then shared out to the lines: each gets its exact pay rounded down, and the cents
// left over go one each to the lines with the largest fractions (ties: earlier line first). The
// lines always add up to the total, and the total is never more than half a cent from the exact
// sum: no cent is lost or created.

export interface PayInput {
  /** Signed: a correction line can take minutes back. */
  readonly minutes: number;
  /** Cents an hour. */
  readonly rateCents: number;
}

export interface PaySplit {
  readonly lineCents: readonly number[];
  readonly totalCents: number;
}

export function splitPay(lines: readonly PayInput[]): PaySplit {
  for (const line of lines) {
    if (!Number.isSafeInteger(line.minutes) || !Number.isSafeInteger(line.rateCents))
      throw new RangeError('Minutes and rates are whole numbers');
  }
  // In sixtieths of a cent every amount is a whole number: no floating-point error anywhere.
  const exact = lines.map((line) => line.minutes * line.rateCents);
  const sum = exact.reduce((total, value) => total + value, 0);
  const totalCents = Math.floor((sum + 30) / 60);
  const floors = exact.map((value) => Math.floor(value / 60));
  let left = totalCents - floors.reduce((total, value) => total + value, 0);
  const byFraction = exact
    .map((value, index) => ({ index, fraction: value - floors[index]! * 60 }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  const lineCents = [...floors];
  for (const { index } of byFraction) {
    if (left <= 0) break;
    lineCents[index]! += 1;
    left -= 1;
  }
  return { lineCents, totalCents };
}
