// A course's identity-check rule (docs/seat-time.md "Identity validation"): how often the course
// player asks one of the personal questions the student answered at the start (a random wait
// between a least and a greatest number of seconds), how long the student has to answer, and how
// many misses (a wrong or late answer) fail the enrolment. Each course stores its own rule; the
// state defaults below, with their sources, are what a course of that state and category starts
// from.

export interface IdentityCheckRule {
  /** Least wait between two questions; null: the course asks none. */
  identityCheckMinSeconds: number | null;
  /** Greatest wait; the server picks each wait at random between the two. */
  identityCheckMaxSeconds: number | null;
  /** Time to answer a question once asked. */
  identityAnswerSeconds: number;
  /** Misses (wrong or late answers) that fail the enrolment. */
  identityMaxMisses: number;
}

export interface IdentityCheckDefault {
  rule: IdentityCheckRule;
  /** Where the rule comes from, or why it is only the product's default. */
  source: string;
}

const MINUTE = 60;

export const NO_IDENTITY_CHECKS: IdentityCheckRule = {
  identityCheckMinSeconds: null,
  identityCheckMaxSeconds: null,
  identityAnswerSeconds: 2 * MINUTE,
  identityMaxMisses: 3,
};

const TEXAS: IdentityCheckDefault = {
  rule: {
    identityCheckMinSeconds: 20 * MINUTE,
    identityCheckMaxSeconds: 40 * MINUTE,
    identityAnswerSeconds: 2 * MINUTE,
    identityMaxMisses: 3,
  },
  source:
    'Texas online courses ask personal validation questions from facts the student gave at enrolment throughout the course, and failing more than a set number fails the course (approved providers’ practice). The TDLR course rule read (16 TAC §84.503) sets no number, interval, time to answer or misses, so they are left to the provider and not confirmed: a question every 20 to 40 minutes (at least one in each 55-minute lesson, about 12 in the 6-hour course), 2 minutes to answer and 3 misses are the school’s default.',
};

const PRODUCT_DEFAULT: IdentityCheckDefault = {
  rule: NO_IDENTITY_CHECKS,
  source: 'No state rule found: no identity questions until the school sets them.',
};

/** The rule a new course of this state and category starts from. */
export function defaultIdentityCheckRule(state: string, category: string): IdentityCheckDefault {
  const online = ['drivers-ed', 'parent-taught', 'adult-drivers-ed'];
  if (state.toUpperCase() === 'TX' && online.includes(category)) return TEXAS;
  return PRODUCT_DEFAULT;
}

/** What is wrong with a rule, field by field (VALIDATION_ERROR names the field). */
export function identityCheckRuleProblems(
  rule: IdentityCheckRule,
): { field: keyof IdentityCheckRule; message: string }[] {
  const problems: { field: keyof IdentityCheckRule; message: string }[] = [];
  const min = rule.identityCheckMinSeconds;
  const max = rule.identityCheckMaxSeconds;
  if ((min === null) !== (max === null)) {
    problems.push({
      field: min === null ? 'identityCheckMinSeconds' : 'identityCheckMaxSeconds',
      message: 'is needed with the other wait: give both, or neither for no questions',
    });
  }
  if (min !== null && (!Number.isInteger(min) || min < MINUTE || min > 24 * 3600)) {
    problems.push({
      field: 'identityCheckMinSeconds',
      message: 'must be a whole number of seconds from 60 to 86,400',
    });
  }
  if (max !== null && (!Number.isInteger(max) || max > 24 * 3600)) {
    problems.push({
      field: 'identityCheckMaxSeconds',
      message: 'must be a whole number of seconds up to 86,400',
    });
  } else if (min !== null && max !== null && max < min) {
    problems.push({ field: 'identityCheckMaxSeconds', message: 'must be at least the least wait' });
  }
  if (
    !Number.isInteger(rule.identityAnswerSeconds) ||
    rule.identityAnswerSeconds < 15 ||
    rule.identityAnswerSeconds > 30 * MINUTE
  ) {
    problems.push({
      field: 'identityAnswerSeconds',
      message: 'must be a whole number of seconds from 15 to 1,800',
    });
  }
  if (
    !Number.isInteger(rule.identityMaxMisses) ||
    rule.identityMaxMisses < 1 ||
    rule.identityMaxMisses > 50
  ) {
    problems.push({ field: 'identityMaxMisses', message: 'must be a whole number from 1 to 50' });
  }
  return problems;
}

/** Whether the course asks identity questions at all. */
export const asksIdentityQuestions = (rule: IdentityCheckRule): boolean =>
  rule.identityCheckMinSeconds !== null && rule.identityCheckMaxSeconds !== null;
