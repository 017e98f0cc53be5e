// The effective price of a product in a price scheme (docs/pricing.md "Effective price"): the
// scheme's own price, then every fragment that applies to the scheme and prices the product,
// chained in name order (code points, then id). The one place this is computed.
import { priceAfterFragment } from './fragment-step.ts';
import type {
  FragmentProductPrice,
  PriceSchemeData,
  PriceSchemeFragmentData,
} from './pricing-types.ts';

export interface FragmentStep {
  fragmentId: string;
  fragmentName: string;
  entry: FragmentProductPrice;
  beforeCents: number;
  afterCents: number;
}

export interface EffectivePrice {
  productId: string;
  baseCents: number;
  steps: FragmentStep[];
  priceCents: number;
}

const byCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Fragments in the order they apply: name ascending by code points, ties by id. */
export function fragmentOrder<T extends { id: string; name: string }>(
  fragments: readonly T[],
): T[] {
  return [...fragments].sort((a, b) => byCodePoints(a.name, b.name) || byCodePoints(a.id, b.id));
}

/** null when the scheme has no price for the product: it is not sold there. */
export function effectivePrice(
  scheme: PriceSchemeData,
  fragments: readonly PriceSchemeFragmentData[],
  productId: string,
): EffectivePrice | null {
  const baseCents = scheme.productPrices.get(productId);
  if (baseCents === undefined) return null;
  const steps: FragmentStep[] = [];
  let price = baseCents;
  for (const fragment of fragmentOrder(fragments)) {
    if (!fragment.priceSchemeIds.includes(scheme.id)) continue;
    const entry = fragment.productPrices.find((p) => p.productId === productId);
    if (!entry) continue;
    const afterCents = priceAfterFragment(entry, price);
    steps.push({
      fragmentId: fragment.id,
      fragmentName: fragment.name,
      entry,
      beforeCents: price,
      afterCents,
    });
    price = afterCents;
  }
  return { productId, baseCents, steps, priceCents: price };
}

/** The effective price of every product the scheme prices, in the scheme's product order. */
export function effectivePrices(
  scheme: PriceSchemeData,
  fragments: readonly PriceSchemeFragmentData[],
): EffectivePrice[] {
  return [...scheme.productPrices.keys()].map((productId) =>
    effectivePrice(scheme, fragments, productId)!,
  );
}
