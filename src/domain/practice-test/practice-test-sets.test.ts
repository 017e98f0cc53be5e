import { describe, expect, it } from 'vitest';
import {
  isPracticeTestSet,
  PRACTICE_TEST_SET_COUNT,
  practiceTestSet,
} from './practice-test-sets.ts';

const bank = Array.from({ length: 49 }, (_, index) => `q${String(index).padStart(2, '0')}`);

describe('practiceTestSet', () => {
  it('draws the asked number of distinct questions from the bank', () => {
    const set = practiceTestSet('ca', 1, bank, 20);
    expect(set).toHaveLength(20);
    expect(new Set(set).size).toBe(20);
    for (const id of set) expect(bank).toContain(id);
  });

  it('is the same set whatever order the bank is read in', () => {
    const reversed = [...bank].reverse();
    expect(practiceTestSet('ca', 3, reversed, 20)).toEqual(practiceTestSet('ca', 3, bank, 20));
  });

  it('gives different sets for different numbers and states', () => {
    const sets = Array.from({ length: PRACTICE_TEST_SET_COUNT }, (_, index) =>
      practiceTestSet('ca', index + 1, bank, 20).join(),
    );
    expect(new Set(sets).size).toBe(PRACTICE_TEST_SET_COUNT);
    expect(practiceTestSet('tx', 1, bank, 20)).not.toEqual(practiceTestSet('ca', 1, bank, 20));
  });

  it('spreads the bank over the sets: every question appears in some set', () => {
    const seen = new Set(
      Array.from({ length: PRACTICE_TEST_SET_COUNT }, (_, index) =>
        practiceTestSet('ca', index + 1, bank, 20),
      ).flat(),
    );
    expect(seen.size).toBe(bank.length);
  });

  it('returns the whole bank, shuffled, when it is smaller than the test', () => {
    const small = bank.slice(0, 5);
    expect([...practiceTestSet('ca', 2, small, 20)].sort()).toEqual(small);
  });

  it('follows the bank: a new question can enter the set', () => {
    const grown = [...bank, 'q99'];
    const sets = Array.from({ length: PRACTICE_TEST_SET_COUNT }, (_, index) =>
      practiceTestSet('ca', index + 1, grown, 20),
    ).flat();
    expect(sets).toContain('q99');
  });
});

describe('isPracticeTestSet', () => {
  it('accepts 1 to the set count only', () => {
    expect(isPracticeTestSet(1)).toBe(true);
    expect(isPracticeTestSet(PRACTICE_TEST_SET_COUNT)).toBe(true);
    expect(isPracticeTestSet(0)).toBe(false);
    expect(isPracticeTestSet(PRACTICE_TEST_SET_COUNT + 1)).toBe(false);
    expect(isPracticeTestSet(1.5)).toBe(false);
    expect(isPracticeTestSet('1')).toBe(false);
  });
});
