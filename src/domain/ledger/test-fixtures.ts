// Shared by the ledger rule tests: a small catalogue, a clock and a rule context with readable ids.
import { applyEntry, emptyLedger, type LedgerState } from './ledger-state.ts';
import type { LedgerEntry } from './ledger-types.ts';
import type { CatalogueProduct } from './package-expansion.ts';
import type { RuleContext, RuleResult } from './rule-result.ts';

export const NOW = new Date('2026-03-01T12:00:00Z');
export const NEXT_YEAR = new Date('2027-03-01T12:00:00Z');
export const LAST_MONTH = new Date('2026-02-01T12:00:00Z');

export const DRIVING: CatalogueProduct = {
  id: 'driving',
  name: 'Driving minutes',
  type: 'drivingMinute',
  isArchived: false,
  components: [],
};
export const OBSERVING: CatalogueProduct = {
  id: 'observing',
  name: 'Observation minutes',
  type: 'observationMinute',
  isArchived: false,
  components: [],
};
export const FEE: CatalogueProduct = {
  id: 'fee',
  name: 'Registration fee',
  type: 'fee',
  isArchived: false,
  components: [],
};
export const TEEN_PACKAGE: CatalogueProduct = {
  id: 'teen',
  name: 'Teen package',
  type: 'package',
  isArchived: false,
  components: [
    { productId: 'driving', quantity: 360 },
    { productId: 'observing', quantity: 360 },
    { productId: 'fee', quantity: 1 },
  ],
};
export const CATALOGUE = new Map([DRIVING, OBSERVING, FEE, TEEN_PACKAGE].map((p) => [p.id, p]));

/** A context whose ids read e.g. "id-3", counting from 1 for each new context. */
export function testContext(now = NOW): RuleContext {
  let next = 0;
  return { now, newId: () => `id-${++next}` };
}

/** The entries of an accepted result; fails the test with the refusal otherwise. */
export function entriesOf(result: RuleResult): LedgerEntry[] {
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.message}`);
  return result.entries;
}

/** Applies the entries of `studentId` in `result` to `state` (a copy is not taken). */
export function applyAll(state: LedgerState, result: RuleResult, studentId?: string): LedgerState {
  for (const entry of entriesOf(result)) {
    if (!studentId || entry.studentId === studentId) applyEntry(state, entry);
  }
  return state;
}

export const ledgerFrom = (...results: RuleResult[]) => {
  const state = emptyLedger();
  for (const result of results) applyAll(state, result);
  return state;
};
