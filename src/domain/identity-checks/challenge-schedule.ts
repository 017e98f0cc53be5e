// When the course player asks the next identity question (docs/seat-time.md "Identity
// validation"). The server keeps one time per enrolment, `nextCheckAt`: set when the student
// gives the answers and after each question is settled, a random wait of the course's rule later.
// A question is only ever asked while the student studies (a timer event or the player asking),
// so a wait that ran out while the student was away is asked on the return.
import type { IdentityCheckRule } from './identity-check-rule.ts';

/** The next question's time: `from` plus a wait drawn between the rule's least and greatest. */
export function nextCheckAt(
  from: Date,
  rule: Pick<IdentityCheckRule, 'identityCheckMinSeconds' | 'identityCheckMaxSeconds'>,
  random: () => number,
): Date | null {
  const min = rule.identityCheckMinSeconds;
  const max = rule.identityCheckMaxSeconds;
  if (min === null || max === null) return null;
  const wait = min + Math.floor(random() * (max - min + 1));
  return new Date(from.getTime() + Math.min(wait, max) * 1000);
}

export type IdentityGate =
  /** The course asks no questions, or the school has none: study freely. */
  | { kind: 'off' }
  /** The enrolment has not given its answers yet: the player asks for them first. */
  | { kind: 'needsAnswers' }
  /** A question is asked and its time is not over: studying waits for the answer. */
  | { kind: 'pending' }
  /** A question's time ran out unanswered: it is a miss. */
  | { kind: 'expired' }
  /** The wait is over: ask a question now. */
  | { kind: 'ask' }
  /** The wait has not started (answers given before the rule was set): start it now. */
  | { kind: 'schedule' }
  /** Study on; the next question comes at `at`. */
  | { kind: 'clear'; at: Date };

export interface GateInput {
  asksQuestions: boolean;
  /** Questions the school has for students to answer (retired ones aside). */
  schoolQuestions: number;
  answered: boolean;
  pending: { expiresAt: Date } | null;
  nextCheckAt: Date | null;
  now: Date;
}

/** What the enrolment's identity checks ask of the player at `now`. */
export function identityGate(input: GateInput): IdentityGate {
  if (!input.asksQuestions) return { kind: 'off' };
  if (!input.answered)
    return input.schoolQuestions > 0 ? { kind: 'needsAnswers' } : { kind: 'off' };
  if (input.pending) {
    return input.pending.expiresAt.getTime() > input.now.getTime()
      ? { kind: 'pending' }
      : { kind: 'expired' };
  }
  if (!input.nextCheckAt) return { kind: 'schedule' };
  if (input.nextCheckAt.getTime() <= input.now.getTime()) return { kind: 'ask' };
  return { kind: 'clear', at: input.nextCheckAt };
}

/** The question to ask: any the student answered, not the one asked last when there is a choice. */
export function pickQuestion<T extends string>(
  answered: readonly T[],
  lastAsked: T | null,
  random: () => number,
): T | null {
  const choices = answered.length > 1 ? answered.filter((id) => id !== lastAsked) : answered;
  if (choices.length === 0) return null;
  return choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))]!;
}
