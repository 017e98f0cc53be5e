// A period's timesheets as a CSV file for payroll: one row per instructor with minutes, rates and
// pay (corrections of earlier periods counted in, and also shown apart), then a total row.
// RFC 4180 through the shared CSV writer (src/domain/csv.ts); names neutralised against spreadsheet formulas.
import { neutraliseFormula, toCsv, type CsvCell } from '../../../domain/csv.ts';
import { centsToPlainDollars } from './timesheet-text.ts';

export interface CsvTimesheet {
  instructorName: string;
  teachingRateCents: number | null;
  nonTeachingRateCents: number | null;
  teachingMinutes: number;
  nonTeachingMinutes: number;
  teachingPayCents: number;
  nonTeachingPayCents: number;
  totalPayCents: number;
  lines: readonly { payCents: number; correctsPeriodStart: string | null }[];
}

export const TIMESHEETS_CSV_HEADER = [
  'Period start',
  'Period end',
  'Status',
  'Instructor',
  'Teaching minutes',
  'Teaching rate (USD/h)',
  'Teaching pay (USD)',
  'Non-teaching minutes',
  'Non-teaching rate (USD/h)',
  'Non-teaching pay (USD)',
  'Of which corrections (USD)',
  'Total pay (USD)',
] as const;

const rate = (cents: number | null) => (cents === null ? '' : centsToPlainDollars(cents));

export function timesheetsCsv(
  period: { start: string; end: string; approved: boolean },
  sheets: readonly CsvTimesheet[],
): string {
  const status = period.approved ? 'Approved' : 'Open';
  const rows: CsvCell[][] = [[...TIMESHEETS_CSV_HEADER]];
  for (const sheet of sheets) {
    const corrections = sheet.lines
      .filter((line) => line.correctsPeriodStart !== null)
      .reduce((sum, line) => sum + line.payCents, 0);
    rows.push([
      period.start,
      period.end,
      status,
      neutraliseFormula(sheet.instructorName),
      sheet.teachingMinutes,
      rate(sheet.teachingRateCents),
      centsToPlainDollars(sheet.teachingPayCents),
      sheet.nonTeachingMinutes,
      rate(sheet.nonTeachingRateCents),
      centsToPlainDollars(sheet.nonTeachingPayCents),
      centsToPlainDollars(corrections),
      centsToPlainDollars(sheet.totalPayCents),
    ]);
  }
  const total = (pick: (sheet: CsvTimesheet) => number) =>
    sheets.reduce((sum, sheet) => sum + pick(sheet), 0);
  rows.push([
    period.start,
    period.end,
    status,
    'Total',
    total((s) => s.teachingMinutes),
    '',
    centsToPlainDollars(total((s) => s.teachingPayCents)),
    total((s) => s.nonTeachingMinutes),
    '',
    centsToPlainDollars(total((s) => s.nonTeachingPayCents)),
    centsToPlainDollars(
      total((s) =>
        s.lines.filter((l) => l.correctsPeriodStart !== null).reduce((a, l) => a + l.payCents, 0),
      ),
    ),
    centsToPlainDollars(total((s) => s.totalPayCents)),
  ]);
  return toCsv(rows);
}
