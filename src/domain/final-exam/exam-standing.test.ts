import { describe, expect, it } from 'vitest';
import { examStanding } from './exam-standing.ts';

const failed = { passed: false };
const passed = { passed: true };

describe('examStanding', () => {
  it('counts attempts left until the last one', () => {
    expect(examStanding({ examMaxAttempts: 3 }, [failed])).toEqual({
      attemptsUsed: 1,
      attemptsLeft: 2,
      passed: false,
      exhausted: false,
    });
  });

  it('is exhausted after the third failed attempt, so the course restarts', () => {
    expect(examStanding({ examMaxAttempts: 3 }, [failed, failed, failed]).exhausted).toBe(true);
  });

  it('is passed, not exhausted, when the last allowed attempt passes', () => {
    const standing = examStanding({ examMaxAttempts: 3 }, [failed, failed, passed]);
    expect(standing).toMatchObject({ passed: true, exhausted: false, attemptsLeft: 0 });
  });

  it('never runs out without a limit', () => {
    const many = Array.from({ length: 10 }, () => failed);
    expect(examStanding({ examMaxAttempts: null }, many)).toMatchObject({
      attemptsLeft: null,
      exhausted: false,
    });
  });
});
