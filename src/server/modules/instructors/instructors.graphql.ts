// GraphQL of instructors (SPEC §3, §7): the Instructor type with its private and admin parts,
// `instructors`, `instructor`, `regionalManagers`, `instructorBadges`, `lastBookedInstructor`,
// and `addInstructor` / `updateInstructor`. Regions, managers, badges and breaks are read through
// DataLoaders, so a page of instructors costs a fixed number of queries.
import { can } from '../../../domain/permissions.ts';
import { instructorBadges, type BadgeInfo } from '../../../domain/scheduling/instructor-badges.ts';
import { studentSearchWords } from '../../../domain/student-search-term.ts';
import type { Executor } from '../../db/client.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { User } from '../users/users.graphql.ts';
import { portraitUrl } from './instructor-portraits.service.ts';
import { instructorsRepository, type InstructorRecord } from './instructors.repository.ts';
import {
  addInstructor,
  canReadPay,
  canReadPrivateInfo,
  findInstructor,
  updateInstructor,
} from './instructors.service.ts';
import {
  AddInstructorInput,
  AssignedInstructorBadgeEnum,
  InstructorStatusEnum,
  toServiceInput,
  UpdateInstructorInput,
} from './instructors.inputs.ts';

const InstructorRegion = builder
  .objectRef<{ id: string; name: string; state: string }>('InstructorRegion')
  .implement({
    description: 'A region an instructor lives or works in.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      state: t.exposeString('state', { description: 'State of its super region.' }),
    }),
  });

const InstructorBadgeInfo = builder.objectRef<BadgeInfo>('InstructorBadgeInfo').implement({
  fields: (t) => ({
    badge: t.exposeString('badge'),
    title: t.exposeString('title'),
    icon: t.exposeString('icon', { description: 'A Material Symbols icon name.' }),
  }),
});

type BreakRow = Awaited<ReturnType<typeof instructorsRepository.breaksOf>>[number];
const InstructorBreakTime = builder.objectRef<BreakRow>('InstructorBreakTime').implement({
  description: 'A weekly break (written by the availability screens).',
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: '1 = Monday … 7 = Sunday.' }),
    startMinute: t.exposeInt('startMinute'),
    endMinute: t.exposeInt('endMinute'),
    kind: t.exposeString('kind'),
  }),
});

/** Whether the caller may see pay travels with the private info. */
interface PrivateView {
  row: InstructorRecord;
  pay: boolean;
}

const InstructorPrivateInfo = builder.objectRef<PrivateView>('InstructorPrivateInfo').implement({
  description: 'Readable by Admin, RegionalManager and the instructor themself.',
  fields: (t) => ({
    firstName: t.string({ resolve: ({ row }) => row.firstName }),
    lastName: t.string({ resolve: ({ row }) => row.lastName }),
    status: t.field({ type: InstructorStatusEnum, resolve: ({ row }) => row.status }),
    breakTimes: t.loadableList({
      type: InstructorBreakTime,
      load: async (ids: string[], context) => {
        const rows = await instructorsRepository.breaksOf(context.platform.db.db, ids);
        return ids.map((id) => rows.filter((row) => row.instructorId === id));
      },
      resolve: ({ row }) => row.id,
    }),
    email: t.string({ nullable: true, resolve: ({ row }) => row.email }),
    phoneNumber: t.string({
      nullable: true,
      description: 'E.164.',
      resolve: ({ row }) => row.phoneNumber,
    }),
    slackUsername: t.string({ nullable: true, resolve: ({ row }) => row.slackUsername }),
    licenseNumber: t.string({ nullable: true, resolve: ({ row }) => row.licenseNumber }),
    licenseExpirationDate: t.string({
      nullable: true,
      description: 'YYYY-MM-DD.',
      resolve: ({ row }) => row.licenseExpirationDate,
    }),
    baseAddress: t.string({ nullable: true, resolve: ({ row }) => row.baseAddress }),
    baseLatitude: t.float({ nullable: true, resolve: ({ row }) => row.baseLatitude }),
    baseLongitude: t.float({ nullable: true, resolve: ({ row }) => row.baseLongitude }),
    maxBaseTravelMinutes: t.int({ nullable: true, resolve: ({ row }) => row.maxBaseTravelMinutes }),
    maxBetweenTravelMinutes: t.int({
      nullable: true,
      resolve: ({ row }) => row.maxBetweenTravelMinutes,
    }),
    teachingPay: t.int({
      nullable: true,
      description: 'Hourly pay in cents; null unless the caller is an Admin.',
      resolve: ({ row, pay }) => (pay ? row.teachingPayCents : null),
    }),
    nonTeachingPay: t.int({
      nullable: true,
      description: 'Hourly pay in cents; null unless the caller is an Admin.',
      resolve: ({ row, pay }) => (pay ? row.nonTeachingPayCents : null),
    }),
  }),
});

const InstructorAdminInfo = builder.objectRef<InstructorRecord>('InstructorAdminInfo').implement({
  fields: (t) => ({
    userId: t.exposeString('userId', { nullable: true }),
    payrollFirstName: t.exposeString('payrollFirstName', { nullable: true }),
    payrollLastName: t.exposeString('payrollLastName', { nullable: true }),
    payrollTitle: t.exposeString('payrollTitle', { nullable: true }),
    regionalManager: t.field({
      type: User,
      nullable: true,
      resolve: (row) => row.regionalManagerId,
    }),
    assignedBadges: t.field({
      type: [AssignedInstructorBadgeEnum],
      resolve: (row) => row.assignedBadges,
    }),
    badges: t.loadableList({
      type: InstructorBadgeInfo,
      description: 'Earned lesson-count badges, then the assigned ones.',
      load: async (rows: InstructorRecord[], context) => {
        const counts = await instructorsRepository.completedLessonCounts(
          context.platform.db.db,
          rows.map((row) => row.id),
          new Date(),
        );
        return rows.map((row) => instructorBadges(counts.get(row.id) ?? 0, row.assignedBadges));
      },
      resolve: (row) => row,
    }),
  }),
});

export const Instructor = builder.loadableObjectRef<InstructorRecord, string>('Instructor', {
  load: async (ids, context) => {
    const rows = await instructorsRepository.findByIds(context.platform.db.db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? new Error(`Instructor ${id} not found`));
  },
});

Instructor.implement({
  description: 'A driving instructor (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'Display name on the public site.' }),
    title: t.exposeString('title'),
    about: t.exposeString('about'),
    summary: t.exposeString('summary'),
    portraitImage: t.string({
      nullable: true,
      description: 'URL of the portrait (changes with each upload), or null.',
      resolve: (row) => portraitUrl(row.id, row.portraitUpdatedAt),
    }),
    languages: t.exposeStringList('languages'),
    status: t.field({
      type: InstructorStatusEnum,
      description: 'Also in privateInfo; here so every staff list can group by it.',
      resolve: (row) => row.status,
    }),
    region: t.loadable({
      type: InstructorRegion,
      nullable: true,
      load: (ids: string[], context) => loadRegions(ids, context.platform.db.db),
      resolve: (row) => row.regionId,
    }),
    serviceRegions: t.loadable({
      type: [InstructorRegion],
      description: 'Regions the instructor takes pickups in.',
      load: (ids: string[], context) => loadRegions(ids, context.platform.db.db),
      resolve: (row) => row.serviceRegionIds,
    }),
    timeZone: t.exposeString('timeZone'),
    usStateId: t.exposeString('usStateId'),
    privateInfo: t.field({
      type: InstructorPrivateInfo,
      nullable: true,
      description:
        'Null unless the caller is an Admin, a RegionalManager or this instructor; pay only for Admin.',
      resolve: (row, _args, context) =>
        canReadPrivateInfo(context.viewer, row) ? { row, pay: canReadPay(context.viewer) } : null,
    }),
    adminInfo: t.field({
      type: InstructorAdminInfo,
      nullable: true,
      description: 'Null for callers without back-office access.',
      resolve: (row, _args, context) =>
        can(context.viewer?.roles ?? null, 'backOffice.read') ? row : null,
    }),
  }),
});

async function loadRegions(ids: readonly string[], db: Executor) {
  const rows = await instructorsRepository.regionsByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? new Error(`Region ${id} not found`));
}

const InstructorConnection = connectionOf('Instructor', Instructor);

builder.queryField('instructors', (t) =>
  t.field({
    type: InstructorConnection,
    description:
      'Instructors by name: `term` matches name, legal names, email and phone in any case and accents; filters combine. Paged by first and skip (SPEC §7).',
    authScopes: { permission: 'backOffice.read' },
    args: {
      term: t.arg.string({ required: false }),
      ids: t.arg.idList({ required: false }),
      status: t.arg({ type: [InstructorStatusEnum], required: false }),
      regionId: t.arg.id({ required: false, description: 'Home or service region.' }),
      state: t.arg.string({ required: false }),
      regionalManagerId: t.arg.id({ required: false }),
      first: t.arg.int({ required: false }),
      skip: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const window = pageWindow({ first: args.first, skip: args.skip });
      const { rows, totalCount } = await instructorsRepository.list(
        context.platform.db.db,
        {
          words: studentSearchWords(args.term),
          ids: args.ids?.map(String).filter((id) => UUID.test(id)) ?? null,
          statuses: args.status ?? null,
          regionId:
            args.regionId && UUID.test(String(args.regionId)) ? String(args.regionId) : null,
          state: args.state?.trim().toUpperCase() || null,
          regionalManagerId: args.regionalManagerId ? String(args.regionalManagerId) : null,
        },
        window,
      );
      return toPage(rows, totalCount, window);
    },
  }),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

builder.queryField('instructor', (t) =>
  t.field({
    type: Instructor,
    description: 'One instructor; NOT_FOUND for an unknown id.',
    authScopes: { permission: 'backOffice.read' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => findInstructor(context.platform.db.db, String(args.id)),
  }),
);

builder.queryField('instructorBadges', (t) =>
  t.field({
    type: [InstructorBadgeInfo],
    description: 'Lesson-count badges earned from completed lessons, then the assigned badges.',
    authScopes: { permission: 'backOffice.read' },
    args: { instructorId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const db = context.platform.db.db;
      const instructor = await findInstructor(db, String(args.instructorId));
      const counts = await instructorsRepository.completedLessonCounts(
        db,
        [instructor.id],
        new Date(),
      );
      return instructorBadges(counts.get(instructor.id) ?? 0, instructor.assignedBadges);
    },
  }),
);

builder.queryField('regionalManagers', (t) =>
  t.field({
    type: [User],
    description:
      'Accounts with the RegionalManager role whose name or email holds every word of term (at most 50).',
    authScopes: { permission: 'backOffice.read' },
    args: { term: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const rows = await instructorsRepository.regionalManagers(
        context.platform.db.db,
        studentSearchWords(args.term),
      );
      return rows.map((row) => row.id);
    },
  }),
);

builder.queryField('lastBookedInstructor', (t) =>
  t.field({
    type: Instructor,
    nullable: true,
    description: "The instructor of the student's most recently booked lesson not cancelled.",
    authScopes: { permission: 'students.read' },
    args: { studentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const studentId = String(args.studentId);
      if (!UUID.test(studentId)) return null;
      return instructorsRepository.lastBookedInstructorId(context.platform.db.db, studentId);
    },
  }),
);

builder.mutationField('addInstructor', (t) =>
  t.field({
    type: Instructor,
    description: 'Adds an instructor (Active unless said otherwise). Audited (Instructors).',
    authScopes: { permission: 'instructors.write' },
    args: { input: t.arg({ type: AddInstructorInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const row = await addInstructor(context.platform, viewerOf(context), toServiceInput(input));
      return row.id;
    },
  }),
);

builder.mutationField('updateInstructor', (t) =>
  t.field({
    type: Instructor,
    description:
      'Changes an instructor; left-out fields keep their value. An Instructor changes only the public words of their own profile. Audited (Instructors).',
    authScopes: { permission: 'instructors.updateProfile' },
    args: { input: t.arg({ type: UpdateInstructorInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const row = await updateInstructor(context.platform, viewerOf(context), {
        ...toServiceInput(input),
        id: String(input.id),
      });
      return row.id;
    },
  }),
);
