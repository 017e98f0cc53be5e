// The five price algorithms (docs/pricing.md "Price algorithms"). Each returns the exact price in
// ten-thousandths of a cent; subtractions clamp at zero where they happen; rounding comes after.
import { EXACT_PER_CENT, FULL_PERCENT_BP, type PriceAlgorithm } from './pricing-types.ts';

const keep = (percentBasisPoints: number) => FULL_PERCENT_BP - percentBasisPoints;

/** The exact result of `algorithm` on `baseCents`, in ten-thousandths of a cent (≥ 0). */
export function applyAlgorithm(algorithm: PriceAlgorithm, baseCents: number): number {
  const dollars = algorithm.amountCents ?? 0;
  const percent = algorithm.percentBasisPoints ?? 0;
  switch (algorithm.kind) {
    case 'fixed':
      return dollars * EXACT_PER_CENT;
    case 'dollarDiscount':
      return Math.max(0, baseCents - dollars) * EXACT_PER_CENT;
    case 'percentDiscount':
      return baseCents * keep(percent);
    case 'dollarThenPercentDiscount':
      return Math.max(0, baseCents - dollars) * keep(percent);
    case 'percentThenDollarDiscount':
      return Math.max(0, baseCents * keep(percent) - dollars * EXACT_PER_CENT);
  }
}

/** Which parameters each kind takes: the others must be left empty. */
export function algorithmParameters(kind: PriceAlgorithm['kind']): {
  amountCents: boolean;
  percentBasisPoints: boolean;
} {
  return {
    amountCents: kind !== 'percentDiscount',
    percentBasisPoints: kind !== 'fixed' && kind !== 'dollarDiscount',
  };
}
