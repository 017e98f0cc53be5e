// Where a student stands with the final exam in the current run of the course (docs/seat-time.md
// "Final exam"): attempts used and left, whether one passed, and whether the last failed attempt
// used up the rule's attempts, so the rule's consequence (restart or end) is due.
import type { FinalExamRule } from './final-exam-rule.ts';

export interface GradedAttempt {
  passed: boolean;
}

export interface ExamStanding {
  attemptsUsed: number;
  /** null: unlimited. */
  attemptsLeft: number | null;
  passed: boolean;
  /** The attempts are used up without a pass: apply examAfterLastFail now. */
  exhausted: boolean;
}

export function examStanding(
  rule: Pick<FinalExamRule, 'examMaxAttempts'>,
  attempts: readonly GradedAttempt[],
): ExamStanding {
  const passed = attempts.some((attempt) => attempt.passed);
  const used = attempts.length;
  const left = rule.examMaxAttempts === null ? null : Math.max(0, rule.examMaxAttempts - used);
  return {
    attemptsUsed: used,
    attemptsLeft: passed ? 0 : left,
    passed,
    exhausted: !passed && left === 0,
  };
}
