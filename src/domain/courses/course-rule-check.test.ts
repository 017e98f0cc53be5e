import { describe, expect, it } from 'vitest';
import { breakAllowanceSeconds, courseRuleProblems } from './course-rule-check.ts';

describe('courseRuleProblems', () => {
  it('accepts the Texas adult rule: 330 of 360 minutes of instruction', () => {
    expect(courseRuleProblems({ requiredSeconds: 21_600, instructionMinSeconds: 19_800 })).toEqual(
      [],
    );
    expect(courseRuleProblems({ requiredSeconds: 21_600, instructionMinSeconds: null })).toEqual(
      [],
    );
  });

  it('refuses more instruction than the required seat time', () => {
    expect(courseRuleProblems({ requiredSeconds: 21_600, instructionMinSeconds: 21_660 })).toEqual([
      { field: 'instructionMinSeconds', message: 'must be at most the required seat time' },
    ]);
  });
});

describe('breakAllowanceSeconds', () => {
  it('is the required time beyond the instruction minimum', () => {
    expect(breakAllowanceSeconds({ requiredSeconds: 21_600, instructionMinSeconds: 19_800 })).toBe(
      1800,
    );
  });

  it('is none without an instruction rule', () => {
    expect(breakAllowanceSeconds({ requiredSeconds: 21_600, instructionMinSeconds: null })).toBe(0);
  });
});
