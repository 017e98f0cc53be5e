// How identity questions are settled and counted (docs/seat-time.md "Identity validation"): an
// answer is right only when it matches and comes in time; a wrong answer, a late one and no answer
// at all are misses. The enrolment fails at the rule's number of misses; every miss since the
// enrolment began counts (a final-exam restart does not forgive one).
export const CHALLENGE_RESULTS = ['passed', 'wrong', 'timedOut'] as const;
export type ChallengeResult = (typeof CHALLENGE_RESULTS)[number];

export const CHALLENGE_RESULT_LABELS: Readonly<Record<ChallengeResult, string>> = {
  passed: 'Answered right',
  wrong: 'Wrong answer (a miss)',
  timedOut: 'Not answered in time (a miss)',
};

/** The result of an answer given at `answeredAt` to a question whose time ends at `expiresAt`. */
export function settleAnswer(expiresAt: Date, answeredAt: Date, matches: boolean): ChallengeResult {
  if (answeredAt.getTime() > expiresAt.getTime()) return 'timedOut';
  return matches ? 'passed' : 'wrong';
}

export interface IdentityStanding {
  asked: number;
  passed: number;
  missed: number;
  /** Misses the student may still make before the enrolment fails. */
  missesLeft: number;
  failed: boolean;
}

export function identityStanding(
  results: readonly (ChallengeResult | null)[],
  maxMisses: number,
): IdentityStanding {
  const passed = results.filter((result) => result === 'passed').length;
  const missed = results.filter((result) => result === 'wrong' || result === 'timedOut').length;
  return {
    asked: results.length,
    passed,
    missed,
    missesLeft: Math.max(0, maxMisses - missed),
    failed: missed >= maxMisses,
  };
}

/** What staff read on a failed enrolment. */
export function failureReason(standing: IdentityStanding): string {
  return `Failed identity validation: ${standing.missed} of ${standing.asked} personal questions missed (wrong or not answered in time).`;
}
