import { describe, expect, it } from 'vitest';
import {
  asksIdentityQuestions,
  defaultIdentityCheckRule,
  identityCheckRuleProblems,
} from './identity-check-rule.ts';

describe('defaultIdentityCheckRule', () => {
  it('asks Texas online courses a question every 20 to 40 minutes, 2 minutes to answer, 3 misses fail', () => {
    const { rule, source } = defaultIdentityCheckRule('TX', 'adult-drivers-ed');
    expect(rule).toEqual({
      identityCheckMinSeconds: 1200,
      identityCheckMaxSeconds: 2400,
      identityAnswerSeconds: 120,
      identityMaxMisses: 3,
    });
    expect(source).toContain('not confirmed');
    expect(asksIdentityQuestions(defaultIdentityCheckRule('tx', 'drivers-ed').rule)).toBe(true);
  });

  it('asks nothing where no state rule was found, nor in classroom courses', () => {
    expect(asksIdentityQuestions(defaultIdentityCheckRule('CA', 'drivers-ed').rule)).toBe(false);
    expect(asksIdentityQuestions(defaultIdentityCheckRule('TX', 'classroom-drivers-ed').rule)).toBe(
      false,
    );
  });
});

describe('identityCheckRuleProblems', () => {
  const rule = defaultIdentityCheckRule('TX', 'adult-drivers-ed').rule;

  it('accepts the defaults and no questions at all', () => {
    expect(identityCheckRuleProblems(rule)).toEqual([]);
    expect(
      identityCheckRuleProblems({
        ...rule,
        identityCheckMinSeconds: null,
        identityCheckMaxSeconds: null,
      }),
    ).toEqual([]);
  });

  it('names the field that is wrong', () => {
    expect(identityCheckRuleProblems({ ...rule, identityCheckMaxSeconds: 600 })).toEqual([
      { field: 'identityCheckMaxSeconds', message: 'must be at least the least wait' },
    ]);
    expect(identityCheckRuleProblems({ ...rule, identityCheckMinSeconds: null })).toEqual([
      {
        field: 'identityCheckMinSeconds',
        message: 'is needed with the other wait: give both, or neither for no questions',
      },
    ]);
    expect(
      identityCheckRuleProblems({ ...rule, identityAnswerSeconds: 5, identityMaxMisses: 0 }).map(
        (problem) => problem.field,
      ),
    ).toEqual(['identityAnswerSeconds', 'identityMaxMisses']);
  });
});
