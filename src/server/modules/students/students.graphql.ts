// GraphQL of the students module: the Student type (loaded by id through a per-request
// DataLoader), `students` / `student` / `myStudents`, and addStudent, updateStudent, disableStudentAccount.
// Notes, booking alerts and the change log are in the files imported here.
import { ageInYears } from '../../../domain/age.ts';
import {
  LEGAL_FORM_STATUSES,
  TRANSFER_STATUSES,
  TRANSFER_TYPES,
} from '../../../domain/student-legal-status.ts';
import type { InputFieldBuilder } from '@pothos/core';
import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { studentsRepository, type StudentRecord } from './students.repository.ts';
import {
  addStudent,
  disableStudentAccount,
  myStudents,
  readStudentAs,
  searchStudents,
  updateStudent,
} from './students.service.ts';
import './student-guardians.graphql.ts';
import './student-notes.graphql.ts';
import './user-logs.graphql.ts';
import { viewerOf } from './viewer-of.ts';
import { searchStudentColumns, type StudentKey } from './student-columns.repository.ts';
import { readsKeys, selectedKeysPlanner } from '../../graphql/selected-columns.ts';

/**
 * The keys a `students` query's Student fields read (an object, so tests can make it plan whole
 * records and compare). The id is always read: it names the record.
 */
export const studentListPlanner = {
  keysFor: selectedKeysPlanner<StudentKey>({
    typeName: 'Student',
    path: ['edges', 'node'],
    alwaysKeys: ['id'],
  }),
};

const LegalFormStatus = builder.enumType('LegalFormStatus', { values: LEGAL_FORM_STATUSES });
const TransferStatus = builder.enumType('TransferStatus', { values: TRANSFER_STATUSES });
const TransferType = builder.enumType('TransferType', { values: TRANSFER_TYPES });

/** What the address object reads of the student's row (its fields are all on that row). */
const ADDRESS_KEYS = [
  'addressId',
  'address',
  'phone',
  'secondaryPhone',
  'city',
  'addressState',
  'zipcode',
  'latitude',
  'longitude',
] as const satisfies readonly StudentKey[];

const StudentAddress = builder.objectRef<StudentRecord>('StudentAddress').implement({
  description: "The student's home address and phone numbers (phones in E.164, e.g. +14155552671).",
  fields: (t) => ({
    id: t.id({ resolve: (row) => row.addressId }),
    address: t.exposeString('address', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    secondaryPhone: t.exposeString('secondaryPhone', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('addressState', { nullable: true }),
    zipcode: t.exposeString('zipcode', { nullable: true }),
    latitude: t.exposeFloat('latitude', {
      nullable: true,
      description:
        'Where the address lies (home pickups start there): placed from the address, or by staff moving the pin; null when it could not be placed.',
    }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
  }),
});

export const Student = builder.loadableObjectRef<StudentRecord, string>('Student', {
  // One query per request for every student asked for by id (lessons, ledgers, lists).
  load: async (ids, context) => {
    const rows = await studentsRepository.findByIds(context.platform.db.db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? new Error(`Student ${id} not found`));
  },
});

Student.implement({
  description: 'A student of the school, with or without a sign-in account.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true, description: 'Contact email.' }),
    signInEmail: t.exposeString('signInEmail', {
      nullable: true,
      description: 'Email of the linked sign-in account, if any.',
    }),
    userId: t.exposeID('userId', { nullable: true, description: 'The linked sign-in account.' }),
    isAccountDisabled: t.boolean({
      ...readsKeys('accountDisabledAt'),
      resolve: (row) => row.accountDisabledAt !== null,
    }),
    dob: t.exposeString('dob', { nullable: true, description: 'Date of birth, YYYY-MM-DD.' }),
    age: t.float({
      description: 'Age in years, floored to 2 decimals; 0 without a date of birth.',
      ...readsKeys('dob'),
      resolve: (row) => ageInYears(row.dob),
    }),
    signupTimestamp: t.field({
      type: 'DateTime',
      ...readsKeys('signupTimestamp'),
      resolve: (row) => row.signupTimestamp,
    }),
    usStateId: t.exposeString('usStateId', { nullable: true }),
    parentName: t.exposeString('parentName', { nullable: true }),
    parentEmail: t.exposeString('parentEmail', { nullable: true }),
    stripeCustomerId: t.exposeString('stripeCustomerId', { nullable: true }),
    smsOptIn: t.exposeBoolean('smsOptIn'),
    acceptTOS: t.exposeBoolean('acceptTos'),
    licenseNumber: t.exposeString('licenseNumber', { nullable: true }),
    licenseIssueDate: t.exposeString('licenseIssueDate', { nullable: true }),
    licenseExpirationDate: t.exposeString('licenseExpirationDate', { nullable: true }),
    previousHours: t.exposeFloat('previousHours'),
    preferredPronoun: t.exposeString('preferredPronoun', { nullable: true }),
    isDeleted: t.exposeBoolean('isDeleted'),
    address: t.field({
      type: StudentAddress,
      ...readsKeys(...ADDRESS_KEYS),
      resolve: (row) => row,
    }),
    observerApproved: t.exposeBoolean('observerApproved'),
    privateApproved: t.exposeBoolean('privateApproved'),
    contractStatus: t.field({
      type: LegalFormStatus,
      ...readsKeys('contractStatus'),
      resolve: (row) => row.contractStatus,
    }),
    transferStatus: t.field({
      type: TransferStatus,
      ...readsKeys('transferStatus'),
      resolve: (row) => row.transferStatus,
    }),
    transferType: t.field({
      type: TransferType,
      nullable: true,
      ...readsKeys('transferType'),
      resolve: (row) => row.transferType,
    }),
  }),
});

const StudentConnection = connectionOf('Student', Student);
builder.objectField(StudentConnection, 'totalCountIsEstimate', (t) =>
  t.boolean({
    description:
      'True when more than 1,000 students match: totalCount is then the database’s estimate (at least 1,001), not an exact count.',
    resolve: (page) =>
      (page as unknown as { totalCountIsEstimate: Promise<boolean> }).totalCountIsEstimate,
  }),
);

const StudentAddressInput = builder.inputType('StudentAddressInput', {
  description: 'Only the fields sent change; an empty string or null clears one.',
  fields: (t) => ({
    address: t.string({ required: false }),
    phone: t.string({ required: false }),
    secondaryPhone: t.string({ required: false }),
    city: t.string({ required: false }),
    state: t.string({ required: false, description: 'Two-letter US state code.' }),
    zipcode: t.string({ required: false, description: '12345 or 12345-6789.' }),
    latitude: t.float({
      required: false,
      description:
        'The pin placed by hand, with longitude (both or neither). Left as it was with a new address, or null, the address is placed again by the geocoder.',
    }),
    longitude: t.float({ required: false }),
  }),
});

const studentInputFields = (
  t: InputFieldBuilder<typeof builder.$inferSchemaTypes, 'InputObject'>,
) => ({
  email: t.string({ required: false }),
  signInEmail: t.string({
    required: false,
    description: 'Links the sign-in account with this email; null unlinks.',
  }),
  dob: t.string({ required: false, description: 'YYYY-MM-DD, not in the future.' }),
  usStateId: t.string({ required: false }),
  parentName: t.string({ required: false }),
  parentEmail: t.string({ required: false }),
  stripeCustomerId: t.string({ required: false }),
  smsOptIn: t.boolean({ required: false }),
  acceptTOS: t.boolean({ required: false }),
  licenseNumber: t.string({ required: false }),
  licenseIssueDate: t.string({ required: false }),
  licenseExpirationDate: t.string({ required: false }),
  previousHours: t.float({ required: false }),
  preferredPronoun: t.string({ required: false }),
  address: t.field({ type: StudentAddressInput, required: false }),
  observerApproved: t.boolean({ required: false }),
  privateApproved: t.boolean({ required: false }),
  contractStatus: t.field({ type: LegalFormStatus, required: false }),
  transferStatus: t.field({ type: TransferStatus, required: false }),
  transferType: t.field({ type: TransferType, required: false }),
});

const AddStudentInput = builder.inputType('AddStudentInput', {
  fields: (t) => ({ name: t.string({ required: true }), ...studentInputFields(t) }),
});

const UpdateStudentInput = builder.inputType('UpdateStudentInput', {
  description: 'Only the fields sent change; null clears an optional field.',
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: false }),
    isDeleted: t.boolean({ required: false, description: 'Soft delete (or restore).' }),
    ...studentInputFields(t),
  }),
});

builder.queryField('students', (t) =>
  t.field({
    type: StudentConnection,
    description:
      'Students by search term (name, email, phone, licence number; case and accents ignored) or by ids, ordered by name. 40 a page unless pageQuery.first says otherwise.',
    authScopes: { permission: 'students.read' },
    args: {
      term: t.arg.string({ required: false }),
      ids: t.arg.idList({ required: false }),
      includeDeleted: t.arg.boolean({ required: false }),
      pageQuery: t.arg({ type: PageQuery, required: false }),
    },
    resolve: (_root, args, context, info) => {
      const keys = studentListPlanner.keysFor(info);
      const handle = context.platform.db;
      return searchStudents(
        handle.db,
        {
          term: args.term,
          ids: args.ids?.map(String) ?? null,
          includeDeleted: args.includeDeleted,
        },
        toPageArgs(args.pageQuery),
        // Partial rows stand in for whole records: only the fields that declared these keys
        // read them (the planner falls back to whole records for any field that did not).
        keys
          ? async (filter, window) =>
              (await searchStudentColumns(handle, keys, filter, window)) as StudentRecord[]
          : undefined,
      );
    },
  }),
);

builder.queryField('student', (t) =>
  t.field({
    type: Student,
    description: 'One student with every detail; students and parents may read their own record.',
    authScopes: { permission: 'students.readOne' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      readStudentAs(context.platform.db.db, viewerOf(context), String(args.id)),
  }),
);

builder.queryField('myStudents', (t) =>
  t.field({
    type: [Student],
    description:
      'The student records linked to the signed-in account (the student portal): none, or its own; never anyone else’s, whatever the roles.',
    authScopes: { permission: 'students.readOwn' },
    resolve: (_root, _args, context) => myStudents(context.platform.db.db, viewerOf(context)),
  }),
);

builder.mutationField('addStudent', (t) =>
  t.field({
    type: Student,
    description: 'Adds a student record (a sign-in account is optional). Audited.',
    authScopes: { permission: 'students.write' },
    args: { input: t.arg({ type: AddStudentInput, required: true }) },
    resolve: (_root, args, context) => addStudent(context.platform, viewerOf(context), args.input),
  }),
);

builder.mutationField('updateStudent', (t) =>
  t.field({
    type: Student,
    description: 'Edits a student: details, address, legal/permissions, soft delete. Audited.',
    authScopes: { permission: 'students.write' },
    args: { input: t.arg({ type: UpdateStudentInput, required: true }) },
    resolve: (_root, args, context) =>
      updateStudent(context.platform, viewerOf(context), {
        ...args.input,
        id: String(args.input.id),
      }),
  }),
);

builder.mutationField('disableStudentAccount', (t) =>
  t.field({
    type: Student,
    description: "Disables the student's sign-in account and ends its sessions. Audited.",
    authScopes: { permission: 'students.disableAccount' },
    args: { studentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      disableStudentAccount(context.platform, viewerOf(context), String(args.studentId)),
  }),
);
