// GraphQL of the course player (docs/course-player.md): the progress fields of
// OnlineCourseEnrollment (SPEC §3: currentLecture, percentComplete, percentTestsPassed, lectures,
// tests with numCorrect and totalQuestions), and the student's `markLectureRead` and
// `submitLectureQuiz`. Answers and explanations appear only in a graded attempt, never before.
import type { LectureState } from '../../../domain/course-progress/lecture-states.ts';
import { builder } from '../../graphql/builder.ts';
import type { Executor } from '../../db/client.ts';
import type { OnlineEnrollmentView } from '../online-enrollments/enrollment-view.ts';
import { QuizFeedbackEnum } from '../courses/courses.graphql.ts';
import { OnlineCourseEnrollment } from '../online-enrollments/online-enrollments.graphql.ts';
import { readEnrollment } from '../online-enrollments/online-enrollments.service.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { markLectureRead, submitLectureQuiz, type QuizResult } from './course-progress.service.ts';
import type { AttemptAnswer } from './course-progress.tables.ts';
import {
  courseProgress,
  type CourseProgressView,
  type LectureProgressView,
  type QuizTest,
} from './progress-view.ts';

// One computation per enrolment object and request, however many progress fields are selected.
const computed = new WeakMap<OnlineEnrollmentView, Promise<CourseProgressView>>();
function progressOf(db: Executor, row: OnlineEnrollmentView): Promise<CourseProgressView> {
  let found = computed.get(row);
  if (!found) {
    found = courseProgress(db, row.id, row.courseId);
    computed.set(row, found);
  }
  return found;
}

const LectureStateEnum = builder.enumType('OnlineCourseLectureState', {
  values: ['locked', 'open', 'completed'] satisfies LectureState[],
});

const OnlineCourseLecture = builder
  .objectRef<LectureProgressView>('OnlineCourseLecture')
  .implement({
    description: 'A lecture of an enrolment’s course and where the student stands with it.',
    fields: (t) => ({
      id: t.id({ resolve: (row) => row.lecture.id }),
      title: t.string({ resolve: (row) => row.lecture.title }),
      position: t.int({ resolve: (row) => row.lecture.position }),
      minimumSeconds: t.int({ nullable: true, resolve: (row) => row.lecture.minimumSeconds }),
      state: t.field({
        type: LectureStateEnum,
        description: 'locked until every lecture before it is completed.',
        resolve: (row) => row.state,
      }),
      readAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.readAt }),
      completedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'Read and every quiz in it passed.',
        resolve: (row) => row.completedAt,
      }),
      quizPartIds: t.idList({ resolve: (row) => row.quizPartIds }),
      studiedSeconds: t.int({
        description:
          'Seconds studied on this lecture, from the timer events naming it, as far as each day’s cap.',
        resolve: (row) => row.studiedSeconds,
      }),
      enforcedMinimumSeconds: t.int({
        nullable: true,
        description:
          'The minimum that must be studied before the lecture is completed and the next opens; null when the course does not time its lectures or the lecture has none.',
        resolve: (row) => row.enforcedMinimumSeconds,
      }),
      remainingSeconds: t.int({
        description: 'Seconds still to study on this lecture (0 once its minimum is met).',
        resolve: (row) => row.remainingSeconds,
      }),
    }),
  });

const OnlineCourseTest = builder.objectRef<QuizTest>('OnlineCourseTest').implement({
  description: 'A lecture quiz of the course and the student’s standing: the best attempt counts.',
  fields: (t) => ({
    partId: t.exposeID('partId'),
    lectureId: t.exposeID('lectureId'),
    lectureTitle: t.exposeString('lectureTitle'),
    number: t.exposeInt('number', { description: 'Its place among the course’s quizzes, from 1.' }),
    numCorrect: t.exposeInt('numCorrect', { description: 'Of the best attempt; 0 before any.' }),
    totalQuestions: t.exposeInt('totalQuestions'),
    passed: t.exposeBoolean('passed', { description: 'Some attempt reached quizPassPercent.' }),
    attempts: t.exposeInt('attempts'),
    passedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (row) => (row.passedAt === null ? null : new Date(row.passedAt)),
    }),
    lastAttemptedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (row) => (row.lastAttemptedAt === null ? null : new Date(row.lastAttemptedAt)),
    }),
  }),
});

builder.objectFields(OnlineCourseEnrollment, (t) => ({
  lectures: t.field({
    type: [OnlineCourseLecture],
    resolve: async (row, _args, context) =>
      (await progressOf(context.platform.db.db, row)).lectures,
  }),
  currentLecture: t.field({
    type: OnlineCourseLecture,
    nullable: true,
    description:
      'The first lecture not completed (the last one once all are); null without lectures.',
    resolve: async (row, _args, context) => {
      const progress = await progressOf(context.platform.db.db, row);
      return (
        progress.lectures.find((item) => item.lecture.id === progress.currentLectureId) ?? null
      );
    },
  }),
  percentComplete: t.int({
    description: 'Completed lectures of all lectures, in whole percent rounded down.',
    resolve: async (row, _args, context) =>
      (await progressOf(context.platform.db.db, row)).percentComplete,
  }),
  percentTestsPassed: t.int({
    description: 'Passed quizzes of all quizzes, in whole percent rounded down.',
    resolve: async (row, _args, context) =>
      (await progressOf(context.platform.db.db, row)).percentTestsPassed,
  }),
  tests: t.field({
    type: [OnlineCourseTest],
    resolve: async (row, _args, context) => (await progressOf(context.platform.db.db, row)).tests,
  }),
  quizPassPercent: t.int({ resolve: (row) => row.course.quizPassPercent }),
  quizFeedback: t.field({
    type: QuizFeedbackEnum,
    description: 'What a graded lesson quiz of the course shows.',
    resolve: (row) => row.course.quizFeedback,
  }),
  quizRetryWaitSeconds: t.int({
    nullable: true,
    resolve: (row) => row.course.quizRetryWaitSeconds,
  }),
  completed: t.boolean({
    description: 'Every lecture, every quiz and the seat time were complete (recorded once).',
    resolve: (row) => row.completedAt !== null,
  }),
  completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.completedAt }),
  certificateId: t.exposeID('certificateId', {
    nullable: true,
    description: 'The certificate issued automatically on completion.',
  }),
}));

const MarkReadInput = builder.inputType('MarkLectureReadInput', {
  fields: (t) => ({
    enrollmentId: t.id({ required: true }),
    lectureId: t.id({ required: true }),
  }),
});

builder.mutationField('markLectureRead', (t) =>
  t.field({
    type: OnlineCourseEnrollment,
    description:
      'Marks an open lecture of your own live enrolment read; it is completed once its quizzes are passed too.',
    authScopes: { permission: 'coursePlayer.study' },
    args: { input: t.arg({ type: MarkReadInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = viewerOf(context);
      const id = await markLectureRead(context.platform, viewer, {
        enrollmentId: String(input.enrollmentId),
        lectureId: String(input.lectureId),
      });
      return readEnrollment(context.platform.db.db, viewer, id);
    },
  }),
);

const QuizAnswerInput = builder.inputType('LectureQuizAnswerInput', {
  fields: (t) => ({
    questionId: t.id({ required: true }),
    choiceIndex: t.int({ required: true, description: 'From 0, in the order shown.' }),
  }),
});

const SubmitQuizInput = builder.inputType('SubmitLectureQuizInput', {
  fields: (t) => ({
    enrollmentId: t.id({ required: true }),
    partId: t.id({ required: true, description: 'The quiz part of the lecture.' }),
    answers: t.field({ type: [QuizAnswerInput], required: true }),
  }),
});

const GradedAnswer = builder.objectRef<AttemptAnswer>('LectureQuizGradedAnswer').implement({
  description: 'One question of a graded attempt, with the right answer and why.',
  fields: (t) => ({
    questionId: t.exposeID('questionId'),
    prompt: t.exposeString('prompt'),
    choices: t.exposeStringList('choices'),
    choiceIndex: t.exposeInt('choiceIndex', { nullable: true }),
    correctIndex: t.exposeInt('correctIndex'),
    correct: t.exposeBoolean('correct'),
    explanation: t.exposeString('explanation'),
  }),
});

const QuizResultRef = builder.objectRef<QuizResult>('LectureQuizResult').implement({
  description: 'A graded lecture-quiz attempt and the enrolment after it.',
  fields: (t) => ({
    id: t.id({ resolve: (row) => row.attempt.id }),
    numCorrect: t.int({ resolve: (row) => row.attempt.numCorrect }),
    totalQuestions: t.int({ resolve: (row) => row.attempt.totalQuestions }),
    passPercent: t.int({ resolve: (row) => row.attempt.passPercent }),
    passed: t.boolean({ resolve: (row) => row.attempt.passed }),
    attemptedAt: t.field({ type: 'DateTime', resolve: (row) => row.attempt.attemptedAt }),
    answersShown: t.boolean({
      description:
        'Whether the course’s quiz feedback lets this attempt show the right answers; when false, `answers` is empty and only the score is told.',
      resolve: (row) => row.answersShown,
    }),
    answers: t.field({
      type: [GradedAnswer],
      description:
        'Each question with the right answer and why, only when answersShown (docs/course-player.md).',
      resolve: (row) => (row.answersShown ? row.attempt.answers : []),
    }),
    enrollment: t.field({
      type: OnlineCourseEnrollment,
      resolve: (row, _args, context) =>
        readEnrollment(context.platform.db.db, viewerOf(context), row.enrollmentId),
    }),
  }),
});

builder.mutationField('submitLectureQuiz', (t) =>
  t.field({
    type: QuizResultRef,
    description:
      'Submits answers to every question of a quiz in an open lecture of your own live enrolment; graded on the server against the course’s quizPassPercent. Retries are unlimited, after the course’s quizRetryWaitSeconds when it sets one; the right answers come back only as the course’s quizFeedback allows.',
    authScopes: { permission: 'coursePlayer.study' },
    args: { input: t.arg({ type: SubmitQuizInput, required: true }) },
    resolve: (_root, { input }, context) =>
      submitLectureQuiz(context.platform, viewerOf(context), {
        enrollmentId: String(input.enrollmentId),
        partId: String(input.partId),
        answers: input.answers.map((answer) => ({
          questionId: String(answer.questionId),
          choiceIndex: answer.choiceIndex,
        })),
      }),
  }),
);
