// Edit purchase: a correction of the payment (amount, method, reference) or of the expiry date of
// what the purchase bought. The purchase itself is never changed: the edit is a new entry.
import { findOpenEntry, lotsOpenedBy } from './find-entry.ts';
import type { LedgerState } from './ledger-state.ts';
import type { PaymentMethod } from './ledger-types.ts';
import {
  accept,
  checkWhole,
  draftEntry,
  refuse,
  type RuleContext,
  type RuleResult,
} from './rule-result.ts';

export interface EditPurchaseInput {
  studentId: string;
  purchaseId: string;
  /** The corrected total paid. */
  amountCents?: number | null;
  method?: PaymentMethod | null;
  reference?: string | null;
  expiresAt?: Date | null;
}

export function editPurchase(
  state: LedgerState,
  input: EditPurchaseInput,
  ctx: RuleContext,
): RuleResult {
  const found = findOpenEntry(state, input.purchaseId, 'purchase', 'The purchase');
  if (!found.ok) return found;
  const { facts } = found;
  let delta = 0;
  if (input.amountCents != null) {
    const invalid = checkWhole({ amountCents: input.amountCents }, 0);
    if (invalid) return invalid;
    if (input.amountCents < facts.refundedCents) {
      return refuse('BAD_REQUEST', `The purchase already refunded ${facts.refundedCents} cents.`);
    }
    delta = input.amountCents - facts.paidCents;
    if (state.fundsCents + delta < 0) {
      return refuse('NOT_ENOUGH_PRODUCT', 'The student no longer holds that much money.');
    }
  }
  if (input.expiresAt && input.expiresAt.getTime() <= ctx.now.getTime()) {
    return refuse('BAD_REQUEST', 'The expiration date must be in the future.');
  }
  const method = input.method && input.method !== facts.entry.paymentMethod ? input.method : null;
  const reference = input.reference ?? null;
  // Zero-quantity lines carry the new date to each lot the purchase opened.
  const lines = input.expiresAt
    ? lotsOpenedBy(state, input.purchaseId).map((lot) => ({
        lotId: lot.lotId,
        productId: lot.productId,
        productType: lot.productType,
        quantity: 0,
        expiresAt: input.expiresAt!,
      }))
    : [];
  if (delta === 0 && !method && !reference && lines.length === 0) {
    return refuse('BAD_REQUEST', 'The edit changes nothing.');
  }
  return accept([
    draftEntry(ctx, {
      studentId: input.studentId,
      kind: 'editPurchase',
      referenceEntryId: input.purchaseId,
      paymentMethod: method,
      paymentReference: reference,
      amountCents: delta,
      lines,
    }),
  ]);
}
