import { describe, expect, it } from 'vitest';
import { retryOpensAt } from './quiz-retry-wait.ts';

const at = (minute: number) => minute * 60_000;

describe('retryOpensAt', () => {
  it('has no wait without a rule or before any attempt', () => {
    expect(retryOpensAt([{ passed: false, attemptedAt: at(0) }], null, at(1))).toBeNull();
    expect(retryOpensAt([], 600, at(1))).toBeNull();
  });

  it('opens the wait after the last failed attempt', () => {
    const attempts = [
      { passed: false, attemptedAt: at(0) },
      { passed: false, attemptedAt: at(20) },
    ];
    expect(retryOpensAt(attempts, 600, at(25))).toBe(at(30));
    expect(retryOpensAt(attempts, 600, at(30))).toBeNull();
  });

  it('has no wait once the quiz is passed', () => {
    const attempts = [
      { passed: true, attemptedAt: at(0) },
      { passed: false, attemptedAt: at(20) },
    ];
    expect(retryOpensAt(attempts, 600, at(21))).toBeNull();
  });
});
