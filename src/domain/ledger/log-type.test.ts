import { describe, expect, it } from 'vitest';
import { logTypeOf, matchesFilter } from './log-type.ts';

describe('logTypeOf', () => {
  it('names purchases, refunds, expirations and both halves of transfers', () => {
    const entry = (
      kind: Parameters<typeof logTypeOf>[0]['kind'],
      referenceEntryId: string | null = null,
      lines = 0,
    ) => ({
      kind,
      referenceEntryId,
      lines: Array.from({ length: lines }, () => ({
        lotId: 'l',
        productId: 'p',
        productType: 'fee' as const,
        quantity: 1,
        expiresAt: null,
      })),
    });
    expect(logTypeOf(entry('purchase'))).toBe('Purchase');
    expect(logTypeOf(entry('voidRefund', 'r'))).toBe('Refund');
    expect(logTypeOf(entry('expireProducts'))).toBe('Expiration');
    expect(logTypeOf(entry('transferPurchase'))).toBe('OutgoingPurchaseTransfer');
    expect(logTypeOf(entry('transferAccount', 'sent'))).toBe('IncomingPurchaseTransfer');
    expect(logTypeOf(entry('transferExpiration', 'exp'))).toBe('Expiration');
    expect(logTypeOf(entry('transferExpiration', 'sent', 1))).toBe('IncomingPurchaseTransfer');
    expect(logTypeOf(entry('scheduleLesson'))).toBeNull();
  });
});

describe('matchesFilter', () => {
  it('lists job entries under Auto, staff entries under Manual and cancellations under Cancels', () => {
    expect(matchesFilter({ kind: 'expireProducts', origin: 'auto' }, 'Auto')).toBe(true);
    expect(matchesFilter({ kind: 'expireProducts', origin: 'auto' }, 'Manual')).toBe(false);
    expect(matchesFilter({ kind: 'cancelLesson', origin: 'manual' }, 'Cancels')).toBe(true);
    expect(matchesFilter({ kind: 'purchase', origin: 'manual' }, 'Cancels')).toBe(false);
    expect(matchesFilter({ kind: 'purchase', origin: 'manual' }, 'All')).toBe(true);
  });
});
