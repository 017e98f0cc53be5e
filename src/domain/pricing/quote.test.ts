// Every worked quote of docs/pricing.md ("Worked quotes"), row by row.
import { describe, expect, it } from 'vitest';
import type { FragmentProductPrice, PriceSchemeFragmentData } from './pricing-types.ts';
import { quote, type QuoteCoupon, type QuoteInput, type QuoteStatus } from './quote.ts';

const oakland = { id: 'oakland', name: 'Oakland', superRegion: { id: 'bay', name: 'Bay Area' } };
const fresno = { id: 'fresno', name: 'Fresno', superRegion: { id: 'cv', name: 'Central Valley' } };
const bayStandard = {
  id: 'bay-standard',
  name: 'Bay Area standard',
  productPrices: new Map([
    ['L', 19900],
    ['M', 150],
    ['T', 22500],
  ]),
};

const onBay = (
  name: string,
  productId: string,
  entry: Partial<FragmentProductPrice>,
  schemes = ['bay-standard'],
): PriceSchemeFragmentData => ({
  id: `id-${name}`,
  name,
  priceSchemeIds: schemes,
  productPrices: [
    {
      productId,
      kind: 'fixed',
      amountCents: null,
      percentBasisPoints: null,
      rounding: 'nearest',
      roundingDigit: null,
      ...entry,
    },
  ],
});

const springSale = onBay('Spring sale', 'L', { kind: 'percentDiscount', percentBasisPoints: 1000 });
const weekend = onBay('Weekend', 'L', {
  kind: 'dollarDiscount',
  amountCents: 1500,
  rounding: 'digit',
  roundingDigit: 9,
});
const coupon = (terms: Partial<QuoteCoupon>): QuoteCoupon => ({
  code: 'SAVE',
  type: 'dollar',
  discount: 2500,
  expiresAt: null,
  regionIds: [],
  ...terms,
});

interface Row {
  row: number;
  input: Partial<QuoteInput>;
  status: QuoteStatus;
  /** The prices the breakdown passes through, base first. */
  path?: number[];
  coupon?: { applied: boolean; reason: string | null; discountCents: number };
  total: number | null;
}

const rows: Row[] = [
  { row: 1, input: { region: null }, status: 'notServed', total: null },
  { row: 2, input: { region: fresno, priceScheme: null }, status: 'noPriceScheme', total: null },
  { row: 3, input: { productId: 'H' }, status: 'notSold', total: null },
  { row: 4, input: {}, status: 'priced', path: [19900], total: 19900 },
  {
    row: 5,
    input: { fragments: [springSale] },
    status: 'priced',
    path: [19900, 17910],
    total: 17910,
  },
  {
    row: 6,
    input: { fragments: [weekend, springSale] },
    status: 'priced',
    path: [19900, 17910, 16900],
    total: 16900,
  },
  {
    row: 7,
    input: { productId: 'T', fragments: [onBay('Test day', 'T', { amountCents: 17500 })] },
    status: 'priced',
    path: [22500, 17500],
    total: 17500,
  },
  {
    row: 8,
    input: {
      fragments: [
        onBay('Combo', 'L', {
          kind: 'dollarThenPercentDiscount',
          amountCents: 2000,
          percentBasisPoints: 1000,
          rounding: 'down',
        }),
      ],
    },
    status: 'priced',
    path: [19900, 16110],
    total: 16110,
  },
  {
    row: 9,
    input: {
      fragments: [
        onBay('Combo', 'L', {
          kind: 'percentThenDollarDiscount',
          amountCents: 2000,
          percentBasisPoints: 1000,
          rounding: 'down',
        }),
      ],
    },
    status: 'priced',
    path: [19900, 15910],
    total: 15910,
  },
  {
    row: 10,
    input: {
      fragments: [
        onBay('Third off', 'L', {
          kind: 'percentDiscount',
          percentBasisPoints: 3333,
          rounding: 'up',
        }),
      ],
    },
    status: 'priced',
    path: [19900, 13268],
    total: 13268,
  },
  {
    row: 11,
    input: { fragments: [onBay('Giveaway', 'L', { kind: 'dollarDiscount', amountCents: 25000 })] },
    status: 'priced',
    path: [19900, 0],
    total: 0,
  },
  {
    row: 12,
    input: { coupon: coupon({}) },
    status: 'priced',
    path: [19900],
    coupon: { applied: true, reason: null, discountCents: 2500 },
    total: 17400,
  },
  {
    row: 13,
    input: { fragments: [springSale], coupon: coupon({ type: 'percent', discount: 1500 }) },
    status: 'priced',
    path: [19900, 17910],
    coupon: { applied: true, reason: null, discountCents: 2687 },
    total: 15223,
  },
  {
    row: 14,
    input: { coupon: coupon({ discount: 30000 }) },
    status: 'priced',
    path: [19900],
    coupon: { applied: true, reason: null, discountCents: 19900 },
    total: 0,
  },
  {
    row: 15,
    input: { coupon: coupon({ expiresAt: new Date('2026-05-31T12:00:00Z') }) },
    status: 'priced',
    path: [19900],
    coupon: { applied: false, reason: 'expired', discountCents: 0 },
    total: 19900,
  },
  {
    row: 16,
    input: { coupon: coupon({ regionIds: ['fresno'] }) },
    status: 'priced',
    path: [19900],
    coupon: { applied: false, reason: 'notInRegion', discountCents: 0 },
    total: 19900,
  },
  {
    row: 17,
    input: { productId: 'M', quantity: 90, coupon: coupon({ type: 'percent', discount: 1000 }) },
    status: 'priced',
    path: [150],
    coupon: { applied: true, reason: null, discountCents: 1350 },
    total: 12150,
  },
  {
    row: 18,
    input: { fragments: [{ ...weekend, priceSchemeIds: ['elsewhere'] }] },
    status: 'priced',
    path: [19900],
    total: 19900,
  },
  {
    row: 19,
    input: {
      fragments: [
        onBay('B sale', 'L', {
          kind: 'percentDiscount',
          percentBasisPoints: 1000,
          rounding: 'down',
        }),
        onBay('A fixed', 'L', { amountCents: 15000 }),
      ],
    },
    status: 'priced',
    path: [19900, 15000, 13500],
    total: 13500,
  },
];

const base: QuoteInput = {
  region: oakland,
  priceScheme: bayStandard,
  fragments: [],
  productId: 'L',
  quantity: 1,
  coupon: null,
  at: new Date('2026-06-01T17:00:00Z'),
};

describe('quote: the worked quotes of docs/pricing.md', () => {
  it.each(rows)('row $row', ({ input, status, path, coupon: couponStep, total }) => {
    const result = quote({ ...base, ...input });
    expect(result.status).toBe(status);
    expect(result.totalCents).toBe(total);
    if (path) {
      const prices = result.steps.flatMap((step) =>
        step.kind === 'priceScheme'
          ? [step.priceCents]
          : step.kind === 'fragment'
            ? [step.afterCents]
            : [],
      );
      expect(prices).toEqual(path);
    }
    const couponSeen = result.steps.find((step) => step.kind === 'coupon');
    expect(couponSeen ? { ...couponSeen } : undefined).toEqual(
      couponStep ? expect.objectContaining(couponStep) : undefined,
    );
    if (total !== null) {
      expect(result.discountCents).toBe((result.subtotalCents ?? 0) - total);
      expect(result.steps.at(-1)).toEqual({ kind: 'total', totalCents: total });
    }
  });

  it('lists the steps in the order region → super region → scheme → fragments → quantity → coupon → total', () => {
    const result = quote({ ...base, fragments: [springSale], coupon: coupon({}) });
    expect(result.steps.map((step) => step.kind)).toEqual([
      'region',
      'superRegion',
      'priceScheme',
      'fragment',
      'quantity',
      'coupon',
      'total',
    ]);
    expect(quote({ ...base, region: fresno, priceScheme: null }).steps.map((s) => s.kind)).toEqual([
      'region',
      'superRegion',
    ]);
  });

  it('refuses a quantity below one', () => {
    expect(() => quote({ ...base, quantity: 0 })).toThrow(RangeError);
  });
});
