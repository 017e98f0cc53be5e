import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceAfterFragment } from './fragment-step.ts';
import { PRICE_ALGORITHMS, ROUNDING_TYPES, type FragmentProductPrice } from './pricing-types.ts';

const entry = (rest: Partial<FragmentProductPrice>): FragmentProductPrice => ({
  productId: 'p',
  kind: 'percentDiscount',
  amountCents: null,
  percentBasisPoints: 1000,
  rounding: 'nearest',
  roundingDigit: null,
  ...rest,
});

describe('a fragment on a price', () => {
  it('runs the algorithm, then the rounding', () => {
    expect(priceAfterFragment(entry({}), 19900)).toBe(17910);
    expect(priceAfterFragment(entry({ percentBasisPoints: 3333, rounding: 'up' }), 19900)).toBe(
      13268,
    );
    expect(priceAfterFragment(entry({ percentBasisPoints: 3333, rounding: 'down' }), 19900)).toBe(
      13267,
    );
    expect(
      priceAfterFragment(
        entry({
          kind: 'fixed',
          amountCents: 5200,
          percentBasisPoints: null,
          rounding: 'digit',
          roundingDigit: 9,
        }),
        100,
      ),
    ).toBe(5900);
  });

  it('always gives whole, non-negative cents', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRICE_ALGORITHMS),
        fc.constantFrom(...ROUNDING_TYPES),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 9 }),
        (kind, rounding, amount, percent, base, digit) => {
          const price = priceAfterFragment(
            entry({
              kind,
              amountCents: amount,
              percentBasisPoints: percent,
              rounding,
              roundingDigit: digit,
            }),
            base,
          );
          return Number.isSafeInteger(price) && price >= 0;
        },
      ),
    );
  });
});
