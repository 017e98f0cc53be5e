// Phone numbers as the school stores them: one canonical E.164 string ("+14155552671") whatever
// the person typed, so the same number is never stored twice in two spellings and search can
// match on digits. US is the default country; numbers with a leading + keep their own country.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** The E.164 form of `input`, or null when it is not a valid number (wrong length, bad area code). */
export function normalisePhoneNumber(
  input: string,
  defaultCountry: CountryCode = 'US',
): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/** How a stored number is shown: national format at home ("(415) 555-2671"), international abroad. */
export function formatPhoneNumber(e164: string, homeCountry: CountryCode = 'US'): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === homeCountry ? parsed.formatNational() : parsed.formatInternational();
}
