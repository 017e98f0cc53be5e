// Words for the student enumerations of SPEC §4 as staff read them, and small display helpers.
import { formatPhoneNumber } from '../../../domain/phone-number.ts';
import type { LegalFormStatus, TransferStatus, TransferType } from '../../gql/graphql.ts';

export const LEGAL_FORM_STATUS_LABELS: Record<LegalFormStatus, string> = {
  NotSent: 'Not sent',
  Sent: 'Sent',
  Signed: 'Signed',
  Issue: 'Issue',
};

export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  No: 'No',
  YesMissingPaperwork: 'Yes, paperwork missing',
  YesPaperWorkComplete: 'Yes, paperwork complete',
};

export const TRANSFER_TYPE_LABELS: Record<TransferType, string> = {
  Both: 'Course and car',
  CourseOnly: 'Course only',
  CarOnly: 'Car only',
};

/** Age as the server gives it (years, 2 decimals) in whole years: "16 years old"; "" when unknown. */
export function describeAge(age: number, dob: string | null): string {
  if (!dob || age <= 0) return '';
  const years = Math.floor(age);
  return `${years} ${years === 1 ? 'year' : 'years'} old`;
}

/** A stored E.164 number for people, or "" when there is none. */
export const phoneForDisplay = (phone: string | null | undefined) =>
  phone ? formatPhoneNumber(phone) : '';
