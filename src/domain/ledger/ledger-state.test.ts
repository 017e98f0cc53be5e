import { describe, expect, it } from 'vitest';
import { balancesByProduct, balancesByType, deriveLedger, usableLots } from './ledger-state.ts';
import type { LedgerEntry } from './ledger-types.ts';
import { LAST_MONTH, NEXT_YEAR, NOW } from './test-fixtures.ts';

const entry = (id: string, lines: LedgerEntry['lines'], amountCents = 0): LedgerEntry => ({
  id,
  studentId: 's1',
  kind: 'purchase',
  origin: 'manual',
  createdAt: NOW,
  referenceEntryId: null,
  counterpartStudentId: null,
  lessonId: null,
  paymentMethod: 'cash',
  paymentReference: null,
  amountCents,
  items: null,
  couponId: null,
  voucherId: null,
  note: null,
  lines,
});

describe('deriveLedger', () => {
  it('sums lines per lot, product and type, and amounts into funds', () => {
    const state = deriveLedger([
      entry(
        'e1',
        [
          {
            lotId: 'a',
            productId: 'driving',
            productType: 'drivingMinute',
            quantity: 120,
            expiresAt: NEXT_YEAR,
          },
        ],
        9000,
      ),
      entry(
        'e2',
        [
          {
            lotId: 'b',
            productId: 'driving2',
            productType: 'drivingMinute',
            quantity: 60,
            expiresAt: LAST_MONTH,
          },
        ],
        5000,
      ),
      entry(
        'e3',
        [
          {
            lotId: 'a',
            productId: 'driving',
            productType: 'drivingMinute',
            quantity: -30,
            expiresAt: null,
          },
        ],
        -1000,
      ),
    ]);
    expect(state.fundsCents).toBe(13000);
    expect(balancesByProduct(state)).toEqual(
      new Map([
        ['driving', 90],
        ['driving2', 60],
      ]),
    );
    expect(balancesByType(state)).toEqual(new Map([['drivingMinute', 150]]));
    expect(state.lots.get('a')).toMatchObject({
      quantity: 90,
      openedQuantity: 120,
      openedBy: 'e1',
    });
    // Lot b has passed its date: it is still held until expired, but no longer usable.
    expect(usableLots(state, NOW).map((lot) => lot.lotId)).toEqual(['a']);
  });

  it('moves a lot’s expiry with a line that carries a date, and omits empty balances', () => {
    const state = deriveLedger([
      entry('e1', [
        { lotId: 'a', productId: 'fee', productType: 'fee', quantity: 1, expiresAt: LAST_MONTH },
      ]),
      entry('e2', [
        { lotId: 'a', productId: 'fee', productType: 'fee', quantity: 0, expiresAt: NEXT_YEAR },
      ]),
      entry('e3', [
        { lotId: 'a', productId: 'fee', productType: 'fee', quantity: -1, expiresAt: null },
      ]),
    ]);
    expect(state.lots.get('a')!.expiresAt).toEqual(NEXT_YEAR);
    expect(balancesByProduct(state).size).toBe(0);
    expect(balancesByType(state).size).toBe(0);
  });
});
