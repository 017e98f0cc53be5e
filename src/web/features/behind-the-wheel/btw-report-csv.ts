// The behind-the-wheel report as a CSV file (the ledger's CSV rules: RFC 4180, CRLF, names
// neutralised against spreadsheet formulas). Minutes are written as hours and minutes, as the
// screen shows them, and the missing time also in plain minutes for sorting and sums.
import { hoursAndMinutes } from '../../../domain/behind-the-wheel/btw-progress-text.ts';
import {
  BTW_STATUS_LABELS,
  type BtwStatus,
} from '../../../domain/behind-the-wheel/student-btw-progress.ts';
import { neutraliseFormula, toCsv } from '../../../domain/csv.ts';

export interface BtwReportCsvRow {
  regionName?: string | null;
  progress: {
    studentName: string;
    usStateId?: string | null;
    status: BtwStatus;
    remainingMinutes?: number | null;
    countedLessons: number;
    rule?: { stateName: string } | null;
    parts: readonly { label: string; doneMinutes: number; requiredMinutes: number }[];
  };
}

export const BTW_REPORT_CSV_HEADER = [
  'Student',
  'Licence state',
  'Region',
  'Status',
  'Progress',
  'Missing',
  'Missing (minutes)',
  'Lessons counted',
] as const;

export function btwReportCsv(rows: readonly BtwReportCsvRow[]): string {
  return toCsv([
    BTW_REPORT_CSV_HEADER,
    ...rows.map(({ regionName, progress }) => [
      neutraliseFormula(progress.studentName),
      progress.rule?.stateName ?? progress.usStateId ?? '',
      neutraliseFormula(regionName ?? 'No region'),
      BTW_STATUS_LABELS[progress.status],
      progress.parts
        .map(
          (part) =>
            `${part.label} ${hoursAndMinutes(part.doneMinutes)} of ${hoursAndMinutes(part.requiredMinutes)}`,
        )
        .join('; '),
      progress.remainingMinutes == null ? '' : hoursAndMinutes(progress.remainingMinutes),
      progress.remainingMinutes ?? '',
      progress.countedLessons,
    ]),
  ]);
}
