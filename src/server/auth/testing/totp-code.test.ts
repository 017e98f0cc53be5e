import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, totp, totpFromUri } from './totp-code.ts';

// RFC 6238 appendix B, SHA-1 key "12345678901234567890".
const key = Buffer.from('12345678901234567890');

describe('totp test helper', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    expect(totp(key, 59_000, 8)).toBe('94287082');
    expect(totp(key, 1_111_111_109_000, 8)).toBe('07081804');
    expect(totp(key, 2_000_000_000_000, 8)).toBe('69279037');
  });

  it('matches RFC 4226 HOTP values', () => {
    expect(hotp(key, 0)).toBe('755224');
    expect(hotp(key, 9)).toBe('520489');
  });

  it('decodes base32 and reads otpauth URIs', () => {
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe(
      '12345678901234567890',
    );
    const uri =
      'otpauth://totp/X:a%40b.c?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=X&digits=6&period=30';
    expect(totpFromUri(uri, 59_000)).toBe('287082');
  });
});
