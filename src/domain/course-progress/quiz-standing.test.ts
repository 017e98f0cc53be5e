import { describe, expect, it } from 'vitest';
import { quizStanding } from './quiz-standing.ts';

describe('quizStanding', () => {
  it('is not passed and scores zero before any attempt', () => {
    expect(quizStanding([], 4)).toEqual({
      attempts: 0,
      passed: false,
      numCorrect: 0,
      totalQuestions: 4,
      passedAt: null,
      lastAttemptedAt: null,
    });
  });

  it('stays passed after a later failed retry and shows the best score', () => {
    const standing = quizStanding(
      [
        { numCorrect: 1, totalQuestions: 2, passed: false, attemptedAt: 1 },
        { numCorrect: 2, totalQuestions: 2, passed: true, attemptedAt: 2 },
        { numCorrect: 0, totalQuestions: 2, passed: false, attemptedAt: 3 },
      ],
      2,
    );
    expect(standing).toEqual({
      attempts: 3,
      passed: true,
      numCorrect: 2,
      totalQuestions: 2,
      passedAt: 2,
      lastAttemptedAt: 3,
    });
  });

  it('keeps the first of tied best attempts', () => {
    const standing = quizStanding(
      [
        { numCorrect: 1, totalQuestions: 3, passed: false, attemptedAt: 5 },
        { numCorrect: 1, totalQuestions: 3, passed: false, attemptedAt: 9 },
      ],
      3,
    );
    expect(standing).toMatchObject({ passed: false, numCorrect: 1, lastAttemptedAt: 9 });
  });
});
