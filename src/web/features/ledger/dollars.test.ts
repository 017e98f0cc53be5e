import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollarsText, parseDollars } from './dollars.ts';

const cents = (text: string) => {
  const result = parseDollars(text);
  return result.ok ? result.cents : result.message;
};

describe('parseDollars', () => {
  it('reads whole and decimal dollar amounts into exact cents', () => {
    expect(cents('899')).toBe(89_900);
    expect(cents('899.5')).toBe(89_950);
    expect(cents('899.50')).toBe(89_950);
    expect(cents('0.29')).toBe(29); // 0.29 * 100 is not 29 in floating point
    expect(cents('.5')).toBe(50);
    expect(cents('5.')).toBe(500);
    expect(cents('0')).toBe(0);
  });

  it('accepts a dollar sign and surrounding spaces', () => {
    expect(cents(' $200 ')).toBe(20_000);
    expect(cents('$ 12.34')).toBe(1234);
  });

  it('refuses what is not an amount of money', () => {
    expect(cents('')).toBe('Enter an amount.');
    expect(cents('   ')).toBe('Enter an amount.');
    expect(cents('abc')).toMatch(/like 899 or 899.50/);
    expect(cents('1,234')).toMatch(/like 899/);
    expect(cents('1e3')).toMatch(/like 899/);
    expect(cents('-5')).toBe('The amount cannot be negative.');
    expect(cents('-0')).toBe('The amount cannot be negative.');
    expect(cents('1.234')).toBe('Use at most two decimals (cents).');
    expect(cents('1000000.01')).toBe('The amount is above $1,000,000.');
    expect(cents('1000000')).toBe(100_000_000);
  });

  it('round-trips every amount of cents through its text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (amount) => {
        expect(parseDollars(centsToDollarsText(amount))).toEqual({ ok: true, cents: amount });
      }),
    );
  });
});

describe('centsToDollarsText', () => {
  it('prints two decimals', () => {
    expect(centsToDollarsText(89_900)).toBe('899.00');
    expect(centsToDollarsText(1250)).toBe('12.50');
    expect(centsToDollarsText(5)).toBe('0.05');
    expect(centsToDollarsText(-20_000)).toBe('-200.00');
  });
});
