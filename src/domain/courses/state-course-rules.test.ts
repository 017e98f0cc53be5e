import { describe, expect, it } from 'vitest';
import { courseRuleProblems } from './course-rule-check.ts';
import {
  PRODUCT_DEFAULT,
  ruleSource,
  STATE_COURSE_RULES,
  stateCourseRule,
} from './state-course-rules.ts';

describe('state course rules', () => {
  it('gives the Texas adult course 360 minutes with at least 330 of instruction, from the TAC', () => {
    const adult = stateCourseRule('tx', 'adult-drivers-ed')!;
    expect(adult.rules).toMatchObject({
      requiredSeconds: 21_600,
      instructionMinSeconds: 19_800,
      dailyCapSeconds: null,
      lectureMinimumEnforced: true,
    });
    const source = ruleSource(adult, 'instructionMinSeconds');
    expect(source.confirmed).toBe(true);
    expect(source.says).toContain('§84.503');
  });

  it('gives the Texas teen courses 32 hours at most 2 a day, marked not confirmed', () => {
    for (const category of ['drivers-ed', 'parent-taught']) {
      const teen = stateCourseRule('TX', category)!;
      expect(teen.rules).toMatchObject({ requiredSeconds: 115_200, dailyCapSeconds: 7200 });
      expect(ruleSource(teen, 'dailyCapSeconds').confirmed).toBe(false);
    }
  });

  it('enforces per-unit minimums in Nevada from NAC 483.778', () => {
    const nevada = stateCourseRule('NV', 'drivers-ed')!;
    expect(nevada.rules.lectureMinimumEnforced).toBe(true);
    expect(ruleSource(nevada, 'lectureMinimumEnforced').url).toContain('NAC-483-778');
  });

  it('falls back to the product default where the table names no source', () => {
    expect(ruleSource(stateCourseRule('CA', 'drivers-ed')!, 'quizPassPercent')).toBe(
      PRODUCT_DEFAULT,
    );
    expect(stateCourseRule('TX', 'traffic-school')).toBeNull();
  });

  it('has one consistent rule per state and category', () => {
    const keys = STATE_COURSE_RULES.map((rule) => `${rule.state}/${rule.category}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const rule of STATE_COURSE_RULES) expect(courseRuleProblems(rule.rules)).toEqual([]);
  });
});
