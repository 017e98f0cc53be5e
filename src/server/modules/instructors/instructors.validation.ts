// What addInstructor and updateInstructor accept, checked and normalised in one place: every
// problem is reported at once as VALIDATION_ERROR naming the field ("input.privateInfo.email").
// In an update every field may be left out, which keeps its stored value.
import { z } from 'zod';
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import { normalisePhoneNumber } from '../../../domain/phone-number.ts';
import {
  ASSIGNED_INSTRUCTOR_BADGES,
  INSTRUCTOR_STATUSES,
} from '../../../domain/scheduling/instructor-status.ts';
import { findUsState } from '../../../domain/us-states.ts';
import { normaliseZipCode } from '../../../domain/zip-code.ts';

/** Blank text means "no value": stored as null. */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, `at most ${max} characters`).nullish());

const requiredText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `at most ${max} characters`);

/** A time zone the IANA database knows ("America/Los_Angeles"), not an offset or abbreviation. */
export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(value) && value !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const travelMinutes = z.number().int('must be whole minutes').min(0).max(600).nullish();
const payCents = z
  .number()
  .int('must be whole cents')
  .min(0, 'must be zero or more')
  .max(100_000, 'at most $1,000.00 an hour')
  .nullish();

const profile = z.object({
  name: requiredText(100),
  title: z.string().trim().max(100).optional(),
  about: z.string().trim().max(5000).optional(),
  summary: z.string().trim().max(1000).optional(),
  languages: z
    .array(z.string().trim().min(1, 'is required').max(40))
    .min(1, 'name at least one language')
    .max(10)
    .transform((list) => [...new Set(list)])
    .optional(),
  regionId: z.uuid('is not a region id').nullish(),
  serviceRegionIds: z
    .array(z.uuid('is not a region id'))
    .max(50)
    .transform((ids) => [...new Set(ids)])
    .optional(),
  timeZone: z
    .string()
    .trim()
    .refine(isIanaTimeZone, 'is not an IANA time zone such as America/Los_Angeles'),
  usStateId: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => findUsState(code) !== undefined, 'is not a US state code'),
});

const privateInfoShape = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  status: z.enum(INSTRUCTOR_STATUSES).optional(),
  email: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.email('is not a valid email address'))
      .nullish(),
  ),
  phoneNumber: z.preprocess(
    blankToNull,
    z
      .string()
      .nullish()
      .transform((value, ctx) => {
        if (value == null) return value;
        const e164 = normalisePhoneNumber(value);
        if (!e164) ctx.addIssue({ code: 'custom', message: 'is not a valid phone number' });
        return e164 ?? null;
      }),
  ),
  slackUsername: optionalText(100),
  licenseNumber: optionalText(50),
  licenseExpirationDate: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
      .refine(isCalendarDate, 'is not a real date')
      .nullish(),
  ),
  baseAddress: optionalText(300),
  baseLatitude: z.number().min(-90).max(90).nullish(),
  baseLongitude: z.number().min(-180).max(180).nullish(),
  /** Places the base at the ZIP's centre when no coordinates are given. */
  baseZip: z.preprocess(
    blankToNull,
    z
      .string()
      .nullish()
      .refine((zip) => zip == null || normaliseZipCode(zip) !== null, 'is not a ZIP code'),
  ),
  maxBaseTravelMinutes: travelMinutes,
  maxBetweenTravelMinutes: travelMinutes,
  teachingPay: payCents,
  nonTeachingPay: payCents,
});

function baseCoordinatesTogether(
  value: { baseLatitude?: number | null | undefined; baseLongitude?: number | null | undefined },
  ctx: z.RefinementCtx,
): void {
  const hasLat = value.baseLatitude != null;
  const hasLng = value.baseLongitude != null;
  if (hasLat !== hasLng) {
    ctx.addIssue({
      code: 'custom',
      path: [hasLat ? 'baseLongitude' : 'baseLatitude'],
      message: 'give both coordinates of the base, or neither',
    });
  }
}

const privateInfo = privateInfoShape.superRefine(baseCoordinatesTogether);

const adminInfo = z.object({
  userId: z.preprocess(blankToNull, z.string().trim().max(100).nullish()),
  payrollFirstName: optionalText(100),
  payrollLastName: optionalText(100),
  payrollTitle: optionalText(100),
  regionalManagerId: z.preprocess(blankToNull, z.string().trim().max(100).nullish()),
  badges: z
    .array(z.enum(ASSIGNED_INSTRUCTOR_BADGES))
    .max(ASSIGNED_INSTRUCTOR_BADGES.length)
    .transform((list) => [...new Set(list)])
    .optional(),
});

export const addInstructorInput = z.object({
  profile,
  privateInfo,
  adminInfo: adminInfo.optional(),
});

export const updateInstructorInput = z.object({
  id: z.uuid('is not an instructor id'),
  profile: profile.partial().optional(),
  privateInfo: privateInfoShape.partial().superRefine(baseCoordinatesTogether).optional(),
  adminInfo: adminInfo.partial().optional(),
});

export type AddInstructorInput = z.input<typeof addInstructorInput>;
export type UpdateInstructorInput = z.input<typeof updateInstructorInput>;
export type ParsedProfile = Partial<z.output<typeof profile>>;
export type ParsedPrivateInfo = Partial<z.output<typeof privateInfoShape>>;
export type ParsedAdminInfo = Partial<z.output<typeof adminInfo>>;
