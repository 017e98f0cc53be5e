// A new batch as a CSV file to hand to a partner or a printer: code and product, one per line.
import { neutraliseFormula, toCsv } from '../../../domain/csv.ts';

export function voucherCodesCsv(codes: readonly { code: string; productName: string }[]): string {
  return toCsv([
    ['Code', 'Product'],
    ...codes.map((row) => [row.code, neutraliseFormula(row.productName)]),
  ]);
}

/** "vouchers-fair-2026-06-10.csv": the prefix (if any) and the day the batch was made. */
export function voucherCsvFileName(prefix: string, today: string): string {
  const slug = prefix
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `vouchers-${slug ? `${slug}-` : ''}${today}.csv`;
}
