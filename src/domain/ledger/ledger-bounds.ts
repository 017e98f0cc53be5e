// How much one ledger may hold (docs/ledger.md "Bounds"). Every total a ledger reports — funds,
// a purchase's paid and refunded amounts, the balance of each product and of each product type —
// travels as a GraphQL Int and is stored in 32-bit integer columns, so it must stay within
// ±2,147,483,647. Each purchase is capped, the running totals were not: 22 purchases of
// $1,000,000 made the ledger unreadable. The limit is a round figure below the 32-bit ceiling that
// no school reaches honestly: $10,000,000 of funds, or a thousand million minutes or units.
import { formatCents } from '../currency.ts';
import { PRODUCT_TYPE_LABELS } from './ledger-labels.ts';
import { balancesByType, type LedgerState } from './ledger-state.ts';

export const LEDGER_TOTAL_LIMIT = 1_000_000_000;

export interface LedgerBoundBreach {
  /** What went over the limit: money, or a product balance. */
  total: 'money' | 'products';
  message: string;
}

const within = (value: number) => Math.abs(value) <= LEDGER_TOTAL_LIMIT;

/** The first total of `state` past the limit, or null when every total is within it. */
export function ledgerBoundBreach(state: LedgerState): LedgerBoundBreach | null {
  const money = `${formatCents(LEDGER_TOTAL_LIMIT)}, the most one student's ledger holds`;
  if (!within(state.fundsCents)) {
    return { total: 'money', message: `would take the student's funds above ${money}` };
  }
  for (const facts of state.entries.values()) {
    if (!within(facts.paidCents) || !within(facts.refundedCents)) {
      return { total: 'money', message: `would take a purchase's amount above ${money}` };
    }
  }
  for (const [type, quantity] of balancesByType(state)) {
    if (!within(quantity)) {
      return {
        total: 'products',
        message: `would take the student's ${PRODUCT_TYPE_LABELS[type].toLowerCase()} balance above ${LEDGER_TOTAL_LIMIT.toLocaleString('en-US')}, the most one ledger holds`,
      };
    }
  }
  for (const lot of state.lots.values()) {
    // A single lot can only exceed its type's balance when another lot is negative, which the
    // rules never allow; checked anyway, since a lot's quantity is stored on its own.
    if (!within(lot.quantity)) {
      return {
        total: 'products',
        message: `would take one purchase's ${PRODUCT_TYPE_LABELS[lot.productType].toLowerCase()} above ${LEDGER_TOTAL_LIMIT.toLocaleString('en-US')}`,
      };
    }
  }
  return null;
}
