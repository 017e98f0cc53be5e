import { describe, expect, it } from 'vitest';
import { deriveLedger } from '../ledger/ledger-state.ts';
import type { LedgerEntry } from '../ledger/ledger-types.ts';
import { compareQuantities } from './compare-quantities.ts';
import { syncQuantities } from './sync-quantities.ts';

const at = new Date('2026-01-01T00:00:00Z');
const entry = (over: Partial<LedgerEntry> & Pick<LedgerEntry, 'id' | 'kind'>): LedgerEntry =>
  ({
    studentId: 's',
    version: 1,
    origin: 'manual',
    createdAt: at,
    createdById: null,
    createdByName: 'Staff',
    referenceEntryId: null,
    counterpartStudentId: null,
    lessonId: null,
    paymentMethod: null,
    paymentReference: null,
    amountCents: 0,
    items: null,
    couponId: null,
    voucherId: null,
    note: null,
    lines: [],
    ...over,
  }) as LedgerEntry;
const line = (
  lotId: string,
  productType: 'drivingMinute' | 'observationMinute' | 'fee',
  quantity: number,
) => ({
  lotId,
  productId: productType,
  productType,
  quantity,
  expiresAt: quantity > 0 ? at : null,
});

describe('syncQuantities', () => {
  const purchase = entry({
    id: 'p',
    kind: 'purchase',
    amountCents: 5000,
    lines: [
      line('d', 'drivingMinute', 120),
      line('o', 'observationMinute', 60),
      line('f', 'fee', 1),
    ],
  });
  const expiration = entry({
    id: 'e1',
    kind: 'expireProducts',
    lines: [line('d', 'drivingMinute', -100), line('f', 'fee', -1)],
  });

  it('counts minutes, funds and standing expirations', () => {
    expect(syncQuantities(deriveLedger([purchase, expiration]))).toEqual({
      drivingMinute: 20,
      observationMinute: 60,
      fundsCents: 5000,
      expiredMinutes: 100,
    });
  });

  it('drops an expiration once it is voided or transferred', () => {
    const voided = entry({
      id: 'v',
      kind: 'voidExpiration',
      referenceEntryId: 'e1',
      lines: [{ ...line('d', 'drivingMinute', 100), expiresAt: at }],
    });
    expect(syncQuantities(deriveLedger([purchase, expiration, voided])).expiredMinutes).toBe(0);
    const sent = entry({ id: 't', kind: 'transferExpiration', referenceEntryId: 'e1' });
    const after = syncQuantities(deriveLedger([purchase, expiration, sent]));
    expect(after.expiredMinutes).toBe(0);
    expect(after.drivingMinute).toBe(20);
  });
});

describe('compareQuantities', () => {
  const same = { drivingMinute: 60, observationMinute: 30, fundsCents: 100, expiredMinutes: 0 };

  it('finds nothing when every quantity agrees', () => {
    expect(compareQuantities(same, { ...same })).toEqual([]);
  });

  it('reports each differing quantity with its kind, values and which side is higher', () => {
    const found = compareQuantities(same, {
      drivingMinute: 90,
      observationMinute: 30,
      fundsCents: 50,
      expiredMinutes: 15,
    });
    expect(found).toEqual([
      {
        kind: 'studentProductBalance',
        productType: 'drivingMinute',
        nextValue: 60,
        legacyValue: 90,
        syncIndicator: 'legacyHigher',
      },
      {
        kind: 'studentFundsBalance',
        productType: null,
        nextValue: 100,
        legacyValue: 50,
        syncIndicator: 'nextHigher',
      },
      {
        kind: 'studentExpiredMinutes',
        productType: null,
        nextValue: 0,
        legacyValue: 15,
        syncIndicator: 'legacyHigher',
      },
    ]);
  });
});
