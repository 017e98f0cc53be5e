// GraphQL of course content (docs/course-content.md). Staff (backOffice.read) read lectures with
// quiz answers through `courseLectures` / `lecture`; the course player reads `coursePlayerLectures`,
// whose types have no field for the right answer or the explanation, so answers cannot leak to
// students whatever they ask for. ClassroomManager and Admin write (courses.write).
import { can } from '../../../domain/permissions.ts';
import { builder } from '../../graphql/builder.ts';
import { forbidden } from '../../graphql/errors.ts';
import { mayPlayCourse } from '../course-progress/course-progress.service.ts';
import type { GraphqlContext } from '../../graphql/context.ts';
import { LecturePart, PlayerPart } from './lecture-parts.graphql.ts';
import { DeletedCourseContent, MoveDirectionEnum } from './course-content-common.graphql.ts';
import {
  createLecture,
  deleteLecture,
  findLecture,
  listLectures,
  moveLecture,
  playerLectures,
  reorderLectures,
  updateLecture,
} from './lectures.service.ts';
import type { LectureRow } from './lectures.tables.ts';
import { lecturesRepository } from './lectures.repository.ts';

const MINIMUM_HELP =
  'Least seat time credited on this lecture before the next opens, in seconds; null: none (docs/seat-time.md).';

const partsField = <T extends object>(type: T) => ({
  type,
  load: async (ids: string[], context: GraphqlContext) => {
    const rows = await lecturesRepository.partsOf(context.platform.db.db, ids);
    return ids.map((id) => rows.filter((row) => row.lectureId === id));
  },
  resolve: (row: LectureRow) => row.id,
});

export const Lecture = builder.objectRef<LectureRow>('Lecture').implement({
  description: 'A lecture of a course, as staff edit it: its parts, quiz answers included.',
  fields: (t) => ({
    id: t.exposeID('id'),
    courseId: t.exposeID('courseId'),
    title: t.exposeString('title'),
    position: t.exposeInt('position', { description: 'Place in the course, from 0.' }),
    minimumSeconds: t.exposeInt('minimumSeconds', { nullable: true, description: MINIMUM_HELP }),
    parts: t.loadableList(partsField(LecturePart)),
  }),
});

const PlayerLecture = builder.objectRef<LectureRow>('CoursePlayerLecture').implement({
  description: 'A lecture as a student sees it: quiz questions come without their answers.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    position: t.exposeInt('position'),
    minimumSeconds: t.exposeInt('minimumSeconds', { nullable: true, description: MINIMUM_HELP }),
    parts: t.loadableList(partsField(PlayerPart)),
  }),
});

builder.queryField('courseLectures', (t) =>
  t.field({
    type: [Lecture],
    description: "A course's lectures in order, with their parts and quiz answers (staff).",
    authScopes: { permission: 'backOffice.read' },
    args: { courseId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => listLectures(context.platform.db, String(args.courseId)),
  }),
);

builder.queryField('lecture', (t) =>
  t.field({
    type: Lecture,
    nullable: true,
    description: 'One lecture by id with its parts and quiz answers (staff); null when unknown.',
    authScopes: { permission: 'backOffice.read' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => findLecture(context.platform.db, String(args.id)),
  }),
);

builder.queryField('coursePlayerLectures', (t) =>
  t.field({
    type: [PlayerLecture],
    description:
      "A published course's lectures in order as the course player shows them, quiz questions without answers: for a student enrolled in the course. Staff may also read drafts (the editor's preview).",
    authScopes: { permission: 'courseContent.read' },
    args: { courseId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const isStaff = can(context.viewer?.roles ?? null, 'backOffice.read');
      const rows = await playerLectures(context.platform.db, String(args.courseId), isStaff);
      // A student reads the content of a course they are enrolled in (docs/course-player.md).
      if (
        !(await mayPlayCourse(
          context.platform.db.db,
          context.viewer,
          String(args.courseId),
          isStaff,
        ))
      ) {
        throw forbidden();
      }
      return rows;
    },
  }),
);

const CreateLectureInput = builder.inputType('CreateLectureInput', {
  fields: (t) => ({
    courseId: t.id({ required: true }),
    title: t.string({ required: true, description: 'At most 200 characters.' }),
    minimumSeconds: t.int({ required: false, description: MINIMUM_HELP }),
  }),
});

const UpdateLectureInput = builder.inputType('UpdateLectureInput', {
  description: 'Only the fields given change; minimumSeconds null removes the minimum.',
  fields: (t) => ({
    title: t.string({ required: false, description: 'At most 200 characters.' }),
    minimumSeconds: t.int({ required: false, description: MINIMUM_HELP }),
  }),
});

builder.mutationField('createLecture', (t) =>
  t.field({
    type: Lecture,
    description: 'Adds a lecture at the end of its course.',
    authScopes: { permission: 'courses.write' },
    args: { input: t.arg({ type: CreateLectureInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createLecture(context.platform.db, String(input.courseId), {
        title: input.title,
        minimumSeconds: input.minimumSeconds ?? null,
      }),
  }),
);

builder.mutationField('updateLecture', (t) =>
  t.field({
    type: Lecture,
    description: 'Renames a lecture or changes its minimum seat time.',
    authScopes: { permission: 'courses.write' },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateLectureInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      updateLecture(context.platform.db, String(id), {
        title: input.title ?? undefined,
        minimumSeconds: 'minimumSeconds' in input ? (input.minimumSeconds ?? null) : undefined,
      }),
  }),
);

builder.mutationField('deleteLecture', (t) =>
  t.field({
    type: DeletedCourseContent,
    description: 'Removes a lecture with its parts and quiz questions; later lectures move up.',
    authScopes: { permission: 'courses.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteLecture(context.platform.db, String(args.id)),
  }),
);

builder.mutationField('reorderLectures', (t) =>
  t.field({
    type: [Lecture],
    description: "Puts a course's lectures in the order given; every lecture must be named once.",
    authScopes: { permission: 'courses.write' },
    args: {
      courseId: t.arg.id({ required: true }),
      lectureIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, args, context) =>
      reorderLectures(context.platform.db, String(args.courseId), args.lectureIds.map(String)),
  }),
);

builder.mutationField('moveLecture', (t) =>
  t.field({
    type: [Lecture],
    description: 'Moves a lecture one place up or down; answers the whole list in its new order.',
    authScopes: { permission: 'courses.write' },
    args: {
      id: t.arg.id({ required: true }),
      direction: t.arg({ type: MoveDirectionEnum, required: true }),
    },
    resolve: (_root, args, context) =>
      moveLecture(context.platform.db, String(args.id), args.direction),
  }),
);
