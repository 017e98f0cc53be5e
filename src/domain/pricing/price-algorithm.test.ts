import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { algorithmParameters, applyAlgorithm } from './price-algorithm.ts';
import {
  EXACT_PER_CENT,
  MAX_PRICE_CENTS,
  PRICE_ALGORITHMS,
  type PriceAlgorithm,
} from './pricing-types.ts';

const algorithm = (
  kind: PriceAlgorithm['kind'],
  amountCents: number | null,
  percentBasisPoints: number | null,
): PriceAlgorithm => ({ kind, amountCents, percentBasisPoints });

const cents = fc.integer({ min: 0, max: MAX_PRICE_CENTS });
const basisPoints = fc.integer({ min: 0, max: 10_000 });
const anyAlgorithm = fc
  .record({ kind: fc.constantFrom(...PRICE_ALGORITHMS), amount: cents, percent: basisPoints })
  .map(({ kind, amount, percent }) => {
    const uses = algorithmParameters(kind);
    return algorithm(
      kind,
      uses.amountCents ? amount : null,
      uses.percentBasisPoints ? percent : null,
    );
  });

describe('price algorithms (docs/pricing.md examples)', () => {
  it('computes each kind exactly, in ten-thousandths of a cent', () => {
    expect(applyAlgorithm(algorithm('fixed', 17500, null), 22500)).toBe(17500 * EXACT_PER_CENT);
    expect(applyAlgorithm(algorithm('dollarDiscount', 1500, null), 17910)).toBe(
      16410 * EXACT_PER_CENT,
    );
    expect(applyAlgorithm(algorithm('percentDiscount', null, 1000), 19900)).toBe(
      17910 * EXACT_PER_CENT,
    );
    expect(applyAlgorithm(algorithm('dollarThenPercentDiscount', 2000, 1000), 19900)).toBe(
      16110 * EXACT_PER_CENT,
    );
    expect(applyAlgorithm(algorithm('percentThenDollarDiscount', 2000, 1000), 19900)).toBe(
      15910 * EXACT_PER_CENT,
    );
    expect(applyAlgorithm(algorithm('percentDiscount', null, 3333), 19900)).toBe(132_673_300);
  });

  it('clamps a subtraction at zero where it happens', () => {
    expect(applyAlgorithm(algorithm('dollarDiscount', 25000, null), 19900)).toBe(0);
    expect(applyAlgorithm(algorithm('dollarThenPercentDiscount', 25000, 1000), 19900)).toBe(0);
    expect(applyAlgorithm(algorithm('percentThenDollarDiscount', 18000, 1000), 19900)).toBe(0);
  });

  it('names the parameters each kind takes', () => {
    expect(algorithmParameters('fixed')).toEqual({ amountCents: true, percentBasisPoints: false });
    expect(algorithmParameters('percentDiscount')).toEqual({
      amountCents: false,
      percentBasisPoints: true,
    });
    expect(algorithmParameters('dollarThenPercentDiscount')).toEqual({
      amountCents: true,
      percentBasisPoints: true,
    });
  });
});

describe('price algorithm properties', () => {
  it('no algorithm yields a negative price, and the exact result is a whole number', () => {
    fc.assert(
      fc.property(anyAlgorithm, cents, (algo, base) => {
        const exact = applyAlgorithm(algo, base);
        return exact >= 0 && Number.isSafeInteger(exact);
      }),
    );
  });

  it('fixed ignores the base price', () => {
    fc.assert(
      fc.property(cents, cents, cents, (amount, base, otherBase) => {
        const fixed = algorithm('fixed', amount, null);
        return applyAlgorithm(fixed, base) === applyAlgorithm(fixed, otherBase);
      }),
    );
  });

  it('discounts never raise the price above the base', () => {
    fc.assert(
      fc.property(anyAlgorithm, cents, (algo, base) =>
        algo.kind === 'fixed' ? true : applyAlgorithm(algo, base) <= base * EXACT_PER_CENT,
      ),
    );
  });

  it('dollarThenPercent exceeds percentThenDollar by exactly d × p / 10000 when nothing clamps, and by 0 to that otherwise', () => {
    fc.assert(
      fc.property(cents, cents, basisPoints, (base, dollars, percent) => {
        const dtp = applyAlgorithm(algorithm('dollarThenPercentDiscount', dollars, percent), base);
        const ptd = applyAlgorithm(algorithm('percentThenDollarDiscount', dollars, percent), base);
        // d × p in ten-thousandths of a cent is d × p / 10000 cents.
        const documented = dollars * percent;
        const unclamped = base * (10_000 - percent) >= dollars * EXACT_PER_CENT;
        return unclamped ? dtp - ptd === documented : dtp - ptd >= 0 && dtp - ptd <= documented;
      }),
    );
  });
});
