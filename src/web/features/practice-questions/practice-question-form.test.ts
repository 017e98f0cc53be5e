import { describe, expect, it } from 'vitest';
import {
  filledChoices,
  practiceQuestionFormProblems,
  practiceQuestionFormValues,
  type PracticeQuestionFormValues,
} from './practice-question-form.ts';

const valid: PracticeQuestionFormValues = {
  prompt: 'What does a flashing red light mean?',
  choices: ['Stop, then go when safe', 'Slow down', '', ''],
  correctIndex: '0',
  explanation: 'Treat it like a stop sign.',
  source: "California Driver's Handbook: Traffic signals",
  isActive: true,
};

describe('practiceQuestionFormProblems', () => {
  it('accepts two answers and leaves the blank ones out', () => {
    expect(practiceQuestionFormProblems(valid)).toEqual({});
    expect(filledChoices(valid)).toEqual(['Stop, then go when safe', 'Slow down']);
  });

  it('names every field at fault', () => {
    expect(
      practiceQuestionFormProblems({
        ...valid,
        prompt: ' ',
        choices: ['Only one', '', '', ''],
        correctIndex: '',
        explanation: '',
      }),
    ).toEqual({
      prompt: 'is required',
      choices: 'needs at least 2 answers',
      correctIndex: 'is required',
      explanation: 'is required',
    });
  });

  it('refuses gaps, repeated answers and a right answer that is blank', () => {
    expect(practiceQuestionFormProblems({ ...valid, choices: ['A', '', 'C', ''] }).choices).toBe(
      'must be filled in order, without gaps',
    );
    expect(practiceQuestionFormProblems({ ...valid, choices: ['A', 'A', '', ''] }).choices).toBe(
      'must all be different',
    );
    expect(practiceQuestionFormProblems({ ...valid, correctIndex: '3' }).correctIndex).toBe(
      'must be one of the answers filled in',
    );
  });

  it('starts a new question empty and active, and an existing one as saved', () => {
    expect(practiceQuestionFormValues(null)).toMatchObject({
      choices: ['', '', '', ''],
      isActive: true,
    });
    expect(
      practiceQuestionFormValues({
        id: 'q',
        prompt: 'P',
        choices: ['A', 'B', 'C'],
        correctIndex: 2,
        explanation: 'E',
        source: 'S',
        position: 0,
        isActive: false,
      }),
    ).toMatchObject({ choices: ['A', 'B', 'C', ''], correctIndex: '2', isActive: false });
  });
});
