// Amounts typed in dollars become integer cents, the ledger's unit. Parsing goes through the
// product's one number reader (SPEC §5), then refuses what money cannot be: negative amounts and
// fractions of a cent. The conversion works on the digits, not on floating point (0.29 × 100 is
// 28.999999999999996 in binary).
import { parseNumber } from '../../../domain/parse-number.ts';

export type DollarsResult = { ok: true; cents: number } | { ok: false; message: string };

/** Above this the server refuses an amount anyway (one million dollars). */
export const MAX_CENTS = 100_000_000;

export function parseDollars(text: string): DollarsResult {
  // "$899.50" is how people write it; the sign is the only thing parseNumber should not see.
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '') return { ok: false, message: 'Enter an amount.' };
  const value = parseNumber(trimmed);
  if (value === null) {
    return { ok: false, message: 'Enter an amount in dollars, like 899 or 899.50.' };
  }
  if (value < 0 || trimmed.startsWith('-')) {
    return { ok: false, message: 'The amount cannot be negative.' };
  }
  const [whole = '', fraction = ''] = trimmed.replace(/^\+/, '').split('.');
  if (fraction.length > 2) return { ok: false, message: 'Use at most two decimals (cents).' };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_CENTS) return { ok: false, message: 'The amount is above $1,000,000.' };
  return { ok: true, cents };
}

/** Cents as a dollar amount for a form field: 89900 → "899.00", 1250 → "12.50". */
export function centsToDollarsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
