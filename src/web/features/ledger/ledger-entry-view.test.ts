import { describe, expect, it } from 'vitest';
import {
  expiredProductsText,
  paymentNow,
  refundableCents,
  refundableProducts,
  runningBalances,
  settledEntryIds,
  totalsOf,
} from './ledger-entry-view.ts';
import { annaLedger, DRIVING, entry, FEE, OBSERVING } from './ledger-fixtures.ts';

describe('runningBalances', () => {
  it('gives funds and the changed product types after each entry, replaying oldest first', () => {
    const balances = runningBalances(annaLedger());
    expect(balances.get('e-purchase')).toEqual({
      fundsCents: 89_900,
      types: [
        { productType: 'drivingMinute', quantity: 360 },
        { productType: 'observationMinute', quantity: 360 },
        { productType: 'fee', quantity: 1 },
      ],
    });
    expect(balances.get('e-refund')).toEqual({
      fundsCents: 69_900,
      types: [{ productType: 'fee', quantity: 0 }],
    });
    expect(balances.get('e-transfer')).toEqual({
      fundsCents: 69_900,
      types: [{ productType: 'drivingMinute', quantity: 240 }],
    });
    expect(balances.get('e-lesson')).toEqual({ fundsCents: 69_900, types: [] });
  });

  it('lists a type once when an entry has several lines of it', () => {
    const balances = runningBalances([
      entry({
        id: 'a',
        kind: 'purchase',
        lines: [
          { lotId: 'x', quantity: 60, productType: 'drivingMinute', product: DRIVING },
          { lotId: 'y', quantity: 30, productType: 'drivingMinute', product: DRIVING },
        ],
      }),
    ]);
    expect(balances.get('a')?.types).toEqual([{ productType: 'drivingMinute', quantity: 90 }]);
  });
});

describe('totalsOf', () => {
  it('sums money in, money out and the net change', () => {
    expect(totalsOf(annaLedger())).toEqual({
      paidInCents: 89_900,
      refundedCents: 20_000,
      netCents: 69_900,
    });
    expect(totalsOf([])).toEqual({ paidInCents: 0, refundedCents: 0, netCents: 0 });
  });
});

describe('settled entries and refundable amounts', () => {
  it('knows what was voided and how much of a purchase can still be refunded', () => {
    const ledger = annaLedger();
    expect(settledEntryIds(ledger)).toEqual(new Set());
    expect(refundableCents(ledger, 'e-purchase')).toBe(69_900);

    const voided = [
      entry({
        id: 'e-void-refund',
        kind: 'voidRefund',
        referenceEntryId: 'e-refund',
        amountCents: 20_000,
      }),
      ...ledger,
    ];
    expect(settledEntryIds(voided)).toEqual(new Set(['e-refund']));
    expect(refundableCents(voided, 'e-purchase')).toBe(89_900);
  });

  it('counts purchase edits, and the receiving half of an expiration transfer settles nothing', () => {
    const ledger = [
      entry({ id: 'p', kind: 'purchase', amountCents: 10_000 }),
      entry({ id: 'edit', kind: 'editPurchase', referenceEntryId: 'p', amountCents: 2_500 }),
      entry({
        id: 'in',
        kind: 'transferExpiration',
        referenceEntryId: 'other-half',
        lines: [{ lotId: 'n', quantity: 60, productType: 'drivingMinute', product: DRIVING }],
      }),
    ];
    expect(refundableCents(ledger, 'p')).toBe(12_500);
    expect(settledEntryIds(ledger).has('other-half')).toBe(false);
  });

  it('offers to take back only what is still on the lots a purchase opened', () => {
    const purchase = annaLedger().find((item) => item.id === 'e-purchase')!;
    const lots = new Map([
      ['l-d', 240],
      ['l-o', 360],
    ]);
    expect(refundableProducts(purchase, lots)).toEqual([
      { product: DRIVING, quantity: 240 },
      { product: OBSERVING, quantity: 360 },
    ]);
    expect(refundableProducts(purchase, new Map([['l-f', 5]]))).toEqual([
      { product: FEE, quantity: 1 },
    ]);
  });
});

describe('a purchase’s payment after its corrections', () => {
  it('adds the corrections and keeps the latest method and reference', () => {
    const bought = entry({
      id: 'buy',
      kind: 'purchase',
      amountCents: 12000,
      paymentMethod: 'cash',
      paymentReference: null,
    });
    const edits = [
      entry({ id: 'e1', kind: 'editPurchase', referenceEntryId: 'buy', amountCents: 3000 }),
      entry({
        id: 'e2',
        kind: 'editPurchase',
        referenceEntryId: 'buy',
        amountCents: -500,
        paymentMethod: 'check',
        paymentReference: 'check 77',
      }),
      entry({ id: 'other', kind: 'editPurchase', referenceEntryId: 'elsewhere', amountCents: 9 }),
    ];
    expect(paymentNow([...edits].reverse().concat(bought), bought)).toEqual({
      paidCents: 14500,
      paymentMethod: 'check',
      paymentReference: 'check 77',
    });
  });

  it('words what an expiration took', () => {
    const expiration = entry({
      id: 'x',
      kind: 'expireProducts',
      lines: [
        { lotId: 'l1', quantity: -120, productType: 'drivingMinute', product: DRIVING },
        { lotId: 'l2', quantity: -1, productType: 'fee', product: FEE },
      ],
    });
    expect(expiredProductsText(expiration)).toBe('Driving minutes 2 h, Registration fee × 1');
  });
});
