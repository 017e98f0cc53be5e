import { describe, expect, it } from 'vitest';
import { ageConditionText, BTW_RULES, btwRuleAt, btwRulesOf } from './btw-rules.ts';
import { requirementProgress } from './student-btw-progress.ts';

const minutes = (drivingMinutes: number, observationMinutes: number) => ({
  drivingMinutes,
  observationMinutes,
});

describe('the states’ behind-the-wheel rules', () => {
  it('has the four states of SPEC §5, each with a source and an age condition', () => {
    expect(BTW_RULES.map((rule) => rule.state).sort()).toEqual(['CO', 'IL', 'TX', 'WA']);
    for (const rule of BTW_RULES) {
      expect(rule.source.spec).toMatch(/^SPEC §5/);
      expect(rule.source.official).not.toBe('');
      expect(rule.underAge).not.toBeNull();
    }
  });

  it('Texas: 7 h driving and 7 h observation for a teen, nothing for an adult', () => {
    const texas = btwRuleAt('tx', 16.2)!;
    expect(texas.requirement).toEqual({
      shape: 'split',
      drivingMinutes: 420,
      observationMinutes: 420,
    });
    expect(requirementProgress(texas, minutes(420, 419)).isMet).toBe(false);
    expect(requirementProgress(texas, minutes(420, 420)).isMet).toBe(true);
    expect(btwRuleAt('TX', 17.99)).toBe(texas);
    expect(btwRuleAt('TX', 18)).toBeNull();
  });

  it('Washington: observation counts toward its own hour only', () => {
    const washington = btwRuleAt('WA', 16)!;
    expect(requirementProgress(washington, minutes(300, 60)).isMet).toBe(true);
    expect(requirementProgress(washington, minutes(360, 0))).toMatchObject({
      isMet: false,
      remainingMinutes: 60,
    });
  });

  it('Colorado: 6 hours of driving, only under 16½', () => {
    expect(btwRuleAt('CO', 16.49)?.stateName).toBe('Colorado');
    expect(btwRuleAt('CO', 16.5)).toBeNull();
    expect(btwRuleAt('CO', 17)).toBeNull();
    const colorado = btwRuleAt('CO', 15.9)!;
    // Observation is not behind the wheel in Colorado: it does not count.
    expect(requirementProgress(colorado, minutes(300, 120))).toMatchObject({
      isMet: false,
      remainingMinutes: 60,
    });
    expect(requirementProgress(colorado, minutes(360, 0)).isMet).toBe(true);
  });

  it('Illinois: 8 hours of private instruction, observation not counted', () => {
    const illinois = btwRuleAt('IL', 15.5)!;
    expect(requirementProgress(illinois, minutes(420, 60)).isMet).toBe(false);
    expect(requirementProgress(illinois, minutes(480, 0)).isMet).toBe(true);
    expect(btwRuleAt('IL', 18)).toBeNull();
  });

  it('knows no rule for other states', () => {
    expect(btwRulesOf('CA')).toEqual([]);
    expect(btwRuleAt(null, 16)).toBeNull();
  });

  it('says the age condition in words', () => {
    expect(ageConditionText(16.5)).toBe('under 16½');
    expect(ageConditionText(18)).toBe('under 18');
  });
});
