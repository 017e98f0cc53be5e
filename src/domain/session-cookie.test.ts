import { describe, expect, it } from 'vitest';
import { carriesSessionCookie } from './session-cookie.ts';

describe('session cookie', () => {
  it('finds the session cookie, plain or secure, among others', () => {
    expect(carriesSessionCookie('roadready.session_token=abc.def')).toBe(true);
    expect(carriesSessionCookie('theme=dark; __Secure-roadready.session_token=abc')).toBe(true);
    expect(carriesSessionCookie('a=1;roadready.session_token=x; b=2')).toBe(true);
  });

  it('ignores other cookies, an emptied session cookie and no header', () => {
    expect(carriesSessionCookie('roadready.session_data=abc')).toBe(false);
    expect(carriesSessionCookie('xroadready.session_token=abc')).toBe(false);
    expect(carriesSessionCookie('roadready.session_token=; theme=dark')).toBe(false);
    expect(carriesSessionCookie('')).toBe(false);
    expect(carriesSessionCookie(null)).toBe(false);
    expect(carriesSessionCookie(undefined)).toBe(false);
  });
});
