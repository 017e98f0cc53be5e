import { describe, expect, it } from 'vitest';
import { LEDGER_TOTAL_LIMIT, ledgerBoundBreach } from './ledger-bounds.ts';
import { deriveLedger } from './ledger-state.ts';
import { purchase } from './purchase.ts';
import { CATALOGUE, DRIVING, entriesOf, NEXT_YEAR, testContext } from './test-fixtures.ts';

const buy = (amountCents: number, quantity = 1) =>
  entriesOf(
    purchase(
      {
        studentId: 's1',
        items: [{ productId: DRIVING.id, quantity }],
        payment: { method: 'cash', amountCents },
        expiresAt: NEXT_YEAR,
      },
      CATALOGUE,
      testContext(),
    ),
  );

describe('ledgerBoundBreach', () => {
  it('accepts totals up to the limit', () => {
    const entries = Array.from({ length: 10 }, () => buy(LEDGER_TOTAL_LIMIT / 10)).flat();
    expect(ledgerBoundBreach(deriveLedger(entries))).toBeNull();
  });

  it('refuses funds one cent past the limit, saying how much a ledger holds', () => {
    const entries = [...buy(LEDGER_TOTAL_LIMIT), ...buy(1)];
    expect(ledgerBoundBreach(deriveLedger(entries))).toEqual({
      total: 'money',
      message:
        "would take the student's funds above $10,000,000, the most one student's ledger holds",
    });
  });

  it('refuses a product balance past the limit (minutes are totals too)', () => {
    const breach = ledgerBoundBreach(deriveLedger(buy(0, LEDGER_TOTAL_LIMIT + 1)));
    expect(breach).toMatchObject({ total: 'products' });
    expect(breach?.message).toContain('driving balance above 1,000,000,000');
  });

  it('keeps the limit below the 32-bit ceiling of GraphQL Int and the integer columns', () => {
    expect(LEDGER_TOTAL_LIMIT).toBeLessThan(2 ** 31 - 1);
  });
});
