// The GraphQL inputs of addInstructor and updateInstructor. Every field is optional here so that
// the service's validation names each missing or wrong field in one VALIDATION_ERROR. A null on
// a field that cannot be empty (name, status, languages…) means "left out".
import { builder } from '../../graphql/builder.ts';
import type { AddInstructorInput as ServiceAddInput } from './instructors.validation.ts';
import {
  ASSIGNED_INSTRUCTOR_BADGES,
  INSTRUCTOR_STATUSES,
} from '../../../domain/scheduling/instructor-status.ts';

export const InstructorStatusEnum = builder.enumType('InstructorStatus', {
  description: 'Only Active instructors can be given new bookings.',
  values: INSTRUCTOR_STATUSES,
});

export const AssignedInstructorBadgeEnum = builder.enumType('AssignedInstructorBadge', {
  values: ASSIGNED_INSTRUCTOR_BADGES,
});

const ProfileInput = builder.inputType('InstructorProfileInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    title: t.string({ required: false }),
    about: t.string({ required: false }),
    summary: t.string({ required: false }),
    languages: t.stringList({ required: false }),
    regionId: t.id({ required: false }),
    serviceRegionIds: t.idList({ required: false }),
    timeZone: t.string({ required: false, description: 'IANA zone, e.g. America/Los_Angeles.' }),
    usStateId: t.string({ required: false, description: 'Two-letter US state code.' }),
  }),
});

const PrivateInfoInput = builder.inputType('InstructorPrivateInfoInput', {
  fields: (t) => ({
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    status: t.field({ type: InstructorStatusEnum, required: false }),
    email: t.string({ required: false }),
    phoneNumber: t.string({ required: false, description: 'Any spelling; stored as E.164.' }),
    slackUsername: t.string({ required: false }),
    licenseNumber: t.string({ required: false }),
    licenseExpirationDate: t.string({ required: false, description: 'YYYY-MM-DD.' }),
    baseAddress: t.string({ required: false }),
    baseLatitude: t.float({ required: false }),
    baseLongitude: t.float({ required: false }),
    baseZip: t.string({
      required: false,
      description: 'Places the base at the ZIP centre when no coordinates are given.',
    }),
    maxBaseTravelMinutes: t.int({ required: false }),
    maxBetweenTravelMinutes: t.int({ required: false }),
    teachingPay: t.int({ required: false, description: 'Cents an hour; Admin only.' }),
    nonTeachingPay: t.int({ required: false, description: 'Cents an hour; Admin only.' }),
  }),
});

const AdminInfoInput = builder.inputType('InstructorAdminInfoInput', {
  fields: (t) => ({
    userId: t.id({ required: false, description: 'An account with the Instructor role.' }),
    payrollFirstName: t.string({ required: false }),
    payrollLastName: t.string({ required: false }),
    payrollTitle: t.string({ required: false }),
    regionalManagerId: t.id({ required: false }),
    badges: t.field({ type: [AssignedInstructorBadgeEnum], required: false }),
  }),
});

export const AddInstructorInput = builder.inputType('AddInstructorInput', {
  fields: (t) => ({
    profile: t.field({ type: ProfileInput, required: false }),
    privateInfo: t.field({ type: PrivateInfoInput, required: false }),
    adminInfo: t.field({ type: AdminInfoInput, required: false }),
  }),
});

export const UpdateInstructorInput = builder.inputType('UpdateInstructorInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    profile: t.field({ type: ProfileInput, required: false }),
    privateInfo: t.field({ type: PrivateInfoInput, required: false }),
    adminInfo: t.field({ type: AdminInfoInput, required: false }),
  }),
});

/** Fields whose column cannot be empty: a null there is dropped (left out). */
const NOT_NULLABLE = new Set([
  'name',
  'title',
  'about',
  'summary',
  'languages',
  'serviceRegionIds',
  'timeZone',
  'usStateId',
  'firstName',
  'lastName',
  'status',
  'badges',
]);

function part(value: Record<string, unknown> | null | undefined) {
  if (value == null) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined || (field === null && NOT_NULLABLE.has(key))) continue;
    // ID lists arrive as strings or numbers; the service works with strings.
    out[key] = Array.isArray(field)
      ? (field as unknown[]).map((item) =>
          typeof item === 'number' || typeof item === 'string' ? String(item) : item,
        )
      : field;
  }
  return out;
}

/** The service's input from GraphQL's (ids as strings, nulls as described above). */
export function toServiceInput(input: {
  profile?: Record<string, unknown> | null;
  privateInfo?: Record<string, unknown> | null;
  adminInfo?: Record<string, unknown> | null;
}): ServiceAddInput {
  const adminInfo = part(input.adminInfo);
  for (const key of ['userId', 'regionalManagerId']) {
    const id = adminInfo?.[key];
    if (typeof id === 'number') adminInfo![key] = String(id);
  }
  return {
    profile: part(input.profile),
    privateInfo: part(input.privateInfo),
    adminInfo,
  } as ServiceAddInput;
}
