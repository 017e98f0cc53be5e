import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flagValueOr, parseFlagValue } from './feature-flags.ts';

describe('parseFlagValue', () => {
  it('accepts exactly true and false for booleans', () => {
    expect(parseFlagValue('boolean', 'true')).toEqual({ ok: true, value: true, text: 'true' });
    expect(parseFlagValue('boolean', 'false')).toMatchObject({ ok: true, value: false });
    for (const text of ['TRUE', '1', 'yes', '', ' true']) {
      expect(parseFlagValue('boolean', text)).toEqual({
        ok: false,
        message: 'must be true or false',
      });
    }
  });

  it('accepts whole numbers for integers and normalises them', () => {
    expect(parseFlagValue('integer', '-12')).toEqual({ ok: true, value: -12, text: '-12' });
    expect(parseFlagValue('integer', '007')).toEqual({ ok: true, value: 7, text: '7' });
    for (const text of ['1.5', '1e3', '', ' 3', 'three']) {
      expect(parseFlagValue('integer', text)).toMatchObject({ ok: false });
    }
    expect(parseFlagValue('integer', '99999999999999999999')).toEqual({
      ok: false,
      message: 'is too large',
    });
  });

  it('round-trips every safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const parsed = parseFlagValue('integer', String(n));
        return parsed.ok && parsed.value === n && parsed.text === String(n);
      }),
    );
  });

  it('accepts any string up to the length limit', () => {
    expect(parseFlagValue('string', '')).toMatchObject({ ok: true, value: '' });
    expect(parseFlagValue('string', 'x'.repeat(2001))).toMatchObject({ ok: false });
  });
});

describe('flagValueOr', () => {
  it('uses the stored value when its type matches the fallback', () => {
    expect(flagValueOr({ type: 'boolean', value: 'true' }, false)).toBe(true);
    expect(flagValueOr({ type: 'integer', value: '5' }, 0)).toBe(5);
    expect(flagValueOr({ type: 'string', value: 'hi' }, '')).toBe('hi');
  });

  it('falls back for a missing flag or one of another type', () => {
    expect(flagValueOr(undefined, true)).toBe(true);
    expect(flagValueOr({ type: 'string', value: 'true' }, false)).toBe(false);
    expect(flagValueOr({ type: 'boolean', value: 'true' }, 3)).toBe(3);
  });
});
