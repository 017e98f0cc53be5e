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
  /** The address's pin; both blank: placed from the address by the server when saved. */
  latitude: string;
  longitude: string;
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
  latitude: 'Latitude',
  longitude: 'Longitude',
};

const ADDRESS_FIELDS = ['address', 'city', 'state', 'zipcode', 'phone', 'secondaryPhone'] as const;
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
  latitude: '',
  longitude: '',
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
    latitude: address.latitude == null ? '' : String(address.latitude),
    longitude: address.longitude == null ? '' : String(address.longitude),
  };
}

/** A coordinate as typed; a non-number becomes 999 so the server answers on the field. */
function coordinate(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 999;
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
  const address: NonNullable<AddStudentInput['address']> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    if (value) address[field] = value;
  }
  // A pin placed by hand; without one the server places the address.
  if (values.latitude.trim() || values.longitude.trim()) {
    address.latitude = coordinate(values.latitude);
    address.longitude = coordinate(values.longitude);
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
  const address: NonNullable<UpdateStudentInput['address']> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = after[field].trim();
    if (value !== before[field].trim()) address[field] = value === '' ? null : value;
  }
  // The pin is sent only when staff moved it (or cleared it): left alone, a new address is placed
  // again by the server.
  if (
    after.latitude.trim() !== before.latitude.trim() ||
    after.longitude.trim() !== before.longitude.trim()
  ) {
    address.latitude = coordinate(after.latitude);
    address.longitude = coordinate(after.longitude);
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
