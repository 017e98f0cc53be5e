// US ZIP codes on addresses: five digits, or ZIP+4 ("94103-1234"). Stored as typed after trimming,
// with a 9-digit run ("941031234") given its dash so one code has one spelling.
const ZIP = /^(\d{5})(?:-?(\d{4}))?$/;

/** The canonical spelling of a ZIP or ZIP+4 code, or null when `input` is not one. */
export function normaliseZipCode(input: string): string | null {
  const match = ZIP.exec(input.trim());
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : match[1]!;
}

/**
 * The five-digit ZIP code at the end of a one-line US address ("1 Market St, San Francisco, CA
 * 94105"), or null when it does not end with one.
 */
export function zipOfAddress(address: string): string | null {
  return /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/.exec(address)?.[1] ?? null;
}
