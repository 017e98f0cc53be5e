import { describe, expect, it } from 'vitest';
import { phoneHref } from './phone-link.ts';

describe('phoneHref', () => {
  it('keeps only the digits of a US number as shown', () => {
    expect(phoneHref('(855) 762-3732')).toBe('tel:8557623732');
    expect(phoneHref('855.762.3732')).toBe('tel:8557623732');
  });

  it('keeps a leading plus, also after surrounding spaces', () => {
    expect(phoneHref('+1 (855) 762-3732')).toBe('tel:+18557623732');
    expect(phoneHref('  +44 20 7946 0958 ')).toBe('tel:+442079460958');
  });

  it('drops a plus that is not leading', () => {
    expect(phoneHref('1 855+762 3732')).toBe('tel:18557623732');
  });

  it('drops letters and other symbols', () => {
    expect(phoneHref('1-800-DRIVE-NOW ext. 12')).toBe('tel:180012');
  });
});
