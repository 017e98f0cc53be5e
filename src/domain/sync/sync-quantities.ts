// What a sync check compares per student (SPEC §4 sync conflict kinds), derived from the ledger
// fold: the minute balances, the funds and the minutes taken by expirations that still stand.
// The sync check computes the same numbers in SQL for speed; an integration test proves both agree.
import type { LedgerState } from '../ledger/ledger-state.ts';
import type { StockType } from '../ledger/ledger-types.ts';

/** SPEC §4 sync conflict kinds. */
export const SYNC_CONFLICT_KINDS = [
  'studentExpiredMinutes',
  'studentFundsBalance',
  'studentProductBalance',
] as const;
export type SyncConflictKind = (typeof SYNC_CONFLICT_KINDS)[number];

/** SPEC §4 sync progress events. */
export const SYNC_PROGRESS_EVENTS = ['cancel', 'conflict', 'end', 'progress', 'start'] as const;
export type SyncProgressEventKind = (typeof SYNC_PROGRESS_EVENTS)[number];

/** The product types whose balances the legacy system kept: minutes. */
export const SYNCED_PRODUCT_TYPES = [
  'drivingMinute',
  'observationMinute',
] as const satisfies readonly StockType[];
export type SyncedProductType = (typeof SYNCED_PRODUCT_TYPES)[number];

export interface SyncQuantities {
  drivingMinute: number;
  observationMinute: number;
  fundsCents: number;
  /** Minutes taken by expirations neither voided nor transferred to another student. */
  expiredMinutes: number;
}

const isMinute = (type: StockType) => type === 'drivingMinute' || type === 'observationMinute';

export function syncQuantities(state: LedgerState): SyncQuantities {
  const result: SyncQuantities = {
    drivingMinute: 0,
    observationMinute: 0,
    fundsCents: state.fundsCents,
    expiredMinutes: 0,
  };
  for (const lot of state.lots.values()) {
    if (lot.productType === 'drivingMinute') result.drivingMinute += lot.quantity;
    if (lot.productType === 'observationMinute') result.observationMinute += lot.quantity;
  }
  for (const facts of state.entries.values()) {
    // A void gives the minutes back and a transfer sends them on: either settles the expiration.
    if (facts.entry.kind !== 'expireProducts' || facts.settledBy) continue;
    for (const line of facts.entry.lines) {
      if (isMinute(line.productType)) result.expiredMinutes -= line.quantity;
    }
  }
  return result;
}
