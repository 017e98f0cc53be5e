// Expiration: what is left of lots past their date leaves the balance (the daily job, origin
// Auto), or staff expire chosen products early (Manual). Money is not returned.
import { drawFromLots, mergeQuantities } from './draw-from-lots.ts';
import type { LedgerState, Lot } from './ledger-state.ts';
import type { LedgerLine, PurchasedItem } from './ledger-types.ts';
import {
  accept,
  checkWhole,
  draftEntry,
  refuse,
  type RuleContext,
  type RuleResult,
} from './rule-result.ts';

export interface ExpireProductsInput {
  studentId: string;
  /** Products to expire now whatever their date; when absent, every lot past its date expires. */
  items?: readonly PurchasedItem[] | null;
}

/** An empty list of entries when nothing is due (the job then writes nothing). */
export function expireProducts(
  state: LedgerState,
  input: ExpireProductsInput,
  ctx: RuleContext,
): RuleResult {
  const lots = [...state.lots.values()]
    .filter((lot) => lot.quantity > 0)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
  let lines: LedgerLine[] = [];
  if (input.items) {
    if (input.items.length === 0) return refuse('VALIDATION_ERROR', 'Choose at least one product.');
    const invalid = input.items
      .map((item) => checkWhole({ quantity: item.quantity }, 1))
      .find(Boolean);
    if (invalid) return invalid;
    for (const item of mergeQuantities(input.items, 'productId')) {
      const drawn = drawFromLots(
        lots.filter((lot) => lot.productId === item.productId),
        item.quantity,
      );
      if (!drawn)
        return refuse('NOT_ENOUGH_PRODUCT', `Not enough of product ${item.productId} to expire.`);
      lines.push(...drawn);
    }
  } else {
    lines = drawDue(lots, ctx.now);
    if (lines.length === 0) return accept([]);
  }
  return accept([draftEntry(ctx, { studentId: input.studentId, kind: 'expireProducts', lines })]);
}

function drawDue(lots: Lot[], now: Date): LedgerLine[] {
  return lots
    .filter((lot) => lot.expiresAt.getTime() <= now.getTime())
    .map((lot) => ({
      lotId: lot.lotId,
      productId: lot.productId,
      productType: lot.productType,
      quantity: -lot.quantity,
      expiresAt: null,
    }));
}
