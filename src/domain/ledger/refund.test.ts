import { describe, expect, it } from 'vitest';
import { balancesByProduct } from './ledger-state.ts';
import { purchase } from './purchase.ts';
import { refund } from './refund.ts';
import {
  CATALOGUE,
  NEXT_YEAR,
  applyAll,
  entriesOf,
  ledgerFrom,
  testContext,
} from './test-fixtures.ts';

function bought() {
  const ctx = testContext();
  const result = purchase(
    {
      studentId: 's1',
      items: [{ productId: 'teen', quantity: 1 }],
      payment: { method: 'check', amountCents: 90000 },
      expiresAt: NEXT_YEAR,
    },
    CATALOGUE,
    ctx,
  );
  return { ctx, state: ledgerFrom(result), purchaseId: entriesOf(result)[0]!.id };
}

describe('refund', () => {
  it('returns part of the money and takes back products of that purchase', () => {
    const { ctx, state, purchaseId } = bought();
    const result = refund(
      state,
      {
        studentId: 's1',
        purchaseId,
        amountCents: 15000,
        items: [{ productId: 'driving', quantity: 60 }],
      },
      ctx,
    );
    expect(entriesOf(result)[0]).toMatchObject({
      kind: 'refund',
      amountCents: -15000,
      referenceEntryId: purchaseId,
      paymentMethod: 'check',
    });
    applyAll(state, result);
    expect(state.fundsCents).toBe(75000);
    expect(balancesByProduct(state).get('driving')).toBe(300);
    expect(state.entries.get(purchaseId)!.refundedCents).toBe(15000);
  });

  it('refuses more than was paid less earlier refunds', () => {
    const { ctx, state, purchaseId } = bought();
    applyAll(state, refund(state, { studentId: 's1', purchaseId, amountCents: 80000 }, ctx));
    expect(refund(state, { studentId: 's1', purchaseId, amountCents: 10001 }, ctx)).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(refund(state, { studentId: 's1', purchaseId, amountCents: 10000 }, ctx).ok).toBe(true);
  });

  it('refuses products the purchase no longer holds, empty refunds, negatives and unknown purchases', () => {
    const { ctx, state, purchaseId } = bought();
    const items = [{ productId: 'driving', quantity: 361 }];
    expect(
      refund(state, { studentId: 's1', purchaseId, amountCents: 0, items }, ctx),
    ).toMatchObject({ code: 'NOT_ENOUGH_PRODUCT' });
    expect(refund(state, { studentId: 's1', purchaseId, amountCents: 0 }, ctx)).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(refund(state, { studentId: 's1', purchaseId, amountCents: -5 }, ctx)).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(
      refund(state, { studentId: 's1', purchaseId: 'nope', amountCents: 5 }, ctx),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });
});
