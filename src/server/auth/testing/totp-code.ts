// RFC 6238 time-based one-time passwords (HMAC-SHA1), computed independently of better-auth so
// tests check its two-factor sign-in against the standard, as an authenticator app would.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP for a counter. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const code = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(code % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 TOTP at a moment (default now) with 30-second steps. */
export function totp(key: Buffer, at = Date.now(), digits = 6, periodSeconds = 30): string {
  return hotp(key, Math.floor(at / 1000 / periodSeconds), digits);
}

/** The code for an otpauth:// URI, as an authenticator app that scanned it would show. */
export function totpFromUri(uri: string, at = Date.now()): string {
  const params = new URL(uri).searchParams;
  const secret = params.get('secret');
  if (!secret) throw new Error('otpauth URI without secret');
  const digits = Number(params.get('digits') ?? 6);
  const period = Number(params.get('period') ?? 30);
  return totp(base32Decode(secret), at, digits, period);
}
