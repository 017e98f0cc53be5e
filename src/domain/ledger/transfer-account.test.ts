import { describe, expect, it } from 'vitest';
import { balancesByProduct, emptyLedger } from './ledger-state.ts';
import { purchase } from './purchase.ts';
import { CATALOGUE, NEXT_YEAR, applyAll, ledgerFrom, testContext } from './test-fixtures.ts';
import { transferAccount } from './transfer-account.ts';

describe('transferAccount', () => {
  it('moves every lot and all funds to the other student', () => {
    const ctx = testContext();
    const from = ledgerFrom(
      purchase(
        {
          studentId: 'old',
          items: [{ productId: 'teen', quantity: 1 }],
          payment: { method: 'stripe', amountCents: 50000 },
          expiresAt: NEXT_YEAR,
        },
        CATALOGUE,
        ctx,
      ),
    );
    const to = emptyLedger();
    const result = transferAccount(from, { fromStudentId: 'old', toStudentId: 'new' }, ctx);
    applyAll(from, result, 'old');
    applyAll(to, result, 'new');
    expect(balancesByProduct(from).size).toBe(0);
    expect(from.fundsCents).toBe(0);
    expect(balancesByProduct(to)).toEqual(
      new Map([
        ['driving', 360],
        ['observing', 360],
        ['fee', 1],
      ]),
    );
    expect(to.fundsCents).toBe(50000);
  });

  it('refuses an empty account and a transfer to oneself', () => {
    const ctx = testContext();
    expect(
      transferAccount(emptyLedger(), { fromStudentId: 'a', toStudentId: 'b' }, ctx),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      transferAccount(emptyLedger(), { fromStudentId: 'a', toStudentId: 'a' }, ctx),
    ).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
