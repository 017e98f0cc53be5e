import { describe, expect, it } from 'vitest';
import { expandItems } from './package-expansion.ts';
import { CATALOGUE, DRIVING, TEEN_PACKAGE } from './test-fixtures.ts';

describe('expandItems', () => {
  it('expands a package into its components times the quantity bought, merged per product', () => {
    const result = expandItems(
      [
        { productId: 'teen', quantity: 2 },
        { productId: 'driving', quantity: 60 },
      ],
      CATALOGUE,
    );
    expect(result).toEqual({
      ok: true,
      items: [
        { productId: 'driving', productType: 'drivingMinute', quantity: 780 },
        { productId: 'observing', productType: 'observationMinute', quantity: 720 },
        { productId: 'fee', productType: 'fee', quantity: 2 },
      ],
    });
  });

  it('refuses unknown, archived, nested and empty baskets with their codes', () => {
    expect(expandItems([{ productId: 'nope', quantity: 1 }], CATALOGUE)).toMatchObject({
      code: 'NOT_FOUND',
    });
    const archived = new Map(CATALOGUE).set('driving', { ...DRIVING, isArchived: true });
    expect(expandItems([{ productId: 'driving', quantity: 1 }], archived)).toMatchObject({
      code: 'BAD_REQUEST',
    });
    const nested = new Map(CATALOGUE).set('outer', {
      ...TEEN_PACKAGE,
      id: 'outer',
      components: [{ productId: 'teen', quantity: 1 }],
    });
    expect(expandItems([{ productId: 'outer', quantity: 1 }], nested)).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(expandItems([], CATALOGUE)).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(expandItems([{ productId: 'driving', quantity: 0 }], CATALOGUE)).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });
});
