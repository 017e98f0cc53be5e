// GraphQL of lesson types: `lessonTypes` (public: the booking flow lists them), and the Admin's
// `createLessonType`, `updateLessonType`, `deleteLessonType`.
import { LESSON_TYPE_NAMES } from '../../../domain/lesson-type-names.ts';
import { builder } from '../../graphql/builder.ts';
import { lessonTypesRepository } from './lesson-types.repository.ts';
import { createLessonType, deleteLessonType, updateLessonType } from './lesson-types.service.ts';
import type { LessonTypeRow } from './lesson-types.tables.ts';

export const LessonTypeNameEnum = builder.enumType('LessonTypeName', {
  description: 'The lesson type names of SPEC §9.',
  values: LESSON_TYPE_NAMES,
});

export const LessonType = builder.objectRef<LessonTypeRow>('LessonType').implement({
  description: 'What a lesson is and how long it lasts.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.field({ type: LessonTypeNameEnum, resolve: (row) => row.name }),
    label: t.exposeString('label'),
    durationMinutes: t.exposeInt('durationMinutes'),
    description: t.exposeString('description'),
    testProductId: t.exposeID('testProductId', {
      nullable: true,
      description:
        'Road and DMV tests: the fee product one booked test sells (one unit); null when the test is booked by phone, and for driving lessons (they sell driving minutes).',
    }),
  }),
});

builder.queryField('lessonTypes', (t) =>
  t.field({
    type: [LessonType],
    description: 'Every lesson type, shortest first (ten at most: one per SPEC §9 name).',
    authScopes: { public: true },
    resolve: (_root, _args, context) => lessonTypesRepository.list(context.platform.db.db),
  }),
);

const CreateLessonTypeInput = builder.inputType('CreateLessonTypeInput', {
  fields: (t) => ({
    name: t.field({ type: LessonTypeNameEnum, required: true }),
    label: t.string({ required: true }),
    durationMinutes: t.int({ required: true, description: '1 to 720.' }),
    description: t.string({ required: false }),
  }),
});

const UpdateLessonTypeInput = builder.inputType('UpdateLessonTypeInput', {
  fields: (t) => ({
    label: t.string({ required: false }),
    durationMinutes: t.int({ required: false, description: '1 to 720.' }),
    description: t.string({ required: false }),
    testProductId: t.id({
      required: false,
      description: 'A fee product for a road or DMV test; null clears it; absent keeps it.',
    }),
  }),
});

builder.mutationField('createLessonType', (t) =>
  t.field({
    type: LessonType,
    description: 'Adds a lesson type; its name must be a SPEC §9 name no other type has.',
    authScopes: { permission: 'lessonTypes.write' },
    args: { input: t.arg({ type: CreateLessonTypeInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createLessonType(context.platform.db, {
        name: input.name,
        label: input.label,
        durationMinutes: input.durationMinutes,
        description: input.description ?? '',
      }),
  }),
);

builder.mutationField('updateLessonType', (t) =>
  t.field({
    type: LessonType,
    description:
      'Changes the label, duration, description or test product of a lesson type (not its name). VALIDATION_ERROR on input.testProductId when the type is not a test or the product not a fee.',
    authScopes: { permission: 'lessonTypes.write' },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateLessonTypeInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      updateLessonType(context.platform.db, String(id), {
        label: input.label ?? undefined,
        durationMinutes: input.durationMinutes ?? undefined,
        description: input.description ?? undefined,
        testProductId:
          input.testProductId === undefined
            ? undefined
            : input.testProductId === null
              ? null
              : String(input.testProductId),
      }),
  }),
);

const DeletedLessonType = builder.objectRef<{ id: string }>('DeletedLessonType').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

builder.mutationField('deleteLessonType', (t) =>
  t.field({
    type: DeletedLessonType,
    description: 'Removes a lesson type no lesson uses (CONFLICT otherwise).',
    authScopes: { permission: 'lessonTypes.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteLessonType(context.platform.db, String(args.id)),
  }),
);
