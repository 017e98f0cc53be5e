// GraphQL of cohorts (docs/cohorts.md): `cohorts` and `cohort` are public for published courses
// (back-office roles see every course's); the roster with attendance is student data
// (`students.read`); ClassroomManager and Admin write (`cohorts.write`).
import { ATTENDANCE_VALUES } from '../../../domain/cohorts/attendance.ts';
import { isCohortEnrollmentOpen } from '../../../domain/cohorts/cohort-enrollment.ts';
import { CHANGES_PUBLIC_PAGES } from '../../graphql/public-page-changes.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphqlContext } from '../../graphql/context.ts';
import { viewerOf } from '../students/viewer-of.ts';
import {
  cohortRoster,
  enrollStudentInCohort,
  removeStudentFromCohort,
  setCohortAttendance,
  type CohortRoster,
  type RosterStudent,
} from './cohort-roster.service.ts';
import { cohortsRepository } from './cohorts.repository.ts';
import {
  createCohort,
  deleteCohort,
  deleteCohortSession,
  findCohort,
  listCohorts,
  putCohortSession,
  updateCohort,
} from './cohorts.service.ts';
import type { CohortRow, CohortSessionRow } from './cohorts.tables.ts';

const AttendanceEnum = builder.enumType('CohortAttendance', {
  description: 'Attendance of a student at a cohort session; Not_Set until marked.',
  values: ATTENDANCE_VALUES,
});

const CohortSession = builder.objectRef<CohortSessionRow>('CohortSession').implement({
  description: 'One meeting of a cohort.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    startTime: t.expose('startTime', { type: 'DateTime' }),
    endTime: t.expose('endTime', { type: 'DateTime' }),
  }),
});

export const Cohort = builder.objectRef<CohortRow>('Cohort').implement({
  description: 'A class of a course that meets on given sessions, with a seat limit.',
  fields: (t) => ({
    id: t.exposeID('id'),
    courseId: t.exposeID('courseId'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    startDate: t.exposeString('startDate', { description: 'First day, YYYY-MM-DD (time zone).' }),
    endDate: t.exposeString('endDate', { description: 'Last day, YYYY-MM-DD (time zone).' }),
    state: t.exposeString('state', { description: "Two-letter code: the course's state." }),
    timeZone: t.exposeString('timeZone', { description: 'IANA zone of the dates and sessions.' }),
    maxEnrollees: t.exposeInt('maxEnrollees'),
    numEnrolled: t.exposeInt('numEnrolled'),
    isOpen: t.exposeBoolean('isOpen', { description: "Staff's switch for taking enrolments." }),
    isEnrollmentOpen: t.boolean({
      description: 'Open switch on, a seat left and the last day not passed.',
      resolve: (row) => isCohortEnrollmentOpen(row, new Date()),
    }),
    sessions: t.loadableList({
      type: CohortSession,
      load: async (ids: string[], context: GraphqlContext) => {
        const rows = await cohortsRepository.sessionsOf(context.platform.db.db, ids);
        return ids.map((id) => rows.filter((row) => row.cohortId === id));
      },
      resolve: (row) => row.id,
    }),
  }),
});

const SessionAttendance = builder
  .objectRef<RosterStudent['attendance'][number]>('CohortSessionAttendance')
  .implement({
    fields: (t) => ({
      sessionId: t.exposeID('sessionId'),
      attendance: t.field({ type: AttendanceEnum, resolve: (row) => row.attendance }),
    }),
  });

const CohortStudent = builder.objectRef<RosterStudent>('CohortStudent').implement({
  description: 'A student on a cohort roster, with attendance at each session.',
  fields: (t) => ({
    studentId: t.exposeID('studentId'),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    enrolledAt: t.expose('enrolledAt', { type: 'DateTime' }),
    attendance: t.field({ type: [SessionAttendance], resolve: (row) => row.attendance }),
  }),
});

const CohortRosterRef = builder.objectRef<CohortRoster>('CohortRoster').implement({
  fields: (t) => ({
    cohort: t.field({ type: Cohort, resolve: (row) => row.cohort }),
    students: t.field({ type: [CohortStudent], resolve: (row) => row.students }),
  }),
});

builder.queryField('cohorts', (t) =>
  t.field({
    type: [Cohort],
    description:
      'Cohorts by start date. Closed ones (switched off or ended) only with doShowClosed; minEndDate keeps those ending on or after it. Published courses only, except for the back-office.',
    authScopes: { public: true },
    args: {
      doShowClosed: t.arg.boolean({ required: false, defaultValue: false }),
      courseId: t.arg.id({ required: false }),
      minEndDate: t.arg.string({ required: false, description: 'YYYY-MM-DD.' }),
    },
    resolve: (_root, args, context) =>
      listCohorts(context.platform.db.db, context.viewer, {
        doShowClosed: args.doShowClosed,
        courseId:
          args.courseId === null || args.courseId === undefined ? null : String(args.courseId),
        minEndDate: args.minEndDate,
      }),
  }),
);

builder.queryField('cohort', (t) =>
  t.field({
    type: Cohort,
    nullable: true,
    description: 'One cohort by id, with the visibility of `cohorts`.',
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      findCohort(context.platform.db.db, context.viewer, String(args.id)),
  }),
);

builder.queryField('cohortRoster', (t) =>
  t.field({
    type: CohortRosterRef,
    description: 'The students of a cohort with their attendance at each session.',
    authScopes: { permission: 'students.read' },
    args: { cohortId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => cohortRoster(context.platform.db.db, String(args.cohortId)),
  }),
);

const CohortSessionInput = builder.inputType('CohortSessionInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    startTime: t.field({ type: 'DateTime', required: true }),
    endTime: t.field({ type: 'DateTime', required: true }),
  }),
});

const CreateCohortInput = builder.inputType('CreateCohortInput', {
  fields: (t) => ({
    courseId: t.id({ required: true }),
    name: t.string({ required: true }),
    description: t.string({ required: false }),
    startDate: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    endDate: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    timeZone: t.string({ required: false, description: "Defaults to the course state's zone." }),
    maxEnrollees: t.int({ required: true }),
    isOpen: t.boolean({ required: false, description: 'Defaults to true.' }),
    sessions: t.field({ type: [CohortSessionInput], required: false }),
  }),
});

const UpdateCohortInput = builder.inputType('UpdateCohortInput', {
  description: 'Only the fields given change.',
  fields: (t) => ({
    name: t.string({ required: false }),
    description: t.string({ required: false }),
    startDate: t.string({ required: false }),
    endDate: t.string({ required: false }),
    timeZone: t.string({ required: false }),
    maxEnrollees: t.int({ required: false, description: 'Not below numEnrolled.' }),
    isOpen: t.boolean({ required: false }),
  }),
});

const PutCohortSessionInput = builder.inputType('PutCohortSessionInput', {
  fields: (t) => ({
    cohortId: t.id({ required: true }),
    name: t.string({ required: true }),
    startTime: t.field({ type: 'DateTime', required: true }),
    endTime: t.field({ type: 'DateTime', required: true }),
  }),
});

const DeletedCohort = builder
  .objectRef<{ id: string }>('DeletedCohort')
  .implement({ fields: (t) => ({ id: t.exposeID('id') }) });

const CohortAttendanceMark = builder
  .objectRef<{
    sessionId: string;
    studentId: string;
    attendance: (typeof ATTENDANCE_VALUES)[number];
  }>('CohortAttendanceMark')
  .implement({
    fields: (t) => ({
      sessionId: t.exposeID('sessionId'),
      studentId: t.exposeID('studentId'),
      attendance: t.field({ type: AttendanceEnum, resolve: (row) => row.attendance }),
    }),
  });

const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;

builder.mutationField('createCohort', (t) =>
  t.field({
    // The public course page lists open cohorts with their seats left.
    extensions: CHANGES_PUBLIC_PAGES,
    type: Cohort,
    description: 'Adds a cohort to a course, with its first sessions.',
    authScopes: { permission: 'cohorts.write' },
    args: { input: t.arg({ type: CreateCohortInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createCohort(context.platform, viewerOf(context), {
        ...input,
        courseId: String(input.courseId),
        description: orUndefined(input.description),
        timeZone: orUndefined(input.timeZone),
        isOpen: orUndefined(input.isOpen),
        sessions: orUndefined(input.sessions),
      }),
  }),
);

builder.mutationField('updateCohort', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: Cohort,
    description: 'Changes a cohort; maxEnrollees cannot go below numEnrolled.',
    authScopes: { permission: 'cohorts.write' },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateCohortInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      updateCohort(context.platform, viewerOf(context), String(id), {
        name: orUndefined(input.name),
        description: orUndefined(input.description),
        startDate: orUndefined(input.startDate),
        endDate: orUndefined(input.endDate),
        timeZone: orUndefined(input.timeZone),
        maxEnrollees: orUndefined(input.maxEnrollees),
        isOpen: orUndefined(input.isOpen),
      }),
  }),
);

builder.mutationField('deleteCohort', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: DeletedCohort,
    description:
      'Deletes a cohort with its sessions; refused (CONFLICT) while students are enrolled.',
    authScopes: { permission: 'cohorts.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deleteCohort(context.platform, viewerOf(context), String(args.id)),
  }),
);

builder.mutationField('putCohortSession', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: CohortSession,
    description: 'Adds a session to a cohort, or changes the one with `id`.',
    authScopes: { permission: 'cohorts.write' },
    args: {
      id: t.arg.id({ required: false }),
      input: t.arg({ type: PutCohortSessionInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      putCohortSession(context.platform, viewerOf(context), id ? String(id) : null, {
        ...input,
        cohortId: String(input.cohortId),
      }),
  }),
);

builder.mutationField('deleteCohortSession', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: DeletedCohort,
    description: 'Removes a session and its attendance marks.',
    authScopes: { permission: 'cohorts.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deleteCohortSession(context.platform, viewerOf(context), String(args.id)),
  }),
);

builder.mutationField('enrollStudentInCohort', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: Cohort,
    description: 'Takes a seat for a student; CONFLICT when no seat is left.',
    authScopes: { permission: 'cohorts.write' },
    args: { cohortId: t.arg.id({ required: true }), studentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      enrollStudentInCohort(
        context.platform,
        viewerOf(context),
        String(args.cohortId),
        String(args.studentId),
      ),
  }),
);

builder.mutationField('removeStudentFromCohort', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: Cohort,
    description: "Frees a student's seat and forgets their attendance in the cohort.",
    authScopes: { permission: 'cohorts.write' },
    args: { cohortId: t.arg.id({ required: true }), studentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      removeStudentFromCohort(
        context.platform,
        viewerOf(context),
        String(args.cohortId),
        String(args.studentId),
      ),
  }),
);

builder.mutationField('setCohortAttendance', (t) =>
  t.field({
    type: CohortAttendanceMark,
    description: 'Marks an enrolled student at a session (Not_Set clears the mark).',
    authScopes: { permission: 'cohorts.write' },
    args: {
      sessionId: t.arg.id({ required: true }),
      studentId: t.arg.id({ required: true }),
      attendance: t.arg({ type: AttendanceEnum, required: true }),
    },
    resolve: (_root, args, context) =>
      setCohortAttendance(context.platform, {
        sessionId: String(args.sessionId),
        studentId: String(args.studentId),
        attendance: args.attendance,
      }),
  }),
);
