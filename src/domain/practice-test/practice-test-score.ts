// Scoring of a DMV practice test (docs/practice-tests.md). A question counts as correct only when
// the chosen answer is its right answer; an unanswered question counts as wrong, as at the DMV.
// The pass mark is 80%: California's knowledge test for a first licence is passed with 38 of 46
// (about 83%) and Texas's with 70%; practising against the stricter 80% prepares for both.

export const PASS_MARK_PERCENT = 80;

export interface ScoredAnswer {
  correctIndex: number;
  /** The chosen answer, or null when the question was left unanswered. */
  chosenIndex: number | null;
}

export interface PracticeTestScore {
  numCorrect: number;
  totalQuestions: number;
  /** Whole percent, rounded down so that a score never looks better than it is. */
  percent: number;
  passed: boolean;
}

export function scorePracticeTest(answers: readonly ScoredAnswer[]): PracticeTestScore {
  const totalQuestions = answers.length;
  const numCorrect = answers.filter((answer) => answer.chosenIndex === answer.correctIndex).length;
  const percent = totalQuestions === 0 ? 0 : Math.floor((numCorrect * 100) / totalQuestions);
  // Compare in whole numbers: 16 of 20 is exactly 80% and passes.
  const passed = totalQuestions > 0 && numCorrect * 100 >= PASS_MARK_PERCENT * totalQuestions;
  return { numCorrect, totalQuestions, percent, passed };
}
