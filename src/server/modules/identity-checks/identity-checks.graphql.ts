// GraphQL of identity validation (docs/seat-time.md "Identity validation"). Staff: the school's
// question list (`identityQuestions`, read with backOffice.read; changed with courses.write) and
// each course's rule. Students (coursePlayer.study, own live enrolment): `submitIdentityAnswers`
// at the first open, `identityChallenge(enrollmentId)` and `answerIdentityChallenge`. No type has
// a field for an answer or its hash: what a student gave never leaves the server.
import {
  defaultIdentityCheckRule,
  type IdentityCheckDefault,
} from '../../../domain/identity-checks/identity-check-rule.ts';
import {
  CHALLENGE_RESULT_LABELS,
  CHALLENGE_RESULTS,
} from '../../../domain/identity-checks/identity-standing.ts';
import { builder } from '../../graphql/builder.ts';
import { Course } from '../courses/courses.graphql.ts';
import { OnlineCourseEnrollment } from '../online-enrollments/online-enrollments.graphql.ts';
import { readEnrollment } from '../online-enrollments/online-enrollments.service.ts';
import { holdsStudentAs } from '../students/students.service.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { identityChecksRepository } from './identity-checks.repository.ts';
import {
  answerIdentityChallenge,
  isStudentThemself,
  createIdentityQuestion,
  identityChallenge,
  identityCheckView,
  retireIdentityQuestion,
  submitIdentityAnswers,
  updateIdentityCheckRule,
  updateIdentityQuestion,
  type ChallengeAnswer,
  type IdentityCheckView,
} from './identity-checks.service.ts';
import type { IdentityChallengeRow, IdentityQuestionRow } from './identity-checks.tables.ts';

const ResultEnum = builder.enumType('IdentityChallengeResult', {
  description: 'How an identity question was settled: right, or a miss (wrong, not in time).',
  values: CHALLENGE_RESULTS,
});

const IdentityQuestion = builder.objectRef<IdentityQuestionRow>('IdentityQuestion').implement({
  description: 'One of the school’s personal questions (the question only, never an answer).',
  fields: (t) => ({
    id: t.exposeID('id'),
    prompt: t.exposeString('prompt'),
    position: t.exposeInt('position'),
  }),
});

builder.queryField('identityQuestions', (t) =>
  t.field({
    type: [IdentityQuestion],
    description: 'The school’s personal questions that new enrolments answer, in order.',
    authScopes: { permission: 'backOffice.read' },
    resolve: (_root, _args, context) =>
      identityChecksRepository.activeQuestions(context.platform.db.db),
  }),
);

const QuestionInput = builder.inputType('IdentityQuestionInput', {
  fields: (t) => ({
    prompt: t.string({ required: true, description: '5 to 200 characters.' }),
  }),
});

builder.mutationField('createIdentityQuestion', (t) =>
  t.field({
    type: IdentityQuestion,
    description: 'Adds a personal question at the end of the school’s list (audited).',
    authScopes: { permission: 'courses.write' },
    args: { input: t.arg({ type: QuestionInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createIdentityQuestion(context.platform, viewerOf(context), input),
  }),
);

builder.mutationField('updateIdentityQuestion', (t) =>
  t.field({
    type: IdentityQuestion,
    description:
      'Rewords a personal question (audited); answers already given keep counting for it.',
    authScopes: { permission: 'courses.write' },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: QuestionInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      updateIdentityQuestion(context.platform, viewerOf(context), String(id), input),
  }),
);

builder.mutationField('retireIdentityQuestion', (t) =>
  t.field({
    type: IdentityQuestion,
    description:
      'Takes a personal question off the list (audited): new enrolments no longer answer it; enrolments that did may still be asked it.',
    authScopes: { permission: 'courses.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      retireIdentityQuestion(context.platform, viewerOf(context), String(id)),
  }),
);

// --- The course's rule ---

const ruleHelp = {
  identityCheckMinSeconds: 'Least wait between two identity questions; null: the course asks none.',
  identityCheckMaxSeconds: 'Greatest wait; each wait is drawn at random between the two.',
  identityAnswerSeconds: 'Time to answer a question once asked.',
  identityMaxMisses: 'Misses (wrong or late answers) that fail the enrolment.',
};

const IdentityCheckDefaultRef = builder
  .objectRef<IdentityCheckDefault>('IdentityCheckDefault')
  .implement({
    description:
      'The identity-check rule a course of this state and category starts from, and why.',
    fields: (t) => ({
      identityCheckMinSeconds: t.int({
        nullable: true,
        resolve: (row) => row.rule.identityCheckMinSeconds,
      }),
      identityCheckMaxSeconds: t.int({
        nullable: true,
        resolve: (row) => row.rule.identityCheckMaxSeconds,
      }),
      identityAnswerSeconds: t.int({ resolve: (row) => row.rule.identityAnswerSeconds }),
      identityMaxMisses: t.int({ resolve: (row) => row.rule.identityMaxMisses }),
      source: t.string({ resolve: (row) => row.source }),
    }),
  });

builder.objectFields(Course, (t) => ({
  identityCheckMinSeconds: t.exposeInt('identityCheckMinSeconds', {
    nullable: true,
    description: ruleHelp.identityCheckMinSeconds,
  }),
  identityCheckMaxSeconds: t.exposeInt('identityCheckMaxSeconds', {
    nullable: true,
    description: ruleHelp.identityCheckMaxSeconds,
  }),
  identityAnswerSeconds: t.exposeInt('identityAnswerSeconds', {
    description: ruleHelp.identityAnswerSeconds,
  }),
  identityMaxMisses: t.exposeInt('identityMaxMisses', { description: ruleHelp.identityMaxMisses }),
  identityCheckDefault: t.field({
    type: IdentityCheckDefaultRef,
    description: 'The state’s default identity-check rule for this course, with its source.',
    resolve: (row) => defaultIdentityCheckRule(row.state, row.category),
  }),
}));

const RuleInput = builder.inputType('IdentityCheckRuleInput', {
  description: 'Only the fields given change; null for both waits: the course asks no questions.',
  fields: (t) => ({
    identityCheckMinSeconds: t.int({
      required: false,
      description: ruleHelp.identityCheckMinSeconds,
    }),
    identityCheckMaxSeconds: t.int({
      required: false,
      description: ruleHelp.identityCheckMaxSeconds,
    }),
    identityAnswerSeconds: t.int({ required: false, description: ruleHelp.identityAnswerSeconds }),
    identityMaxMisses: t.int({ required: false, description: ruleHelp.identityMaxMisses }),
  }),
});

/** Keeps "not given" (undefined) apart from "cleared" (null). */
const given = <T>(input: object, key: string, value: T) => (key in input ? value : undefined);

builder.mutationField('updateCourseIdentityCheckRule', (t) =>
  t.field({
    type: Course,
    description: 'Changes a course’s identity-check rule (audited on the course).',
    authScopes: { permission: 'courses.write' },
    args: {
      courseId: t.arg.id({ required: true }),
      input: t.arg({ type: RuleInput, required: true }),
    },
    resolve: (_root, { courseId, input }, context) =>
      updateIdentityCheckRule(context.platform, viewerOf(context), String(courseId), {
        identityCheckMinSeconds: given(
          input,
          'identityCheckMinSeconds',
          input.identityCheckMinSeconds ?? null,
        ),
        identityCheckMaxSeconds: given(
          input,
          'identityCheckMaxSeconds',
          input.identityCheckMaxSeconds ?? null,
        ),
        identityAnswerSeconds: input.identityAnswerSeconds ?? undefined,
        identityMaxMisses: input.identityMaxMisses ?? undefined,
      }),
  }),
);

// --- The enrolment's side ---

const IdentityCheck = builder.objectRef<IdentityCheckView>('IdentityCheck').implement({
  description:
    'The identity checks of an enrolment: whether the course asks them, the questions still to answer, and how many were asked and missed. Never an answer.',
  fields: (t) => ({
    asksQuestions: t.exposeBoolean('asksQuestions'),
    answered: t.exposeBoolean('answered', {
      description: 'The student gave the answers to the personal questions.',
    }),
    questionsToAnswer: t.field({
      type: [IdentityQuestion],
      description: 'What the student answers before studying; empty once answered.',
      resolve: (row) => row.questionsToAnswer,
    }),
    asked: t.int({ resolve: (row) => row.standing.asked }),
    passed: t.int({ resolve: (row) => row.standing.passed }),
    missed: t.int({ resolve: (row) => row.standing.missed }),
    missesLeft: t.int({ resolve: (row) => row.standing.missesLeft }),
    maxMisses: t.exposeInt('maxMisses'),
    answerSeconds: t.exposeInt('answerSeconds'),
  }),
});

builder.objectFields(OnlineCourseEnrollment, (t) => ({
  endedReason: t.string({
    nullable: true,
    description: 'Why the product ended the enrolment (e.g. too many identity questions missed).',
    resolve: (row) => row.endedReason,
  }),
  identityCheck: t.field({
    type: IdentityCheck,
    resolve: (row, _args, context) =>
      identityCheckView(context.platform.db.db, { enrollment: row, course: row.course }),
  }),
  studiedByYou: t.boolean({
    description:
      'Whether you are signed in as the enrolled student: only the student’s own sign-in gives the personal answers, answers identity questions and counts seat time; a parent’s account (and staff) only look.',
    resolve: async (row, _args, context) =>
      (await holdsStudentAs(context.platform.db.db, viewerOf(context), row.studentId)) ===
      'student',
  }),
}));

const IdentityChallenge = builder.objectRef<IdentityChallengeRow>('IdentityChallenge').implement({
  description: 'A personal question asked while studying, to answer before its time is over.',
  fields: (t) => ({
    id: t.exposeID('id'),
    prompt: t.exposeString('prompt'),
    askedAt: t.field({ type: 'DateTime', resolve: (row) => row.askedAt }),
    expiresAt: t.field({ type: 'DateTime', resolve: (row) => row.expiresAt }),
    secondsLeft: t.int({
      description: 'Seconds left to answer, by the server’s clock when it answered.',
      resolve: (row) => Math.max(0, Math.ceil((row.expiresAt.getTime() - Date.now()) / 1000)),
    }),
    answerableByYou: t.boolean({
      description:
        'Whether you may answer it: only the enrolled student’s own sign-in may; a parent’s account sees it and is refused.',
      resolve: (row, _args, context) =>
        isStudentThemself(context.platform.db.db, viewerOf(context), row.enrollmentId),
    }),
  }),
});

builder.queryField('identityChallenge', (t) =>
  t.field({
    type: IdentityChallenge,
    nullable: true,
    description:
      'The identity question your enrolment must answer now, or null. Asks one when the course rule’s random wait is over; while one waits the course timer does not run.',
    authScopes: { permission: 'coursePlayer.study' },
    args: { enrollmentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      identityChallenge(context.platform, viewerOf(context), String(args.enrollmentId)),
  }),
);

const AnswerInput = builder.inputType('IdentityAnswerInput', {
  fields: (t) => ({
    questionId: t.id({ required: true }),
    answer: t.string({ required: true, description: 'Case and spaces do not count.' }),
  }),
});

builder.mutationField('submitIdentityAnswers', (t) =>
  t.field({
    type: OnlineCourseEnrollment,
    description:
      'Your answers to every one of the school’s personal questions, once per enrolment; stored hashed, never shown again.',
    authScopes: { permission: 'coursePlayer.study' },
    args: {
      enrollmentId: t.arg.id({ required: true }),
      answers: t.arg({ type: [AnswerInput], required: true }),
    },
    resolve: async (_root, args, context) => {
      const viewer = viewerOf(context);
      const enrollmentId = String(args.enrollmentId);
      await submitIdentityAnswers(
        context.platform,
        viewer,
        enrollmentId,
        args.answers.map((row) => ({ questionId: String(row.questionId), answer: row.answer })),
      );
      return readEnrollment(context.platform.db.db, viewer, enrollmentId);
    },
  }),
);

const ChallengeAnswerRef = builder.objectRef<ChallengeAnswer>('IdentityChallengeAnswer').implement({
  description: 'How an identity question was settled; never the right answer.',
  fields: (t) => ({
    result: t.field({ type: ResultEnum, resolve: (row) => row.result }),
    resultLabel: t.string({ resolve: (row) => CHALLENGE_RESULT_LABELS[row.result] }),
    missesLeft: t.exposeInt('missesLeft', {
      description: 'Misses left before the enrolment fails.',
    }),
    enrollmentFailed: t.exposeBoolean('enrollmentFailed'),
  }),
});

builder.mutationField('answerIdentityChallenge', (t) =>
  t.field({
    type: ChallengeAnswerRef,
    description:
      'Answers the identity question asked; a wrong or late answer is a miss, and the course rule’s number of misses ends the enrolment.',
    authScopes: { permission: 'coursePlayer.study' },
    args: {
      challengeId: t.arg.id({ required: true }),
      answer: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) =>
      answerIdentityChallenge(
        context.platform,
        viewerOf(context),
        String(args.challengeId),
        args.answer,
      ),
  }),
);
