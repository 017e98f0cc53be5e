// What addStudent and updateStudent accept, checked and normalised in one place: every problem
// is reported at once as VALIDATION_ERROR naming the field (e.g. "input.address.zipcode").
import { z } from 'zod';
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import { dateOfBirthProblem } from '../../../domain/date-of-birth.ts';
import { normalisePhoneNumber } from '../../../domain/phone-number.ts';
import {
  LEGAL_FORM_STATUSES,
  TRANSFER_STATUSES,
  TRANSFER_TYPES,
} from '../../../domain/student-legal-status.ts';
import { findUsState } from '../../../domain/us-states.ts';
import { normaliseZipCode } from '../../../domain/zip-code.ts';
import { fromZodIssues } from '../../graphql/errors.ts';

/** Blank text means "no value": stored as null. */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max).nullish());

const optionalEmail = z.preprocess(
  blankToNull,
  z.string().trim().toLowerCase().max(254).pipe(z.email('is not a valid email address')).nullish(),
);

/** A calendar date "YYYY-MM-DD" that exists. */
const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isCalendarDate, { message: 'is not a real date' });

const optionalDate = z.preprocess(blankToNull, isoDate.nullish());

export const dateOfBirth = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = dateOfBirthProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .nullish(),
);

export const stateCode = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .transform((value, context) => {
      const state = findUsState(value);
      if (!state) {
        context.addIssue({ code: 'custom', message: 'is not a US state code' });
        return z.NEVER;
      }
      return state.code;
    })
    .nullish(),
);

const phone = z.preprocess(
  blankToNull,
  z
    .string()
    .transform((value, context) => {
      const normalised = normalisePhoneNumber(value);
      if (!normalised) {
        context.addIssue({ code: 'custom', message: 'is not a valid phone number' });
        return z.NEVER;
      }
      return normalised;
    })
    .nullish(),
);

const zipcode = z.preprocess(
  blankToNull,
  z
    .string()
    .transform((value, context) => {
      const normalised = normaliseZipCode(value);
      if (!normalised) {
        context.addIssue({ code: 'custom', message: 'must be 5 digits or ZIP+4 (12345-6789)' });
        return z.NEVER;
      }
      return normalised;
    })
    .nullish(),
);

const addressInput = z.object({
  address: optionalText(300),
  phone,
  secondaryPhone: phone,
  city: optionalText(100),
  state: stateCode,
  zipcode,
  // The pin, when staff placed it by hand; null asks for the address to be placed again.
  latitude: z
    .number()
    .min(-90, 'must be between -90 and 90')
    .max(90, 'must be between -90 and 90')
    .nullish(),
  longitude: z
    .number()
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180')
    .nullish(),
});

const studentFields = {
  name: z.string().trim().min(1, 'is required').max(200),
  email: optionalEmail,
  signInEmail: optionalEmail,
  dob: dateOfBirth,
  usStateId: stateCode,
  parentName: optionalText(200),
  parentEmail: optionalEmail,
  stripeCustomerId: optionalText(100),
  smsOptIn: z.boolean().nullish(),
  acceptTOS: z.boolean().nullish(),
  licenseNumber: optionalText(50),
  licenseIssueDate: optionalDate,
  licenseExpirationDate: optionalDate,
  previousHours: z
    .number()
    .min(0, 'cannot be negative')
    .max(1000, 'must be 1000 or less')
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      message: 'has more than 2 decimals',
    })
    .nullish(),
  preferredPronoun: optionalText(50),
  isDeleted: z.boolean().nullish(),
  address: addressInput.partial().nullish(),
  observerApproved: z.boolean().nullish(),
  privateApproved: z.boolean().nullish(),
  contractStatus: z.enum(LEGAL_FORM_STATUSES).nullish(),
  transferStatus: z.enum(TRANSFER_STATUSES).nullish(),
  transferType: z.enum(TRANSFER_TYPES).nullish(),
};

const licenceDatesInOrder = (value: {
  licenseIssueDate?: string | null | undefined;
  licenseExpirationDate?: string | null | undefined;
}) =>
  !value.licenseIssueDate ||
  !value.licenseExpirationDate ||
  value.licenseExpirationDate >= value.licenseIssueDate;

const licenceDatesIssue = {
  message: 'must be on or after the licence issue date',
  path: ['licenseExpirationDate'],
};

const addStudentSchema = z.object(studentFields).refine(licenceDatesInOrder, licenceDatesIssue);

const updateStudentSchema = z
  .object({
    ...studentFields,
    id: z.guid('is not a student id'),
    name: studentFields.name.optional(),
  })
  .refine(licenceDatesInOrder, licenceDatesIssue);

export type ValidStudentInput = z.output<typeof addStudentSchema>;
export type ValidStudentPatch = z.output<typeof updateStudentSchema>;

export function parseAddStudent(input: unknown): ValidStudentInput {
  const parsed = addStudentSchema.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  return parsed.data;
}

export function parseUpdateStudent(input: unknown): ValidStudentPatch {
  const parsed = updateStudentSchema.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  return parsed.data;
}
