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
import { voidExpiration } from './void-expiration.ts';

describe('voidExpiration', () => {
  it('restores the expired quantities to the same lots with a new date, once', () => {
    const ctx = testContext(new Date('2025-01-01T00:00:00Z'));
    const state = ledgerFrom(
      purchase(
        {
          studentId: 's1',
          items: [{ productId: 'teen', quantity: 1 }],
          payment: { method: 'cash', amountCents: 1 },
          expiresAt: new Date('2025-06-01T00:00:00Z'),
        },
        CATALOGUE,
        ctx,
      ),
    );
    const before = balancesByProduct(state);
    const now = testContext(NOW);
    const expiration = expireProducts(state, { studentId: 's1' }, { ...now, newId: () => 'exp' });
    applyAll(state, expiration);
    expect(balancesByProduct(state).size).toBe(0);
    const result = voidExpiration(
      state,
      { studentId: 's1', expirationId: 'exp', expiresAt: NEXT_YEAR },
      now,
    );
    applyAll(state, result);
    expect(balancesByProduct(state)).toEqual(before);
    expect([...state.lots.values()].every((lot) => lot.expiresAt === NEXT_YEAR)).toBe(true);
    expect(entriesOf(result)[0]).toMatchObject({ kind: 'voidExpiration', referenceEntryId: 'exp' });
    expect(
      voidExpiration(state, { studentId: 's1', expirationId: 'exp', expiresAt: NEXT_YEAR }, now),
    ).toMatchObject({ code: 'CONFLICT' });
    // A void is not an expiration: voiding it is the wrong kind of request.
    const voidId = entriesOf(result)[0]!.id;
    expect(
      voidExpiration(state, { studentId: 's1', expirationId: voidId, expiresAt: NEXT_YEAR }, now),
    ).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
