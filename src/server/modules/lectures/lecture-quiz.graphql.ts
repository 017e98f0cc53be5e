// GraphQL of lecture quiz questions (kind lectureQuizQuestion). They are answered as the staff
// type QuizQuestion of the practice tests, with the right answer and the explanation.
import { builder } from '../../graphql/builder.ts';
import { QuizQuestion } from '../practice-tests/practice-tests.graphql.ts';
import { DeletedCourseContent } from './course-content-common.graphql.ts';
import {
  createLectureQuizQuestion,
  deleteLectureQuizQuestion,
  reorderLectureQuizQuestions,
  updateLectureQuizQuestion,
} from './lecture-quiz.service.ts';

const help = {
  choices: 'The answers in the order shown: 2 to 6, all different.',
  correctIndex: 'Which choice is right, counted from 0.',
  explanation: 'Why, shown to the student after answering.',
};

const CreateLectureQuizQuestionInput = builder.inputType('CreateLectureQuizQuestionInput', {
  fields: (t) => ({
    prompt: t.string({ required: true }),
    choices: t.stringList({ required: true, description: help.choices }),
    correctIndex: t.int({ required: true, description: help.correctIndex }),
    explanation: t.string({ required: true, description: help.explanation }),
  }),
});

const UpdateLectureQuizQuestionInput = builder.inputType('UpdateLectureQuizQuestionInput', {
  description: 'Only the fields given change; the whole question is checked again.',
  fields: (t) => ({
    prompt: t.string({ required: false }),
    choices: t.stringList({ required: false, description: help.choices }),
    correctIndex: t.int({ required: false, description: help.correctIndex }),
    explanation: t.string({ required: false, description: help.explanation }),
  }),
});

builder.mutationField('createLectureQuizQuestion', (t) =>
  t.field({
    type: QuizQuestion,
    description: 'Adds a question at the end of a lecture quiz.',
    authScopes: { permission: 'courses.write' },
    args: {
      partId: t.arg.id({ required: true, description: 'The quiz part of the lecture.' }),
      input: t.arg({ type: CreateLectureQuizQuestionInput, required: true }),
    },
    resolve: (_root, { partId, input }, context) =>
      createLectureQuizQuestion(context.platform.db, String(partId), input),
  }),
);

builder.mutationField('updateLectureQuizQuestion', (t) =>
  t.field({
    type: QuizQuestion,
    description: 'Changes a lecture quiz question.',
    authScopes: { permission: 'courses.write' },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateLectureQuizQuestionInput, required: true }),
    },
    resolve: (_root, { id, input }, context) =>
      updateLectureQuizQuestion(context.platform.db, String(id), {
        prompt: input.prompt ?? undefined,
        choices: input.choices ?? undefined,
        correctIndex: input.correctIndex ?? undefined,
        explanation: input.explanation ?? undefined,
      }),
  }),
);

builder.mutationField('deleteLectureQuizQuestion', (t) =>
  t.field({
    type: DeletedCourseContent,
    description: 'Removes a lecture quiz question; later questions move up.',
    authScopes: { permission: 'courses.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deleteLectureQuizQuestion(context.platform.db, String(args.id)),
  }),
);

builder.mutationField('reorderLectureQuizQuestions', (t) =>
  t.field({
    type: [QuizQuestion],
    description: "Puts a quiz's questions in the order given; every question must be named once.",
    authScopes: { permission: 'courses.write' },
    args: {
      partId: t.arg.id({ required: true }),
      questionIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, args, context) =>
      reorderLectureQuizQuestions(
        context.platform.db,
        String(args.partId),
        args.questionIds.map(String),
      ),
  }),
);
