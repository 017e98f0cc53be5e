// One ledger entry as the tab shows it, and what the tab derives from the whole list: balances
// after each entry, totals of a filtered set, which entries a void already settled and how much of
// a purchase can still be refunded. The API sends entries newest first; every fold here replays
// them oldest first (by version), as the server does.
import { describeQuantity } from '../../../domain/ledger/ledger-labels.ts';
import type { LedgerLogType } from '../../../domain/ledger/log-type.ts';
import type {
  LedgerEntryKind,
  PaymentMethod,
  ProductType,
} from '../../../domain/ledger/ledger-types.ts';

export interface ProductRef {
  id: string;
  name: string;
  type: ProductType;
}

export interface LedgerLineView {
  lotId: string;
  quantity: number;
  productType: ProductType;
  expiresAt?: string | null;
  product: ProductRef;
}

export interface LedgerEntryView {
  id: string;
  version: number;
  kind: LedgerEntryKind;
  logType?: LedgerLogType | null;
  origin: 'auto' | 'manual';
  createdAt: string;
  createdByName: string;
  referenceEntryId?: string | null;
  counterpartStudentId?: string | null;
  lessonId?: string | null;
  paymentMethod?: PaymentMethod | null;
  paymentReference?: string | null;
  amountCents: number;
  note?: string | null;
  items?: readonly { quantity: number; product: ProductRef }[] | null;
  lines: readonly LedgerLineView[];
}

/** Funds and the balances of the product types an entry changed, right after that entry. */
export interface BalancesAfter {
  fundsCents: number;
  types: { productType: ProductType; quantity: number }[];
}

const oldestFirst = (entries: readonly LedgerEntryView[]) =>
  [...entries].sort((a, b) => a.version - b.version);

/**
 * Running balances, keyed by entry id. Needs every entry of the ledger (not a filtered set):
 * a balance after an entry depends on everything before it.
 */
export function runningBalances(entries: readonly LedgerEntryView[]): Map<string, BalancesAfter> {
  const result = new Map<string, BalancesAfter>();
  const byType = new Map<ProductType, number>();
  let funds = 0;
  for (const entry of oldestFirst(entries)) {
    funds += entry.amountCents;
    const changed: ProductType[] = [];
    for (const line of entry.lines) {
      byType.set(line.productType, (byType.get(line.productType) ?? 0) + line.quantity);
      if (!changed.includes(line.productType)) changed.push(line.productType);
    }
    result.set(entry.id, {
      fundsCents: funds,
      types: changed.map((productType) => ({
        productType,
        quantity: byType.get(productType) ?? 0,
      })),
    });
  }
  return result;
}

export interface LedgerTotals {
  /** Money that came in: the sum of the positive amounts. */
  paidInCents: number;
  /** Money that went back out (refunds, voided payments): the sum of the negative amounts, as a positive number. */
  refundedCents: number;
  /** paidIn − refunded: the change of funds over the set. */
  netCents: number;
}

export function totalsOf(entries: readonly LedgerEntryView[]): LedgerTotals {
  let paidInCents = 0;
  let refundedCents = 0;
  for (const entry of entries) {
    if (entry.amountCents > 0) paidInCents += entry.amountCents;
    else refundedCents -= entry.amountCents;
  }
  return { paidInCents, refundedCents, netCents: paidInCents - refundedCents };
}

const SETTLING_KINDS: readonly LedgerEntryKind[] = [
  'voidPurchase',
  'voidRefund',
  'voidExpiration',
  'transferExpiration',
];

/** Ids of the entries a void (or, for an expiration, a void or transfer) already answered. */
export function settledEntryIds(entries: readonly LedgerEntryView[]): Set<string> {
  const settled = new Set<string>();
  for (const entry of entries) {
    if (SETTLING_KINDS.includes(entry.kind) && entry.referenceEntryId) {
      // The receiving half of an expiration transfer refers to the sender's half, not to the
      // expiration; only the half without lines settles it.
      if (entry.kind === 'transferExpiration' && entry.lines.length > 0) continue;
      settled.add(entry.referenceEntryId);
    }
  }
  return settled;
}

/** What a purchase brought in (with its edits) less the refunds of it that still stand. */
export function refundableCents(entries: readonly LedgerEntryView[], purchaseId: string): number {
  const settled = settledEntryIds(entries);
  let refundable = 0;
  for (const entry of entries) {
    if (entry.id === purchaseId && entry.kind === 'purchase') refundable += entry.amountCents;
    if (entry.referenceEntryId !== purchaseId) continue;
    if (entry.kind === 'editPurchase') refundable += entry.amountCents;
    if (entry.kind === 'refund' && !settled.has(entry.id)) refundable += entry.amountCents;
  }
  return Math.max(0, refundable);
}

/** Per product, how much of what a purchase opened is still on the student's lots. */
export function refundableProducts(
  purchase: LedgerEntryView,
  lotQuantities: ReadonlyMap<string, number>,
): { product: ProductRef; quantity: number }[] {
  const byProduct = new Map<string, { product: ProductRef; quantity: number }>();
  for (const line of purchase.lines) {
    if (line.quantity <= 0) continue;
    const left = Math.min(line.quantity, lotQuantities.get(line.lotId) ?? 0);
    const row = byProduct.get(line.product.id) ?? { product: line.product, quantity: 0 };
    row.quantity += left;
    byProduct.set(line.product.id, row);
  }
  return [...byProduct.values()].filter((row) => row.quantity > 0);
}

export interface PaymentNow {
  paidCents: number;
  paymentMethod: PaymentMethod | null;
  paymentReference: string | null;
}

/** A purchase's payment as its edits left it: the total paid, and the latest method and reference. */
export function paymentNow(
  entries: readonly LedgerEntryView[],
  purchase: LedgerEntryView,
): PaymentNow {
  const now: PaymentNow = {
    paidCents: purchase.amountCents,
    paymentMethod: purchase.paymentMethod ?? null,
    paymentReference: purchase.paymentReference ?? null,
  };
  for (const entry of oldestFirst(entries)) {
    if (entry.kind !== 'editPurchase' || entry.referenceEntryId !== purchase.id) continue;
    now.paidCents += entry.amountCents;
    if (entry.paymentMethod) now.paymentMethod = entry.paymentMethod;
    if (entry.paymentReference) now.paymentReference = entry.paymentReference;
  }
  return now;
}

/** What an expiration took: "Driving minutes 2 h, Registration fee × 1". */
export const expiredProductsText = (expiration: LedgerEntryView): string =>
  expiration.lines.map((line) => describeQuantity(line.product, -line.quantity, false)).join(', ');
