// The quote (docs/pricing.md "The quote"): region → super region → region scheme's price scheme →
// fragments → quantity → coupon → total, as a list of steps. Pure: the caller resolves the pickup
// point to a region and loads the scheme, the fragments and the coupon.
import { couponDiscount, type CouponTerms } from './coupon-discount.ts';
import { effectivePrice } from './effective-price.ts';
import type {
  FragmentProductPrice,
  PriceSchemeData,
  PriceSchemeFragmentData,
} from './pricing-types.ts';

export interface QuoteRegion {
  id: string;
  name: string;
  superRegion: { id: string; name: string };
}

export interface QuoteCoupon extends CouponTerms {
  code: string;
  /** null: never expires. Not applied when before the quote time. */
  expiresAt: Date | null;
  /** Empty: every region. Otherwise applied only in these regions. */
  regionIds: readonly string[];
}

export interface QuoteInput {
  /** The region whose polygon holds the pickup point, or null when none does. */
  region: QuoteRegion | null;
  /** The price scheme of the super region's region scheme, or null when it has none. */
  priceScheme: PriceSchemeData | null;
  /** Fragments to consider; those not applying to the scheme are skipped. */
  fragments: readonly PriceSchemeFragmentData[];
  productId: string;
  quantity: number;
  coupon: QuoteCoupon | null;
  at: Date;
}

export type CouponRefusal = 'expired' | 'notInRegion';

export type QuoteStep =
  | { kind: 'region'; id: string; name: string }
  | { kind: 'superRegion'; id: string; name: string }
  | { kind: 'priceScheme'; id: string; name: string; priceCents: number | null }
  | {
      kind: 'fragment';
      id: string;
      name: string;
      entry: FragmentProductPrice;
      beforeCents: number;
      afterCents: number;
    }
  | { kind: 'quantity'; quantity: number; unitPriceCents: number; subtotalCents: number }
  | {
      kind: 'coupon';
      code: string;
      applied: boolean;
      reason: CouponRefusal | null;
      beforeCents: number;
      discountCents: number;
      afterCents: number;
    }
  | { kind: 'total'; totalCents: number };

export type QuoteStatus = 'notServed' | 'noPriceScheme' | 'notSold' | 'priced';

export interface Quote {
  status: QuoteStatus;
  steps: QuoteStep[];
  unitPriceCents: number | null;
  subtotalCents: number | null;
  discountCents: number;
  totalCents: number | null;
}

const unpriced = (status: QuoteStatus, steps: QuoteStep[]): Quote => ({
  status,
  steps,
  unitPriceCents: null,
  subtotalCents: null,
  discountCents: 0,
  totalCents: null,
});

function couponRefusal(coupon: QuoteCoupon, regionId: string, at: Date): CouponRefusal | null {
  if (coupon.expiresAt && coupon.expiresAt.getTime() < at.getTime()) return 'expired';
  if (coupon.regionIds.length > 0 && !coupon.regionIds.includes(regionId)) return 'notInRegion';
  return null;
}

export function quote(input: QuoteInput): Quote {
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 1) {
    throw new RangeError(`A quote is for a whole quantity of at least 1, not ${input.quantity}`);
  }
  const { region, priceScheme } = input;
  if (!region) return unpriced('notServed', []);
  const steps: QuoteStep[] = [
    { kind: 'region', id: region.id, name: region.name },
    { kind: 'superRegion', id: region.superRegion.id, name: region.superRegion.name },
  ];
  if (!priceScheme) return unpriced('noPriceScheme', steps);
  const price = effectivePrice(priceScheme, input.fragments, input.productId);
  steps.push({
    kind: 'priceScheme',
    id: priceScheme.id,
    name: priceScheme.name,
    priceCents: price?.baseCents ?? null,
  });
  if (!price) return unpriced('notSold', steps);
  for (const step of price.steps) {
    steps.push({
      kind: 'fragment',
      id: step.fragmentId,
      name: step.fragmentName,
      entry: step.entry,
      beforeCents: step.beforeCents,
      afterCents: step.afterCents,
    });
  }
  const subtotalCents = price.priceCents * input.quantity;
  steps.push({
    kind: 'quantity',
    quantity: input.quantity,
    unitPriceCents: price.priceCents,
    subtotalCents,
  });
  let totalCents = subtotalCents;
  if (input.coupon) {
    const reason = couponRefusal(input.coupon, region.id, input.at);
    const discountCents = reason ? 0 : couponDiscount(input.coupon, subtotalCents);
    totalCents = subtotalCents - discountCents;
    steps.push({
      kind: 'coupon',
      code: input.coupon.code,
      applied: reason === null,
      reason,
      beforeCents: subtotalCents,
      discountCents,
      afterCents: totalCents,
    });
  }
  steps.push({ kind: 'total', totalCents });
  return {
    status: 'priced',
    steps,
    unitPriceCents: price.priceCents,
    subtotalCents,
    discountCents: subtotalCents - totalCents,
    totalCents,
  };
}
