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
import { voidRefund } from './void-refund.ts';

describe('voidRefund', () => {
  it('brings back the money and products of the refund, once', () => {
    const ctx = testContext();
    const bought = purchase(
      {
        studentId: 's1',
        items: [{ productId: 'teen', quantity: 1 }],
        payment: { method: 'check', amountCents: 90000 },
        expiresAt: NEXT_YEAR,
      },
      CATALOGUE,
      ctx,
    );
    const state = ledgerFrom(bought);
    const purchaseId = entriesOf(bought)[0]!.id;
    const before = { funds: state.fundsCents, balances: balancesByProduct(state) };
    const refunded = refund(
      state,
      {
        studentId: 's1',
        purchaseId,
        amountCents: 30000,
        items: [{ productId: 'fee', quantity: 1 }],
      },
      ctx,
    );
    applyAll(state, refunded);
    const refundId = entriesOf(refunded)[0]!.id;
    applyAll(state, voidRefund(state, { studentId: 's1', refundId }, ctx));
    expect({ funds: state.fundsCents, balances: balancesByProduct(state) }).toEqual(before);
    expect(state.entries.get(purchaseId)!.refundedCents).toBe(0);
    expect(voidRefund(state, { studentId: 's1', refundId }, ctx)).toMatchObject({
      code: 'CONFLICT',
    });
    expect(voidRefund(state, { studentId: 's1', refundId: purchaseId }, ctx)).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
