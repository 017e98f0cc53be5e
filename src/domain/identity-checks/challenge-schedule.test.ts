import { describe, expect, it } from 'vitest';
import { identityGate, nextCheckAt, pickQuestion, type GateInput } from './challenge-schedule.ts';

const rule = { identityCheckMinSeconds: 1200, identityCheckMaxSeconds: 2400 };
const from = new Date('2026-11-27T15:00:00Z');

describe('nextCheckAt', () => {
  it('waits between the least and the greatest wait', () => {
    expect(nextCheckAt(from, rule, () => 0)).toEqual(new Date('2026-11-27T15:20:00Z'));
    expect(nextCheckAt(from, rule, () => 0.999_999)).toEqual(new Date('2026-11-27T15:40:00Z'));
    expect(nextCheckAt(from, rule, () => 0.5)!.getTime() - from.getTime()).toBe(1_800_000);
  });

  it('is none when the course asks no questions', () => {
    expect(
      nextCheckAt(from, { identityCheckMinSeconds: null, identityCheckMaxSeconds: null }, () => 0),
    ).toBeNull();
  });
});

describe('identityGate', () => {
  const now = new Date('2026-11-27T16:00:00Z');
  const base: GateInput = {
    asksQuestions: true,
    schoolQuestions: 3,
    answered: true,
    pending: null,
    nextCheckAt: new Date('2026-11-27T16:10:00Z'),
    now,
  };

  it('is off for a course without questions, or a school that has none', () => {
    expect(identityGate({ ...base, asksQuestions: false }).kind).toBe('off');
    expect(identityGate({ ...base, answered: false, schoolQuestions: 0 }).kind).toBe('off');
  });

  it('wants the answers first', () => {
    expect(identityGate({ ...base, answered: false }).kind).toBe('needsAnswers');
  });

  it('is due once the wait is over, and not a second before', () => {
    expect(identityGate(base)).toEqual({ kind: 'clear', at: base.nextCheckAt });
    expect(identityGate({ ...base, nextCheckAt: now }).kind).toBe('ask');
    expect(identityGate({ ...base, nextCheckAt: null }).kind).toBe('schedule');
  });

  it('holds studying while a question waits, and calls it a miss when its time is over', () => {
    const pending = { expiresAt: new Date('2026-11-27T16:00:01Z') };
    expect(identityGate({ ...base, pending }).kind).toBe('pending');
    expect(identityGate({ ...base, pending: { expiresAt: now } }).kind).toBe('expired');
  });
});

describe('pickQuestion', () => {
  it('does not ask the same question twice in a row when there is a choice', () => {
    expect(pickQuestion(['a', 'b'], 'a', () => 0)).toBe('b');
    expect(pickQuestion(['a', 'b', 'c'], 'b', () => 0.99)).toBe('c');
    expect(pickQuestion(['a'], 'a', () => 0.5)).toBe('a');
    expect(pickQuestion([], null, () => 0)).toBeNull();
  });
});
