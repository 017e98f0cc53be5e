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
    description: 'Changes the label, duration or description of a lesson type (not its name).',
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
