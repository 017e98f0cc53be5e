import { describe, expect, it } from 'vitest';
import { failureReason, identityStanding, settleAnswer } from './identity-standing.ts';

describe('settleAnswer', () => {
  const expiresAt = new Date('2026-11-27T16:02:00Z');

  it('is right only when the answer matches and comes in time', () => {
    expect(settleAnswer(expiresAt, new Date('2026-11-27T16:01:59Z'), true)).toBe('passed');
    expect(settleAnswer(expiresAt, expiresAt, true)).toBe('passed');
    expect(settleAnswer(expiresAt, new Date('2026-11-27T16:01:00Z'), false)).toBe('wrong');
    expect(settleAnswer(expiresAt, new Date('2026-11-27T16:02:01Z'), true)).toBe('timedOut');
  });
});

describe('identityStanding', () => {
  it('counts wrong and late answers as misses and fails at the rule’s number', () => {
    expect(identityStanding(['passed', 'wrong', 'passed'], 3)).toEqual({
      asked: 3,
      passed: 2,
      missed: 1,
      missesLeft: 2,
      failed: false,
    });
    const failed = identityStanding(['wrong', 'timedOut', 'passed', 'timedOut'], 3);
    expect(failed).toMatchObject({ missed: 3, missesLeft: 0, failed: true });
    expect(failureReason(failed)).toBe(
      'Failed identity validation: 3 of 4 personal questions missed (wrong or not answered in time).',
    );
  });

  it('does not count a question still waiting for its answer', () => {
    expect(identityStanding([null, 'passed'], 1)).toMatchObject({
      asked: 2,
      missed: 0,
      failed: false,
    });
  });
});
