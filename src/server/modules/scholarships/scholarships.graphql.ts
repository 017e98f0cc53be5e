// GraphQL of scholarships (docs/scholarships.md): `applyForScholarship` is public (SPEC §7) and
// answers only a receipt; the applications with their answers are read and decided by staff
// with `scholarships.review` (ClassroomManager, Admin).
import { SCHOLARSHIP_STATUSES } from '../../../domain/scholarships/scholarship-application.ts';
import { builder } from '../../graphql/builder.ts';
import { viewerOf } from '../students/viewer-of.ts';
import {
  applyForScholarship,
  declineScholarship,
  grantScholarship,
  listScholarshipApplications,
  scholarshipView,
  type ScholarshipView,
} from './scholarships.service.ts';
import type { ScholarshipApplicationRow } from './scholarships.tables.ts';

const StatusEnum = builder.enumType('ScholarshipStatus', { values: SCHOLARSHIP_STATUSES });

const Receipt = builder
  .objectRef<ScholarshipApplicationRow>('ScholarshipApplicationReceipt')
  .implement({
    description: 'What an applicant learns: the application was stored, pending review.',
    fields: (t) => ({
      id: t.exposeID('id'),
      courseId: t.exposeID('courseId'),
      status: t.field({ type: StatusEnum, resolve: (row) => row.status }),
    }),
  });

const Application = builder.objectRef<ScholarshipView>('ScholarshipApplication').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    courseId: t.exposeID('courseId'),
    courseName: t.exposeString('courseName'),
    userName: t.exposeString('userName'),
    email: t.exposeString('email'),
    dob: t.exposeString('dob', { description: 'YYYY-MM-DD.' }),
    scholarshipAnswer: t.exposeString('scholarshipAnswer'),
    status: t.field({ type: StatusEnum, resolve: (row) => row.status }),
    voucherCode: t.exposeString('voucherCode', { nullable: true }),
    declineReason: t.exposeString('declineReason', { nullable: true }),
    reviewedByName: t.exposeString('reviewedByName', { nullable: true }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('scholarshipApplications', (t) =>
  t.field({
    type: [Application],
    description: 'Applications, newest first (at most 200), optionally of one status.',
    authScopes: { permission: 'scholarships.review' },
    args: { status: t.arg({ type: StatusEnum, required: false }) },
    resolve: (_root, args, context) =>
      listScholarshipApplications(context.platform.db.db, { status: args.status ?? null }),
  }),
);

builder.mutationField('applyForScholarship', (t) =>
  t.field({
    type: Receipt,
    description: 'A family applies for a scholarship for a published course (SPEC §7).',
    authScopes: { public: true },
    args: {
      userName: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      dob: t.arg.string({ required: true, description: 'YYYY-MM-DD, in the past.' }),
      scholarshipAnswer: t.arg.string({ required: true }),
      courseId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, context) =>
      applyForScholarship(context.platform, { ...args, courseId: String(args.courseId) }),
  }),
);

builder.mutationField('grantScholarship', (t) =>
  t.field({
    type: Application,
    description: "Grants a pending application: one voucher for the course's product.",
    authScopes: { permission: 'scholarships.review' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      grantScholarship(context.platform, viewerOf(context), String(args.id)).then((row) =>
        scholarshipView(context.platform.db.db, row.id),
      ),
  }),
);

builder.mutationField('declineScholarship', (t) =>
  t.field({
    type: Application,
    description: 'Declines a pending application with a reason.',
    authScopes: { permission: 'scholarships.review' },
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      declineScholarship(context.platform, viewerOf(context), String(args.id), args.reason).then(
        (row) => scholarshipView(context.platform.db.db, row.id),
      ),
  }),
);
