// The four roundings (docs/pricing.md "Rounding"): an exact price in ten-thousandths of a cent
// becomes whole cents. `digit` rounds up to whole dollars ending in a given digit ("charm" prices).
import { EXACT_PER_CENT, type Rounding } from './pricing-types.ts';

const CENTS_PER_DOLLAR = 100;

export function roundDown(exact: number): number {
  return Math.floor(exact / EXACT_PER_CENT);
}

export function roundUp(exact: number): number {
  return Math.ceil(exact / EXACT_PER_CENT);
}

/** Nearest whole cent; exactly half a cent goes up. */
export function roundNearest(exact: number): number {
  return Math.floor((exact + EXACT_PER_CENT / 2) / EXACT_PER_CENT);
}

/** The smallest whole-dollar price ≥ exact whose last dollar digit is `digit`; 0 stays 0. */
export function roundToDigit(exact: number, digit: number): number {
  if (!Number.isInteger(digit) || digit < 0 || digit > 9) {
    throw new RangeError(`A rounding digit is 0 to 9, not ${digit}`);
  }
  if (exact <= 0) return 0;
  const dollars = Math.ceil(exact / (EXACT_PER_CENT * CENTS_PER_DOLLAR));
  return (dollars + ((digit - (dollars % 10) + 10) % 10)) * CENTS_PER_DOLLAR;
}

export function applyRounding(rounding: Rounding, exact: number): number {
  switch (rounding.type) {
    case 'down':
      return roundDown(exact);
    case 'up':
      return roundUp(exact);
    case 'nearest':
      return roundNearest(exact);
    case 'digit':
      return roundToDigit(exact, rounding.digit ?? Number.NaN);
  }
}
