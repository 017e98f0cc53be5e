// Small readers for the money dialogs' fields: whole quantities, expiry days, idempotency keys.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DEFAULT_TIME_ZONE, ISO_DATE_FORMAT } from '../../../domain/date-format.ts';
import { parseNumber } from '../../../domain/parse-number.ts';
import type { ProductRef } from './ledger-entry-view.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A whole number typed by a person, at least `minimum`; null when it is not one. */
export function parseWholeNumber(text: string, minimum: number): number | null {
  const value = parseNumber(text);
  if (value === null || !Number.isSafeInteger(value) || value < minimum) return null;
  return value;
}

/** A day (YYYY-MM-DD) in the school's time zone → the last instant of it, as the API expects. */
export function endOfDay(day: string, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const parsed = dayjs.tz(day, timeZone);
  if (!parsed.isValid() || parsed.format(ISO_DATE_FORMAT) !== day) return null;
  return parsed.endOf('day').toISOString();
}

/** Today in the school's time zone, YYYY-MM-DD. */
export function today(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  return dayjs(now).tz(timeZone).format(ISO_DATE_FORMAT);
}

/** The default expiry of a purchase: a year from today. */
export function inOneYear(now: Date = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string {
  return dayjs(now).tz(timeZone).add(1, 'year').format(ISO_DATE_FORMAT);
}

/**
 * A fresh idempotency key. randomUUID exists only in secure contexts (HTTPS or localhost); a
 * school opening the back-office over plain HTTP on its network still gets a random v4 UUID.
 */
export function newIdempotencyKey(source: Crypto = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Reads the quantity fields: the items to send (zero and blank left out) and an error per
 * product for what is not a whole number or is more than is available.
 */
export function readQuantities(
  rows: readonly { product: ProductRef; quantity: number }[],
  values: Record<string, string>,
): { items: { productId: string; quantity: number }[]; errors: Record<string, string> } {
  const items: { productId: string; quantity: number }[] = [];
  const errors: Record<string, string> = {};
  for (const { product, quantity } of rows) {
    const text = (values[product.id] ?? '').trim();
    if (text === '') continue;
    const value = parseWholeNumber(text, 0);
    if (value === null) errors[product.id] = 'Enter a whole number.';
    else if (value > quantity) errors[product.id] = `At most ${quantity}.`;
    else if (value > 0) items.push({ productId: product.id, quantity: value });
  }
  return { items, errors };
}
