// How an entry shows in the ledger tab: its SPEC §4 log type and which log filters list it.
import type { LogFilter } from '../log-filter.ts';
import type { LedgerEntry, LedgerEntryKind } from './ledger-types.ts';

export const LEDGER_LOG_TYPES = [
  'Expiration',
  'IncomingPurchaseTransfer',
  'OutgoingPurchaseTransfer',
  'Purchase',
  'Refund',
] as const;
export type LedgerLogType = (typeof LEDGER_LOG_TYPES)[number];

const FIXED: Partial<Record<LedgerEntryKind, LedgerLogType>> = {
  purchase: 'Purchase',
  editPurchase: 'Purchase',
  voidPurchase: 'Purchase',
  charge: 'Purchase',
  refund: 'Refund',
  voidRefund: 'Refund',
  expireProducts: 'Expiration',
  voidExpiration: 'Expiration',
};

const TRANSFERS: Partial<Record<LedgerEntryKind, true>> = {
  transferPurchase: true,
  transferAccount: true,
};

/** Lesson entries have no log type (null); transfers are incoming or outgoing for this student. */
export function logTypeOf(
  entry: Pick<LedgerEntry, 'kind' | 'referenceEntryId' | 'lines'>,
): LedgerLogType | null {
  if (entry.kind === 'transferExpiration') {
    // The sender's half only settles its expiration; the receiver's half opens lots.
    return entry.lines.length > 0 ? 'IncomingPurchaseTransfer' : 'Expiration';
  }
  if (TRANSFERS[entry.kind]) {
    // The receiving half is the one that refers to the sending half.
    return entry.referenceEntryId ? 'IncomingPurchaseTransfer' : 'OutgoingPurchaseTransfer';
  }
  return FIXED[entry.kind] ?? null;
}

export const CANCEL_KINDS: readonly LedgerEntryKind[] = ['cancelLesson', 'removeStudentFromLesson'];

export function matchesFilter(
  entry: Pick<LedgerEntry, 'kind' | 'origin'>,
  filter: LogFilter,
): boolean {
  switch (filter) {
    case 'All':
      return true;
    case 'Auto':
      return entry.origin === 'auto';
    case 'Manual':
      return entry.origin === 'manual';
    case 'Cancels':
      return CANCEL_KINDS.includes(entry.kind);
  }
}
