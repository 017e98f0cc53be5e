// Reads a legacy balances upload (CSV or JSON) into numbered raw records, ready for validation.
// CSV is read one line at a time (legacy records never span lines): a malformed line is reported
// with its own number and cannot swallow the lines after it.
import { parse } from 'csv-parse/sync';
import { LEGACY_CSV_COLUMNS } from '../../../domain/sync/legacy-record.ts';

export interface NumberedRecord {
  /** CSV: the line in the file (the header is line 1). JSON: the record's position (1 = first). */
  line: number;
  raw: Record<string, unknown>;
}

export interface Rejection {
  line: number;
  reason: string;
}

export interface ParsedUpload {
  records: NumberedRecord[];
  rejected: Rejection[];
}

export class UploadFormatError extends Error {
  override name = 'UploadFormatError';
}

const REQUIRED_COLUMNS = [
  'student_id',
  'driving_minutes',
  'observation_minutes',
  'funds_cents',
  'expired_minutes',
];

function csvFields(line: string): string[] {
  return parse(line, { trim: true, relax_quotes: false })[0] ?? [];
}

export function parseCsv(content: string): ParsedUpload {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  if (headerIndex < 0) throw new UploadFormatError('The file is empty.');
  let header: string[];
  try {
    header = csvFields(lines[headerIndex]!).map((name) => name.toLowerCase());
  } catch {
    throw new UploadFormatError(`Line ${headerIndex + 1}: the header is not valid CSV.`);
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new UploadFormatError(
      `Line ${headerIndex + 1}: the header lacks ${missing.join(', ')} (expected ${[...REQUIRED_COLUMNS, 'day (optional)'].join(', ')}).`,
    );
  }
  const unknown = header.filter((column) => !(column in LEGACY_CSV_COLUMNS));
  if (unknown.length > 0) {
    throw new UploadFormatError(`Line ${headerIndex + 1}: unknown columns ${unknown.join(', ')}.`);
  }
  const records: NumberedRecord[] = [];
  const rejected: Rejection[] = [];
  for (let index = headerIndex + 1; index < lines.length; index += 1) {
    const text = lines[index]!;
    if (text.trim() === '') continue;
    const line = index + 1;
    let fields: string[];
    try {
      fields = csvFields(text);
    } catch (error) {
      rejected.push({ line, reason: `not valid CSV: ${(error as Error).message.split(':')[0]}` });
      continue;
    }
    if (fields.length !== header.length) {
      rejected.push({
        line,
        reason: `has ${fields.length} fields; the header has ${header.length}`,
      });
      continue;
    }
    const raw: Record<string, unknown> = {};
    header.forEach((column, position) => {
      raw[LEGACY_CSV_COLUMNS[column]!] = fields[position];
    });
    records.push({ line, raw });
  }
  return { records, rejected };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where the JSON parser stopped, as a person counts it (" near line 3, column 14"). The parser's
 * own wording is not shown: it is the engine's, and changes between versions.
 */
function whereJsonBroke(content: string, error: unknown): string {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : '');
  if (!position) return '';
  const before = content.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return ` near line ${line}, column ${column}`;
}

/**
 * An array of `{ studentId, drivingMinutes, observationMinutes, fundsCents, expiredMinutes,
 * days?: [{ day, drivingMinutes, … }] }`; each day becomes a record numbered like its student.
 */
export function parseJson(content: string): ParsedUpload {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw new UploadFormatError(`The file is not valid JSON${whereJsonBroke(content, error)}.`);
  }
  if (!Array.isArray(data)) throw new UploadFormatError('The JSON must be an array of records.');
  const records: NumberedRecord[] = [];
  const rejected: Rejection[] = [];
  data.forEach((item: unknown, index) => {
    const line = index + 1;
    if (!isObject(item)) {
      rejected.push({ line, reason: 'must be an object' });
      return;
    }
    const { days, ...balances } = item;
    if (days !== undefined && !Array.isArray(days)) {
      rejected.push({ line, reason: 'days: must be a list' });
      return;
    }
    if ('day' in balances) {
      rejected.push({ line, reason: 'day: belongs in the days list' });
      return;
    }
    records.push({ line, raw: balances });
    for (const [position, day] of ((days ?? []) as unknown[]).entries()) {
      if (!isObject(day) || typeof day.day !== 'string') {
        rejected.push({ line, reason: `days[${position}]: must be an object with a day` });
        continue;
      }
      records.push({ line, raw: { ...day, studentId: balances.studentId } });
    }
  });
  return { records, rejected };
}
