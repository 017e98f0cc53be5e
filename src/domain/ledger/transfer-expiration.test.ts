import { describe, expect, it } from 'vitest';
import { expireProducts } from './expire-products.ts';
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
import { transferExpiration } from './transfer-expiration.ts';
import { voidExpiration } from './void-expiration.ts';

describe('transferExpiration', () => {
  it('gives expired products to another student and settles the expiration', () => {
    const ctx = testContext();
    const from = ledgerFrom(
      purchase(
        {
          studentId: 'a',
          items: [{ productId: 'driving', quantity: 100 }],
          payment: { method: 'cash', amountCents: 1 },
          expiresAt: NEXT_YEAR,
        },
        CATALOGUE,
        ctx,
      ),
    );
    const expiration = expireProducts(
      from,
      { studentId: 'a', items: [{ productId: 'driving', quantity: 100 }] },
      ctx,
    );
    applyAll(from, expiration);
    const expirationId = entriesOf(expiration)[0]!.id;
    const to = emptyLedger();
    const input = { fromStudentId: 'a', toStudentId: 'b', expirationId, expiresAt: NEXT_YEAR };
    const result = transferExpiration(from, input, ctx);
    applyAll(from, result, 'a');
    applyAll(to, result, 'b');
    expect(balancesByProduct(to).get('driving')).toBe(100);
    expect(balancesByProduct(from).size).toBe(0);
    expect(transferExpiration(from, input, ctx)).toMatchObject({ code: 'CONFLICT' });
    expect(
      voidExpiration(from, { studentId: 'a', expirationId, expiresAt: NEXT_YEAR }, ctx),
    ).toMatchObject({ code: 'CONFLICT' });
    expect(transferExpiration(from, { ...input, toStudentId: 'a' }, ctx)).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
