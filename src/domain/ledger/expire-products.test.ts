import { describe, expect, it } from 'vitest';
import { expireProducts } from './expire-products.ts';
import { balancesByProduct } from './ledger-state.ts';
import { purchase } from './purchase.ts';
import {
  CATALOGUE,
  NEXT_YEAR,
  NOW,
  applyAll,
  entriesOf,
  ledgerFrom,
  testContext,
} from './test-fixtures.ts';

const SOON = new Date('2026-04-01T00:00:00Z');

function twoPurchases() {
  const ctx = testContext();
  const state = ledgerFrom(
    purchase(
      {
        studentId: 's1',
        items: [{ productId: 'driving', quantity: 60 }],
        payment: { method: 'cash', amountCents: 1 },
        expiresAt: SOON,
      },
      CATALOGUE,
      ctx,
    ),
    purchase(
      {
        studentId: 's1',
        items: [{ productId: 'driving', quantity: 120 }],
        payment: { method: 'cash', amountCents: 1 },
        expiresAt: NEXT_YEAR,
      },
      CATALOGUE,
      ctx,
    ),
  );
  return { ctx, state };
}

describe('expireProducts', () => {
  it('expires only lots past their date, and writes nothing when none is due', () => {
    const { state } = twoPurchases();
    expect(entriesOf(expireProducts(state, { studentId: 's1' }, testContext(NOW)))).toEqual([]);
    const later = { ...testContext(new Date('2026-05-01T00:00:00Z')), origin: 'auto' as const };
    const result = expireProducts(state, { studentId: 's1' }, later);
    expect(entriesOf(result)[0]).toMatchObject({ kind: 'expireProducts', origin: 'auto' });
    applyAll(state, result);
    expect(balancesByProduct(state).get('driving')).toBe(120);
    expect(state.fundsCents).toBe(2);
  });

  it('expires chosen products early, soonest-expiring first, and refuses more than held', () => {
    const { ctx, state } = twoPurchases();
    const result = expireProducts(
      state,
      { studentId: 's1', items: [{ productId: 'driving', quantity: 90 }] },
      ctx,
    );
    expect(entriesOf(result)[0]!.lines.map((line) => line.quantity)).toEqual([-60, -30]);
    expect(
      expireProducts(
        state,
        { studentId: 's1', items: [{ productId: 'driving', quantity: 181 }] },
        ctx,
      ),
    ).toMatchObject({
      code: 'NOT_ENOUGH_PRODUCT',
    });
  });
});
