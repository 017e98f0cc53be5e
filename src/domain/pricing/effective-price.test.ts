import { describe, expect, it } from 'vitest';
import { effectivePrice, effectivePrices, fragmentOrder } from './effective-price.ts';
import type { FragmentProductPrice, PriceSchemeFragmentData } from './pricing-types.ts';

const scheme = {
  id: 'bay',
  name: 'Bay Area standard',
  productPrices: new Map([
    ['lesson', 19900],
    ['test', 22500],
  ]),
};

const entry = (productId: string, rest: Partial<FragmentProductPrice>): FragmentProductPrice => ({
  productId,
  kind: 'fixed',
  amountCents: null,
  percentBasisPoints: null,
  rounding: 'nearest',
  roundingDigit: null,
  ...rest,
});

const fragment = (
  id: string,
  name: string,
  productPrices: FragmentProductPrice[],
  priceSchemeIds = ['bay'],
): PriceSchemeFragmentData => ({ id, name, priceSchemeIds, productPrices });

const spring = fragment('f1', 'Spring sale', [
  entry('lesson', { kind: 'percentDiscount', percentBasisPoints: 1000 }),
]);
const weekend = fragment('f2', 'Weekend', [
  entry('lesson', {
    kind: 'dollarDiscount',
    amountCents: 1500,
    rounding: 'digit',
    roundingDigit: 9,
  }),
]);

describe('effective price in a scheme', () => {
  it('is the scheme price when no fragment applies', () => {
    expect(effectivePrice(scheme, [], 'lesson')).toEqual({
      productId: 'lesson',
      baseCents: 19900,
      steps: [],
      priceCents: 19900,
    });
  });

  it('chains fragments in name order, whatever order they come in', () => {
    const price = effectivePrice(scheme, [weekend, spring], 'lesson')!;
    expect(price.steps.map((s) => [s.fragmentName, s.beforeCents, s.afterCents])).toEqual([
      ['Spring sale', 19900, 17910],
      ['Weekend', 17910, 16900],
    ]);
    expect(price.priceCents).toBe(16900);
  });

  it('skips fragments of other schemes and fragments without the product', () => {
    const elsewhere = fragment(
      'f3',
      'A elsewhere',
      spring.productPrices as FragmentProductPrice[],
      ['other'],
    );
    expect(effectivePrice(scheme, [elsewhere, weekend], 'test')!.priceCents).toBe(22500);
    expect(effectivePrice(scheme, [elsewhere], 'lesson')!.priceCents).toBe(19900);
  });

  it('gives no price for a product the scheme does not price, even with a fixed fragment', () => {
    const fixed = fragment('f4', 'Pickup', [entry('pickup', { amountCents: 1000 })]);
    expect(effectivePrice(scheme, [fixed], 'pickup')).toBeNull();
  });

  it('lets a later discount apply to an earlier fixed price', () => {
    const fixedFirst = fragment('f5', 'A fixed', [entry('lesson', { amountCents: 15000 })]);
    const saleAfter = fragment('f6', 'B sale', [
      entry('lesson', { kind: 'percentDiscount', percentBasisPoints: 1000, rounding: 'down' }),
    ]);
    expect(effectivePrice(scheme, [saleAfter, fixedFirst], 'lesson')!.priceCents).toBe(13500);
  });

  it('orders names by code points, then id', () => {
    const names = fragmentOrder([
      { id: '2', name: 'b' },
      { id: '1', name: 'B' },
      { id: '0', name: 'b' },
    ]).map((f) => f.id);
    expect(names).toEqual(['1', '0', '2']);
  });

  it('lists every priced product', () => {
    expect(effectivePrices(scheme, [spring]).map((p) => [p.productId, p.priceCents])).toEqual([
      ['lesson', 17910],
      ['test', 22500],
    ]);
  });
});
