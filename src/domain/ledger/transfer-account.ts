// Account transfer: everything a student holds (every lot with something left, and the funds)
// moves to another student, e.g. when a duplicate account is merged.
import { type LedgerState } from './ledger-state.ts';
import type { LedgerLine } from './ledger-types.ts';
import { accept, refuse, type RuleContext, type RuleResult } from './rule-result.ts';
import { transferEntries } from './transfer-purchase.ts';

export interface TransferAccountInput {
  fromStudentId: string;
  toStudentId: string;
}

export function transferAccount(
  from: LedgerState,
  input: TransferAccountInput,
  ctx: RuleContext,
): RuleResult {
  if (input.fromStudentId === input.toStudentId) {
    return refuse('BAD_REQUEST', 'A student cannot transfer their account to themselves.');
  }
  const outgoing: LedgerLine[] = [...from.lots.values()]
    .filter((lot) => lot.quantity > 0)
    .map((lot) => ({
      lotId: lot.lotId,
      productId: lot.productId,
      productType: lot.productType,
      quantity: -lot.quantity,
      expiresAt: null,
    }));
  if (outgoing.length === 0 && from.fundsCents === 0) {
    return refuse('BAD_REQUEST', 'This account holds nothing to transfer.');
  }
  return accept(
    transferEntries(
      from,
      input.fromStudentId,
      input.toStudentId,
      outgoing,
      from.fundsCents,
      'transferAccount',
      ctx,
    ),
  );
}
