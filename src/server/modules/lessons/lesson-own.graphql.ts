// GraphQL of the portal's own-lesson actions (docs/portal.md "Cancel and reschedule"): what
// cancelling now would do, the cancel itself, the free times to move a lesson to, and the move.
import { builder } from '../../graphql/builder.ts';
import { viewerOf } from '../students/viewer-of.ts';
import {
  cancelOwnLesson,
  ownCancellationPreview,
  ownRescheduleOptions,
  rescheduleOwnLesson,
  type RescheduleOptions,
} from './lesson-own.ts';
import { CancellationPreviewRef, LessonRef } from './lessons.graphql.ts';

const SCOPE = { permission: 'lessons.manageOwn' } as const;

const RescheduleSlotRef = builder
  .objectRef<RescheduleOptions['slots'][number]>('OwnRescheduleSlot')
  .implement({
    fields: (t) => ({
      startTime: t.field({ type: 'DateTime', resolve: (slot) => slot.startTime }),
      instructorId: t.exposeID('instructorId'),
      instructorName: t.exposeString('instructorName'),
    }),
  });

const RescheduleOptionsRef = builder
  .objectRef<RescheduleOptions>('OwnRescheduleOptions')
  .implement({
    description: 'The free times a student may move their lesson to, or why it cannot be moved.',
    fields: (t) => ({
      refusal: t.exposeString('refusal', { nullable: true }),
      windowHours: t.exposeInt('windowHours'),
      slots: t.field({ type: [RescheduleSlotRef], resolve: (options) => options.slots }),
    }),
  });

builder.queryField('ownLessonCancellationPreview', (t) =>
  t.field({
    type: CancellationPreviewRef,
    description: 'What cancelling your own place in this lesson now would do.',
    authScopes: SCOPE,
    args: { lessonId: t.arg.id({ required: true }), studentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      ownCancellationPreview(context.platform, viewerOf(context), {
        lessonId: String(args.lessonId),
        studentId: String(args.studentId),
      }),
  }),
);

builder.queryField('ownLessonRescheduleOptions', (t) =>
  t.field({
    type: RescheduleOptionsRef,
    description: 'Free times of the next two weeks for the same lesson (type, length, pickup).',
    authScopes: SCOPE,
    args: { lessonId: t.arg.id({ required: true }), studentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      ownRescheduleOptions(context.platform, viewerOf(context), {
        lessonId: String(args.lessonId),
        studentId: String(args.studentId),
      }),
  }),
);

const CancelOwnLessonInput = builder.inputType('CancelOwnLessonInput', {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true }),
    lessonId: t.id({ required: true }),
    studentId: t.id({ required: true }),
  }),
});

const RescheduleOwnLessonInput = builder.inputType('RescheduleOwnLessonInput', {
  fields: (t) => ({
    lessonId: t.id({ required: true }),
    studentId: t.id({ required: true }),
    startTime: t.field({ type: 'DateTime', required: true }),
    instructorId: t.id({ required: true }),
  }),
});

builder.mutationField('cancelOwnLesson', (t) =>
  t.field({
    type: LessonRef,
    description:
      'Cancels your own place in a lesson under the cancellation policy (initiator Student).',
    authScopes: SCOPE,
    args: { input: t.arg({ type: CancelOwnLessonInput, required: true }) },
    resolve: (_root, { input }, context) =>
      cancelOwnLesson(context.platform, viewerOf(context), {
        idempotencyKey: input.idempotencyKey,
        lessonId: String(input.lessonId),
        studentId: String(input.studentId),
      }),
  }),
);

builder.mutationField('rescheduleOwnLesson', (t) =>
  t.field({
    type: LessonRef,
    description:
      'Moves your own lesson to a free time at least the late window ahead (CONFLICT when taken).',
    authScopes: SCOPE,
    args: { input: t.arg({ type: RescheduleOwnLessonInput, required: true }) },
    resolve: (_root, { input }, context) =>
      rescheduleOwnLesson(context.platform, viewerOf(context), {
        lessonId: String(input.lessonId),
        studentId: String(input.studentId),
        startTime: input.startTime,
        instructorId: String(input.instructorId),
      }),
  }),
);
