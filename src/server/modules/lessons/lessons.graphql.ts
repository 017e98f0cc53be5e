// GraphQL of lessons (docs/lessons.md): lessons of a student, one lesson, the cancel log, the
// change fee, the Active instructors a lesson can be booked with, and the five lesson mutations.
import { LESSON_TYPE_NAMES } from '../../../domain/lesson-type-names.ts';
import {
  ATTENDANCES,
  CANCELLATION_INITIATORS,
  CANCELLATION_REASONS,
  LESSON_STATUSES,
} from '../../../domain/scheduling/lesson-enums.ts';
import { MOVE_REQUESTERS } from '../../../domain/scheduling/lesson-move-policy.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf } from '../../graphql/connections.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { scheduleLesson, scheduleMultipleLessons } from './lesson-booking.ts';
import { cancelLesson, removeStudentFromLesson } from './lesson-cancel.ts';
import { updateLesson } from './lesson-update.ts';
import type { CancellationLogRow, LessonView } from './lessons.repository.ts';
import {
  activeInstructorOptions,
  bookableLessonTypes,
  cancellationLogs,
  cancellationPreview,
  type CancellationPreview,
  lessonById,
  lessonChangeFee,
  lessonsOfStudent,
} from './lessons.service.ts';
import type { LessonCancellationRow, LessonStudentRow } from './lessons.tables.ts';

const ReasonEnum = builder.enumType('CancellationReason', { values: CANCELLATION_REASONS });
const InitiatorEnum = builder.enumType('CancellationInitiator', {
  description: 'Who asked: RoadReady is the school itself.',
  values: CANCELLATION_INITIATORS,
});
const AttendanceEnum = builder.enumType('Attendance', { values: ATTENDANCES });
const MoveRequesterEnum = builder.enumType('LessonMoveRequester', {
  description: 'Who asked for a lesson to move: the school moves it free; the student pays late.',
  values: MOVE_REQUESTERS,
});
const LessonTypeNameEnum = builder.enumType('LessonKind', {
  description: 'The lesson type names of the specification.',
  values: LESSON_TYPE_NAMES,
});
const LessonStatusEnum = builder.enumType('LessonStatus', {
  values: LESSON_STATUSES,
});

const LessonCancellationRef = builder
  .objectRef<LessonCancellationRow>('LessonCancellation')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      studentId: t.exposeID('studentId', { nullable: true }),
      reason: t.field({ type: ReasonEnum, resolve: (row) => row.reason }),
      initiatedBy: t.field({ type: InitiatorEnum, resolve: (row) => row.initiatedBy }),
      note: t.exposeString('note'),
      timestamp: t.field({ type: 'DateTime', resolve: (row) => row.timestamp }),
      minutesForfeited: t.exposeBoolean('minutesForfeited'),
      feeCents: t.exposeInt('feeCents', {
        nullable: true,
        description: 'Null for callers who may not read money (field rule `money`: Instructors).',
      }),
    }),
  });

const LessonPlaceRef = builder
  .objectRef<LessonStudentRow & { name: string }>('LessonStudentPlace')
  .implement({
    description: "A student's place in a lesson and what it took from their ledger.",
    fields: (t) => ({
      studentId: t.exposeID('studentId'),
      name: t.exposeString('name'),
      pickupDetails: t.exposeString('pickupDetails'),
      drivingMinutes: t.exposeInt('drivingMinutes'),
      observationMinutes: t.exposeInt('observationMinutes'),
      previousHours: t.exposeFloat('previousHours'),
      attendance: t.field({ type: AttendanceEnum, resolve: (row) => row.attendance }),
      removedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.removedAt }),
    }),
  });

const LessonInstructorRef = builder
  .objectRef<LessonView['instructor']>('LessonInstructor')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      timeZone: t.exposeString('timeZone', { description: 'IANA zone the lesson is shown in.' }),
    }),
  });

const LessonTypeInfoRef = builder.objectRef<LessonView['type']>('LessonTypeInfo').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.field({ type: LessonTypeNameEnum, resolve: (type) => type.name }),
    label: t.exposeString('label'),
    durationMinutes: t.exposeInt('durationMinutes'),
  }),
});

const LessonPickupRef = builder.objectRef<LessonView>('LessonPickup').implement({
  description: 'Where the lesson starts: a meeting point or a home pickup.',
  fields: (t) => ({
    meetingPointId: t.id({ nullable: true, resolve: (v) => v.meetingPoint?.id ?? null }),
    meetingPointLabel: t.string({ nullable: true, resolve: (v) => v.meetingPoint?.label ?? null }),
    location: t.string({ resolve: (v) => v.lesson.pickupLocation }),
    latitude: t.float({ nullable: true, resolve: (v) => v.lesson.pickupLatitude }),
    longitude: t.float({ nullable: true, resolve: (v) => v.lesson.pickupLongitude }),
  }),
});

export const LessonRef = builder.objectRef<LessonView>('Lesson').implement({
  fields: (t) => ({
    id: t.id({ resolve: (v) => v.lesson.id }),
    status: t.field({
      type: LessonStatusEnum,
      resolve: (v) =>
        v.lesson.cancelledAt
          ? 'Cancelled'
          : v.lesson.endTime.getTime() <= Date.now()
            ? 'Completed'
            : 'Scheduled',
    }),
    instructor: t.field({ type: LessonInstructorRef, resolve: (v) => v.instructor }),
    lessonType: t.field({ type: LessonTypeInfoRef, resolve: (v) => v.type }),
    bookedAt: t.field({ type: 'DateTime', resolve: (v) => v.lesson.bookedAt }),
    startTime: t.field({ type: 'DateTime', resolve: (v) => v.lesson.startTime }),
    endTime: t.field({ type: 'DateTime', resolve: (v) => v.lesson.endTime }),
    durationMinutes: t.int({ resolve: (v) => v.lesson.durationMinutes }),
    actualDurationMinutes: t.int({
      nullable: true,
      resolve: (v) => v.lesson.actualDurationMinutes,
    }),
    actualDurationNote: t.string({ nullable: true, resolve: (v) => v.lesson.actualDurationNote }),
    comments: t.string({ resolve: (v) => v.lesson.comments }),
    isShareable: t.boolean({ resolve: (v) => v.lesson.isShareable }),
    isObserverAllowed: t.boolean({ resolve: (v) => v.lesson.isObserverAllowed }),
    priceCents: t.int({
      nullable: true,
      description: 'Null for callers who may not read money (field rule `money`: Instructors).',
      resolve: (v) => v.lesson.priceCents,
    }),
    pickup: t.field({ type: LessonPickupRef, resolve: (v) => v }),
    students: t.field({ type: [LessonPlaceRef], resolve: (v) => v.students }),
    cancelledAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (v) => v.lesson.cancelledAt,
    }),
    cancellations: t.field({ type: [LessonCancellationRef], resolve: (v) => v.cancellations }),
  }),
});

const LessonConnection = connectionOf('Lesson', LessonRef);

builder.queryField('lessons', (t) =>
  t.field({
    type: LessonConnection,
    description: "A student's lessons, newest first (an Instructor sees only their own).",
    authScopes: { permission: 'lessons.listOfStudent' },
    args: {
      studentId: t.arg.id({ required: true }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      lessonsOfStudent(context.platform, viewerOf(context), String(args.studentId), {
        first: args.first,
        after: args.after,
      }),
  }),
);

builder.queryField('lesson', (t) =>
  t.field({
    type: LessonRef,
    authScopes: { permission: 'lessons.read' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      lessonById(context.platform, viewerOf(context), String(args.id)),
  }),
);

const CancellationLogRef = builder.objectRef<CancellationLogRow>('CancellationLog').implement({
  description: 'One cancelled student place (SPEC Cancel log).',
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonId: t.exposeID('lessonId'),
    note: t.exposeString('note'),
    timestamp: t.field({ type: 'DateTime', resolve: (row) => row.timestamp }),
    initiatedBy: t.field({ type: InitiatorEnum, resolve: (row) => row.initiatedBy }),
    reason: t.field({ type: ReasonEnum, resolve: (row) => row.reason }),
    userId: t.exposeID('studentId', { nullable: true, description: 'The student.' }),
    user: t.exposeString('studentName', { nullable: true, description: "The student's name." }),
    changedBy: t.exposeString('changedByName', { nullable: true }),
    instructorId: t.exposeID('instructorId'),
    instructor: t.exposeString('instructorName'),
    lessonStartTime: t.field({ type: 'DateTime', resolve: (row) => row.lessonStartTime }),
    minutesForfeited: t.exposeBoolean('minutesForfeited'),
    feeCents: t.exposeInt('feeCents'),
  }),
});

builder.queryField('cancellationLogs', (t) =>
  t.field({
    type: connectionOf('CancellationLog', CancellationLogRef),
    description: 'Cancelled lessons between `from` and `to` (by cancellation time), newest first.',
    authScopes: { permission: 'lessons.cancellationLog' },
    args: {
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
      instructorId: t.arg.id({ required: false }),
      initiatedBy: t.arg({ type: InitiatorEnum, required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, args, context) =>
      cancellationLogs(context.platform, {
        from: args.from,
        to: args.to,
        instructorId: args.instructorId == null ? null : String(args.instructorId),
        initiatedBy: args.initiatedBy ?? null,
        first: args.first,
        after: args.after,
      }),
  }),
);

const LessonChangeFeeRef = builder
  .objectRef<{ lessonId: string; changeFeeCents: number | null }>('LessonChangeFee')
  .implement({
    description: 'What the lesson sold for, read as the fee for changing it at short notice.',
    fields: (t) => ({
      lessonId: t.exposeID('lessonId'),
      changeFeeCents: t.exposeInt('changeFeeCents', { nullable: true }),
    }),
  });

builder.queryField('lessonChangeFee', (t) =>
  t.field({
    type: LessonChangeFeeRef,
    authScopes: { permission: 'lessons.write' },
    args: { lessonId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      lessonChangeFee(context.platform, viewerOf(context), String(args.lessonId)),
  }),
);

const BookableInstructorRef = builder
  .objectRef<{ id: string; name: string; timeZone: string }>('LessonBookableInstructor')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      timeZone: t.exposeString('timeZone'),
    }),
  });

builder.queryField('lessonBookableInstructors', (t) =>
  t.field({
    type: [BookableInstructorRef],
    description: 'Active instructors by name: who a lesson can be booked with.',
    authScopes: { permission: 'lessons.write' },
    resolve: (_root, _args, context) => activeInstructorOptions(context.platform),
  }),
);

builder.queryField('lessonBookableTypes', (t) =>
  t.field({
    type: [LessonTypeInfoRef],
    description: 'The lesson types a lesson can be booked as, by label.',
    authScopes: { permission: 'lessons.write' },
    resolve: (_root, _args, context) => bookableLessonTypes(context.platform),
  }),
);

export const CancellationPreviewRef = builder
  .objectRef<CancellationPreview>('LessonCancellationPreview')
  .implement({
    description: 'What cancelling now would do to the minutes, by the cancellation policy.',
    fields: (t) => ({
      returnsMinutes: t.exposeBoolean('returnsMinutes'),
      late: t.exposeBoolean('late'),
      hoursBeforeStart: t.exposeFloat('hoursBeforeStart'),
      feeCents: t.exposeInt('feeCents'),
      drivingMinutes: t.exposeInt('drivingMinutes'),
      observationMinutes: t.exposeInt('observationMinutes'),
      testUnits: t.exposeInt('testUnits'),
      windowHours: t.exposeInt('windowHours', {
        description: "The state's late-cancellation window in hours.",
      }),
    }),
  });

builder.queryField('lessonCancellationPreview', (t) =>
  t.field({
    type: CancellationPreviewRef,
    authScopes: { permission: 'lessons.write' },
    args: {
      lessonId: t.arg.id({ required: true }),
      initiatedBy: t.arg({ type: InitiatorEnum, required: true }),
      reason: t.arg({ type: ReasonEnum, required: true }),
      waiveLateFee: t.arg.boolean({ required: false }),
      studentId: t.arg.id({ required: false }),
    },
    resolve: (_root, args, context) =>
      cancellationPreview(context.platform, viewerOf(context), {
        lessonId: String(args.lessonId),
        initiatedBy: args.initiatedBy,
        reason: args.reason,
        waiveLateFee: args.waiveLateFee ?? false,
        studentId: args.studentId == null ? null : String(args.studentId),
      }),
  }),
);

const pickupInputFields = (t: PothosInputFieldBuilder) => ({
  meetingPointId: t.id({ required: false }),
  pickupLocation: t.string({ required: false, description: 'Home pickup address.' }),
  pickupLatitude: t.float({ required: false }),
  pickupLongitude: t.float({ required: false }),
  pickupZip: t.string({ required: false, description: 'A home pickup placed at its ZIP.' }),
});
type PothosInputFieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

const lessonFields = (t: PothosInputFieldBuilder) => ({
  instructorId: t.id({ required: true }),
  lessonTypeId: t.id({ required: true }),
  startTime: t.field({ type: 'DateTime', required: true }),
  studentIds: t.idList({ required: true, description: 'One, or two for a shared type.' }),
  ...pickupInputFields(t),
  pickupDetails: t.string({ required: false }),
  comments: t.string({ required: false }),
  isShareable: t.boolean({ required: false }),
  isObserverAllowed: t.boolean({ required: false }),
  priceCents: t.int({ required: false }),
});

const ScheduleLessonInput = builder.inputType('ScheduleLessonInput', {
  fields: (t) => ({ idempotencyKey: t.string({ required: true }), ...lessonFields(t) }),
});
const LessonToSchedule = builder.inputType('LessonToSchedule', { fields: lessonFields });
const ScheduleMultipleLessonsInput = builder.inputType('ScheduleMultipleLessonsInput', {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true }),
    lessons: t.field({ type: [LessonToSchedule], required: true }),
  }),
});
const AttendanceInput = builder.inputType('LessonAttendanceInput', {
  fields: (t) => ({
    studentId: t.id({ required: true }),
    attendance: t.field({ type: AttendanceEnum, required: true }),
  }),
});
const UpdateLessonInput = builder.inputType('UpdateLessonInput', {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true }),
    lessonId: t.id({ required: true }),
    startTime: t.field({ type: 'DateTime', required: false }),
    durationMinutes: t.int({ required: false }),
    instructorId: t.id({ required: false }),
    ...pickupInputFields(t),
    actualDurationMinutes: t.int({ required: false }),
    actualDurationNote: t.string({ required: false }),
    comments: t.string({ required: false }),
    isShareable: t.boolean({ required: false }),
    isObserverAllowed: t.boolean({ required: false }),
    requestedBy: t.field({
      type: MoveRequesterEnum,
      required: false,
      description:
        'A move (start, instructor or place): who asked for it; School unless given. The student asking inside the late window pays by the cancellation policy.',
    }),
    requestingStudentId: t.id({
      required: false,
      description: 'A shared lesson moved at a student’s request: the student who asked.',
    }),
    waiveLateFee: t.boolean({
      required: false,
      description: 'Waive the late penalty of a move the student asked for (lessons.waiveLateFee).',
    }),
    attendance: t.field({ type: [AttendanceInput], required: false }),
  }),
});
const CancelLessonInput = builder.inputType('CancelLessonInput', {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true }),
    lessonId: t.id({ required: true }),
    reason: t.field({ type: ReasonEnum, required: true }),
    initiatedBy: t.field({ type: InitiatorEnum, required: true }),
    note: t.string({ required: false }),
    waiveLateFee: t.boolean({ required: false }),
    studentId: t.id({ required: false, description: "Only this student's place." }),
  }),
});
const RemoveStudentInput = builder.inputType('RemoveStudentFromLessonInput', {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true }),
    lessonId: t.id({ required: true }),
    studentId: t.id({ required: true }),
  }),
});

/** GraphQL ids arrive as string | number; the service validates them as uuids. */
const str = (value: string | number | null | undefined) => (value == null ? value : String(value));
const lessonArgs = (input: {
  [key: string]: unknown;
  studentIds: readonly (string | number)[];
}) => ({
  ...input,
  instructorId: str(input['instructorId'] as string),
  lessonTypeId: str(input['lessonTypeId'] as string),
  meetingPointId: str(input['meetingPointId'] as string | null),
  studentIds: input.studentIds.map(String),
  pickupDetails: (input['pickupDetails'] as string | null) ?? undefined,
  comments: (input['comments'] as string | null) ?? undefined,
  isObserverAllowed: (input['isObserverAllowed'] as boolean | null) ?? undefined,
});

builder.mutationField('scheduleLesson', (t) =>
  t.field({
    type: LessonRef,
    description:
      'Books a lesson and takes its minutes from each student’s ledger. Audited (LessonSlotsV2).',
    authScopes: { permission: 'lessons.write' },
    args: { input: t.arg({ type: ScheduleLessonInput, required: true }) },
    resolve: (_root, { input }, context) =>
      scheduleLesson(context.platform, viewerOf(context), lessonArgs(input) as never),
  }),
);

builder.mutationField('scheduleMultipleLessons', (t) =>
  t.field({
    type: [LessonRef],
    description: 'Books several lessons: all of them or none.',
    authScopes: { permission: 'lessons.write' },
    args: { input: t.arg({ type: ScheduleMultipleLessonsInput, required: true }) },
    resolve: (_root, { input }, context) =>
      scheduleMultipleLessons(context.platform, viewerOf(context), {
        idempotencyKey: input.idempotencyKey,
        lessons: input.lessons.map((lesson) => lessonArgs(lesson) as never),
      }),
  }),
);

builder.mutationField('updateLesson', (t) =>
  t.field({
    type: LessonRef,
    description:
      'Changes or moves a lesson: a new start, instructor or place is checked like a booking, follows the move policy and emails the students and instructors; a new length moves the difference of minutes. An Instructor records only attendance, actual duration and comments of their own lessons.',
    authScopes: { permission: 'lessons.record' },
    args: { input: t.arg({ type: UpdateLessonInput, required: true }) },
    resolve: (_root, { input }, context) =>
      updateLesson(context.platform, viewerOf(context), {
        ...input,
        lessonId: String(input.lessonId),
        instructorId: str(input.instructorId),
        meetingPointId: str(input.meetingPointId),
        requestingStudentId: str(input.requestingStudentId),
        attendance: input.attendance?.map((mark) => ({
          studentId: String(mark.studentId),
          attendance: mark.attendance,
        })),
      }),
  }),
);

builder.mutationField('cancelLesson', (t) =>
  t.field({
    type: LessonRef,
    description:
      'Cancels a lesson (or one student’s place): returns or forfeits the minutes by the cancellation policy and writes the cancel log.',
    authScopes: { permission: 'lessons.write' },
    args: { input: t.arg({ type: CancelLessonInput, required: true }) },
    resolve: (_root, { input }, context) =>
      cancelLesson(context.platform, viewerOf(context), {
        ...input,
        lessonId: String(input.lessonId),
        studentId: str(input.studentId),
        note: input.note ?? undefined,
        waiveLateFee: input.waiveLateFee ?? undefined,
      }),
  }),
);

builder.mutationField('removeStudentFromLesson', (t) =>
  t.field({
    type: LessonRef,
    description: 'Takes a student out of a shared lesson and gives their minutes back.',
    authScopes: { permission: 'lessons.write' },
    args: { input: t.arg({ type: RemoveStudentInput, required: true }) },
    resolve: (_root, { input }, context) =>
      removeStudentFromLesson(context.platform, viewerOf(context), {
        idempotencyKey: input.idempotencyKey,
        lessonId: String(input.lessonId),
        studentId: String(input.studentId),
      }),
  }),
);
