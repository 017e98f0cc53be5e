import { describe, expect, it } from 'vitest';
import { formatExactDuration } from './exact-duration.ts';

describe('formatExactDuration', () => {
  it('keeps every second', () => {
    expect(formatExactDuration(19_799)).toBe('5 h 29 min 59 s');
    expect(formatExactDuration(19_800)).toBe('5 h 30 min');
    expect(formatExactDuration(3_930)).toBe('1 h 05 min 30 s');
  });

  it('writes short times in minutes and signs corrections', () => {
    expect(formatExactDuration(0)).toBe('0 min');
    expect(formatExactDuration(45)).toBe('0 min 45 s');
    expect(formatExactDuration(-1_200)).toBe('−20 min');
  });
});
