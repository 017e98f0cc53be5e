// The line a student's change log keeps when staff edit the record: each changed field in the
// words of the student form, with its old and new value as people read them ("Licence state:
// CA → TX; Contract: Not sent → Signed"), never column names, codes or UTC times.
import type { AuditChange } from './audit-diff.ts';
import { auditFieldLabel } from './audit-field-label.ts';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate } from './date-format.ts';
import { formatPhoneNumber } from './phone-number.ts';
import {
  LEGAL_FORM_STATUS_LABELS,
  TRANSFER_STATUS_LABELS,
  TRANSFER_TYPE_LABELS,
} from './student-legal-status.ts';

/** The student record's columns in the words of the student form and the legal tab. */
export const STUDENT_CHANGE_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  email: 'Email',
  dob: 'Date of birth',
  preferredPronoun: 'Preferred pronoun',
  usStateId: 'Licence state',
  parentName: 'Parent name',
  parentEmail: 'Parent email',
  stripeCustomerId: 'Stripe customer',
  smsOptIn: 'Text messages',
  acceptTos: 'Accepted the terms',
  licenseNumber: 'Licence number',
  licenseIssueDate: 'Licence issued',
  licenseExpirationDate: 'Licence expires',
  previousHours: 'Previous hours',
  isDeleted: 'Deleted',
  address: 'Street address',
  city: 'City',
  addressState: 'State',
  zipcode: 'ZIP code',
  latitude: 'Map pin latitude',
  longitude: 'Map pin longitude',
  phone: 'Phone',
  secondaryPhone: 'Second phone',
  observerApproved: 'Observer approved',
  privateApproved: 'Private lessons approved',
  contractStatus: 'Contract',
  transferStatus: 'Transfer student',
  transferType: 'Transfer type',
  userId: 'Sign-in account',
  accountDisabledAt: 'Account disabled',
};

const ENUM_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  contractStatus: LEGAL_FORM_STATUS_LABELS,
  transferStatus: TRANSFER_STATUS_LABELS,
  transferType: TRANSFER_TYPE_LABELS,
};

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function valueText(change: AuditChange, value: AuditChange['oldValue']): string {
  if (value === null || value === '') return 'empty';
  // A sign-in account is named by its email elsewhere on the page; its id means nothing here.
  if (change.path === 'userId') return 'linked';
  const text = String(value);
  const label = ENUM_LABELS[change.path]?.[text];
  if (label) return label;
  if (change.path === 'phone' || change.path === 'secondaryPhone') return formatPhoneNumber(text);
  if (text === 'true') return 'Yes';
  if (text === 'false') return 'No';
  if (CALENDAR_DATE.test(text)) return formatDate(text, DATE_FORMAT);
  if (change.valueType === 'DateTime') return formatDate(text, DATE_TIME_FORMAT) || text;
  return text;
}

/** "Name: Ann → Anna" for one changed field of a student record. */
export function describeStudentChange(change: AuditChange): string {
  const label =
    STUDENT_CHANGE_FIELD_LABELS[change.path] ?? auditFieldLabel(change.path, () => undefined);
  return `${label}: ${valueText(change, change.oldValue)} → ${valueText(change, change.newValue)}`;
}

/** The change log's line for an edit of the record: every changed field, old → new. */
export function studentUpdateMessage(changes: readonly AuditChange[]): string {
  return `Student record updated: ${changes.map(describeStudentChange).join('; ')}`;
}
