// One record of a legacy balances import, validated field by field. A record is either a
// student's balances (no day) or one day of the legacy log (a day: the net changes that day).
// The reason of a refusal is shown to staff next to the line, so it names the field.
import { isCalendarDate } from '../calendar-date.ts';

export interface LegacyValues {
  drivingMinutes: number;
  observationMinutes: number;
  fundsCents: number;
  expiredMinutes: number;
}

export interface LegacyRecord extends LegacyValues {
  studentId: string;
  /** YYYY-MM-DD; null for the balances record. */
  day: string | null;
}

export type LegacyRecordResult = { ok: true; record: LegacyRecord } | { ok: false; reason: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX = 1_000_000_000;

/** Accepts numbers and numeric strings (CSV); refuses blanks, fractions and absurd sizes. */
function integer(raw: unknown): number | null {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : raw;
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX
    ? value
    : null;
}

const FIELDS = [
  ['drivingMinutes', 'driving_minutes'],
  ['observationMinutes', 'observation_minutes'],
  ['fundsCents', 'funds_cents'],
  ['expiredMinutes', 'expired_minutes'],
] as const;

/**
 * `raw` uses the JSON names (studentId, drivingMinutes…); CSV columns are mapped to them first.
 * Balances: minutes are whole and not negative, funds whole cents; a day's changes may be negative.
 */
export function validateLegacyRecord(raw: Record<string, unknown>): LegacyRecordResult {
  const studentId = typeof raw.studentId === 'string' ? raw.studentId.trim() : '';
  if (!UUID.test(studentId)) return { ok: false, reason: 'studentId: must be a student id' };
  let day: string | null = null;
  if (raw.day !== undefined && raw.day !== null && raw.day !== '') {
    if (typeof raw.day !== 'string' || !isCalendarDate(raw.day.trim())) {
      return { ok: false, reason: 'day: must be a date as YYYY-MM-DD' };
    }
    day = raw.day.trim();
  }
  const values: Partial<LegacyValues> = {};
  for (const [field, column] of FIELDS) {
    const value = integer(raw[field]);
    if (value === null) {
      return { ok: false, reason: `${field} (${column}): must be a whole number` };
    }
    if (day === null && field !== 'fundsCents' && value < 0) {
      return { ok: false, reason: `${field} (${column}): must not be negative` };
    }
    values[field] = value;
  }
  return {
    ok: true,
    record: { studentId: studentId.toLowerCase(), day, ...(values as LegacyValues) },
  };
}

/** CSV header names → record fields. */
export const LEGACY_CSV_COLUMNS: Record<string, string> = {
  student_id: 'studentId',
  day: 'day',
  ...Object.fromEntries(FIELDS.map(([field, column]) => [column, field])),
};
