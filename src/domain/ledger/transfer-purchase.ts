// Purchase transfer: products move from one student to another (a sibling, a duplicate account).
// The receiver gets new lots with the same expiry dates; money stays with the student who paid.
import { drawFromLots, mergeQuantities } from './draw-from-lots.ts';
import { usableLots, type LedgerState } from './ledger-state.ts';
import type { LedgerLine, PurchasedItem } from './ledger-types.ts';
import {
  accept,
  checkWhole,
  draftEntry,
  refuse,
  type RuleContext,
  type RuleResult,
} from './rule-result.ts';

export interface TransferPurchaseInput {
  fromStudentId: string;
  toStudentId: string;
  items: readonly PurchasedItem[];
}

export function transferPurchase(
  from: LedgerState,
  input: TransferPurchaseInput,
  ctx: RuleContext,
): RuleResult {
  if (input.fromStudentId === input.toStudentId) {
    return refuse('BAD_REQUEST', 'A student cannot transfer products to themselves.');
  }
  if (input.items.length === 0) return refuse('VALIDATION_ERROR', 'Choose at least one product.');
  const invalid = input.items
    .map((item) => checkWhole({ quantity: item.quantity }, 1))
    .find(Boolean);
  if (invalid) return invalid;

  const usable = usableLots(from, ctx.now);
  const outgoing: LedgerLine[] = [];
  for (const item of mergeQuantities(input.items, 'productId')) {
    const drawn = drawFromLots(
      usable.filter((lot) => lot.productId === item.productId),
      item.quantity,
    );
    if (!drawn)
      return refuse('NOT_ENOUGH_PRODUCT', `Not enough of product ${item.productId} to transfer.`);
    outgoing.push(...drawn);
  }
  return accept(
    transferEntries(
      from,
      input.fromStudentId,
      input.toStudentId,
      outgoing,
      0,
      'transferPurchase',
      ctx,
    ),
  );
}

/**
 * The two halves of a transfer: the sender's entry with `outgoing` lines and −amount, and the
 * receiver's entry opening one lot per lot drawn (same expiry) with +amount, referring to the first.
 */
export function transferEntries(
  from: LedgerState,
  fromStudentId: string,
  toStudentId: string,
  outgoing: LedgerLine[],
  amountCents: number,
  kind: 'transferPurchase' | 'transferAccount',
  ctx: RuleContext,
) {
  const sent = draftEntry(ctx, {
    studentId: fromStudentId,
    kind,
    counterpartStudentId: toStudentId,
    amountCents: -amountCents,
    lines: outgoing,
  });
  const received = draftEntry(ctx, {
    studentId: toStudentId,
    kind,
    counterpartStudentId: fromStudentId,
    referenceEntryId: sent.id,
    amountCents,
    lines: outgoing.map((line) => ({
      lotId: ctx.newId(),
      productId: line.productId,
      productType: line.productType,
      quantity: -line.quantity,
      expiresAt: from.lots.get(line.lotId)!.expiresAt,
    })),
  });
  return [sent, received];
}
