import { describe, expect, it } from 'vitest';
import {
  changeLogKind,
  changeLogLine,
  NOTE_PREVIEW_LENGTH,
  productIdsOf,
} from './change-log-line.ts';
import { expireProducts } from './expire-products.ts';
import { purchase } from './purchase.ts';
import { refund } from './refund.ts';
import {
  CATALOGUE,
  LAST_MONTH,
  NEXT_YEAR,
  NOW,
  entriesOf,
  ledgerFrom,
  testContext,
} from './test-fixtures.ts';
import { transferPurchase } from './transfer-purchase.ts';

const NAMES = CATALOGUE;
const bought = purchase(
  {
    studentId: 's1',
    items: [{ productId: 'teen', quantity: 1 }],
    payment: { method: 'cash', amountCents: 45000, reference: null },
    expiresAt: NEXT_YEAR,
  },
  CATALOGUE,
  { ...testContext(), note: 'Paid at the front desk' },
);
const purchaseEntry = entriesOf(bought)[0]!;

describe('change-log line of a ledger entry', () => {
  it('names what a purchase bought, the money and the note', () => {
    expect(changeLogLine(purchaseEntry, NAMES)).toEqual({
      kind: 'Manual',
      type: 'ledger.purchase',
      message: 'Purchase: Teen package × 1; $450 paid in (Cash); “Paid at the front desk”',
    });
  });

  it('shows a refund as money paid back and products taken off', () => {
    const result = refund(
      ledgerFrom(bought),
      {
        studentId: 's1',
        purchaseId: purchaseEntry.id,
        amountCents: 4550,
        items: [{ productId: 'driving', quantity: 60 }],
        method: 'stripe',
      },
      testContext(),
    );
    expect(changeLogLine(entriesOf(result)[0]!, NAMES).message).toBe(
      'Refund: Driving minutes −1 h; $45.5 paid back (Stripe)',
    );
  });

  it('writes one line for each side of a transfer, with the sign of that side', () => {
    const result = transferPurchase(
      ledgerFrom(bought),
      {
        fromStudentId: 's1',
        toStudentId: 's2',
        items: [{ productId: 'driving', quantity: 120 }],
      },
      testContext(),
    );
    const messages = entriesOf(result).map((entry) => changeLogLine(entry, NAMES).message);
    expect(messages).toEqual([
      'Products transferred: Driving minutes −2 h',
      'Products transferred: Driving minutes +2 h',
    ]);
  });

  it('files the daily job’s expirations under Auto', () => {
    const old = purchase(
      {
        studentId: 's1',
        items: [{ productId: 'fee', quantity: 1 }],
        payment: { method: 'cash', amountCents: 0, reference: null },
        expiresAt: NOW,
      },
      CATALOGUE,
      testContext(LAST_MONTH),
    );
    const result = expireProducts(
      ledgerFrom(old),
      { studentId: 's1' },
      {
        ...testContext(NEXT_YEAR),
        origin: 'auto',
      },
    );
    const line = changeLogLine(entriesOf(result)[0]!, NAMES);
    expect(line.kind).toBe('Auto');
    expect(line.message).toBe('Products expired: Registration fee −1');
  });

  it('files lesson cancellations under Cancels, whoever did them', () => {
    expect(changeLogKind({ kind: 'cancelLesson', origin: 'manual' })).toBe('Cancels');
    expect(changeLogKind({ kind: 'cancelLesson', origin: 'auto' })).toBe('Cancels');
    expect(changeLogKind({ kind: 'refund', origin: 'manual' })).toBe('Manual');
  });

  it('shortens a long note and still names a product it does not know', () => {
    const line = changeLogLine(
      { ...purchaseEntry, items: [{ productId: 'gone', quantity: 2 }], note: 'x'.repeat(500) },
      NAMES,
    );
    expect(line.message).toContain('Unknown product × 2');
    expect(line.message.length).toBeLessThan(NOTE_PREVIEW_LENGTH + 80);
    expect(line.message.endsWith('…”')).toBe(true);
  });

  it('lists every product an entry names once', () => {
    expect(productIdsOf([purchaseEntry]).sort()).toEqual(['driving', 'fee', 'observing', 'teen']);
  });
});
