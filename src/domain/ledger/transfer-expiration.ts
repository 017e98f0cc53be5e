// Transfer expiration: instead of coming back to the student whose products expired, the expired
// products go to another student (new lots, new expiry date). The expiration is then settled:
// it can be neither voided nor transferred again.
import { findOpenEntry } from './find-entry.ts';
import type { LedgerState } from './ledger-state.ts';
import { accept, draftEntry, refuse, type RuleContext, type RuleResult } from './rule-result.ts';

export interface TransferExpirationInput {
  fromStudentId: string;
  toStudentId: string;
  expirationId: string;
  expiresAt: Date;
}

export function transferExpiration(
  from: LedgerState,
  input: TransferExpirationInput,
  ctx: RuleContext,
): RuleResult {
  if (input.fromStudentId === input.toStudentId) {
    return refuse(
      'BAD_REQUEST',
      'Use void expiration to give expired products back to the same student.',
    );
  }
  const found = findOpenEntry(from, input.expirationId, 'expireProducts', 'The expiration');
  if (!found.ok) return found;
  if (input.expiresAt.getTime() <= ctx.now.getTime()) {
    return refuse('BAD_REQUEST', 'The new expiration date must be in the future.');
  }
  const sent = draftEntry(ctx, {
    studentId: input.fromStudentId,
    kind: 'transferExpiration',
    referenceEntryId: input.expirationId,
    counterpartStudentId: input.toStudentId,
  });
  const received = draftEntry(ctx, {
    studentId: input.toStudentId,
    kind: 'transferExpiration',
    referenceEntryId: sent.id,
    counterpartStudentId: input.fromStudentId,
    lines: found.facts.entry.lines.map((line) => ({
      lotId: ctx.newId(),
      productId: line.productId,
      productType: line.productType,
      quantity: -line.quantity,
      expiresAt: input.expiresAt,
    })),
  });
  return accept([sent, received]);
}
