// Void expiration: the products an expiration took come back to the same lots, with a new expiry
// date (the old one has passed, so without it the next daily run would expire them again).
import { findOpenEntry } from './find-entry.ts';
import type { LedgerState } from './ledger-state.ts';
import { accept, draftEntry, refuse, type RuleContext, type RuleResult } from './rule-result.ts';

export interface VoidExpirationInput {
  studentId: string;
  expirationId: string;
  expiresAt: Date;
}

export function voidExpiration(
  state: LedgerState,
  input: VoidExpirationInput,
  ctx: RuleContext,
): RuleResult {
  const found = findOpenEntry(state, input.expirationId, 'expireProducts', 'The expiration');
  if (!found.ok) return found;
  if (input.expiresAt.getTime() <= ctx.now.getTime()) {
    return refuse('BAD_REQUEST', 'The new expiration date must be in the future.');
  }
  return accept([
    draftEntry(ctx, {
      studentId: input.studentId,
      kind: 'voidExpiration',
      referenceEntryId: input.expirationId,
      lines: found.facts.entry.lines.map((line) => ({
        ...line,
        quantity: -line.quantity,
        expiresAt: input.expiresAt,
      })),
    }),
  ]);
}
