import { describe, expect, it } from 'vitest';
import { balancesByProduct, emptyLedger } from './ledger-state.ts';
import { purchase } from './purchase.ts';
import {
  CATALOGUE,
  NEXT_YEAR,
  applyAll,
  entriesOf,
  ledgerFrom,
  testContext,
} from './test-fixtures.ts';
import { transferPurchase } from './transfer-purchase.ts';

describe('transferPurchase', () => {
  it('moves minutes to a sibling with the same expiry, money staying with the payer', () => {
    const ctx = testContext();
    const anna = ledgerFrom(
      purchase(
        {
          studentId: 'anna',
          items: [{ productId: 'driving', quantity: 240 }],
          payment: { method: 'cash', amountCents: 40000 },
          expiresAt: NEXT_YEAR,
        },
        CATALOGUE,
        ctx,
      ),
    );
    const ben = emptyLedger();
    const result = transferPurchase(
      anna,
      {
        fromStudentId: 'anna',
        toStudentId: 'ben',
        items: [{ productId: 'driving', quantity: 90 }],
      },
      ctx,
    );
    const [sent, received] = entriesOf(result);
    expect(sent).toMatchObject({
      studentId: 'anna',
      kind: 'transferPurchase',
      counterpartStudentId: 'ben',
      referenceEntryId: null,
    });
    expect(received).toMatchObject({
      studentId: 'ben',
      counterpartStudentId: 'anna',
      referenceEntryId: sent!.id,
    });
    applyAll(anna, result, 'anna');
    applyAll(ben, result, 'ben');
    expect(balancesByProduct(anna).get('driving')).toBe(150);
    expect(balancesByProduct(ben).get('driving')).toBe(90);
    expect([...ben.lots.values()][0]!.expiresAt).toEqual(NEXT_YEAR);
    expect([anna.fundsCents, ben.fundsCents]).toEqual([40000, 0]);
  });

  it('refuses a transfer to oneself and more than the student holds', () => {
    const ctx = testContext();
    const state = emptyLedger();
    expect(
      transferPurchase(
        state,
        { fromStudentId: 'a', toStudentId: 'a', items: [{ productId: 'driving', quantity: 1 }] },
        ctx,
      ),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      transferPurchase(
        state,
        { fromStudentId: 'a', toStudentId: 'b', items: [{ productId: 'driving', quantity: 1 }] },
        ctx,
      ),
    ).toMatchObject({ code: 'NOT_ENOUGH_PRODUCT' });
  });
});
