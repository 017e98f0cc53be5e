// Taking a quantity out of a balance: from the lots given, in the order given (callers pass the
// soonest-expiring first, so what would expire first is used first).
import type { Lot } from './ledger-state.ts';
import type { LedgerLine } from './ledger-types.ts';

/** Negative lines that take `quantity` from `lots`, or null when they hold less than that. */
export function drawFromLots(lots: readonly Lot[], quantity: number): LedgerLine[] | null {
  const lines: LedgerLine[] = [];
  let missing = quantity;
  for (const lot of lots) {
    if (missing === 0) break;
    const taken = Math.min(lot.quantity, missing);
    if (taken <= 0) continue;
    lines.push({
      lotId: lot.lotId,
      productId: lot.productId,
      productType: lot.productType,
      quantity: -taken,
      expiresAt: null,
    });
    missing -= taken;
  }
  return missing === 0 ? lines : null;
}

/** Sums quantities of items naming the same key, keeping first-seen order. */
export function mergeQuantities<
  K extends string,
  T extends Record<K, string> & { quantity: number },
>(items: readonly T[], key: K): T[] {
  const merged = new Map<string, T>();
  for (const item of items) {
    const existing = merged.get(item[key]);
    merged.set(
      item[key],
      existing ? { ...existing, quantity: existing.quantity + item.quantity } : { ...item },
    );
  }
  return [...merged.values()];
}
