import { describe, expect, it } from 'vitest';
import { scorePracticeTest } from './practice-test-score.ts';

const answers = (correct: number, wrong: number, unanswered = 0) => [
  ...Array.from({ length: correct }, () => ({ correctIndex: 1, chosenIndex: 1 })),
  ...Array.from({ length: wrong }, () => ({ correctIndex: 1, chosenIndex: 0 })),
  ...Array.from({ length: unanswered }, () => ({ correctIndex: 2, chosenIndex: null })),
];

describe('scorePracticeTest', () => {
  it('passes at exactly 80%', () => {
    expect(scorePracticeTest(answers(16, 4))).toEqual({
      numCorrect: 16,
      totalQuestions: 20,
      percent: 80,
      passed: true,
    });
  });

  it('fails just under 80% and rounds the percent down', () => {
    // 15 of 19 is 78.9%: shown as 78, and a fail.
    expect(scorePracticeTest(answers(15, 4))).toEqual({
      numCorrect: 15,
      totalQuestions: 19,
      percent: 78,
      passed: false,
    });
    expect(scorePracticeTest(answers(38, 8))).toMatchObject({ percent: 82, passed: true });
  });

  it('counts unanswered questions as wrong', () => {
    expect(scorePracticeTest(answers(15, 0, 5))).toMatchObject({ numCorrect: 15, passed: false });
  });

  it('never passes an empty test', () => {
    expect(scorePracticeTest([])).toEqual({
      numCorrect: 0,
      totalQuestions: 0,
      percent: 0,
      passed: false,
    });
  });
});
