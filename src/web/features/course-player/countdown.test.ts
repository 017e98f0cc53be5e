import { describe, expect, it } from 'vitest';
import { formatClock } from './countdown.ts';

describe('formatClock', () => {
  it('shows minutes and seconds, hours when there are some', () => {
    expect(formatClock(272)).toBe('4:32');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-5)).toBe('0:00');
  });
});
