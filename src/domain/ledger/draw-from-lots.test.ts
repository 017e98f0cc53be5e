import { describe, expect, it } from 'vitest';
import { drawFromLots, mergeQuantities } from './draw-from-lots.ts';
import type { Lot } from './ledger-state.ts';
import { NEXT_YEAR } from './test-fixtures.ts';

const lot = (lotId: string, quantity: number): Lot => ({
  lotId,
  productId: 'driving',
  productType: 'drivingMinute',
  quantity,
  openedQuantity: quantity,
  expiresAt: NEXT_YEAR,
  openedBy: 'e',
});

describe('drawFromLots', () => {
  it('takes from lots in the order given, and refuses when they hold too little', () => {
    expect(
      drawFromLots([lot('a', 30), lot('b', 0), lot('c', 60)], 50)!.map((line) => [
        line.lotId,
        line.quantity,
      ]),
    ).toEqual([
      ['a', -30],
      ['c', -20],
    ]);
    expect(drawFromLots([lot('a', 30)], 31)).toBeNull();
    expect(drawFromLots([], 0)).toEqual([]);
  });
});

describe('mergeQuantities', () => {
  it('adds up items naming the same product', () => {
    expect(
      mergeQuantities(
        [
          { productId: 'a', quantity: 1 },
          { productId: 'b', quantity: 2 },
          { productId: 'a', quantity: 3 },
        ],
        'productId',
      ),
    ).toEqual([
      { productId: 'a', quantity: 4 },
      { productId: 'b', quantity: 2 },
    ]);
  });
});
