import { describe, expect, it } from 'vitest';
import { normaliseZipCode, zipOfAddress } from './zip-code.ts';

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

describe('zipOfAddress', () => {
  it('reads the ZIP code that ends an address', () => {
    expect(zipOfAddress('1 Market St, San Francisco, CA 94105')).toBe('94105');
    expect(zipOfAddress('100 Congress Ave, Austin, TX 78701-1234 ')).toBe('78701');
  });

  it('finds none in an address without one', () => {
    for (const address of ['1 Market St, San Francisco, CA', '', 'Suite 94105A', 'Box 123456']) {
      expect(zipOfAddress(address), address).toBeNull();
    }
  });
});
