// GraphQL of online-course enrolments and seat time (SPEC §3 "Online course enrolment", §7):
// `studentOnlineCourse`, `studentOnlineCourses`, `enrollStudentToOnlineCourse`,
// `unenrollStudentFromOnlineCourse`, `migrateStudentOnlineCourse`, `recordCourseTimerEvent` and
// `patchSeatTime`. Lecture progress and tests are added to this type by modules/course-progress.
import type { DaySeatTime } from '../../../domain/seat-time/daily-seat-time.ts';
import { TIMER_EVENT_KINDS } from '../../../domain/seat-time/timer-event.ts';
import { builder } from '../../graphql/builder.ts';
import { viewerOf } from '../students/viewer-of.ts';
import type { OnlineEnrollmentView } from './enrollment-view.ts';
import {
  enrollStudent,
  listStudentEnrollments,
  migrateStudent,
  readEnrollment,
  unenrollStudent,
} from './online-enrollments.service.ts';
import { ENROLLMENT_STATUSES, type SeatTimePatchRow } from './online-enrollments.tables.ts';
import { patchSeatTime, recordTimerEvent, type TimerEventAnswer } from './seat-time.service.ts';

const EnrollmentStatus = builder.enumType('OnlineEnrollmentStatus', {
  values: ENROLLMENT_STATUSES,
});
const TimerEventKind = builder.enumType('CourseTimerEventKind', { values: TIMER_EVENT_KINDS });

const SeatTimeDay = builder.objectRef<DaySeatTime>('SeatTimeDay').implement({
  description: 'Seat time of one local day in the course’s time zone, in seconds.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD in the course’s time zone.' }),
    rawSeconds: t.exposeInt('rawSeconds', { description: 'Measured by the course timer.' }),
    patchSeconds: t.exposeInt('patchSeconds', { description: 'Sum of staff patches.' }),
    adjustedSeconds: t.exposeInt('adjustedSeconds', { description: 'max(0, raw + patches).' }),
    creditedSeconds: t.exposeInt('creditedSeconds', {
      description: 'What counts: adjusted, at most the daily cap.',
    }),
    capReached: t.exposeBoolean('capReached'),
  }),
});

const SeatTimePatch = builder.objectRef<SeatTimePatchRow>('SeatTimePatch').implement({
  description: 'A staff correction of one day’s seat time.',
  fields: (t) => ({
    id: t.exposeID('id'),
    day: t.exposeString('day'),
    seconds: t.exposeInt('seconds'),
    reason: t.exposeString('reason'),
    createdBy: t.exposeString('createdByName'),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
  }),
});

export const OnlineCourseEnrollment = builder
  .objectRef<OnlineEnrollmentView>('OnlineCourseEnrollment')
  .implement({
    description: 'A student’s enrolment in an online course, with credited seat time.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.string({ description: 'The course name.', resolve: (row) => row.course.name }),
      enrolled: t.boolean({
        description: 'Whether the enrolment is live.',
        resolve: (row) => row.status === 'Enrolled',
      }),
      status: t.field({ type: EnrollmentStatus, resolve: (row) => row.status }),
      studentId: t.exposeID('studentId'),
      courseId: t.exposeID('courseId'),
      courseState: t.string({ resolve: (row) => row.course.state }),
      courseCategory: t.string({ resolve: (row) => row.course.category }),
      enrolledAt: t.field({ type: 'DateTime', resolve: (row) => row.enrolledAt }),
      endedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.endedAt }),
      migratedFromId: t.exposeID('migratedFromId', {
        nullable: true,
        description: 'The enrolment whose seat time carried over into this one.',
      }),
      timeZone: t.exposeString('timeZone', { description: 'Where the course’s days begin.' }),
      requiredSeconds: t.int({ resolve: (row) => row.course.requiredSeconds }),
      dailyCapSeconds: t.int({ nullable: true, resolve: (row) => row.course.dailyCapSeconds }),
      minDays: t.int({ nullable: true, resolve: (row) => row.course.minDays }),
      creditedSeconds: t.exposeInt('creditedSeconds'),
      creditedDays: t.exposeInt('creditedDays', {
        description: 'Local days with credited time.',
      }),
      seatTimeComplete: t.exposeBoolean('seatTimeComplete', {
        description: 'Credited time and days meet the course rule (lectures and tests aside).',
      }),
      earliestCompletionDate: t.string({
        nullable: true,
        description:
          'The first local day seat time can be complete, studying every day from today; null when complete or ended.',
        resolve: (row) => row.earliestCompletionDay,
      }),
      days: t.field({ type: [SeatTimeDay], resolve: (row) => row.days }),
      patches: t.field({ type: [SeatTimePatch], resolve: (row) => row.patches }),
    }),
  });

builder.queryField('studentOnlineCourse', (t) =>
  t.field({
    type: OnlineCourseEnrollment,
    description: 'One online-course enrolment with its seat time per day.',
    authScopes: { permission: 'onlineCourses.readEnrollment' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      readEnrollment(context.platform.db.db, viewerOf(context), String(args.id)),
  }),
);

builder.queryField('studentOnlineCourses', (t) =>
  t.field({
    type: [OnlineCourseEnrollment],
    description: 'A student’s online-course enrolments, newest first.',
    authScopes: { permission: 'onlineCourses.read' },
    args: { studentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      listStudentEnrollments(context.platform.db.db, viewerOf(context), String(args.studentId)),
  }),
);

const EnrollInput = builder.inputType('EnrollStudentToOnlineCourseInput', {
  fields: (t) => ({
    studentId: t.id({ required: true }),
    courseId: t.id({ required: true }),
  }),
});

builder.mutationField('enrollStudentToOnlineCourse', (t) =>
  t.field({
    type: OnlineCourseEnrollment,
    description:
      'Enrols a student in a published online course; CONFLICT when already enrolled. Audited (OnlineEnrollments).',
    authScopes: { permission: 'onlineCourses.enroll' },
    args: { input: t.arg({ type: EnrollInput, required: true }) },
    resolve: (_root, { input }, context) =>
      enrollStudent(context.platform, viewerOf(context), {
        studentId: String(input.studentId),
        courseId: String(input.courseId),
      }),
  }),
);

builder.mutationField('unenrollStudentFromOnlineCourse', (t) =>
  t.field({
    type: OnlineCourseEnrollment,
    description:
      'Ends a live enrolment; its seat time stays on record. Audited (OnlineEnrollments).',
    authScopes: { permission: 'onlineCourses.enroll' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      unenrollStudent(context.platform, viewerOf(context), String(args.id)),
  }),
);

const MigrateInput = builder.inputType('MigrateStudentOnlineCourseInput', {
  fields: (t) => ({
    enrollmentId: t.id({ required: true }),
    courseId: t.id({ required: true, description: 'A published online course, same category.' }),
  }),
});

builder.mutationField('migrateStudentOnlineCourse', (t) =>
  t.field({
    type: OnlineCourseEnrollment,
    description:
      'Moves a live enrolment to another course of the same category, carrying its seat time; answers the new enrolment. Audited (OnlineEnrollments).',
    authScopes: { permission: 'onlineCourses.enroll' },
    args: { input: t.arg({ type: MigrateInput, required: true }) },
    resolve: (_root, { input }, context) =>
      migrateStudent(context.platform, viewerOf(context), {
        enrollmentId: String(input.enrollmentId),
        courseId: String(input.courseId),
      }),
  }),
);

const TimerEventInput = builder.inputType('CourseTimerEventInput', {
  fields: (t) => ({
    enrollmentId: t.id({ required: true }),
    session: t.string({ required: true, description: 'The page (tab) sending the event.' }),
    kind: t.field({ type: TimerEventKind, required: true }),
    seq: t.int({ required: true, description: 'The page’s own event counter, increasing.' }),
    lectureId: t.id({
      required: false,
      description:
        'The lecture the page shows: its time counts towards the lecture’s minimum. A start or resume naming a locked lecture is refused.',
    }),
  }),
});

const TimerEventResult = builder.objectRef<TimerEventAnswer>('CourseTimerEventResult').implement({
  fields: (t) => ({
    accepted: t.exposeBoolean('accepted', {
      description: 'False for a heartbeat sent too soon or an enrolment that has ended.',
    }),
    receivedAt: t.field({ type: 'DateTime', resolve: (row) => row.receivedAt }),
  }),
});

builder.mutationField('recordCourseTimerEvent', (t) =>
  t.field({
    type: TimerEventResult,
    description:
      'The course timer of your own enrolment: start, heartbeat (every 30 s), pause, hidden, resume, end. The server stamps the time.',
    authScopes: { permission: 'onlineCourses.timer' },
    args: { input: t.arg({ type: TimerEventInput, required: true }) },
    resolve: (_root, { input }, context) =>
      recordTimerEvent(context.platform, viewerOf(context), {
        enrollmentId: String(input.enrollmentId),
        session: input.session,
        kind: input.kind,
        seq: input.seq,
        lectureId: input.lectureId ? String(input.lectureId) : null,
      }),
  }),
);

const PatchInput = builder.inputType('PatchSeatTimeInput', {
  fields: (t) => ({
    enrollmentId: t.id({ required: true }),
    day: t.string({ required: true, description: 'YYYY-MM-DD in the course’s time zone.' }),
    seconds: t.int({ required: true, description: 'Signed, not zero.' }),
    reason: t.string({ required: true }),
  }),
});

builder.mutationField('patchSeatTime', (t) =>
  t.field({
    type: OnlineCourseEnrollment,
    description:
      'Adds or removes seat time on one day with a reason; the daily cap still applies. Audited (OnlineEnrollments).',
    authScopes: { permission: 'seatTime.patch' },
    args: { input: t.arg({ type: PatchInput, required: true }) },
    resolve: (_root, { input }, context) =>
      patchSeatTime(context.platform, viewerOf(context), {
        enrollmentId: String(input.enrollmentId),
        day: input.day,
        seconds: input.seconds,
        reason: input.reason,
      }),
  }),
);
