import { describe, expect, it } from 'vitest';
import { parseNumber } from './parse-number.ts';

describe('parseNumber', () => {
  it('reads integers with an optional sign', () => {
    expect(parseNumber('12')).toBe(12);
    expect(parseNumber('-3')).toBe(-3);
    expect(parseNumber('+4')).toBe(4);
    expect(parseNumber('007')).toBe(7);
  });

  it('reads decimals with a dot', () => {
    expect(parseNumber('4.50')).toBe(4.5);
    expect(parseNumber('-0.25')).toBe(-0.25);
    expect(parseNumber('.5')).toBe(0.5);
    expect(parseNumber('5.')).toBe(5);
  });

  it('ignores surrounding whitespace', () => {
    expect(parseNumber(' 7 ')).toBe(7);
    expect(parseNumber('\t12.5\n')).toBe(12.5);
  });

  it('gives plain zero for a negative zero', () => {
    expect(Object.is(parseNumber('-0'), 0)).toBe(true);
  });

  it('refuses empty and missing input instead of reading it as 0', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('   ')).toBeNull();
    expect(parseNumber(null)).toBeNull();
    expect(parseNumber(undefined)).toBeNull();
  });

  it('refuses text, trailing garbage and lone signs or dots', () => {
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber('12abc')).toBeNull();
    expect(parseNumber('1 2')).toBeNull();
    expect(parseNumber('-')).toBeNull();
    expect(parseNumber('.')).toBeNull();
    expect(parseNumber('1.2.3')).toBeNull();
  });

  it('refuses notations Number() accepts but people do not mean', () => {
    expect(parseNumber('1e3')).toBeNull();
    expect(parseNumber('0x10')).toBeNull();
    expect(parseNumber('Infinity')).toBeNull();
    expect(parseNumber('1,234')).toBeNull();
    expect(parseNumber('1_000')).toBeNull();
    expect(parseNumber('9'.repeat(400))).toBeNull();
  });
});
