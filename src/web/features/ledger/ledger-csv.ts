// The entries a filter shows, as a CSV file (RFC 4180: comma separated, CRLF line ends, fields
// with a comma, quote or line break quoted, quotes doubled). Text that people typed (notes,
// references, names) could start with a formula character that spreadsheets would run; such
// cells get a leading apostrophe, the usual neutraliser. Amounts are plain decimals in dollars.
import { neutraliseFormula, toCsv } from '../../../domain/csv.ts';
import { ISO_DATE_TIME_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { centsToDollarsText } from './dollars.ts';
import type { BalancesAfter, LedgerEntryView } from './ledger-entry-view.ts';
import {
  KIND_LABELS,
  LOG_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PRODUCT_TYPE_LABELS,
  describeQuantity,
  formatQuantity,
} from '../../../domain/ledger/ledger-labels.ts';

export const LEDGER_CSV_HEADER = [
  'Date',
  'Entry',
  'Log type',
  'Origin',
  'By',
  'Products',
  'Payment method',
  'Payment reference',
  'Amount (USD)',
  'Funds after (USD)',
  'Balances after',
  'Other student',
  'Note',
  'Entry id',
] as const;

export interface LedgerCsvOptions {
  balances: ReadonlyMap<string, BalancesAfter>;
  /** Names of the other students of transfers, by id. */
  studentNames?: ReadonlyMap<string, string>;
}

/** The CSV of `entries`, in the order given (the tab's order: newest first). */
export function ledgerCsv(entries: readonly LedgerEntryView[], options: LedgerCsvOptions): string {
  const rows = entries.map((entry) => {
    const after = options.balances.get(entry.id);
    const counterpart = entry.counterpartStudentId
      ? (options.studentNames?.get(entry.counterpartStudentId) ?? entry.counterpartStudentId)
      : '';
    return [
      formatDate(entry.createdAt, ISO_DATE_TIME_FORMAT),
      KIND_LABELS[entry.kind],
      entry.logType ? LOG_TYPE_LABELS[entry.logType] : '',
      entry.origin === 'auto' ? 'Auto' : 'Manual',
      neutraliseFormula(entry.createdByName),
      neutraliseFormula(
        entry.lines.map((line) => describeQuantity(line.product, line.quantity, true)).join('; '),
      ),
      entry.paymentMethod ? PAYMENT_METHOD_LABELS[entry.paymentMethod] : '',
      neutraliseFormula(entry.paymentReference),
      centsToDollarsText(entry.amountCents),
      after ? centsToDollarsText(after.fundsCents) : '',
      after
        ? after.types
            .map(
              (row) =>
                `${PRODUCT_TYPE_LABELS[row.productType]} ${formatQuantity(row.productType, row.quantity)}`,
            )
            .join('; ')
        : '',
      neutraliseFormula(counterpart),
      neutraliseFormula(entry.note),
      entry.id,
    ];
  });
  return toCsv([LEDGER_CSV_HEADER, ...rows]);
}

/** "ledger-anna-lee-2026-03-08.csv" */
export function ledgerCsvFileName(studentName: string | null, today: string): string {
  const slug = (studentName ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `ledger-${slug ? `${slug}-` : ''}${today}.csv`;
}
