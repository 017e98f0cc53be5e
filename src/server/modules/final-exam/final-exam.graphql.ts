// GraphQL of the final exam (docs/seat-time.md "Final exam"). Staff: the rule fields of Course and
// its state's default, `finalExamQuestions(courseId)` with the right answers, and the rule and pool
// mutations (courses.write). Students: `finalExam` on their enrolment, `startFinalExam` and
// `submitFinalExam` (coursePlayer.study). The student's types have no answer field at all: the
// attempt shows prompts and shuffled choices, the result only counts.
import {
  defaultFinalExamRule,
  EXAM_AFTER_LAST_FAIL,
  EXAM_AFTER_LAST_FAIL_LABELS,
  EXAM_SECTION_LABELS,
  EXAM_SECTIONS,
  type ExamAfterLastFail,
  type FinalExamDefault,
} from '../../../domain/final-exam/final-exam-rule.ts';
import type { SectionScore } from '../../../domain/final-exam/grade-exam.ts';
import type { ExamStanding } from '../../../domain/final-exam/exam-standing.ts';
import { builder } from '../../graphql/builder.ts';
import { DeletedCourseContent } from '../lectures/course-content-common.graphql.ts';
import { Course } from '../courses/courses.graphql.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import { onlineEnrollmentsRepository } from '../online-enrollments/online-enrollments.repository.ts';
import { OnlineCourseEnrollment } from '../online-enrollments/online-enrollments.graphql.ts';
import { readEnrollment } from '../online-enrollments/online-enrollments.service.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { isUuid } from '../../db/is-uuid.ts';
import {
  createFinalExamQuestion,
  deleteFinalExamQuestion,
  updateFinalExamQuestion,
  updateFinalExamRule,
} from './final-exam-pool.service.ts';
import { finalExamRepository, type FinalExamAttemptRecord } from './final-exam.repository.ts';
import {
  examBlocker,
  standingOf,
  startFinalExam,
  submitFinalExam,
  type FinalExamResult,
} from './final-exam.service.ts';
import type { FinalExamAttemptRow, FinalExamQuestionRow } from './final-exam.tables.ts';

const SectionEnum = builder.enumType('FinalExamSection', {
  description: 'A part of the exam a state may score on its own.',
  values: EXAM_SECTIONS,
});
const AfterLastFailEnum = builder.enumType('FinalExamAfterLastFail', {
  description: 'What happens to the enrolment after the last failed attempt.',
  values: EXAM_AFTER_LAST_FAIL,
});

const ruleHelp = {
  examQuestionCount: 'Questions drawn for each attempt; null: the course has no final exam.',
  examPoolSize: 'Fewest questions the pool must hold before a student may start.',
  examPassPercent: 'Share right needed to pass: of each section when sections are scored.',
  examMaxAttempts: 'Attempts allowed in one run of the course; null: unlimited.',
};

const FinalExamDefaultRef = builder.objectRef<FinalExamDefault>('FinalExamDefault').implement({
  description: 'The final exam rule a course of this state and category starts from, and why.',
  fields: (t) => ({
    examQuestionCount: t.int({ nullable: true, resolve: (row) => row.rule.examQuestionCount }),
    examPoolSize: t.int({ resolve: (row) => row.rule.examPoolSize }),
    examPassPercent: t.int({ resolve: (row) => row.rule.examPassPercent }),
    examSectionsScored: t.boolean({ resolve: (row) => row.rule.examSectionsScored }),
    examMaxAttempts: t.int({ nullable: true, resolve: (row) => row.rule.examMaxAttempts }),
    examAfterLastFail: t.field({
      type: AfterLastFailEnum,
      resolve: (row) => row.rule.examAfterLastFail,
    }),
    source: t.string({ resolve: (row) => row.source }),
  }),
});

builder.objectFields(Course, (t) => ({
  examQuestionCount: t.exposeInt('examQuestionCount', {
    nullable: true,
    description: ruleHelp.examQuestionCount,
  }),
  examPoolSize: t.exposeInt('examPoolSize', { description: ruleHelp.examPoolSize }),
  examPassPercent: t.exposeInt('examPassPercent', { description: ruleHelp.examPassPercent }),
  examSectionsScored: t.exposeBoolean('examSectionsScored'),
  examMaxAttempts: t.exposeInt('examMaxAttempts', {
    nullable: true,
    description: ruleHelp.examMaxAttempts,
  }),
  examAfterLastFail: t.field({ type: AfterLastFailEnum, resolve: (row) => row.examAfterLastFail }),
  examAfterLastFailLabel: t.string({
    resolve: (row) => EXAM_AFTER_LAST_FAIL_LABELS[row.examAfterLastFail],
  }),
  finalExamDefault: t.field({
    type: FinalExamDefaultRef,
    description: 'The state’s default final exam rule for this course, with its source.',
    resolve: (row) => defaultFinalExamRule(row.state, row.category),
  }),
}));

const FinalExamQuestionRef = builder
  .objectRef<FinalExamQuestionRow>('FinalExamQuestion')
  .implement({
    description: 'A question of a course’s final exam pool, with its right answer (staff only).',
    fields: (t) => ({
      id: t.exposeID('id'),
      courseId: t.exposeID('courseId'),
      section: t.field({ type: SectionEnum, resolve: (row) => row.section }),
      sectionLabel: t.string({ resolve: (row) => EXAM_SECTION_LABELS[row.section] }),
      prompt: t.exposeString('prompt'),
      choices: t.exposeStringList('choices'),
      correctIndex: t.exposeInt('correctIndex', { description: 'Counted from 0.' }),
      position: t.exposeInt('position'),
    }),
  });

builder.queryField('finalExamQuestions', (t) =>
  t.field({
    type: [FinalExamQuestionRef],
    description: 'A course’s final exam question pool, in order, with the right answers.',
    authScopes: { permission: 'backOffice.read' },
    args: { courseId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = String(args.courseId);
      const db = context.platform.db.db;
      if (!isUuid(id) || !(await coursesRepository.findById(db, id))) return [];
      return finalExamRepository.poolOf(db, id);
    },
  }),
);

const RuleInput = builder.inputType('FinalExamRuleInput', {
  description: 'Only the fields given change; null clears examQuestionCount or examMaxAttempts.',
  fields: (t) => ({
    examQuestionCount: t.int({ required: false, description: ruleHelp.examQuestionCount }),
    examPoolSize: t.int({ required: false, description: ruleHelp.examPoolSize }),
    examPassPercent: t.int({ required: false, description: ruleHelp.examPassPercent }),
    examSectionsScored: t.boolean({ required: false }),
    examMaxAttempts: t.int({ required: false, description: ruleHelp.examMaxAttempts }),
    examAfterLastFail: t.field({ type: AfterLastFailEnum, required: false }),
  }),
});

/** Keeps "not given" (undefined) apart from "cleared" (null). */
const given = <T>(input: object, key: string, value: T) => (key in input ? value : undefined);

builder.mutationField('updateCourseFinalExamRule', (t) =>
  t.field({
    type: Course,
    description: 'Changes a course’s final exam rule (audited on the course).',
    authScopes: { permission: 'courses.write' },
    args: {
      courseId: t.arg.id({ required: true }),
      input: t.arg({ type: RuleInput, required: true }),
    },
    resolve: (_root, { courseId, input }, context) =>
      updateFinalExamRule(context.platform, viewerOf(context), String(courseId), {
        examQuestionCount: given(input, 'examQuestionCount', input.examQuestionCount ?? null),
        examPoolSize: input.examPoolSize ?? undefined,
        examPassPercent: input.examPassPercent ?? undefined,
        examSectionsScored: input.examSectionsScored ?? undefined,
        examMaxAttempts: given(input, 'examMaxAttempts', input.examMaxAttempts ?? null),
        examAfterLastFail: input.examAfterLastFail ?? undefined,
      }),
  }),
);

const questionHelp = {
  choices: 'The answers: 2 to 6, all different. Students see them shuffled.',
  correctIndex: 'Which choice is right, counted from 0.',
};

const CreateQuestionInput = builder.inputType('CreateFinalExamQuestionInput', {
  fields: (t) => ({
    section: t.field({ type: SectionEnum, required: true }),
    prompt: t.string({ required: true }),
    choices: t.stringList({ required: true, description: questionHelp.choices }),
    correctIndex: t.int({ required: true, description: questionHelp.correctIndex }),
  }),
});

const UpdateQuestionInput = builder.inputType('UpdateFinalExamQuestionInput', {
  description: 'Only the fields given change; the whole question is checked again.',
  fields: (t) => ({
    section: t.field({ type: SectionEnum, required: false }),
    prompt: t.string({ required: false }),
    choices: t.stringList({ required: false, description: questionHelp.choices }),
    correctIndex: t.int({ required: false, description: questionHelp.correctIndex }),
  }),
});

builder.mutationField('createFinalExamQuestion', (t) =>
  t.field({
    type: FinalExamQuestionRef,
    description: 'Adds a question at the end of a course’s final exam pool.',
    authScopes: { permission: 'courses.write' },
    args: {
      courseId: t.arg.id({ required: true }),
      input: t.arg({ type: CreateQuestionInput, required: true }),
    },
    resolve: (_root, { courseId, input }, context) =>
      createFinalExamQuestion(context.platform, viewerOf(context), String(courseId), input),
  }),
);

builder.mutationField('updateFinalExamQuestion', (t) =>
  t.field({
    type: FinalExamQuestionRef,
    description: 'Changes a final exam question; attempts already drawn keep their copy.',
    authScopes: { permission: 'courses.write' },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateQuestionInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      updateFinalExamQuestion(context.platform, viewerOf(context), String(id), {
        section: input.section ?? undefined,
        prompt: input.prompt ?? undefined,
        choices: input.choices ?? undefined,
        correctIndex: input.correctIndex ?? undefined,
      }),
  }),
);

builder.mutationField('deleteFinalExamQuestion', (t) =>
  t.field({
    type: DeletedCourseContent,
    description: 'Removes a question from the pool; attempts already drawn keep their copy.',
    authScopes: { permission: 'courses.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deleteFinalExamQuestion(context.platform, viewerOf(context), String(args.id)),
  }),
);

// ——— The student's side: nothing below carries a right answer. ———

const SectionScoreRef = builder.objectRef<SectionScore>('FinalExamSectionScore').implement({
  description: 'How many questions of one section were right.',
  fields: (t) => ({
    section: t.field({ type: SectionEnum, resolve: (row) => row.section }),
    label: t.string({ resolve: (row) => EXAM_SECTION_LABELS[row.section] }),
    numCorrect: t.exposeInt('numCorrect'),
    totalQuestions: t.exposeInt('totalQuestions'),
    passed: t.exposeBoolean('passed'),
  }),
});

const AttemptScoreRef = builder
  .objectRef<FinalExamAttemptRecord>('FinalExamAttemptScore')
  .implement({
    description: 'A final exam attempt: when and how it scored (counts only, no answers).',
    fields: (t) => ({
      id: t.exposeID('id'),
      number: t.exposeInt('number', { description: 'From 1 within the run of the course.' }),
      startedAt: t.field({ type: 'DateTime', resolve: (row) => row.startedAt }),
      submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.submittedAt }),
      numCorrect: t.exposeInt('numCorrect', { nullable: true }),
      totalQuestions: t.exposeInt('totalQuestions'),
      percent: t.exposeInt('percent', { nullable: true }),
      passPercent: t.exposeInt('passPercent'),
      sectionsScored: t.exposeBoolean('sectionsScored'),
      sections: t.field({ type: [SectionScoreRef], resolve: (row) => row.sections ?? [] }),
      passed: t.exposeBoolean('passed', { nullable: true }),
    }),
  });

interface AskedQuestion {
  number: number;
  section: FinalExamQuestionRow['section'];
  prompt: string;
  choices: string[];
}

const AskedQuestionRef = builder.objectRef<AskedQuestion>('FinalExamAskedQuestion').implement({
  description: 'A question as this attempt asks it: the choices in this attempt’s order.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'From 1; answers are sent in this order.' }),
    section: t.field({ type: SectionEnum, resolve: (row) => row.section }),
    sectionLabel: t.string({ resolve: (row) => EXAM_SECTION_LABELS[row.section] }),
    prompt: t.exposeString('prompt'),
    choices: t.exposeStringList('choices'),
  }),
});

const AttemptRef = builder.objectRef<FinalExamAttemptRow>('FinalExamAttempt').implement({
  description: 'An open final exam attempt: its questions, without answers.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    startedAt: t.field({ type: 'DateTime', resolve: (row) => row.startedAt }),
    passPercent: t.exposeInt('passPercent'),
    sectionsScored: t.exposeBoolean('sectionsScored'),
    questions: t.field({
      type: [AskedQuestionRef],
      resolve: (row) =>
        row.questions.map((question, index) => ({
          number: index + 1,
          section: question.section,
          prompt: question.prompt,
          choices: question.choices,
        })),
    }),
  }),
});

interface FinalExamStatus {
  standing: ExamStanding;
  attempts: FinalExamAttemptRecord[];
  blocker: string | null;
  openAttemptId: string | null;
  questionCount: number;
  passPercent: number;
  sectionsScored: boolean;
  maxAttempts: number | null;
  afterLastFail: ExamAfterLastFail;
  restartedAt: Date | null;
}

const StatusRef = builder.objectRef<FinalExamStatus>('FinalExamStatus').implement({
  description: 'Where the student stands with the course’s final exam in the current run.',
  fields: (t) => ({
    questionCount: t.exposeInt('questionCount'),
    passPercent: t.exposeInt('passPercent'),
    sectionsScored: t.exposeBoolean('sectionsScored'),
    maxAttempts: t.exposeInt('maxAttempts', { nullable: true }),
    afterLastFail: t.field({ type: AfterLastFailEnum, resolve: (row) => row.afterLastFail }),
    afterLastFailLabel: t.string({
      resolve: (row) => EXAM_AFTER_LAST_FAIL_LABELS[row.afterLastFail],
    }),
    attemptsUsed: t.int({ resolve: (row) => row.standing.attemptsUsed }),
    attemptsLeft: t.int({ nullable: true, resolve: (row) => row.standing.attemptsLeft }),
    passed: t.boolean({ resolve: (row) => row.standing.passed }),
    available: t.boolean({
      description: 'The student may start (or resume) an attempt now.',
      resolve: (row) => row.blocker === null || row.openAttemptId !== null,
    }),
    blockedBecause: t.string({
      nullable: true,
      description: 'Why the exam cannot be started yet, in words.',
      resolve: (row) => (row.openAttemptId ? null : row.blocker),
    }),
    openAttemptId: t.exposeID('openAttemptId', { nullable: true }),
    attempts: t.field({
      type: [AttemptScoreRef],
      description: 'Graded attempts of the current run, oldest first.',
      resolve: (row) => row.attempts.filter((attempt) => attempt.submittedAt !== null),
    }),
    restartedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the course last started over after the last failed attempt.',
      resolve: (row) => row.restartedAt,
    }),
  }),
});

builder.objectFields(OnlineCourseEnrollment, (t) => ({
  finalExam: t.field({
    type: StatusRef,
    nullable: true,
    description: 'The course’s final exam; null when the course has none.',
    resolve: async (row, _args, context) => {
      const { course } = row;
      if (course.examQuestionCount === null) return null;
      const db = context.platform.db.db;
      const found = await onlineEnrollmentsRepository.find(db, row.id);
      const [standing, attempts, open, blocker] = await Promise.all([
        standingOf(db, row, course),
        finalExamRepository.attemptRecords(db, row.id, row.restartedAt),
        finalExamRepository.openAttempt(db, row.id),
        examBlocker(db, found!, new Date()),
      ]);
      return {
        standing,
        attempts,
        blocker,
        openAttemptId: open?.id ?? null,
        questionCount: course.examQuestionCount,
        passPercent: course.examPassPercent,
        sectionsScored: course.examSectionsScored,
        maxAttempts: course.examMaxAttempts,
        afterLastFail: course.examAfterLastFail,
        restartedAt: row.restartedAt,
      };
    },
  }),
}));

builder.mutationField('startFinalExam', (t) =>
  t.field({
    type: AttemptRef,
    description:
      'Starts the final exam of your own live enrolment once every lecture, quiz and the seat time are complete: questions drawn from the pool in a new order with shuffled choices. An open attempt is returned as it is.',
    authScopes: { permission: 'coursePlayer.study' },
    args: { enrollmentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      startFinalExam(context.platform, viewerOf(context), String(args.enrollmentId)),
  }),
);

const ResultRef = builder.objectRef<FinalExamResult>('FinalExamResult').implement({
  description: 'A graded final exam attempt: the score per section, never the answers.',
  fields: (t) => ({
    attempt: t.field({ type: AttemptScoreRef, resolve: (row) => row.attempt }),
    passed: t.boolean({ resolve: (row) => row.attempt.passed === true }),
    attemptsLeft: t.int({ nullable: true, resolve: (row) => row.standing.attemptsLeft }),
    courseRestarted: t.boolean({
      description: 'This was the last attempt and the course starts over.',
      resolve: (row) => row.consequence === 'restartCourse',
    }),
    enrollmentEnded: t.boolean({
      description: 'This was the last attempt and the enrolment ended.',
      resolve: (row) => row.consequence === 'endEnrollment',
    }),
    enrollment: t.field({
      type: OnlineCourseEnrollment,
      resolve: (row, _args, context) =>
        readEnrollment(context.platform.db.db, viewerOf(context), row.attempt.enrollmentId),
    }),
  }),
});

builder.mutationField('submitFinalExam', (t) =>
  t.field({
    type: ResultRef,
    description:
      'Submits the answers of an open attempt (a choice index from 0 per question, in the order asked); graded on the server. After the last failed attempt the course’s rule applies.',
    authScopes: { permission: 'coursePlayer.study' },
    args: {
      attemptId: t.arg.id({ required: true }),
      answers: t.arg.intList({ required: true }),
    },
    resolve: (_root, args, context) =>
      submitFinalExam(context.platform, viewerOf(context), String(args.attemptId), args.answers),
  }),
);
