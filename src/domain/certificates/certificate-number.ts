// Certificate numbering (docs/certificates.md): a type owns the integer range [valMin, valMax];
// issuing takes the number after the last one issued, and the printed certificate number is the
// type's prefix followed by that number zero-padded to as many digits as valMax has, so every
// number of one range prints with the same width ("DE-100000" … "DE-199999", "CA-000001").

export interface CertificateRange {
  valMin: number;
  valMax: number;
}

/** Digits the numbers of a range are padded to: those of its largest value. */
export function certificateNumberWidth(valMax: number): number {
  return String(Math.max(0, Math.trunc(valMax))).length;
}

/** The printed certificate number: prefix + number padded to the width of valMax. */
export function formatCertificateNumber(prefix: string, number: number, valMax: number): string {
  return `${prefix}${String(number).padStart(certificateNumberWidth(valMax), '0')}`;
}

/**
 * The number the next certificate of a range gets, or null when the range is used up.
 * `lastIssued` is the highest number issued so far (null: none yet). Numbers are never reused,
 * so a range whose minimum was lowered after issuing still continues after the last one.
 */
export function nextCertificateNumber(
  range: CertificateRange,
  lastIssued: number | null,
): number | null {
  const next = lastIssued === null ? range.valMin : Math.max(lastIssued + 1, range.valMin);
  return next <= range.valMax ? next : null;
}

/** How many numbers are left to issue in a range. */
export function remainingCertificateNumbers(
  range: CertificateRange,
  lastIssued: number | null,
): number {
  const next = nextCertificateNumber(range, lastIssued);
  return next === null ? 0 : range.valMax - next + 1;
}
