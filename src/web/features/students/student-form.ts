// The student details form: what the fields hold (text as typed, flags), how a student record
// fills them, and which input addStudent or updateStudent gets. Updates are patches: only fields
// that changed are sent, so the change log and the audit trail name exactly what staff edited.
import { formatPhoneNumber } from '../../../domain/phone-number.ts';
import type { AddStudentInput, UpdateStudentInput } from '../../gql/graphql.ts';
import type { StudentDetails } from './students.queries.ts';

export interface StudentFormValues {
  name: string;
  email: string;
  dob: string;
  preferredPronoun: string;
  usStateId: string;
  parentName: string;
  parentEmail: string;
  licenseNumber: string;
  licenseIssueDate: string;
  licenseExpirationDate: string;
  previousHours: string;
  smsOptIn: boolean;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  phone: string;
  secondaryPhone: string;
}

export type StudentFormField = keyof StudentFormValues;

/** Labels of the fields, also used to word the server's field messages. */
export const STUDENT_FIELD_LABELS: Record<StudentFormField, string> = {
  name: 'Name',
  email: 'Email',
  dob: 'Date of birth',
  preferredPronoun: 'Preferred pronoun',
  usStateId: 'Licence state',
  parentName: 'Parent name',
  parentEmail: 'Parent email',
  licenseNumber: 'Licence number',
  licenseIssueDate: 'Licence issued',
  licenseExpirationDate: 'Licence expires',
  previousHours: 'Previous hours',
  smsOptIn: 'Text messages',
  address: 'Street address',
  city: 'City',
  state: 'State',
  zipcode: 'ZIP code',
  phone: 'Phone',
  secondaryPhone: 'Second phone',
};

const ADDRESS_FIELDS = ['address', 'city', 'state', 'zipcode', 'phone', 'secondaryPhone'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
const TEXT_FIELDS = [
  'name',
  'email',
  'dob',
  'preferredPronoun',
  'usStateId',
  'parentName',
  'parentEmail',
  'licenseNumber',
  'licenseIssueDate',
  'licenseExpirationDate',
] as const;

export const EMPTY_STUDENT_FORM: StudentFormValues = {
  name: '',
  email: '',
  dob: '',
  preferredPronoun: '',
  usStateId: '',
  parentName: '',
  parentEmail: '',
  licenseNumber: '',
  licenseIssueDate: '',
  licenseExpirationDate: '',
  previousHours: '',
  smsOptIn: false,
  address: '',
  city: '',
  state: '',
  zipcode: '',
  phone: '',
  secondaryPhone: '',
};

const phoneText = (value: string | null) => (value ? formatPhoneNumber(value) : '');

export function studentFormValues(student: StudentDetails): StudentFormValues {
  const { address } = student;
  return {
    name: student.name,
    email: student.email ?? '',
    dob: student.dob ?? '',
    preferredPronoun: student.preferredPronoun ?? '',
    usStateId: student.usStateId ?? '',
    parentName: student.parentName ?? '',
    parentEmail: student.parentEmail ?? '',
    licenseNumber: student.licenseNumber ?? '',
    licenseIssueDate: student.licenseIssueDate ?? '',
    licenseExpirationDate: student.licenseExpirationDate ?? '',
    previousHours: student.previousHours ? String(student.previousHours) : '',
    smsOptIn: student.smsOptIn,
    address: address.address ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    zipcode: address.zipcode ?? '',
    phone: phoneText(address.phone),
    secondaryPhone: phoneText(address.secondaryPhone),
  };
}

/**
 * "Add student": the licence state follows the address state while staff have not chosen one of
 * their own (it is empty, or still the address state it was defaulted to), since most students
 * learn to drive where they live; a licence state chosen by hand is kept.
 */
export function withLicenceStateDefault(
  before: StudentFormValues,
  after: StudentFormValues,
): StudentFormValues {
  if (after.state === before.state || after.usStateId !== before.usStateId) return after;
  if (before.usStateId !== '' && before.usStateId !== before.state) return after;
  return { ...after, usStateId: after.state };
}

/** Previous hours as typed: blank is 0. */
function hours(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  // The server checks the range and decimals; a non-number becomes -1 so it answers with a
  // field message instead of the request failing as a whole.
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : -1;
}

/** The whole form for addStudent: blank fields are left out. */
export function toAddStudentInput(values: StudentFormValues): AddStudentInput {
  const input: AddStudentInput = { name: values.name.trim() };
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value && field !== 'name') input[field] = value;
  }
  if (values.previousHours.trim()) input.previousHours = hours(values.previousHours);
  if (values.smsOptIn) input.smsOptIn = true;
  const address: Partial<Record<AddressField, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    if (value) address[field] = value;
  }
  if (Object.keys(address).length > 0) input.address = address;
  return input;
}

/**
 * The changes for updateStudent, or null when nothing changed. A field emptied by the user is
 * sent as null (the server clears it); the name cannot be cleared and is sent as typed, so the
 * server's "is required" reaches the field.
 */
export function toUpdateStudentInput(
  id: string,
  before: StudentFormValues,
  after: StudentFormValues,
): UpdateStudentInput | null {
  const input: UpdateStudentInput = { id };
  let changed = false;
  for (const field of TEXT_FIELDS) {
    const value = after[field].trim();
    if (value === before[field].trim()) continue;
    input[field] = value === '' && field !== 'name' ? null : value;
    changed = true;
  }
  if (after.previousHours.trim() !== before.previousHours.trim()) {
    input.previousHours = hours(after.previousHours);
    changed = true;
  }
  if (after.smsOptIn !== before.smsOptIn) {
    input.smsOptIn = after.smsOptIn;
    changed = true;
  }
  const address: Partial<Record<AddressField, string | null>> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = after[field].trim();
    if (value !== before[field].trim()) address[field] = value === '' ? null : value;
  }
  if (Object.keys(address).length > 0) {
    input.address = address;
    changed = true;
  }
  return changed ? input : null;
}

/** Server field paths ("address.zipcode") → form fields ("zipcode"); unknown paths are dropped. */
export function studentFieldErrors(
  errors: Record<string, string>,
): Partial<Record<StudentFormField, string>> {
  const result: Partial<Record<StudentFormField, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.startsWith('address.') ? path.slice('address.'.length) : path;
    if (field in STUDENT_FIELD_LABELS) result[field as StudentFormField] = message;
  }
  return result;
}
