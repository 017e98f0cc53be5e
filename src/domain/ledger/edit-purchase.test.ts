import { describe, expect, it } from 'vitest';
import { editPurchase } from './edit-purchase.ts';
import { purchase } from './purchase.ts';
import { refund } from './refund.ts';
import {
  CATALOGUE,
  LAST_MONTH,
  NEXT_YEAR,
  applyAll,
  entriesOf,
  ledgerFrom,
  testContext,
} from './test-fixtures.ts';

const LATER = new Date('2027-09-01T00:00:00Z');

function bought() {
  const ctx = testContext();
  const result = purchase(
    {
      studentId: 's1',
      items: [{ productId: 'teen', quantity: 1 }],
      payment: { method: 'cash', amountCents: 50000 },
      expiresAt: NEXT_YEAR,
    },
    CATALOGUE,
    ctx,
  );
  return { ctx, state: ledgerFrom(result), purchaseId: entriesOf(result)[0]!.id };
}

describe('editPurchase', () => {
  it('corrects the amount and method as a delta, and moves every lot’s expiry', () => {
    const { ctx, state, purchaseId } = bought();
    const result = editPurchase(
      state,
      { studentId: 's1', purchaseId, amountCents: 45000, method: 'check', expiresAt: LATER },
      ctx,
    );
    expect(entriesOf(result)[0]).toMatchObject({
      kind: 'editPurchase',
      amountCents: -5000,
      paymentMethod: 'check',
    });
    applyAll(state, result);
    expect(state.fundsCents).toBe(45000);
    expect(state.entries.get(purchaseId)).toMatchObject({ paidCents: 45000 });
    expect(state.entries.get(purchaseId)!.entry.paymentMethod).toBe('check');
    expect([...state.lots.values()].map((lot) => lot.expiresAt)).toEqual([LATER, LATER, LATER]);
  });

  it('refuses an amount below what was refunded, a past date and an edit that changes nothing', () => {
    const { ctx, state, purchaseId } = bought();
    applyAll(state, refund(state, { studentId: 's1', purchaseId, amountCents: 20000 }, ctx));
    expect(
      editPurchase(state, { studentId: 's1', purchaseId, amountCents: 19999 }, ctx),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      editPurchase(state, { studentId: 's1', purchaseId, expiresAt: LAST_MONTH }, ctx),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect(editPurchase(state, { studentId: 's1', purchaseId, method: 'cash' }, ctx)).toMatchObject(
      { code: 'BAD_REQUEST' },
    );
  });
});
