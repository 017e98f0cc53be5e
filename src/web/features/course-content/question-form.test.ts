import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../../domain/place-inputs.ts';
import {
  examQuestionFormSchema,
  questionFormValues,
  questionToSend,
  quizQuestionFormSchema,
} from './question-form.ts';

const quiz = (values: Partial<ReturnType<typeof questionFormValues>>) => ({
  ...questionFormValues(null),
  prompt: 'Which way?',
  choices: ['Left', 'Right', '', ''],
  correctIndex: 1,
  explanation: 'Toward the curb.',
  ...values,
});

describe('questionToSend', () => {
  it('drops blank choices and keeps the right answer pointing at the same text', () => {
    expect(questionToSend({ choices: ['A', ' ', ' C ', ''], correctIndex: 2 })).toEqual({
      choices: ['A', 'C'],
      correctIndex: 1,
    });
    expect(questionToSend({ choices: ['A', '', 'C'], correctIndex: 1 }).correctIndex).toBe(-1);
  });
});

describe('question form schemas', () => {
  it('starts a new question with four blank choices, and keeps more when a question has them', () => {
    expect(questionFormValues(null).choices).toEqual(['', '', '', '']);
    expect(
      questionFormValues({ prompt: 'Q', choices: ['a', 'b', 'c', 'd', 'e'], correctIndex: 4 })
        .choices,
    ).toHaveLength(5);
  });

  it('accepts a filled-in quiz question, blank choices left out', () => {
    expect(problemsOf(quizQuestionFormSchema, quiz({}))).toEqual({});
  });

  it("checks the server's rules: question, explanation, at least 2 different choices", () => {
    expect(problemsOf(quizQuestionFormSchema, quiz({ prompt: ' ', explanation: '' }))).toEqual({
      prompt: 'is required',
      explanation: 'is required',
    });
    expect(
      problemsOf(quizQuestionFormSchema, quiz({ choices: ['Left', '', '', ''], correctIndex: 0 })),
    ).toEqual({ choices: 'needs at least 2 choices' });
    expect(problemsOf(quizQuestionFormSchema, quiz({ choices: ['Left', 'Left', '', ''] }))).toEqual(
      { choices: 'must all be different' },
    );
  });

  it('refuses a right answer on a blank choice field', () => {
    expect(problemsOf(quizQuestionFormSchema, quiz({ correctIndex: 3 }))).toEqual({
      correctIndex: 'must be one of the filled-in choices',
    });
  });

  it('asks an exam question for its section, not an explanation', () => {
    expect(problemsOf(examQuestionFormSchema, quiz({ explanation: '' }))).toEqual({});
    expect(
      problemsOf(examQuestionFormSchema, { ...quiz({}), section: 'parking' as never }),
    ).toEqual({ section: 'must be one of signs, trafficLaws, general' });
  });
});
