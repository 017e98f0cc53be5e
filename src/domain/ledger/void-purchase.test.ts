import { describe, expect, it } from 'vitest';
import { consumeProducts } from './lesson-products.ts';
import { balancesByProduct, emptyLedger } from './ledger-state.ts';
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
import { voidPurchase } from './void-purchase.ts';
import { voidRefund } from './void-refund.ts';

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

describe('voidPurchase', () => {
  it('undoes the purchase exactly, and a second void is a CONFLICT', () => {
    const { ctx, state, purchaseId } = bought();
    const result = voidPurchase(state, { studentId: 's1', purchaseId }, ctx);
    applyAll(state, result);
    expect(balancesByProduct(state)).toEqual(balancesByProduct(emptyLedger()));
    expect(state.fundsCents).toBe(0);
    expect(voidPurchase(state, { studentId: 's1', purchaseId }, ctx)).toMatchObject({
      code: 'CONFLICT',
    });
    const voidId = entriesOf(result)[0]!.id;
    expect(voidPurchase(state, { studentId: 's1', purchaseId: voidId }, ctx)).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('refuses while a refund stands, and once products were used', () => {
    const { ctx, state, purchaseId } = bought();
    const refunded = refund(state, { studentId: 's1', purchaseId, amountCents: 100 }, ctx);
    applyAll(state, refunded);
    expect(voidPurchase(state, { studentId: 's1', purchaseId }, ctx)).toMatchObject({
      code: 'CONFLICT',
    });
    applyAll(
      state,
      voidRefund(state, { studentId: 's1', refundId: entriesOf(refunded)[0]!.id }, ctx),
    );
    applyAll(
      state,
      consumeProducts(
        state,
        {
          studentId: 's1',
          kind: 'scheduleLesson',
          lessonId: 'l1',
          items: [{ productType: 'drivingMinute', quantity: 60 }],
        },
        ctx,
      ),
    );
    expect(voidPurchase(state, { studentId: 's1', purchaseId }, ctx)).toMatchObject({
      code: 'NOT_ENOUGH_PRODUCT',
    });
  });
});
