// GraphQL of lecture parts: a content block (layout and block fields) or a quiz with its
// questions. Staff types carry the right answers; the player's part type carries questions
// without them (CoursePlayerQuestion has no answer field at all).
import {
  LECTURE_LAYOUTS,
  LECTURE_PART_TYPES,
  type LectureBlock,
  type LectureColumn,
} from '../../../domain/course-content/lecture-part.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphqlContext } from '../../graphql/context.ts';
import type { QuizQuestionRow } from '../practice-tests/practice-tests.tables.ts';
import { QuizQuestion } from '../practice-tests/practice-tests.graphql.ts';
import { DeletedCourseContent, MoveDirectionEnum } from './course-content-common.graphql.ts';
import {
  createLecturePart,
  deleteLecturePart,
  moveLecturePart,
  reorderLectureParts,
  updateLecturePart,
} from './lecture-parts.service.ts';
import { lecturesRepository } from './lectures.repository.ts';
import type { LecturePartRow } from './lectures.tables.ts';

export const LecturePartTypeEnum = builder.enumType('CourseContentType', {
  description: 'What a lecture part is (SPEC §3): a content block or a quiz.',
  values: LECTURE_PART_TYPES,
});

const LectureLayoutEnum = builder.enumType('LectureLayout', {
  description: 'How a content block is laid out (SPEC §3).',
  values: LECTURE_LAYOUTS,
});

const LectureColumnType = builder.objectRef<LectureColumn>('LectureColumn').implement({
  description: 'One column of a twoColumn block: text and/or an image.',
  fields: (t) => ({
    text: t.exposeString('text'),
    imageUrl: t.exposeString('imageUrl', { description: 'Empty when the column has no image.' }),
    imageAlt: t.exposeString('imageAlt'),
  }),
});

const LectureBlockType = builder.objectRef<LectureBlock>('LectureBlock').implement({
  description:
    'The fields of a content block. title: heading and text; singleImage: imageUrl, imageAlt, caption; singleVideo: videoUrl (https), videoTitle, caption; twoColumn: two columns. Any layout may have a heading. Fields a layout does not use are empty.',
  fields: (t) => ({
    heading: t.exposeString('heading'),
    text: t.exposeString('text'),
    imageUrl: t.exposeString('imageUrl'),
    imageAlt: t.exposeString('imageAlt'),
    caption: t.exposeString('caption'),
    videoUrl: t.exposeString('videoUrl'),
    videoTitle: t.exposeString('videoTitle'),
    columns: t.field({ type: [LectureColumnType], resolve: (block) => block.columns }),
  }),
});

const PlayerQuestion = builder.objectRef<QuizQuestionRow>('CoursePlayerQuestion').implement({
  description: 'A lecture quiz question as a student sees it: no answer, no explanation.',
  fields: (t) => ({
    id: t.exposeID('id'),
    prompt: t.exposeString('prompt'),
    choices: t.exposeStringList('choices'),
  }),
});

const questionsField = <T extends object>(type: T) => ({
  type,
  load: async (ids: string[], context: GraphqlContext) => {
    const rows = await lecturesRepository.questionsOf(context.platform.db.db, ids);
    return ids.map((id) => rows.filter((row) => row.lecturePartId === id));
  },
  resolve: (row: LecturePartRow) => row.id,
});

const partFields = {
  type: { description: 'content or quiz.' },
  layout: { description: 'The layout of a content part; null for a quiz.' },
  content: { description: 'The block of a content part; null for a quiz.' },
};

export const LecturePart = builder.objectRef<LecturePartRow>('LecturePart').implement({
  description: 'A part of a lecture as staff edit it; quiz questions carry their answers.',
  fields: (t) => ({
    id: t.exposeID('id'),
    lectureId: t.exposeID('lectureId'),
    position: t.exposeInt('position', { description: 'Place in the lecture, from 0.' }),
    type: t.field({ type: LecturePartTypeEnum, ...partFields.type, resolve: (row) => row.type }),
    layout: t.field({
      type: LectureLayoutEnum,
      nullable: true,
      ...partFields.layout,
      resolve: (row) => row.layout,
    }),
    content: t.field({
      type: LectureBlockType,
      nullable: true,
      ...partFields.content,
      resolve: (row) => row.content,
    }),
    questions: t.loadableList({
      ...questionsField(QuizQuestion),
      description: 'The quiz questions, in order (kind lectureQuizQuestion); empty for content.',
    }),
  }),
});

export const PlayerPart = builder.objectRef<LecturePartRow>('CoursePlayerPart').implement({
  description: 'A part of a lecture as a student sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    position: t.exposeInt('position'),
    type: t.field({ type: LecturePartTypeEnum, ...partFields.type, resolve: (row) => row.type }),
    layout: t.field({
      type: LectureLayoutEnum,
      nullable: true,
      ...partFields.layout,
      resolve: (row) => row.layout,
    }),
    content: t.field({
      type: LectureBlockType,
      nullable: true,
      ...partFields.content,
      resolve: (row) => row.content,
    }),
    questions: t.loadableList({
      ...questionsField(PlayerQuestion),
      description: 'The quiz questions without answers, in order; empty for content.',
    }),
  }),
});

const LectureColumnInput = builder.inputType('LectureColumnInput', {
  fields: (t) => ({
    text: t.string({ required: false }),
    imageUrl: t.string({ required: false }),
    imageAlt: t.string({ required: false }),
  }),
});

const LectureBlockInput = builder.inputType('LectureBlockInput', {
  description: 'The block fields; those the layout does not use are dropped (see LectureBlock).',
  fields: (t) => ({
    heading: t.string({ required: false }),
    text: t.string({ required: false }),
    imageUrl: t.string({ required: false }),
    imageAlt: t.string({ required: false }),
    caption: t.string({ required: false }),
    videoUrl: t.string({ required: false }),
    videoTitle: t.string({ required: false }),
    columns: t.field({ type: [LectureColumnInput], required: false }),
  }),
});

const CreateLecturePartInput = builder.inputType('CreateLecturePartInput', {
  fields: (t) => ({
    lectureId: t.id({ required: true }),
    type: t.field({ type: LecturePartTypeEnum, required: true }),
    layout: t.field({ type: LectureLayoutEnum, required: false, description: 'For content.' }),
    content: t.field({ type: LectureBlockInput, required: false, description: 'For content.' }),
  }),
});

const UpdateLecturePartInput = builder.inputType('UpdateLecturePartInput', {
  fields: (t) => ({
    layout: t.field({ type: LectureLayoutEnum, required: false, description: 'Kept if absent.' }),
    content: t.field({ type: LectureBlockInput, required: true }),
  }),
});

builder.mutationField('createLecturePart', (t) =>
  t.field({
    type: LecturePart,
    description: 'Adds a content block or an empty quiz at the end of a lecture.',
    authScopes: { permission: 'courses.write' },
    args: { input: t.arg({ type: CreateLecturePartInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createLecturePart(context.platform.db, {
        lectureId: String(input.lectureId),
        type: input.type,
        layout: input.layout,
        content: input.content,
      }),
  }),
);

builder.mutationField('updateLecturePart', (t) =>
  t.field({
    type: LecturePart,
    description: 'Changes the block (and possibly the layout) of a content part.',
    authScopes: { permission: 'courses.write' },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateLecturePartInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      updateLecturePart(context.platform.db, String(id), {
        layout: input.layout,
        content: input.content,
      }),
  }),
);

builder.mutationField('deleteLecturePart', (t) =>
  t.field({
    type: DeletedCourseContent,
    description: 'Removes a part (a quiz with its questions); later parts move up.',
    authScopes: { permission: 'courses.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteLecturePart(context.platform.db, String(args.id)),
  }),
);

builder.mutationField('reorderLectureParts', (t) =>
  t.field({
    type: [LecturePart],
    description: "Puts a lecture's parts in the order given; every part must be named once.",
    authScopes: { permission: 'courses.write' },
    args: { lectureId: t.arg.id({ required: true }), partIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, context) =>
      reorderLectureParts(context.platform.db, String(args.lectureId), args.partIds.map(String)),
  }),
);

builder.mutationField('moveLecturePart', (t) =>
  t.field({
    type: [LecturePart],
    description: 'Moves a part one place up or down; answers the parts in their new order.',
    authScopes: { permission: 'courses.write' },
    args: {
      id: t.arg.id({ required: true }),
      direction: t.arg({ type: MoveDirectionEnum, required: true }),
    },
    resolve: (_root, args, context) =>
      moveLecturePart(context.platform.db, String(args.id), args.direction),
  }),
);
