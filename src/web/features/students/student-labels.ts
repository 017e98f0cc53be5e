// Words for the student enumerations of SPEC §4 as staff read them, and small display helpers.
import { formatPhoneNumber } from '../../../domain/phone-number.ts';

// The enumerations' words live in the domain, beside their values (one table per enumeration).
export {
  LEGAL_FORM_STATUS_LABELS,
  TRANSFER_STATUS_LABELS,
  TRANSFER_TYPE_LABELS,
} from '../../../domain/student-legal-status.ts';

/** Age as the server gives it (years, 2 decimals) in whole years: "16 years old"; "" when unknown. */
export function describeAge(age: number, dob: string | null): string {
  if (!dob || age <= 0) return '';
  const years = Math.floor(age);
  return `${years} ${years === 1 ? 'year' : 'years'} old`;
}

/** A stored E.164 number for people, or "" when there is none. */
export const phoneForDisplay = (phone: string | null | undefined) =>
  phone ? formatPhoneNumber(phone) : '';
