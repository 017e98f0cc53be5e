// The wait after a failed lesson quiz before the next attempt (the course's
// `quizRetryWaitSeconds`; none unless the course sets one). A passed quiz has no wait: the student
// is only practising. Times are epoch milliseconds.

export interface RetryAttempt {
  passed: boolean;
  attemptedAt: number;
}

/** When the next attempt may be sent; null when it may be sent now (or there is no wait rule). */
export function retryOpensAt(
  attempts: readonly RetryAttempt[],
  waitSeconds: number | null,
  now: number,
): number | null {
  if (!waitSeconds || attempts.some((attempt) => attempt.passed)) return null;
  const last = attempts.reduce<number | null>(
    (latest, attempt) =>
      latest === null || attempt.attemptedAt > latest ? attempt.attemptedAt : latest,
    null,
  );
  if (last === null) return null;
  const opensAt = last + waitSeconds * 1000;
  return opensAt > now ? opensAt : null;
}
