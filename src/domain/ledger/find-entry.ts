// Looks up the entry an action refers to, with the refusals every referring action shares.
import type { EntryFacts, LedgerState } from './ledger-state.ts';
import type { LedgerEntryKind } from './ledger-types.ts';
import { refuse, type Refusal } from './rule-result.ts';

/**
 * The entry `id` of this ledger if it has the expected kind and is not settled yet: NOT_FOUND when
 * the ledger has no such entry, BAD_REQUEST when it is another kind (a void of a void), CONFLICT
 * when a void (or transfer) already settled it.
 */
export function findOpenEntry(
  state: LedgerState,
  id: string,
  kind: LedgerEntryKind,
  label: string,
): { ok: true; facts: EntryFacts } | Refusal {
  const facts = state.entries.get(id);
  if (!facts) return refuse('NOT_FOUND', `${label} was not found on this ledger.`);
  if (facts.entry.kind !== kind) {
    return refuse('BAD_REQUEST', `Entry ${id} is a ${facts.entry.kind}, not a ${kind}.`);
  }
  if (facts.settledBy) return refuse('CONFLICT', `${label} was already voided or transferred.`);
  return { ok: true, facts };
}

/** Lots opened by an entry, in the order it opened them. */
export function lotsOpenedBy(state: LedgerState, entryId: string) {
  return [...state.lots.values()].filter((lot) => lot.openedBy === entryId);
}
