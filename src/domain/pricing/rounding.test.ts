import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXACT_PER_CENT, MAX_PRICE_CENTS } from './pricing-types.ts';
import { applyRounding, roundDown, roundNearest, roundToDigit, roundUp } from './rounding.ts';

const exactCents = (cents: number) => Math.round(cents * EXACT_PER_CENT);
const exactPrice = fc.integer({ min: 0, max: MAX_PRICE_CENTS * EXACT_PER_CENT });
const digit = fc.integer({ min: 0, max: 9 });

describe('rounding (docs/pricing.md examples)', () => {
  it('down, up and nearest go to whole cents; half a cent goes up', () => {
    expect(roundDown(132_673_300)).toBe(13267);
    expect(roundUp(132_673_300)).toBe(13268);
    expect(roundNearest(132_673_300)).toBe(13267);
    expect(roundNearest(exactCents(1000.5))).toBe(1001);
    expect(roundNearest(exactCents(1000.4999))).toBe(1000);
    expect(roundUp(exactCents(1000))).toBe(1000);
  });

  it('digit rounds up to whole dollars ending in the digit; $0 stays $0', () => {
    expect(roundToDigit(exactCents(16410), 9)).toBe(16900);
    expect(roundToDigit(exactCents(16900), 9)).toBe(16900);
    expect(roundToDigit(exactCents(16901), 9)).toBe(17900);
    expect(roundToDigit(exactCents(40), 9)).toBe(900);
    expect(roundToDigit(exactCents(16410), 0)).toBe(17000);
    expect(roundToDigit(exactCents(5200), 9)).toBe(5900);
    expect(roundToDigit(0, 9)).toBe(0);
    expect(() => roundToDigit(100, 10)).toThrow(RangeError);
    expect(applyRounding({ type: 'digit', digit: 5 }, exactCents(16410))).toBe(16500);
  });
});

describe('rounding properties', () => {
  it('up ≥ exact ≥ down, less than a cent apart, nearest is one of them', () => {
    fc.assert(
      fc.property(exactPrice, (exact) => {
        const up = roundUp(exact);
        const down = roundDown(exact);
        const nearest = roundNearest(exact);
        return (
          up * EXACT_PER_CENT >= exact &&
          exact >= down * EXACT_PER_CENT &&
          up - down <= 1 &&
          (nearest === up || nearest === down)
        );
      }),
    );
  });

  it('no rounding yields a negative price; digit is ≥ up, below it + $10, and ends in the digit', () => {
    fc.assert(
      fc.property(exactPrice, digit, (exact, d) => {
        const result = roundToDigit(exact, d);
        const rounded = [roundDown(exact), roundUp(exact), roundNearest(exact), result];
        return (
          rounded.every((value) => value >= 0 && Number.isSafeInteger(value)) &&
          result >= roundUp(exact) &&
          result < roundUp(exact) + 1000 &&
          (exact === 0 || (result % 100 === 0 && (result / 100) % 10 === d))
        );
      }),
    );
  });
});
