// GraphQL of the instructor's own lessons: `myLessons(from, to)`, `myLesson(id)` and, for an
// Admin looking on an instructor's behalf, `myLessonsInstructorOptions`. Type names carry the
// "InstructorLesson" prefix: the lessons module has its own Lesson types.
import { mapsLink } from '../../../domain/geo/maps-link.ts';
import { builder } from '../../graphql/builder.ts';
import { forbidden } from '../../graphql/errors.ts';
import { viewerOf } from '../students/viewer-of.ts';
import type {
  InstructorLesson,
  InstructorLessonStudent,
  InstructorSummary,
  LessonNote,
} from './instructor-lessons.repository.ts';
import { instructorLessonsRepository } from './instructor-lessons.repository.ts';
import { myLesson, myLessons, type MyLessons } from './instructor-lessons.service.ts';

const InstructorLessonInstructor = builder
  .objectRef<InstructorSummary>('InstructorLessonInstructor')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      timeZone: t.exposeString('timeZone', { description: 'IANA zone lessons are shown in.' }),
    }),
  });

const InstructorLessonNote = builder.objectRef<LessonNote>('InstructorLessonNote').implement({
  description: 'A staff note on the student the viewer may read.',
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    createdByName: t.exposeString('createdByName'),
    createdAt: t.field({ type: 'DateTime', resolve: (note) => note.createdAt }),
    isPinned: t.exposeBoolean('isPinned'),
  }),
});

const InstructorLessonBookingAlert = builder
  .objectRef<{ id: string; text: string }>('InstructorLessonBookingAlert')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), text: t.exposeString('text') }) });

const InstructorLessonStudentRef = builder
  .objectRef<InstructorLessonStudent>('InstructorLessonStudent')
  .implement({
    description: 'A student with a place in the lesson.',
    fields: (t) => ({
      studentId: t.exposeID('studentId'),
      name: t.exposeString('name'),
      phone: t.exposeString('phone', { nullable: true, description: 'E.164.' }),
      email: t.exposeString('email', { nullable: true }),
      parentEmail: t.exposeString('parentEmail', { nullable: true }),
      pickupDetails: t.exposeString('pickupDetails'),
      attendance: t.exposeString('attendance', {
        description: 'Unrecorded, Attended or NoShow.',
      }),
      drivingMinutes: t.exposeInt('drivingMinutes'),
      observationMinutes: t.exposeInt('observationMinutes'),
      notes: t.field({
        type: [InstructorLessonNote],
        description: 'Pinned first, then newest; never the notes hidden from instructors.',
        resolve: (student) => student.notes,
      }),
      bookingAlerts: t.field({
        type: [InstructorLessonBookingAlert],
        resolve: (student) => student.bookingAlerts,
      }),
    }),
  });

const InstructorLessonMeetingPoint = builder
  .objectRef<NonNullable<InstructorLesson['meetingPoint']>>('InstructorLessonMeetingPoint')
  .implement({
    fields: (t) => ({
      label: t.exposeString('label'),
      address: t.exposeString('address'),
    }),
  });

const InstructorLessonRef = builder.objectRef<InstructorLesson>('InstructorLesson').implement({
  description: 'One of the instructor’s lessons, with what they need on the road.',
  fields: (t) => ({
    id: t.exposeID('id'),
    startTime: t.field({ type: 'DateTime', resolve: (lesson) => lesson.startTime }),
    endTime: t.field({ type: 'DateTime', resolve: (lesson) => lesson.endTime }),
    durationMinutes: t.exposeInt('durationMinutes'),
    actualDurationMinutes: t.exposeInt('actualDurationMinutes', { nullable: true }),
    actualDurationNote: t.exposeString('actualDurationNote', { nullable: true }),
    comments: t.exposeString('comments'),
    lessonTypeLabel: t.exposeString('lessonTypeLabel'),
    pickupAddress: t.string({
      description: 'The meeting point’s address, or the home pickup as written.',
      resolve: (lesson) => lesson.meetingPoint?.address || lesson.pickupLocation,
    }),
    meetingPoint: t.field({
      type: InstructorLessonMeetingPoint,
      nullable: true,
      resolve: (lesson) => lesson.meetingPoint,
    }),
    mapsUrl: t.string({
      nullable: true,
      description: 'Opens the pickup in a maps app.',
      resolve: (lesson) =>
        lesson.meetingPoint
          ? mapsLink(lesson.meetingPoint)
          : mapsLink({
              latitude: lesson.pickupLatitude,
              longitude: lesson.pickupLongitude,
              address: lesson.pickupLocation,
            }),
    }),
    students: t.field({
      type: [InstructorLessonStudentRef],
      resolve: (lesson) => lesson.students,
    }),
  }),
});

const MyLessonsRef = builder.objectRef<MyLessons>('MyLessons').implement({
  fields: (t) => ({
    instructor: t.field({
      type: InstructorLessonInstructor,
      nullable: true,
      description: 'Null when the signed-in user has no instructor profile.',
      resolve: (result) => result.instructor,
    }),
    lessons: t.field({
      type: [InstructorLessonRef],
      description: 'By start time; cancelled lessons are left out.',
      resolve: (result) => result.lessons,
    }),
  }),
});

const MyLessonRef = builder
  .objectRef<{ instructor: InstructorSummary; lesson: InstructorLesson }>('MyLesson')
  .implement({
    fields: (t) => ({
      instructor: t.field({ type: InstructorLessonInstructor, resolve: (r) => r.instructor }),
      lesson: t.field({ type: InstructorLessonRef, resolve: (r) => r.lesson }),
    }),
  });

builder.queryField('myLessons', (t) =>
  t.field({
    type: MyLessonsRef,
    description:
      'The signed-in instructor’s lessons starting in [from, to) (at most 62 days). An Admin may pass instructorId to read another instructor’s.',
    authScopes: { permission: 'myLessons.read' },
    args: {
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
      instructorId: t.arg.id({ required: false }),
    },
    resolve: (_root, args, context) =>
      myLessons(context.platform, viewerOf(context), {
        from: args.from,
        to: args.to,
        instructorId: args.instructorId == null ? null : String(args.instructorId),
      }),
  }),
);

builder.queryField('myLesson', (t) =>
  t.field({
    type: MyLessonRef,
    description: 'One of the signed-in instructor’s lessons (an Admin: anyone’s).',
    authScopes: { permission: 'myLessons.read' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      myLesson(context.platform, viewerOf(context), String(args.id)),
  }),
);

builder.queryField('myLessonsInstructorOptions', (t) =>
  t.field({
    type: [InstructorLessonInstructor],
    description: 'Every instructor by name, for an Admin choosing whose lessons to read.',
    authScopes: { permission: 'myLessons.readAny' },
    resolve: (_root, _args, context) => {
      if (!viewerOf(context).roles.includes('Admin')) throw forbidden();
      return instructorLessonsRepository.instructorOptions(context.platform.db.db);
    },
  }),
);
