// Entries as the API sends them, for the tab's tests: the worked examples of docs/ledger.md.
import type { LedgerEntryView, ProductRef } from './ledger-entry-view.ts';

export const DRIVING: ProductRef = {
  id: 'p-driving',
  name: 'Driving minutes',
  type: 'drivingMinute',
};
export const OBSERVING: ProductRef = {
  id: 'p-observing',
  name: 'Observation minutes',
  type: 'observationMinute',
};
export const FEE: ProductRef = { id: 'p-fee', name: 'Registration fee', type: 'fee' };
export const TEEN: ProductRef = { id: 'p-teen', name: 'Teen package', type: 'package' };

let versions = 0;

export function entry(fields: Partial<LedgerEntryView> & Pick<LedgerEntryView, 'id' | 'kind'>) {
  versions += 1;
  return {
    version: versions,
    origin: 'manual',
    createdAt: `2026-03-0${Math.min(versions, 9)}T17:00:00.000Z`,
    createdByName: 'Dana Whitaker',
    amountCents: 0,
    lines: [],
    ...fields,
  } satisfies LedgerEntryView;
}

/** Anna buys the Teen package by check, is refunded the fee, then gives Ben 120 minutes. */
export function annaLedger(): LedgerEntryView[] {
  versions = 0;
  const purchase = entry({
    id: 'e-purchase',
    kind: 'purchase',
    logType: 'Purchase',
    amountCents: 89_900,
    paymentMethod: 'check',
    paymentReference: 'check 1042',
    items: [{ product: TEEN, quantity: 1 }],
    lines: [
      { lotId: 'l-d', quantity: 360, productType: 'drivingMinute', product: DRIVING },
      { lotId: 'l-o', quantity: 360, productType: 'observationMinute', product: OBSERVING },
      { lotId: 'l-f', quantity: 1, productType: 'fee', product: FEE },
    ],
  });
  const refund = entry({
    id: 'e-refund',
    kind: 'refund',
    logType: 'Refund',
    amountCents: -20_000,
    referenceEntryId: 'e-purchase',
    paymentMethod: 'check',
    lines: [{ lotId: 'l-f', quantity: -1, productType: 'fee', product: FEE }],
  });
  const transfer = entry({
    id: 'e-transfer',
    kind: 'transferPurchase',
    logType: 'OutgoingPurchaseTransfer',
    counterpartStudentId: 's-ben',
    note: 'Sibling, "Ben", gets 2 hours',
    lines: [{ lotId: 'l-d', quantity: -120, productType: 'drivingMinute', product: DRIVING }],
  });
  const lesson = entry({
    id: 'e-lesson',
    kind: 'cancelLesson',
    origin: 'manual',
    lessonId: 'lesson-1',
  });
  // The API's order: newest first.
  return [lesson, transfer, refund, purchase];
}
