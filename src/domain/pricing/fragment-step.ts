// One fragment applied to one price: its algorithm, then its rounding (docs/pricing.md). Every
// step of an effective price and of the quote's fragment steps goes through here.
import { applyAlgorithm } from './price-algorithm.ts';
import type { FragmentProductPrice } from './pricing-types.ts';
import { applyRounding } from './rounding.ts';

export function priceAfterFragment(entry: FragmentProductPrice, beforeCents: number): number {
  return applyRounding(
    { type: entry.rounding, digit: entry.roundingDigit },
    applyAlgorithm(entry, beforeCents),
  );
}
