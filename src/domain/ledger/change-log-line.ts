// The line a ledger entry adds to the student's change log ("userLogs"): what happened, in the
// words of the ledger tab, so staff reading the change log see money and products move without
// opening the ledger. The server writes it in the same transaction as the entry.
import { formatCents } from '../currency.ts';
import type { UserLogKind } from '../user-log-filter.ts';
import { describeQuantity, KIND_LABELS, PAYMENT_METHOD_LABELS } from './ledger-labels.ts';
import type { LedgerEntry, ProductType } from './ledger-types.ts';

export interface ProductName {
  name: string;
  type: ProductType;
}

export interface ChangeLogLine {
  kind: UserLogKind;
  /** `ledger.<entry kind>`, e.g. `ledger.purchase`. */
  type: string;
  message: string;
}

/** Longest note quoted in a change-log line; the ledger keeps the whole note. */
export const NOTE_PREVIEW_LENGTH = 120;

/**
 * Cancellations are their own change-log filter (SPEC §4 "Log filter"), whoever started them;
 * the daily job's entries are Auto; everything else a person did is Manual.
 */
export function changeLogKind(entry: Pick<LedgerEntry, 'kind' | 'origin'>): UserLogKind {
  if (entry.kind === 'cancelLesson') return 'Cancels';
  return entry.origin === 'auto' ? 'Auto' : 'Manual';
}

/** What moved: the items bought for a purchase, else the net change of each product. */
function productParts(entry: LedgerEntry, products: ReadonlyMap<string, ProductName>): string[] {
  const nameOf = (id: string, type: ProductType): ProductName =>
    products.get(id) ?? { name: 'Unknown product', type };
  if (entry.kind === 'purchase' && entry.items?.length) {
    return entry.items.map((item) =>
      describeQuantity(nameOf(item.productId, 'package'), item.quantity, false),
    );
  }
  const net = new Map<string, { type: ProductType; quantity: number }>();
  for (const line of entry.lines) {
    const sum = net.get(line.productId) ?? { type: line.productType, quantity: 0 };
    sum.quantity += line.quantity;
    net.set(line.productId, sum);
  }
  return [...net]
    .filter(([, sum]) => sum.quantity !== 0)
    .map(([id, sum]) => describeQuantity(nameOf(id, sum.type), sum.quantity, true));
}

function moneyPart(entry: LedgerEntry): string | null {
  if (entry.amountCents === 0) return null;
  const amount = formatCents(Math.abs(entry.amountCents));
  const direction = entry.amountCents > 0 ? 'paid in' : 'paid back';
  const method = entry.paymentMethod ? ` (${PAYMENT_METHOD_LABELS[entry.paymentMethod]})` : '';
  return `${amount} ${direction}${method}`;
}

function notePart(note: string | null): string | null {
  const text = note?.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  return text.length > NOTE_PREVIEW_LENGTH
    ? `“${text.slice(0, NOTE_PREVIEW_LENGTH - 1)}…”`
    : `“${text}”`;
}

/** "Purchase: Teen package × 1; $450 paid in (Cash); “front desk”". */
export function changeLogLine(
  entry: LedgerEntry,
  products: ReadonlyMap<string, ProductName>,
): ChangeLogLine {
  const details = [
    productParts(entry, products).join(', '),
    moneyPart(entry),
    notePart(entry.note),
  ].filter((part): part is string => Boolean(part));
  const label = KIND_LABELS[entry.kind];
  return {
    kind: changeLogKind(entry),
    type: `ledger.${entry.kind}`,
    message: details.length > 0 ? `${label}: ${details.join('; ')}` : label,
  };
}

/** Every product an entry names, for one lookup of their names. */
export function productIdsOf(entries: readonly LedgerEntry[]): string[] {
  const ids = new Set<string>();
  for (const entry of entries) {
    for (const item of entry.items ?? []) ids.add(item.productId);
    for (const line of entry.lines) ids.add(line.productId);
  }
  return [...ids];
}
