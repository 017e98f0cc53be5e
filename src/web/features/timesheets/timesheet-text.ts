// Minutes, rates and periods in words for the timesheets screen and its CSV.
import { DATE_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { formatCents } from '../../../domain/currency.ts';

/** 255 → "4 h 15 min", 60 → "1 h", 45 → "45 min", −15 → "−15 min". */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const whole = Math.abs(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${sign}${rest} min`;
  return rest === 0 ? `${sign}${hours} h` : `${sign}${hours} h ${rest} min`;
}

/** "$33.33/h", or "not set" for an instructor without a rate. */
export function formatRate(cents: number | null): string {
  return cents === null ? 'rate not set' : `${formatCents(cents)}/h`;
}

/** "Nov 8, 2026 – Nov 21, 2026" for two YYYY-MM-DD days. */
export function formatPeriod(period: { start: string; end: string }): string {
  return `${formatDate(period.start, DATE_FORMAT)} – ${formatDate(period.end, DATE_FORMAT)}`;
}

/** Cents as plain dollars for a spreadsheet: 14165 → "141.65", −833 → "-8.33". */
export function centsToPlainDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
