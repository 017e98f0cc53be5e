// Refund: money goes back to the payer, and optionally products bought by that purchase leave
// the balance. The amount can never exceed what the purchase brought in less earlier refunds.
import { drawFromLots, mergeQuantities } from './draw-from-lots.ts';
import { findOpenEntry, lotsOpenedBy } from './find-entry.ts';
import type { LedgerState } from './ledger-state.ts';
import type { LedgerLine, PaymentMethod, PurchasedItem } from './ledger-types.ts';
import {
  accept,
  checkWhole,
  draftEntry,
  refuse,
  type RuleContext,
  type RuleResult,
} from './rule-result.ts';

export interface RefundInput {
  studentId: string;
  purchaseId: string;
  amountCents: number;
  /** Products of that purchase to take back; none when only money is returned. */
  items?: readonly PurchasedItem[];
  /** How the money went back; the purchase's method when omitted. */
  method?: PaymentMethod | null;
}

export function refund(state: LedgerState, input: RefundInput, ctx: RuleContext): RuleResult {
  const items = input.items ?? [];
  const invalid =
    checkWhole({ amountCents: input.amountCents }, 0) ??
    items.map((item) => checkWhole({ quantity: item.quantity }, 1)).find(Boolean);
  if (invalid) return invalid;
  if (input.amountCents === 0 && items.length === 0) {
    return refuse('BAD_REQUEST', 'A refund returns money, products or both.');
  }
  const found = findOpenEntry(state, input.purchaseId, 'purchase', 'The purchase');
  if (!found.ok) return found;
  const { facts } = found;

  const refundable = facts.paidCents - facts.refundedCents;
  if (input.amountCents > refundable) {
    return refuse('BAD_REQUEST', `At most ${refundable} cents of this purchase can be refunded.`);
  }
  if (input.amountCents > state.fundsCents) {
    return refuse('NOT_ENOUGH_PRODUCT', 'The student no longer holds that much money.');
  }

  const lines: LedgerLine[] = [];
  const purchaseLots = lotsOpenedBy(state, input.purchaseId);
  for (const item of mergeQuantities(items, 'productId')) {
    const drawn = drawFromLots(
      purchaseLots.filter((lot) => lot.productId === item.productId),
      item.quantity,
    );
    if (!drawn) {
      return refuse(
        'NOT_ENOUGH_PRODUCT',
        `Not enough of product ${item.productId} is left of this purchase.`,
      );
    }
    lines.push(...drawn);
  }
  return accept([
    draftEntry(ctx, {
      studentId: input.studentId,
      kind: 'refund',
      referenceEntryId: input.purchaseId,
      paymentMethod: input.method ?? facts.entry.paymentMethod,
      amountCents: -input.amountCents,
      lines,
    }),
  ]);
}
