import { describe, expect, it } from 'vitest';
import { findOpenEntry, lotsOpenedBy } from './find-entry.ts';
import { purchase } from './purchase.ts';
import { CATALOGUE, NEXT_YEAR, entriesOf, ledgerFrom, testContext } from './test-fixtures.ts';

describe('findOpenEntry', () => {
  it('finds an open entry of the kind asked, and says why not otherwise', () => {
    const result = purchase(
      {
        studentId: 's1',
        items: [{ productId: 'teen', quantity: 1 }],
        payment: { method: 'cash', amountCents: 1 },
        expiresAt: NEXT_YEAR,
      },
      CATALOGUE,
      testContext(),
    );
    const state = ledgerFrom(result);
    const id = entriesOf(result)[0]!.id;
    expect(findOpenEntry(state, id, 'purchase', 'The purchase').ok).toBe(true);
    expect(findOpenEntry(state, id, 'refund', 'The refund')).toMatchObject({ code: 'BAD_REQUEST' });
    expect(findOpenEntry(state, 'other', 'purchase', 'The purchase')).toMatchObject({
      code: 'NOT_FOUND',
    });
    state.entries.get(id)!.settledBy = 'void';
    expect(findOpenEntry(state, id, 'purchase', 'The purchase')).toMatchObject({
      code: 'CONFLICT',
    });
    expect(lotsOpenedBy(state, id)).toHaveLength(3);
  });
});
