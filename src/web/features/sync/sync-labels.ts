// Words and numbers of the sync screens: conflict kinds, values in minutes or dollars, progress.
import type { SyncConflictKind, SyncIndicator, SyncProductType } from '../../gql/graphql.ts';

export const SYNC_CONFLICT_KIND_LABELS: Record<SyncConflictKind, string> = {
  studentProductBalance: 'Product balance',
  studentFundsBalance: 'Funds balance',
  studentExpiredMinutes: 'Expired minutes',
};

export const SYNC_INDICATOR_LABELS: Record<SyncIndicator, string> = {
  nextHigher: 'RoadReady holds more',
  legacyHigher: 'Legacy holds more',
};

const PRODUCT_TYPE_LABELS: Record<SyncProductType, string> = {
  drivingMinute: 'driving minutes',
  observationMinute: 'observation minutes',
};

export function conflictSubject(
  kind: SyncConflictKind,
  productType: SyncProductType | null | undefined,
) {
  if (kind === 'studentProductBalance' && productType) {
    return `${SYNC_CONFLICT_KIND_LABELS[kind]}: ${PRODUCT_TYPE_LABELS[productType]}`;
  }
  return SYNC_CONFLICT_KIND_LABELS[kind];
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Funds are cents shown as dollars; the other kinds are minutes. */
export function formatSyncValue(kind: SyncConflictKind, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (kind === 'studentFundsBalance') return dollars.format(value / 100);
  return `${value.toLocaleString('en-US')} min`;
}

/** Whole percent of students gone through; 100 only at the very end. */
export function progressPercent(processed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((processed / total) * 100));
}

export function checkState(check: {
  isRunning: boolean;
  isCancelled: boolean;
  cancelRequested: boolean;
}) {
  if (check.isRunning) return check.cancelRequested ? 'Cancelling' : 'Running';
  return check.isCancelled ? 'Cancelled' : 'Completed';
}
