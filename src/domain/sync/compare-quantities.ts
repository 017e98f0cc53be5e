// The comparison rule of a sync check: one conflict per quantity that differs between our ledger
// ("next") and the legacy system. Product balances give one conflict per product type.
import type { SyncConflictKind, SyncedProductType, SyncQuantities } from './sync-quantities.ts';
import { SYNCED_PRODUCT_TYPES } from './sync-quantities.ts';

/** Which side holds more: staff read it as "we owe" or "legacy owed" at a glance. */
export const SYNC_INDICATORS = ['nextHigher', 'legacyHigher'] as const;
export type SyncIndicator = (typeof SYNC_INDICATORS)[number];

export interface SyncDifference {
  kind: SyncConflictKind;
  /** Set for studentProductBalance; null otherwise. */
  productType: SyncedProductType | null;
  nextValue: number;
  legacyValue: number;
  syncIndicator: SyncIndicator;
}

const difference = (
  kind: SyncConflictKind,
  productType: SyncedProductType | null,
  nextValue: number,
  legacyValue: number,
): SyncDifference[] =>
  nextValue === legacyValue
    ? []
    : [
        {
          kind,
          productType,
          nextValue,
          legacyValue,
          syncIndicator: nextValue > legacyValue ? 'nextHigher' : 'legacyHigher',
        },
      ];

export function compareQuantities(next: SyncQuantities, legacy: SyncQuantities): SyncDifference[] {
  return [
    ...SYNCED_PRODUCT_TYPES.flatMap((type) =>
      difference('studentProductBalance', type, next[type], legacy[type]),
    ),
    ...difference('studentFundsBalance', null, next.fundsCents, legacy.fundsCents),
    ...difference('studentExpiredMinutes', null, next.expiredMinutes, legacy.expiredMinutes),
  ];
}
