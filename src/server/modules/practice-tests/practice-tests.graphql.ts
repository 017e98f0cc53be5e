// GraphQL of the DMV practice test: public `practiceTestStates`, `practiceTest` and
// `gradePracticeTest` (answers are checked on the server, so a drawn test never carries them),
// and the staff's `practiceQuestions`, `createPracticeQuestion`, `updatePracticeQuestion` and
// `deactivatePracticeQuestion`.
import { CHANGES_PUBLIC_PAGES } from '../../graphql/public-page-changes.ts';
import { builder } from '../../graphql/builder.ts';
import { QUIZ_QUESTION_KINDS, type QuizQuestionRow } from './practice-tests.tables.ts';
import {
  createPracticeQuestion,
  drawPracticeTest,
  gradePracticeTest,
  listPracticeQuestions,
  practiceTestStates,
  updatePracticeQuestion,
  type GradedPracticeTest,
  type GradedQuestion,
  type PracticeQuestion as PracticeQuestionShape,
  type PracticeTest as PracticeTestShape,
} from './practice-tests.service.ts';

const QuizQuestionKindEnum = builder.enumType('QuizQuestionKind', {
  description: 'Quiz question kinds of SPEC §3 (course content).',
  values: QUIZ_QUESTION_KINDS,
});

const PracticeTestState = builder
  .objectRef<{ state: string; count: number }>('PracticeTestState')
  .implement({
    description: 'A state that has a practice test, with its number of active questions.',
    fields: (t) => ({
      state: t.exposeString('state'),
      questionCount: t.exposeInt('count'),
    }),
  });

const PracticeQuestion = builder.objectRef<PracticeQuestionShape>('PracticeQuestion').implement({
  description: 'A practice-test question as the test shows it, without its answer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    prompt: t.exposeString('prompt'),
    choices: t.exposeStringList('choices'),
  }),
});

const PracticeTest = builder.objectRef<PracticeTestShape>('PracticeTest').implement({
  fields: (t) => ({
    state: t.exposeString('state'),
    questions: t.field({ type: [PracticeQuestion], resolve: (test) => test.questions }),
  }),
});

const GradedPracticeQuestion = builder
  .objectRef<GradedQuestion>('GradedPracticeQuestion')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      prompt: t.exposeString('prompt'),
      choices: t.exposeStringList('choices'),
      chosenIndex: t.exposeInt('chosenIndex', { nullable: true }),
      correctIndex: t.exposeInt('correctIndex'),
      isCorrect: t.exposeBoolean('isCorrect'),
      explanation: t.exposeString('explanation'),
      source: t.exposeString('source'),
    }),
  });

const PracticeTestResult = builder.objectRef<GradedPracticeTest>('PracticeTestResult').implement({
  description: 'A graded practice test: the score, the pass mark verdict and every explanation.',
  fields: (t) => ({
    state: t.exposeString('state'),
    numCorrect: t.exposeInt('numCorrect'),
    totalQuestions: t.exposeInt('totalQuestions'),
    percent: t.exposeInt('percent'),
    passed: t.exposeBoolean('passed'),
    questions: t.field({ type: [GradedPracticeQuestion], resolve: (result) => result.questions }),
  }),
});

export const QuizQuestion = builder.objectRef<QuizQuestionRow>('QuizQuestion').implement({
  description: 'A quiz question with its answer, for staff.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: QuizQuestionKindEnum, resolve: (row) => row.kind }),
    usStateId: t.exposeString('usStateId', { nullable: true }),
    prompt: t.exposeString('prompt'),
    choices: t.exposeStringList('choices'),
    correctIndex: t.exposeInt('correctIndex'),
    explanation: t.exposeString('explanation'),
    source: t.exposeString('source'),
    position: t.exposeInt('position'),
    isActive: t.exposeBoolean('isActive'),
  }),
});

builder.queryField('practiceTestStates', (t) =>
  t.field({
    type: [PracticeTestState],
    description: 'States with a DMV practice test (at least one active question).',
    authScopes: { public: true },
    resolve: (_root, _args, context) => practiceTestStates(context.platform.db),
  }),
);

builder.queryField('practiceTest', (t) =>
  t.field({
    type: PracticeTest,
    description:
      "A practice test of a state's active questions, without answers (NOT_FOUND for a state without a bank).",
    authScopes: { public: true },
    args: {
      state: t.arg.string({ required: true }),
      questionCount: t.arg.int({ required: false, description: '1 to 50; 20 by default.' }),
      set: t.arg.int({
        required: false,
        description:
          'One of the fixed sets (1 to 12) the public pages show; without it, a fresh random draw.',
      }),
    },
    resolve: (_root, args, context) =>
      drawPracticeTest(
        context.platform.db,
        args.state,
        args.questionCount ?? undefined,
        args.set ?? undefined,
      ),
  }),
);

const PracticeAnswerInput = builder.inputType('PracticeAnswerInput', {
  fields: (t) => ({
    questionId: t.id({ required: true }),
    choiceIndex: t.int({ required: false, description: 'Null when left unanswered.' }),
  }),
});

builder.mutationField('gradePracticeTest', (t) =>
  t.field({
    type: PracticeTestResult,
    description:
      'Scores answers to practice questions and returns the right answers with explanations.',
    authScopes: { public: true },
    args: {
      state: t.arg.string({ required: true }),
      answers: t.arg({ type: [PracticeAnswerInput], required: true }),
    },
    resolve: (_root, args, context) =>
      gradePracticeTest(
        context.platform.db,
        args.state,
        args.answers.map((answer) => ({
          questionId: String(answer.questionId),
          choiceIndex: answer.choiceIndex ?? null,
        })),
      ),
  }),
);

builder.queryField('practiceQuestions', (t) =>
  t.field({
    type: [QuizQuestion],
    description: "A state's practice questions in their sort order, with answers.",
    authScopes: { permission: 'practiceQuestions.read' },
    args: {
      state: t.arg.string({ required: true }),
      includeInactive: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, context) =>
      listPracticeQuestions(context.platform.db, args.state, args.includeInactive ?? false),
  }),
);

const PracticeQuestionInput = builder.inputType('PracticeQuestionInput', {
  fields: (t) => ({
    prompt: t.string({ required: true }),
    choices: t.stringList({ required: true, description: '2 to 6 different answers.' }),
    correctIndex: t.int({ required: true, description: 'Index of the right answer in choices.' }),
    explanation: t.string({ required: true }),
    source: t.string({ required: false, description: 'Handbook and section.' }),
    position: t.int({ required: false }),
    isActive: t.boolean({ required: false }),
  }),
});

const UpdatePracticeQuestionInput = builder.inputType('UpdatePracticeQuestionInput', {
  fields: (t) => ({
    prompt: t.string({ required: false }),
    choices: t.stringList({ required: false }),
    correctIndex: t.int({ required: false }),
    explanation: t.string({ required: false }),
    source: t.string({ required: false }),
    position: t.int({ required: false }),
    isActive: t.boolean({ required: false }),
  }),
});

builder.mutationField('createPracticeQuestion', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: QuizQuestion,
    description: "Adds a question to a state's practice test.",
    authScopes: { permission: 'practiceQuestions.write' },
    args: {
      state: t.arg.string({ required: true }),
      input: t.arg({ type: PracticeQuestionInput, required: true }),
    },
    resolve: (_root, { state, input }, context) =>
      createPracticeQuestion(context.platform.db, state, {
        prompt: input.prompt,
        choices: input.choices,
        correctIndex: input.correctIndex,
        explanation: input.explanation,
        source: input.source ?? '',
        position: input.position ?? undefined,
        isActive: input.isActive ?? undefined,
      }),
  }),
);

builder.mutationField('updatePracticeQuestion', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: QuizQuestion,
    description: 'Changes a practice question; the whole question is validated after the change.',
    authScopes: { permission: 'practiceQuestions.write' },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UpdatePracticeQuestionInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      updatePracticeQuestion(context.platform.db, String(id), {
        prompt: input.prompt ?? undefined,
        choices: input.choices ?? undefined,
        correctIndex: input.correctIndex ?? undefined,
        explanation: input.explanation ?? undefined,
        source: input.source ?? undefined,
        position: input.position ?? undefined,
        isActive: input.isActive ?? undefined,
      }),
  }),
);

builder.mutationField('deactivatePracticeQuestion', (t) =>
  t.field({
    extensions: CHANGES_PUBLIC_PAGES,
    type: QuizQuestion,
    description: 'Takes a question out of new practice tests (kept for tests already drawn).',
    authScopes: { permission: 'practiceQuestions.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) =>
      updatePracticeQuestion(context.platform.db, String(id), { isActive: false }),
  }),
);
