// Voucher codes (docs/coupons.md "Vouchers"): read aloud, typed from paper, so the alphabet has
// no look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V). Codes are compared without case.

export const VOUCHER_ALPHABET = '34679ACDEFGHJKMNPQRTWXY';
/** Random characters after the prefix: 23^10 ≈ 4·10^13 codes, so collisions stay rare. */
export const VOUCHER_CODE_LENGTH = 10;

/** A prefix staff choose: letters and digits, up to 12, upper-cased. */
export const VOUCHER_PREFIX_PATTERN = /^[A-Z0-9]{1,12}$/;

/** The form a code is stored and compared in: trimmed, upper-case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * One code: the prefix (if any) and a dash, then random characters grouped by five for reading.
 * `randomIndex(n)` returns a uniform integer in [0, n): crypto in production, seeded in tests.
 */
export function generateVoucherCode(
  randomIndex: (n: number) => number,
  prefix?: string | null,
): string {
  let body = '';
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i += 1) {
    if (i > 0 && i % 5 === 0) body += '-';
    body += VOUCHER_ALPHABET[randomIndex(VOUCHER_ALPHABET.length)];
  }
  const head = prefix ? normaliseCode(prefix) : '';
  return head ? `${head}-${body}` : body;
}
