// Balances are never stored: they are derived by replaying a student's entries in order. This
// fold is the only definition of a balance; the server, the sync check and the tests all use it.
import type { LedgerEntry, StockType } from './ledger-types.ts';

/** A quantity of one product with one expiry date, opened by a purchase or a transfer. */
export interface Lot {
  lotId: string;
  productId: string;
  productType: StockType;
  /** What is left; never below zero when the entries came from the rules. */
  quantity: number;
  /** What the opening line put in. */
  openedQuantity: number;
  expiresAt: Date;
  /** The entry whose line opened the lot. */
  openedBy: string;
}

/** What later entries need to know about an earlier one (voids, refunds, settlements). */
export interface EntryFacts {
  entry: LedgerEntry;
  /** The void (or, for an expiration, the void or transfer) that settled this entry. */
  settledBy: string | null;
  /** Purchases: money paid, including edits. */
  paidCents: number;
  /** Purchases: money refunded by refunds that were not voided. */
  refundedCents: number;
}

export interface LedgerState {
  lots: Map<string, Lot>;
  fundsCents: number;
  entries: Map<string, EntryFacts>;
  /** Per lesson, per lot: quantity the lesson currently uses. */
  lessonUse: Map<string, Map<string, number>>;
}

export const emptyLedger = (): LedgerState => ({
  lots: new Map(),
  fundsCents: 0,
  entries: new Map(),
  lessonUse: new Map(),
});

const SETTLING_KINDS: Partial<Record<LedgerEntry['kind'], true>> = {
  voidPurchase: true,
  voidRefund: true,
  voidExpiration: true,
  transferExpiration: true,
};

/** Applies one entry. Mutates and returns `state`; validation is the rules' job, not the fold's. */
export function applyEntry(state: LedgerState, entry: LedgerEntry): LedgerState {
  for (const line of entry.lines) {
    const lot = state.lots.get(line.lotId);
    if (lot) {
      lot.quantity += line.quantity;
      if (line.expiresAt) lot.expiresAt = line.expiresAt;
    } else {
      state.lots.set(line.lotId, {
        lotId: line.lotId,
        productId: line.productId,
        productType: line.productType,
        quantity: line.quantity,
        openedQuantity: line.quantity,
        // Opening lines always carry a date; the epoch only guards a malformed import.
        expiresAt: line.expiresAt ?? new Date(0),
        openedBy: entry.id,
      });
    }
    if (entry.lessonId) {
      const use = state.lessonUse.get(entry.lessonId) ?? new Map<string, number>();
      use.set(line.lotId, (use.get(line.lotId) ?? 0) - line.quantity);
      state.lessonUse.set(entry.lessonId, use);
    }
  }
  state.fundsCents += entry.amountCents;
  state.entries.set(entry.id, {
    entry,
    settledBy: null,
    paidCents: entry.kind === 'purchase' ? entry.amountCents : 0,
    refundedCents: 0,
  });

  const target = entry.referenceEntryId ? state.entries.get(entry.referenceEntryId) : undefined;
  if (target) {
    if (SETTLING_KINDS[entry.kind]) target.settledBy = entry.id;
    if (entry.kind === 'editPurchase') {
      target.paidCents += entry.amountCents;
      if (entry.paymentMethod)
        target.entry = { ...target.entry, paymentMethod: entry.paymentMethod };
    }
    if (entry.kind === 'refund') target.refundedCents -= entry.amountCents;
    if (entry.kind === 'voidRefund') {
      const purchase = state.entries.get(target.entry.referenceEntryId ?? '');
      if (purchase) purchase.refundedCents -= entry.amountCents;
    }
  }
  return state;
}

/** Replays entries (oldest first) into a fresh state. */
export function deriveLedger(entries: Iterable<LedgerEntry>): LedgerState {
  const state = emptyLedger();
  for (const entry of entries) applyEntry(state, entry);
  return state;
}

/** Quantity held per product, products with nothing left omitted. */
export function balancesByProduct(state: LedgerState): Map<string, number> {
  const balances = new Map<string, number>();
  for (const lot of state.lots.values()) {
    balances.set(lot.productId, (balances.get(lot.productId) ?? 0) + lot.quantity);
  }
  for (const [productId, quantity] of balances) if (quantity === 0) balances.delete(productId);
  return balances;
}

/** Quantity held per product type (minutes for the minute types, units otherwise). */
export function balancesByType(state: LedgerState): Map<StockType, number> {
  const balances = new Map<StockType, number>();
  for (const lot of state.lots.values()) {
    balances.set(lot.productType, (balances.get(lot.productType) ?? 0) + lot.quantity);
  }
  for (const [type, quantity] of balances) if (quantity === 0) balances.delete(type);
  return balances;
}

/** Lots with something left that have not passed their date at `now`, soonest expiry first. */
export function usableLots(state: LedgerState, now: Date): Lot[] {
  return [...state.lots.values()]
    .filter((lot) => lot.quantity > 0 && lot.expiresAt.getTime() > now.getTime())
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
}
