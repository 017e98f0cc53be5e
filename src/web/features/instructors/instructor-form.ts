// The instructor dialog's values (text as typed) and the GraphQL input they become. Which parts a
// viewer may write decides what is sent: an instructor editing their own record sends only the
// public words of the profile, pay goes only from an Admin. Numbers typed wrong are caught here
// with the same field paths the server uses, so every message lands under its field.
import { parseNumber } from '../../../domain/parse-number.ts';
import type {
  AssignedInstructorBadge,
  InstructorStatus,
} from '../../../domain/scheduling/instructor-status.ts';
import { centsToDollarsText, parseDollars } from '../ledger/dollars.ts';

/** What the viewer may change (the server checks the same). */
export interface InstructorFormAccess {
  /** Everything but pay (instructors.write). */
  all: boolean;
  /** Teaching and non-teaching pay (instructors.readPay). */
  pay: boolean;
  /** Pick the linked account among all accounts (users.read). */
  accounts: boolean;
}

export interface InstructorFormValues {
  name: string;
  title: string;
  about: string;
  summary: string;
  languages: string;
  regionId: string;
  serviceRegionIds: string[];
  timeZone: string;
  usStateId: string;
  firstName: string;
  lastName: string;
  status: InstructorStatus;
  email: string;
  phoneNumber: string;
  slackUsername: string;
  licenseNumber: string;
  licenseExpirationDate: string;
  baseAddress: string;
  baseLatitude: string;
  baseLongitude: string;
  baseZip: string;
  maxBaseTravelMinutes: string;
  maxBetweenTravelMinutes: string;
  teachingPay: string;
  nonTeachingPay: string;
  userId: string | null;
  payrollFirstName: string;
  payrollLastName: string;
  payrollTitle: string;
  regionalManagerId: string | null;
  badges: AssignedInstructorBadge[];
}

/** The instructor as the detail page loaded it (private and admin info when the viewer sees them). */
export interface InstructorFormSource {
  name: string;
  title: string;
  about: string;
  summary: string;
  languages: string[];
  region?: { id: string } | null;
  serviceRegions: { id: string }[];
  timeZone: string;
  usStateId: string;
  privateInfo?: {
    firstName: string;
    lastName: string;
    status: InstructorStatus;
    email?: string | null;
    phoneNumber?: string | null;
    slackUsername?: string | null;
    licenseNumber?: string | null;
    licenseExpirationDate?: string | null;
    baseAddress?: string | null;
    baseLatitude?: number | null;
    baseLongitude?: number | null;
    maxBaseTravelMinutes?: number | null;
    maxBetweenTravelMinutes?: number | null;
    teachingPay?: number | null;
    nonTeachingPay?: number | null;
  } | null;
  adminInfo?: {
    userId?: string | null;
    payrollFirstName?: string | null;
    payrollLastName?: string | null;
    payrollTitle?: string | null;
    regionalManager?: { id: string } | null;
    assignedBadges: AssignedInstructorBadge[];
  } | null;
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
const cents = (value: number | null | undefined) =>
  value == null ? '' : centsToDollarsText(value);

export function formValuesOf(source: InstructorFormSource | null): InstructorFormValues {
  const priv = source?.privateInfo;
  const admin = source?.adminInfo;
  return {
    name: source?.name ?? '',
    title: source?.title ?? '',
    about: source?.about ?? '',
    summary: source?.summary ?? '',
    languages: (source?.languages ?? ['English']).join(', '),
    regionId: source?.region?.id ?? '',
    serviceRegionIds: source?.serviceRegions.map((region) => region.id) ?? [],
    timeZone: source?.timeZone ?? 'America/Los_Angeles',
    usStateId: source?.usStateId ?? 'CA',
    firstName: priv?.firstName ?? '',
    lastName: priv?.lastName ?? '',
    status: priv?.status ?? 'Active',
    email: text(priv?.email),
    phoneNumber: text(priv?.phoneNumber),
    slackUsername: text(priv?.slackUsername),
    licenseNumber: text(priv?.licenseNumber),
    licenseExpirationDate: text(priv?.licenseExpirationDate),
    baseAddress: text(priv?.baseAddress),
    baseLatitude: text(priv?.baseLatitude),
    baseLongitude: text(priv?.baseLongitude),
    baseZip: '',
    maxBaseTravelMinutes: text(priv?.maxBaseTravelMinutes),
    maxBetweenTravelMinutes: text(priv?.maxBetweenTravelMinutes),
    teachingPay: cents(priv?.teachingPay),
    nonTeachingPay: cents(priv?.nonTeachingPay),
    userId: admin?.userId ?? null,
    payrollFirstName: text(admin?.payrollFirstName),
    payrollLastName: text(admin?.payrollLastName),
    payrollTitle: text(admin?.payrollTitle),
    regionalManagerId: admin?.regionalManager?.id ?? null,
    badges: admin?.assignedBadges ?? [],
  };
}

export interface InstructorInputParts {
  profile: Record<string, unknown>;
  privateInfo?: Record<string, unknown>;
  adminInfo?: Record<string, unknown>;
}

export type FormResult =
  { ok: true; input: InstructorInputParts } | { ok: false; problems: Record<string, string> };

/** Builds the input, or names the fields typed wrong (paths as the server names them). */
export function instructorInputOf(
  values: InstructorFormValues,
  access: InstructorFormAccess,
): FormResult {
  const problems: Record<string, string> = {};
  const profile: Record<string, unknown> = {
    name: values.name,
    title: values.title,
    about: values.about,
    summary: values.summary,
    languages: values.languages
      .split(',')
      .map((language) => language.trim())
      .filter(Boolean),
  };
  if (!access.all) return { ok: true, input: { profile } };

  Object.assign(profile, {
    regionId: values.regionId || null,
    serviceRegionIds: values.serviceRegionIds,
    timeZone: values.timeZone,
    usStateId: values.usStateId,
  });

  const number = (key: keyof InstructorFormValues, whole: boolean): number | null => {
    const typed = String(values[key]).trim();
    if (typed === '') return null;
    const value = parseNumber(typed);
    if (value === null) problems[`privateInfo.${key}`] = 'must be a number';
    else if (whole && (!Number.isInteger(value) || value < 0)) {
      problems[`privateInfo.${key}`] = 'must be a whole number of minutes';
    }
    return value;
  };
  const latitude = number('baseLatitude', false);
  const longitude = number('baseLongitude', false);
  const privateInfo: Record<string, unknown> = {
    firstName: values.firstName,
    lastName: values.lastName,
    status: values.status,
    email: values.email,
    phoneNumber: values.phoneNumber,
    slackUsername: values.slackUsername,
    licenseNumber: values.licenseNumber,
    licenseExpirationDate: values.licenseExpirationDate,
    baseAddress: values.baseAddress,
    maxBaseTravelMinutes: number('maxBaseTravelMinutes', true),
    maxBetweenTravelMinutes: number('maxBetweenTravelMinutes', true),
  };
  // A ZIP places the base at its centre only when no coordinates are typed.
  if (values.baseZip.trim() !== '' && latitude === null && longitude === null) {
    privateInfo.baseZip = values.baseZip;
  } else {
    privateInfo.baseLatitude = latitude;
    privateInfo.baseLongitude = longitude;
  }
  if (access.pay) {
    for (const key of ['teachingPay', 'nonTeachingPay'] as const) {
      if (values[key].trim() === '') {
        privateInfo[key] = null;
        continue;
      }
      const parsed = parseDollars(values[key]);
      if (parsed.ok) privateInfo[key] = parsed.cents;
      else problems[`privateInfo.${key}`] = parsed.message;
    }
  }

  const adminInfo: Record<string, unknown> = {
    payrollFirstName: values.payrollFirstName,
    payrollLastName: values.payrollLastName,
    payrollTitle: values.payrollTitle,
    regionalManagerId: values.regionalManagerId,
    badges: values.badges,
  };
  // Without the account list the link stays as it is.
  if (access.accounts) adminInfo.userId = values.userId;

  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, input: { profile, privateInfo, adminInfo } };
}
