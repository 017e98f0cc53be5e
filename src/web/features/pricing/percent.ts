// Percentages typed by staff become basis points, pricing's unit (1 bp = 0.01 %), on the digits
// rather than through floating point, as dollars do in ledger/dollars.ts.
import { FULL_PERCENT_BP } from '../../../domain/pricing/pricing-types.ts';

export type PercentResult = { ok: true; basisPoints: number } | { ok: false; message: string };

export function parsePercent(text: string): PercentResult {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return { ok: false, message: 'Enter a percentage.' };
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(trimmed)) {
    return { ok: false, message: 'Enter a percentage like 10 or 12.5.' };
  }
  const [whole = '', fraction = ''] = trimmed.split('.');
  if (fraction.length > 2) return { ok: false, message: 'Use at most two decimals.' };
  const basisPoints = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (basisPoints > FULL_PERCENT_BP) return { ok: false, message: 'The most is 100 %.' };
  return { ok: true, basisPoints };
}

/** 1000 → "10%", 3333 → "33.33%", 1250 → "12.5%". */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}

/** Basis points back into the text a form field shows: 1250 → "12.5". */
export const basisPointsToText = (basisPoints: number) =>
  formatBasisPoints(basisPoints).slice(0, -1);
