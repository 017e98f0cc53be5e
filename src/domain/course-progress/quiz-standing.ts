// The retry rule (docs/course-player.md "Retries"): a student may retry a lecture quiz any number
// of times; once an attempt passes, the quiz stays passed whatever later attempts score. The score
// shown (numCorrect of totalQuestions) is the best attempt's, the first one when scores tie.

export interface QuizAttemptSummary {
  numCorrect: number;
  totalQuestions: number;
  passed: boolean;
  attemptedAt: number;
}

export interface QuizStanding {
  attempts: number;
  passed: boolean;
  /** The best attempt's score; 0 when never attempted. */
  numCorrect: number;
  totalQuestions: number;
  /** When the quiz was first passed (epoch ms), null while not passed. */
  passedAt: number | null;
  lastAttemptedAt: number | null;
}

export function quizStanding(
  attempts: readonly QuizAttemptSummary[],
  currentQuestions: number,
): QuizStanding {
  const ordered = [...attempts].sort((a, b) => a.attemptedAt - b.attemptedAt);
  const passing = ordered.filter((attempt) => attempt.passed);
  // Passed attempts rank above failed ones; among equals the higher share of right answers.
  let best: QuizAttemptSummary | null = null;
  for (const attempt of ordered) {
    if (!best || rank(attempt) > rank(best)) best = attempt;
  }
  return {
    attempts: ordered.length,
    passed: passing.length > 0,
    numCorrect: best?.numCorrect ?? 0,
    totalQuestions: best?.totalQuestions ?? currentQuestions,
    passedAt: passing[0]?.attemptedAt ?? null,
    lastAttemptedAt: ordered.at(-1)?.attemptedAt ?? null,
  };
}

function rank(attempt: QuizAttemptSummary): number {
  const share = attempt.totalQuestions === 0 ? 1 : attempt.numCorrect / attempt.totalQuestions;
  return (attempt.passed ? 2 : 0) + share;
}
