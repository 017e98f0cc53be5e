import { describe, expect, it } from 'vitest';
import { normaliseZipCode } from './zip-code.ts';

describe('normaliseZipCode', () => {
  it('accepts five digits and ZIP+4', () => {
    expect(normaliseZipCode('94103')).toBe('94103');
    expect(normaliseZipCode(' 94103-1234 ')).toBe('94103-1234');
    expect(normaliseZipCode('941031234')).toBe('94103-1234');
  });

  it('refuses anything else', () => {
    for (const bad of ['9410', '941034', '94103-12', '94103 1234', 'ABCDE', '', '94103-12345']) {
      expect(normaliseZipCode(bad)).toBeNull();
    }
  });
});
