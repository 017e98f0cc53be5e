import { describe, expect, it } from 'vitest';
import type { StudentDetails } from './students.queries.ts';
import {
  EMPTY_STUDENT_FORM,
  studentFieldErrors,
  studentFormValues,
  toAddStudentInput,
  toUpdateStudentInput,
  withLicenceStateDefault,
} from './student-form.ts';

const student: StudentDetails = {
  id: 's1',
  name: 'Mateo Hernández',
  email: 'mateo@example.com',
  signInEmail: null,
  userId: null,
  dob: '2009-08-27',
  age: 16.5,
  signupTimestamp: '2026-01-02T10:00:00.000Z',
  usStateId: 'CA',
  parentName: 'Lucía Hernández',
  parentEmail: null,
  stripeCustomerId: null,
  smsOptIn: true,
  acceptTOS: true,
  licenseNumber: null,
  licenseIssueDate: null,
  licenseExpirationDate: null,
  previousHours: 0,
  preferredPronoun: null,
  isDeleted: false,
  isAccountDisabled: false,
  observerApproved: false,
  privateApproved: false,
  contractStatus: 'NotSent',
  transferStatus: 'No',
  transferType: null,
  address: {
    id: 'a1',
    address: '12 Main St',
    phone: '+14155552671',
    secondaryPhone: null,
    city: 'Oakland',
    state: 'CA',
    zipcode: '94607',
    latitude: 37.8,
    longitude: -122.27,
  },
};

describe('studentFormValues', () => {
  it('fills text fields, blank for missing values, phones in national format', () => {
    const values = studentFormValues(student);
    expect(values).toMatchObject({
      name: 'Mateo Hernández',
      email: 'mateo@example.com',
      dob: '2009-08-27',
      parentEmail: '',
      previousHours: '',
      smsOptIn: true,
      phone: '(415) 555-2671',
      secondaryPhone: '',
      zipcode: '94607',
    });
  });
});

describe('toAddStudentInput', () => {
  it('sends only what was filled in, trimmed, the address nested', () => {
    expect(
      toAddStudentInput({
        ...EMPTY_STUDENT_FORM,
        name: '  Ana Núñez ',
        email: 'ana@example.com ',
        phone: '(415) 555-0100',
        previousHours: '2.5',
      }),
    ).toEqual({
      name: 'Ana Núñez',
      email: 'ana@example.com',
      previousHours: 2.5,
      address: { phone: '(415) 555-0100' },
    });
  });

  it('sends a name even when blank, so the server can say it is required', () => {
    expect(toAddStudentInput(EMPTY_STUDENT_FORM)).toEqual({ name: '' });
  });

  it('turns hours that are not a number into a value the server rejects with a message', () => {
    expect(toAddStudentInput({ ...EMPTY_STUDENT_FORM, name: 'A', previousHours: 'ten' })).toEqual({
      name: 'A',
      previousHours: -1,
    });
  });
});

describe('toUpdateStudentInput', () => {
  const before = studentFormValues(student);

  it('is null when nothing changed (whitespace aside)', () => {
    expect(toUpdateStudentInput('s1', before, { ...before, city: ' Oakland ' })).toBeNull();
  });

  it('sends changed fields, null for cleared ones', () => {
    expect(
      toUpdateStudentInput('s1', before, {
        ...before,
        email: '',
        dob: '2009-08-28',
        smsOptIn: false,
        zipcode: '',
        city: 'Berkeley',
        previousHours: '3',
      }),
    ).toEqual({
      id: 's1',
      email: null,
      dob: '2009-08-28',
      smsOptIn: false,
      previousHours: 3,
      address: { city: 'Berkeley', zipcode: null },
    });
  });

  it('sends the pin only when it was moved or cleared, so a new address is placed again', () => {
    expect(toUpdateStudentInput('s1', before, { ...before, zipcode: '94612' })).toEqual({
      id: 's1',
      address: { zipcode: '94612' },
    });
    expect(
      toUpdateStudentInput('s1', before, { ...before, latitude: '37.81', longitude: '-122.26' }),
    ).toEqual({ id: 's1', address: { latitude: 37.81, longitude: -122.26 } });
    expect(toUpdateStudentInput('s1', before, { ...before, latitude: '', longitude: '' })).toEqual({
      id: 's1',
      address: { latitude: null, longitude: null },
    });
  });

  it('sends a cleared name as blank text, not null', () => {
    expect(toUpdateStudentInput('s1', before, { ...before, name: ' ' })).toEqual({
      id: 's1',
      name: '',
    });
  });
});

describe('studentFieldErrors', () => {
  it('maps server paths to form fields and drops the rest', () => {
    expect(
      studentFieldErrors({
        email: 'is not a valid email address',
        'address.zipcode': 'must be 5 digits',
        signInEmail: 'no account has this email',
      }),
    ).toEqual({ email: 'is not a valid email address', zipcode: 'must be 5 digits' });
  });
});

describe('withLicenceStateDefault', () => {
  const typed = (values: Partial<typeof EMPTY_STUDENT_FORM>) => ({
    ...EMPTY_STUDENT_FORM,
    ...values,
  });

  it('gives an empty licence state the address state typed', () => {
    expect(withLicenceStateDefault(typed({}), typed({ state: 'TX' })).usStateId).toBe('TX');
  });

  it('follows the address state it was defaulted to, back to empty too', () => {
    const before = typed({ state: 'TX', usStateId: 'TX' });
    expect(withLicenceStateDefault(before, typed({ state: 'CA', usStateId: 'TX' })).usStateId).toBe(
      'CA',
    );
    expect(withLicenceStateDefault(before, typed({ state: '', usStateId: 'TX' })).usStateId).toBe(
      '',
    );
  });

  it('keeps a licence state chosen by hand', () => {
    const before = typed({ state: 'TX', usStateId: 'CA' });
    expect(withLicenceStateDefault(before, typed({ state: 'WA', usStateId: 'CA' })).usStateId).toBe(
      'CA',
    );
    // Cleared by hand: staff may add a student with no licence state.
    const cleared = typed({ state: 'TX', usStateId: '' });
    expect(withLicenceStateDefault(typed({ state: 'TX', usStateId: 'TX' }), cleared)).toBe(cleared);
  });
});
