// The vocabulary of pricing (SPEC §9 algorithm kinds and rounding types; docs/pricing.md).
// Money is in integer cents, percentages in basis points (1 bp = 0.01 %).

export const PRICE_ALGORITHMS = [
  'fixed',
  'dollarDiscount',
  'percentDiscount',
  'dollarThenPercentDiscount',
  'percentThenDollarDiscount',
] as const;
export type PriceAlgorithmKind = (typeof PRICE_ALGORITHMS)[number];

export const ROUNDING_TYPES = ['digit', 'down', 'nearest', 'up'] as const;
export type RoundingType = (typeof ROUNDING_TYPES)[number];

/** The highest price, discount or amount accepted anywhere in pricing: $1,000,000. */
export const MAX_PRICE_CENTS = 100_000_000;
/** 100 %: a percentage is 0 to this many basis points. */
export const FULL_PERCENT_BP = 10_000;
/** An exact price is kept in ten-thousandths of a cent, so a percentage of cents stays whole. */
export const EXACT_PER_CENT = 10_000;

/** An algorithm with its parameters; parameters the kind does not use are null. */
export interface PriceAlgorithm {
  kind: PriceAlgorithmKind;
  amountCents: number | null;
  percentBasisPoints: number | null;
}

export interface Rounding {
  type: RoundingType;
  /** 0–9, for `digit` only. */
  digit: number | null;
}

/** One product's entry in a fragment: how the fragment changes that product's price. */
export interface FragmentProductPrice extends PriceAlgorithm {
  productId: string;
  rounding: RoundingType;
  roundingDigit: number | null;
}

export interface PriceSchemeFragmentData {
  id: string;
  name: string;
  priceSchemeIds: readonly string[];
  productPrices: readonly FragmentProductPrice[];
}

export interface PriceSchemeData {
  id: string;
  name: string;
  /** Product id → price of one unit in cents. A product missing here is not sold in the scheme. */
  productPrices: ReadonlyMap<string, number>;
}
