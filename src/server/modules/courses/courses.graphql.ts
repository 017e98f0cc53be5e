// GraphQL of the course catalogue: `courses`, `course`, `coursePage` and `otherStateCourses` are
// public (the public site renders them), unpublished courses are back-office data; ClassroomManager
// and Admin write courses and offerings.
import {
  COURSE_AUDIENCES,
  COURSE_CATEGORIES,
  COURSE_FORMATS,
  coursePath,
  isCourseCategory,
} from '../../../domain/courses/course-catalog.ts';
import { minimumCourseDays } from '../../../domain/courses/course-length.ts';
import { breakAllowanceSeconds } from '../../../domain/courses/course-rule-check.ts';
import { QUIZ_FEEDBACKS } from '../../../domain/courses/quiz-feedback.ts';
import { can } from '../../../domain/permissions.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { CHANGES_PUBLIC_PAGES } from '../../graphql/public-page-changes.ts';
import { builder } from '../../graphql/builder.ts';
import { validationError } from '../../graphql/errors.ts';
import { viewerOf } from '../students/viewer-of.ts';
import type { GraphqlContext } from '../../graphql/context.ts';
import { coursesRepository } from './courses.repository.ts';
import {
  createCourse,
  deleteCourseOffering,
  putCourseOffering,
  updateCourse,
} from './courses.service.ts';
import type { CourseOfferingRow, CourseRow } from './courses.tables.ts';

// SPEC §3 spells categories and audiences with hyphens, which GraphQL enum values cannot hold, so
// they travel as strings checked against the SPEC lists (VALIDATION_ERROR on the field otherwise).
const CATEGORY_HELP = `One of ${COURSE_CATEGORIES.join(', ')}.`;
const AUDIENCE_HELP = `One of ${COURSE_AUDIENCES.join(', ')}.`;
const CourseFormatEnum = builder.enumType('CourseFormat', {
  description: 'How a course is taught: online (the course player) or in a classroom.',
  values: COURSE_FORMATS,
});

export const QuizFeedbackEnum = builder.enumType('QuizFeedback', {
  description:
    'What a graded lesson quiz shows: the right answers after every attempt, only once the quiz is passed, or never (the score only).',
  values: QUIZ_FEEDBACKS,
});

const RULE_HELP = {
  instructionMinSeconds:
    'At least this much of requiredSeconds must be instruction; the rest may be breaks (taken after instruction begins, before the final exam). Null: no break time counts.',
  lectureMinimumEnforced:
    'Whether each lecture’s minimumSeconds must be studied before it is completed and the next opens.',
  quizRetryWaitSeconds: 'Wait after a failed lesson quiz before the next attempt; null: none.',
};

const CourseOffering = builder.objectRef<CourseOfferingRow>('CourseOffering').implement({
  description: 'Where and how a course is taught, with the identifier the state knows it by.',
  fields: (t) => ({
    id: t.exposeID('id'),
    courseId: t.exposeID('courseId'),
    format: t.field({ type: CourseFormatEnum, resolve: (row) => row.format }),
    location: t.exposeString('location', { description: 'The classroom site; empty online.' }),
    externalCourseId: t.exposeString('externalCourseId'),
  }),
});

const canSeeUnpublished = (context: GraphqlContext) =>
  can(context.viewer?.roles ?? null, 'backOffice.read');
const visible = (row: CourseRow | null, context: GraphqlContext) =>
  row && (row.isPublished || canSeeUnpublished(context)) ? row : null;

export const Course = builder.objectRef<CourseRow>('Course').implement({
  description: 'A course of one state, with its state rule (docs/seat-time.md) and its offerings.',
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.exposeString('state', { description: 'Two-letter code, upper case.' }),
    category: t.exposeString('category', { description: CATEGORY_HELP }),
    audience: t.exposeString('audience', { description: AUDIENCE_HELP }),
    name: t.exposeString('name'),
    summary: t.exposeString('summary'),
    description: t.exposeString('description'),
    requiredSeconds: t.exposeInt('requiredSeconds', { description: 'Seat time required.' }),
    dailyCapSeconds: t.exposeInt('dailyCapSeconds', {
      nullable: true,
      description: 'Most seat time credited per local day; null without a cap.',
    }),
    minDays: t.exposeInt('minDays', {
      nullable: true,
      description: 'Fewest days the state requires on its own; null without such a rule.',
    }),
    minimumDays: t.int({
      description: 'Fewest days in which the course can be completed (cap and state minimum).',
      resolve: (row) => minimumCourseDays(row),
    }),
    quizPassPercent: t.exposeInt('quizPassPercent'),
    instructionMinSeconds: t.exposeInt('instructionMinSeconds', {
      nullable: true,
      description: RULE_HELP.instructionMinSeconds,
    }),
    breakAllowanceSeconds: t.int({
      description: 'Seconds of the required seat time that may be breaks (0 without a break rule).',
      resolve: (row) => breakAllowanceSeconds(row),
    }),
    lectureMinimumEnforced: t.exposeBoolean('lectureMinimumEnforced', {
      description: RULE_HELP.lectureMinimumEnforced,
    }),
    quizFeedback: t.field({ type: QuizFeedbackEnum, resolve: (row) => row.quizFeedback }),
    quizRetryWaitSeconds: t.exposeInt('quizRetryWaitSeconds', {
      nullable: true,
      description: RULE_HELP.quizRetryWaitSeconds,
    }),
    isSoldOnline: t.boolean({
      description:
        'Whether families can enrol and pay online (the course has a ledger product); otherwise by phone.',
      resolve: (row) => row.productId !== null,
    }),
    priceCents: t.exposeInt('priceCents'),
    productId: t.exposeID('productId', { nullable: true }),
    certificateTypeId: t.exposeID('certificateTypeId', {
      nullable: true,
      description: 'Issued automatically when an online enrolment completes.',
    }),
    isPublished: t.exposeBoolean('isPublished'),
    path: t.string({
      description: 'The public page, e.g. /tx/course/parent-taught.',
      resolve: (row) => coursePath(row.state, row.category),
    }),
    offerings: t.loadableList({
      type: CourseOffering,
      load: async (ids: string[], context: GraphqlContext) => {
        const rows = await coursesRepository.offeringsOf(context.platform.db.db, ids);
        return ids.map((id) => rows.filter((row) => row.courseId === id));
      },
      resolve: (row) => row.id,
    }),
  }),
});

builder.queryField('courses', (t) =>
  t.field({
    type: [Course],
    description:
      'Courses by state and category, ordered by state, category and name. Published only, unless a back-office user asks for unpublished ones too.',
    authScopes: { public: true },
    args: {
      state: t.arg.string({ required: false, description: 'Two-letter code, any case.' }),
      category: t.arg.string({ required: false, description: CATEGORY_HELP }),
      doShowUnpublished: t.arg.boolean({ required: false, defaultValue: false }),
    },
    resolve: (_root, args, context) => {
      const category = args.category || undefined;
      if (category !== undefined && !isCourseCategory(category)) {
        throw validationError([{ path: 'category', message: CATEGORY_HELP }]);
      }
      return coursesRepository.list(context.platform.db.db, {
        state: args.state?.trim().toUpperCase() || undefined,
        category,
        includeUnpublished: Boolean(args.doShowUnpublished) && canSeeUnpublished(context),
      });
    },
  }),
);

builder.queryField('course', (t) =>
  t.field({
    type: Course,
    nullable: true,
    description: 'One course by id (unpublished ones for the back-office only).',
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = String(args.id);
      if (!isUuid(id)) return null;
      return visible(await coursesRepository.findById(context.platform.db.db, id), context);
    },
  }),
);

builder.queryField('coursePage', (t) =>
  t.field({
    type: Course,
    nullable: true,
    description: 'The published course at /{state}/course/{category}, or null.',
    authScopes: { public: true },
    args: {
      state: t.arg.string({ required: true }),
      category: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) =>
      isCourseCategory(args.category)
        ? coursesRepository.findPublished(
            context.platform.db.db,
            args.state.trim().toUpperCase(),
            args.category,
          )
        : null,
  }),
);

builder.queryField('otherStateCourses', (t) =>
  t.field({
    type: [Course],
    description:
      'The published courses of the same category and audience in the other states (for a family that moves).',
    authScopes: { public: true },
    args: {
      state: t.arg.string({ required: true, description: 'The state to leave out.' }),
      courseId: t.arg.id({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const db = context.platform.db.db;
      const id = String(args.courseId);
      const course = isUuid(id) ? await coursesRepository.findById(db, id) : null;
      if (!course) return [];
      const state = args.state.trim().toUpperCase();
      const others = await coursesRepository.otherStates(db, course);
      return others.filter((other) => other.state !== state);
    },
  }),
);

const courseFields = {
  name: 'Shown on the public site and in the portal.',
  requiredSeconds: 'Seat time the state requires, in seconds.',
};

const CreateCourseInput = builder.inputType('CreateCourseInput', {
  fields: (t) => ({
    state: t.string({ required: true }),
    category: t.string({ required: true, description: CATEGORY_HELP }),
    audience: t.string({ required: true, description: AUDIENCE_HELP }),
    name: t.string({ required: true, description: courseFields.name }),
    summary: t.string({ required: false }),
    description: t.string({ required: false }),
    requiredSeconds: t.int({ required: true, description: courseFields.requiredSeconds }),
    dailyCapSeconds: t.int({ required: false }),
    minDays: t.int({ required: false }),
    quizPassPercent: t.int({ required: false }),
    instructionMinSeconds: t.int({ required: false, description: RULE_HELP.instructionMinSeconds }),
    lectureMinimumEnforced: t.boolean({
      required: false,
      description: RULE_HELP.lectureMinimumEnforced,
    }),
    quizFeedback: t.field({ type: QuizFeedbackEnum, required: false }),
    quizRetryWaitSeconds: t.int({ required: false, description: RULE_HELP.quizRetryWaitSeconds }),
    priceCents: t.int({ required: true }),
    productId: t.id({ required: false }),
    certificateTypeId: t.id({
      required: false,
      description: 'The certificate issued automatically on completion; null: none.',
    }),
    isPublished: t.boolean({ required: false }),
  }),
});

const UpdateCourseInput = builder.inputType('UpdateCourseInput', {
  description:
    'Only the fields given change; null clears dailyCapSeconds, minDays, instructionMinSeconds, quizRetryWaitSeconds, productId or certificateTypeId.',
  fields: (t) => ({
    state: t.string({ required: false }),
    category: t.string({ required: false, description: CATEGORY_HELP }),
    audience: t.string({ required: false, description: AUDIENCE_HELP }),
    name: t.string({ required: false, description: courseFields.name }),
    summary: t.string({ required: false }),
    description: t.string({ required: false }),
    requiredSeconds: t.int({ required: false, description: courseFields.requiredSeconds }),
    dailyCapSeconds: t.int({ required: false }),
    minDays: t.int({ required: false }),
    quizPassPercent: t.int({ required: false }),
    instructionMinSeconds: t.int({ required: false, description: RULE_HELP.instructionMinSeconds }),
    lectureMinimumEnforced: t.boolean({
      required: false,
      description: RULE_HELP.lectureMinimumEnforced,
    }),
    quizFeedback: t.field({ type: QuizFeedbackEnum, required: false }),
    quizRetryWaitSeconds: t.int({ required: false, description: RULE_HELP.quizRetryWaitSeconds }),
    priceCents: t.int({ required: false }),
    productId: t.id({ required: false }),
    certificateTypeId: t.id({
      required: false,
      description: 'The certificate issued automatically on completion; null: none.',
    }),
    isPublished: t.boolean({ required: false }),
  }),
});

builder.mutationField('createCourse', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: Course,
    description: 'Adds a course; publishing it needs its state and category free on the site.',
    authScopes: { permission: 'courses.write' },
    args: { input: t.arg({ type: CreateCourseInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createCourse(context.platform, viewerOf(context), {
        ...input,
        summary: input.summary ?? undefined,
        description: input.description ?? undefined,
        dailyCapSeconds: input.dailyCapSeconds ?? null,
        minDays: input.minDays ?? null,
        quizPassPercent: input.quizPassPercent ?? undefined,
        instructionMinSeconds: input.instructionMinSeconds ?? null,
        lectureMinimumEnforced: input.lectureMinimumEnforced ?? undefined,
        quizFeedback: input.quizFeedback ?? undefined,
        quizRetryWaitSeconds: input.quizRetryWaitSeconds ?? null,
        productId:
          input.productId === null || input.productId === undefined
            ? null
            : String(input.productId),
        certificateTypeId: input.certificateTypeId ? String(input.certificateTypeId) : null,
        isPublished: input.isPublished ?? undefined,
      }),
  }),
);

/** Keeps "not given" (undefined) apart from "cleared" (null) for the nullable rule fields. */
const given = <T>(input: object, key: string, value: T) => (key in input ? value : undefined);

builder.mutationField('updateCourse', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: Course,
    description: 'Changes a course; only the fields given change.',
    authScopes: { permission: 'courses.write' },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateCourseInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      updateCourse(context.platform, viewerOf(context), String(id), {
        state: input.state ?? undefined,
        category: input.category ?? undefined,
        audience: input.audience ?? undefined,
        name: input.name ?? undefined,
        summary: input.summary ?? undefined,
        description: input.description ?? undefined,
        requiredSeconds: input.requiredSeconds ?? undefined,
        dailyCapSeconds: given(input, 'dailyCapSeconds', input.dailyCapSeconds ?? null),
        minDays: given(input, 'minDays', input.minDays ?? null),
        quizPassPercent: input.quizPassPercent ?? undefined,
        instructionMinSeconds: given(
          input,
          'instructionMinSeconds',
          input.instructionMinSeconds ?? null,
        ),
        lectureMinimumEnforced: input.lectureMinimumEnforced ?? undefined,
        quizFeedback: input.quizFeedback ?? undefined,
        quizRetryWaitSeconds: given(
          input,
          'quizRetryWaitSeconds',
          input.quizRetryWaitSeconds ?? null,
        ),
        priceCents: input.priceCents ?? undefined,
        productId: given(input, 'productId', input.productId ? String(input.productId) : null),
        certificateTypeId: given(
          input,
          'certificateTypeId',
          input.certificateTypeId ? String(input.certificateTypeId) : null,
        ),
        isPublished: input.isPublished ?? undefined,
      }),
  }),
);

const CourseOfferingInput = builder.inputType('CourseOfferingInput', {
  fields: (t) => ({
    courseId: t.id({ required: true }),
    format: t.field({ type: CourseFormatEnum, required: true }),
    location: t.string({ required: false, description: 'Required for a classroom; empty online.' }),
    externalCourseId: t.string({ required: true }),
  }),
});

builder.mutationField('putCourseOffering', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: CourseOffering,
    description: 'Adds an offering to a course, or changes the one with `id`.',
    authScopes: { permission: 'courses.write' },
    args: {
      id: t.arg.id({ required: false }),
      input: t.arg({ type: CourseOfferingInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      putCourseOffering(context.platform.db, id ? String(id) : null, {
        courseId: String(input.courseId),
        format: input.format,
        location: input.location ?? undefined,
        externalCourseId: input.externalCourseId,
      }),
  }),
);

const DeletedCourseOffering = builder
  .objectRef<{ id: string }>('DeletedCourseOffering')
  .implement({ fields: (t) => ({ id: t.exposeID('id') }) });

builder.mutationField('deleteCourseOffering', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: DeletedCourseOffering,
    description: 'Removes an offering.',
    authScopes: { permission: 'courses.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteCourseOffering(context.platform.db, String(args.id)),
  }),
);
