// Void purchase: the purchase is undone as if it had not happened. Only possible while everything
// it bought is still untouched and no refund of it stands (void the refunds first).
import { findOpenEntry, lotsOpenedBy } from './find-entry.ts';
import type { LedgerState } from './ledger-state.ts';
import { accept, draftEntry, refuse, type RuleContext, type RuleResult } from './rule-result.ts';

export interface VoidPurchaseInput {
  studentId: string;
  purchaseId: string;
}

export function voidPurchase(
  state: LedgerState,
  input: VoidPurchaseInput,
  ctx: RuleContext,
): RuleResult {
  const found = findOpenEntry(state, input.purchaseId, 'purchase', 'The purchase');
  if (!found.ok) return found;
  const { facts } = found;
  const standingRefund = [...state.entries.values()].some(
    (other) =>
      other.entry.kind === 'refund' &&
      other.entry.referenceEntryId === input.purchaseId &&
      !other.settledBy,
  );
  if (standingRefund) return refuse('CONFLICT', 'Void the refunds of this purchase first.');
  const lots = lotsOpenedBy(state, input.purchaseId);
  if (lots.some((lot) => lot.quantity < lot.openedQuantity)) {
    return refuse(
      'NOT_ENOUGH_PRODUCT',
      'Some of what this purchase bought has been used, moved or expired.',
    );
  }
  if (state.fundsCents < facts.paidCents) {
    return refuse('NOT_ENOUGH_PRODUCT', 'The student no longer holds the money of this purchase.');
  }
  return accept([
    draftEntry(ctx, {
      studentId: input.studentId,
      kind: 'voidPurchase',
      referenceEntryId: input.purchaseId,
      amountCents: -facts.paidCents,
      lines: lots.map((lot) => ({
        lotId: lot.lotId,
        productId: lot.productId,
        productType: lot.productType,
        quantity: -lot.openedQuantity,
        expiresAt: null,
      })),
    }),
  ]);
}
