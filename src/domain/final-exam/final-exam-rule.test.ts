import { describe, expect, it } from 'vitest';
import { defaultFinalExamRule, finalExamRuleProblems } from './final-exam-rule.ts';

describe('defaultFinalExamRule', () => {
  it('gives the Texas adult course 30 questions, 70 % per section, 3 attempts, then a restart', () => {
    const { rule, source } = defaultFinalExamRule('TX', 'adult-drivers-ed');
    expect(rule).toEqual({
      examQuestionCount: 30,
      examPoolSize: 60,
      examPassPercent: 70,
      examSectionsScored: true,
      examMaxAttempts: 3,
      examAfterLastFail: 'restartCourse',
    });
    expect(source).toContain('16 TAC §84.502');
  });

  it('gives no final exam where no state rule was found', () => {
    expect(defaultFinalExamRule('CA', 'drivers-ed').rule.examQuestionCount).toBeNull();
  });
});

describe('finalExamRuleProblems', () => {
  const rule = defaultFinalExamRule('TX', 'adult-drivers-ed').rule;

  it('accepts the defaults', () => {
    expect(finalExamRuleProblems(rule)).toEqual([]);
  });

  it('wants a pool at least as large as the draw', () => {
    expect(finalExamRuleProblems({ ...rule, examPoolSize: 20 })).toEqual([
      { field: 'examPoolSize', message: 'must be at least the number of questions drawn' },
    ]);
  });
});
