import { describe, expect, it } from 'vitest';
import { formatSeatTime } from './seat-time-format.ts';

describe('formatSeatTime', () => {
  it.each([
    [7199, '1 h 59 min'],
    [7200, '2 h 00 min'],
    [59, '0 min'],
    [115_200, '32 h 00 min'],
    [-1200, '−20 min'],
  ])('shows %i s as %s', (seconds, text) => {
    expect(formatSeatTime(seconds)).toBe(text);
  });
});
