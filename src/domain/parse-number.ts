/**
 * Reads a number typed by a person (SPEC §5: "numbers parse from integer or float strings").
 *
 * Accepted, after trimming surrounding whitespace: an optional sign, digits, and an optional
 * decimal part with a dot: "12", "-3", "+4", "4.50", "0.5", ".5", "5.". Anything else gives
 * `null`, deliberately including what JavaScript's `Number()` would accept but a person filling
 * in a price or a number of minutes almost never means: exponents ("1e3"), hexadecimal ("0x10"),
 * "Infinity", thousands separators ("1,234"), and the empty string (which `Number()` reads as 0).
 * Trailing garbage ("12abc") is refused too, unlike `parseFloat`.
 */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function parseNumber(text: string | null | undefined): number | null {
  if (text == null) return null;
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return null; // a few hundred digits overflow to Infinity
  return value === 0 ? 0 : value; // "-0" is plain zero for people
}
