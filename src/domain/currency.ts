// Money as people read it (SPEC §9: currency USD, 0 to 2 decimals): "$12", "$12.5",
// "$1,234.57". Amounts are kept in integer cents (the ledger's unit) and formatted at the edge.

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
  // No "-$0" for a negative zero or an amount that rounds to zero.
  signDisplay: 'negative',
});

/**
 * Formats an amount of dollars. Throws a RangeError for NaN or Infinity: they come from a bug
 * upstream, and printing "$NaN" on an invoice would hide it.
 */
export function formatUsd(dollars: number): string {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of money: ${dollars}`);
  return usd.format(dollars);
}

/** Formats an amount held in integer cents, as the ledger stores it: 1250 → "$12.5". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return usd.format(cents / 100);
}
