import { describe, expect, it } from 'vitest';
import { balancesByProduct } from './ledger-state.ts';
import { purchase } from './purchase.ts';
import {
  CATALOGUE,
  LAST_MONTH,
  NEXT_YEAR,
  entriesOf,
  ledgerFrom,
  testContext,
} from './test-fixtures.ts';

const base = {
  studentId: 's1',
  items: [{ productId: 'teen', quantity: 1 }],
  payment: { method: 'check' as const, amountCents: 89900, reference: 'check 1042' },
  expiresAt: NEXT_YEAR,
};

describe('purchase', () => {
  it('carries the coupon or voucher that discounted or paid for it; none by default', () => {
    const [plain] = entriesOf(purchase(base, CATALOGUE, testContext()));
    expect(plain).toMatchObject({ couponId: null, voucherId: null });
    const [paid] = entriesOf(
      purchase({ ...base, couponId: 'c1', voucherId: 'v1' }, CATALOGUE, testContext()),
    );
    expect(paid).toMatchObject({ couponId: 'c1', voucherId: 'v1' });
  });

  it('opens one lot per component product with the expiry date and adds the payment to funds', () => {
    const result = purchase(base, CATALOGUE, testContext());
    const [entry] = entriesOf(result);
    expect(entry).toMatchObject({
      kind: 'purchase',
      paymentMethod: 'check',
      amountCents: 89900,
      items: base.items,
    });
    expect(entry!.lines.every((line) => line.expiresAt === NEXT_YEAR)).toBe(true);
    const state = ledgerFrom(result);
    expect(state.fundsCents).toBe(89900);
    expect(balancesByProduct(state)).toEqual(
      new Map([
        ['driving', 360],
        ['observing', 360],
        ['fee', 1],
      ]),
    );
  });

  it('refuses a negative amount, a past expiry and an unknown product', () => {
    const ctx = testContext();
    expect(
      purchase({ ...base, payment: { method: 'cash', amountCents: -1 } }, CATALOGUE, ctx),
    ).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(purchase({ ...base, expiresAt: LAST_MONTH }, CATALOGUE, ctx)).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(
      purchase({ ...base, items: [{ productId: 'x', quantity: 1 }] }, CATALOGUE, ctx),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
