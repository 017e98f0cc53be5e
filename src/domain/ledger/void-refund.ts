// Void refund: the refund is undone: its money comes back to the funds and its products to the
// lots they were taken from.
import { findOpenEntry } from './find-entry.ts';
import type { LedgerState } from './ledger-state.ts';
import { accept, draftEntry, type RuleContext, type RuleResult } from './rule-result.ts';

export interface VoidRefundInput {
  studentId: string;
  refundId: string;
}

export function voidRefund(
  state: LedgerState,
  input: VoidRefundInput,
  ctx: RuleContext,
): RuleResult {
  const found = findOpenEntry(state, input.refundId, 'refund', 'The refund');
  if (!found.ok) return found;
  const refundEntry = found.facts.entry;
  return accept([
    draftEntry(ctx, {
      studentId: input.studentId,
      kind: 'voidRefund',
      referenceEntryId: input.refundId,
      paymentMethod: refundEntry.paymentMethod,
      amountCents: -refundEntry.amountCents,
      lines: refundEntry.lines.map((line) => ({ ...line, quantity: -line.quantity })),
    }),
  ]);
}
