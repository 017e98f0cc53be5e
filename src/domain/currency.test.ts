import { describe, expect, it } from 'vitest';
import { formatCents, formatUsd } from './currency.ts';

describe('formatUsd', () => {
  it('shows whole dollars without decimals and cents only as far as needed', () => {
    expect(formatUsd(12)).toBe('$12');
    expect(formatUsd(12.5)).toBe('$12.5');
    expect(formatUsd(12.05)).toBe('$12.05');
    expect(formatUsd(0)).toBe('$0');
  });

  it('groups thousands and rounds to the cent', () => {
    expect(formatUsd(1234.567)).toBe('$1,234.57');
    expect(formatUsd(1_000_000)).toBe('$1,000,000');
    expect(formatUsd(1.005)).toBe('$1.01');
    expect(formatUsd(19.999)).toBe('$20');
  });

  it('puts the sign of a negative amount before the dollar sign, and never shows -$0', () => {
    expect(formatUsd(-12.5)).toBe('-$12.5');
    expect(formatUsd(-0)).toBe('$0');
    expect(formatUsd(-0.001)).toBe('$0');
  });

  it('refuses NaN and Infinity', () => {
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
    expect(() => formatUsd(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatCents', () => {
  it('formats integer cents as dollars', () => {
    expect(formatCents(1250)).toBe('$12.5');
    expect(formatCents(1200)).toBe('$12');
    expect(formatCents(1999)).toBe('$19.99');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatCents(-4500)).toBe('-$45');
  });

  it('refuses fractions of a cent and non-numbers', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});
