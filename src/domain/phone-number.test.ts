import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, normalisePhoneNumber } from './phone-number.ts';

describe('normalisePhoneNumber', () => {
  it('reads the usual US spellings as one E.164 number', () => {
    for (const typed of [
      '(415) 555-2671',
      '415-555-2671',
      '415.555.2671',
      '4155552671',
      '+1 415 555 2671',
      ' 1 (415) 555 2671 ',
    ]) {
      expect(normalisePhoneNumber(typed)).toBe('+14155552671');
    }
  });

  it('keeps the country of an international number', () => {
    expect(normalisePhoneNumber('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses numbers that cannot exist', () => {
    expect(normalisePhoneNumber('555-2671')).toBeNull();
    expect(normalisePhoneNumber('(123) 555-2671')).toBeNull();
    expect(normalisePhoneNumber('not a phone')).toBeNull();
    expect(normalisePhoneNumber('')).toBeNull();
  });
});

describe('formatPhoneNumber', () => {
  it('shows US numbers in national format and others internationally', () => {
    expect(formatPhoneNumber('+14155552671')).toBe('(415) 555-2671');
    expect(formatPhoneNumber('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatPhoneNumber('garbage')).toBe('garbage');
  });
});
