import { describe, expect, it } from 'vitest';
import { basisPointsToText, formatBasisPoints, parsePercent } from './percent.ts';

describe('percentages', () => {
  it('reads whole and decimal percentages into basis points', () => {
    expect(parsePercent('10')).toEqual({ ok: true, basisPoints: 1000 });
    expect(parsePercent(' 33.33 % ')).toEqual({ ok: true, basisPoints: 3333 });
    expect(parsePercent('12.5')).toEqual({ ok: true, basisPoints: 1250 });
    expect(parsePercent('.5')).toEqual({ ok: true, basisPoints: 50 });
    expect(parsePercent('100')).toEqual({ ok: true, basisPoints: 10000 });
  });

  it('refuses what is not a percentage from 0 to 100 with two decimals', () => {
    expect(parsePercent('')).toMatchObject({ ok: false });
    expect(parsePercent('-5')).toMatchObject({ ok: false });
    expect(parsePercent('ten')).toMatchObject({ ok: false });
    expect(parsePercent('10.125')).toEqual({ ok: false, message: 'Use at most two decimals.' });
    expect(parsePercent('100.01')).toEqual({ ok: false, message: 'The most is 100 %.' });
  });

  it('shows basis points as people write percentages', () => {
    expect(formatBasisPoints(1000)).toBe('10%');
    expect(formatBasisPoints(3333)).toBe('33.33%');
    expect(formatBasisPoints(1250)).toBe('12.5%');
    expect(formatBasisPoints(5)).toBe('0.05%');
    expect(basisPointsToText(1250)).toBe('12.5');
  });
});
