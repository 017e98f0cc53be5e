import { describe, expect, it } from 'vitest';
import { generateVoucherCode, normaliseCode, VOUCHER_ALPHABET } from './voucher-code.ts';

describe('voucher codes', () => {
  it('uses no characters that look alike', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L', '2', 'Z', '5', 'S', '8', 'B', 'U', 'V']) {
      expect(VOUCHER_ALPHABET).not.toContain(ambiguous);
    }
    expect(new Set(VOUCHER_ALPHABET).size).toBe(VOUCHER_ALPHABET.length);
  });

  it('groups ten characters by five after an upper-cased prefix', () => {
    let i = 0;
    const next = (n: number) => i++ % n;
    expect(generateVoucherCode(next, 'spring')).toBe('SPRING-34679-ACDEF');
    expect(generateVoucherCode(() => 0)).toBe('33333-33333');
  });

  it('draws every character from the alphabet', () => {
    for (let n = 0; n < 200; n += 1) {
      const code = generateVoucherCode((size) => Math.floor(Math.random() * size));
      expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTWXY]{5}-[34679ACDEFGHJKMNPQRTWXY]{5}$/);
    }
  });

  it('normalises codes for comparison', () => {
    expect(normaliseCode('  spring-3467 ')).toBe('SPRING-3467');
  });
});
