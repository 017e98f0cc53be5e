// GraphQL of instructor reviews and the instructor reference page: `reviewInstructor`,
// `moderateInstructorReview`, `instructorReviews`, `Lesson.myReview`, `reference`,
// `putInstructorReference`, `deleteInstructorReference`.
import { builder } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { LessonRef } from '../lessons/lessons.graphql.ts';
import { myStudents } from '../students/students.service.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { instructorsRepository } from './instructors.repository.ts';
import {
  deleteInstructorReference,
  listInstructorReviews,
  moderateInstructorReview,
  putInstructorReference,
  REVIEW_STATUSES,
  reviewInstructor,
  visibleReviewStatuses,
} from './instructor-reviews.service.ts';
import type { InstructorReferenceRow, InstructorReviewRow } from './instructors.tables.ts';

const ReviewStatusEnum = builder.enumType('InstructorReviewStatus', { values: REVIEW_STATUSES });
const ModerationEnum = builder.enumType('InstructorReviewModeration', {
  values: ['Approved', 'Rejected'] as const,
});

const InstructorReview = builder.objectRef<InstructorReviewRow>('InstructorReview').implement({
  description: "A student's review of an instructor after a lesson.",
  fields: (t) => ({
    id: t.exposeID('id'),
    instructorId: t.exposeID('instructorId'),
    lessonId: t.exposeID('lessonId'),
    rating: t.exposeInt('rating', { description: '1 to 5 stars.' }),
    text: t.exposeString('text'),
    status: t.field({ type: ReviewStatusEnum, resolve: (row) => row.status }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    moderatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.moderatedAt }),
  }),
});

// On the lesson so the student portal knows, lesson by lesson, whether to offer a review: the
// caller's own review only, through the records their account holds (a parent: their teen's; for
// staff without a student record on the lesson: null). One query for all lessons of a page.
builder.objectField(LessonRef, 'myReview', (t) =>
  t.loadable({
    type: InstructorReview,
    nullable: true,
    description:
      "The signed-in caller's own review of this lesson's instructor (through their student record), if they left one.",
    load: async (lessonIds: string[], context) => {
      const db = context.platform.db.db;
      const held = await myStudents(db, viewerOf(context));
      const rows = await instructorsRepository.reviewsByStudentsOnLessons(
        db,
        held.map((record) => record.id),
        lessonIds,
      );
      const byLesson = new Map(rows.map((row) => [row.lessonId, row]));
      return lessonIds.map((id) => byLesson.get(id) ?? null);
    },
    resolve: (view) => view.lesson.id,
  }),
);

const InstructorReviewConnection = connectionOf('InstructorReview', InstructorReview);

builder.queryField('instructorReviews', (t) =>
  t.field({
    type: InstructorReviewConnection,
    description:
      'Reviews of an instructor, newest first. Staff who moderate filter by status; everyone else gets approved reviews only.',
    authScopes: { public: true },
    args: {
      instructorId: t.arg.id({ required: true }),
      status: t.arg({ type: [ReviewStatusEnum], required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const window = pageWindow({ first: args.first, after: args.after });
      const { rows, totalCount } = await listInstructorReviews(
        context.platform.db.db,
        String(args.instructorId),
        visibleReviewStatuses(context.viewer, args.status),
        window,
      );
      return toPage(rows, totalCount, window);
    },
  }),
);

builder.mutationField('reviewInstructor', (t) =>
  t.field({
    type: InstructorReview,
    description:
      'A student reviews the instructor of a lesson they were booked on, once it has ended; one review per lesson (CONFLICT on a second). Audited (InstructorReviewsV2).',
    authScopes: { permission: 'instructorReviews.write' },
    args: {
      lessonId: t.arg.id({ required: true }),
      rating: t.arg.int({ required: true }),
      text: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      reviewInstructor(context.platform, viewerOf(context), {
        lessonId: String(args.lessonId),
        rating: args.rating,
        text: args.text ?? '',
      }),
  }),
);

builder.mutationField('moderateInstructorReview', (t) =>
  t.field({
    type: InstructorReview,
    description: 'Approves or rejects a review. Audited (InstructorReviewsV2).',
    authScopes: { permission: 'instructorReviews.moderate' },
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: ModerationEnum, required: true }),
    },
    resolve: (_root, args, context) =>
      moderateInstructorReview(context.platform, viewerOf(context), String(args.id), args.status),
  }),
);

const Reference = builder.objectRef<InstructorReferenceRow>('Reference').implement({
  description: 'A link on the instructor reference page (SPEC §3 Reference).',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    label: t.exposeString('label'),
    category: t.exposeString('category'),
    subLabel: t.exposeString('subLabel'),
    sortOrder: t.exposeInt('sortOrder'),
  }),
});

builder.queryField('reference', (t) =>
  t.field({
    type: [Reference],
    description: 'The instructor reference links, by category, then order and label.',
    authScopes: { permission: 'backOffice.read' },
    resolve: (_root, _args, context) => instructorsRepository.references(context.platform.db.db),
  }),
);

const PutReferenceInput = builder.inputType('PutInstructorReferenceInput', {
  fields: (t) => ({
    id: t.id({ required: false, description: 'Absent: a new link.' }),
    url: t.string({ required: true }),
    label: t.string({ required: true }),
    category: t.string({ required: true }),
    subLabel: t.string({ required: false }),
    sortOrder: t.int({ required: false }),
  }),
});

builder.mutationField('putInstructorReference', (t) =>
  t.field({
    type: Reference,
    description: 'Adds a reference link, or changes the one with this id.',
    authScopes: { permission: 'instructorReferences.write' },
    args: { input: t.arg({ type: PutReferenceInput, required: true }) },
    resolve: (_root, { input }, context) =>
      putInstructorReference(context.platform.db.db, {
        id: input.id == null ? null : String(input.id),
        url: input.url,
        label: input.label,
        category: input.category,
        subLabel: input.subLabel ?? '',
        sortOrder: input.sortOrder ?? 0,
      }),
  }),
);

const DeletedReference = builder.objectRef<{ id: string }>('DeletedReference').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

builder.mutationField('deleteInstructorReference', (t) =>
  t.field({
    type: DeletedReference,
    description: 'Removes a reference link.',
    authScopes: { permission: 'instructorReferences.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deleteInstructorReference(context.platform.db.db, String(args.id)),
  }),
);
