import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './after-sign-in-path.ts';
import { DEFAULT_AFTER_SIGN_IN, PORTAL_AFTER_SIGN_IN } from './safe-next-path.ts';

describe('afterSignInPath', () => {
  it('sends staff to the back-office and everyone else to the portal', () => {
    expect(afterSignInPath(null, ['Admin'])).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(afterSignInPath(null, ['Instructor'])).toBe('/admin');
    expect(afterSignInPath('', ['Trainee', 'SyncCheckAdmin'])).toBe('/admin');
    expect(afterSignInPath(null, [])).toBe(PORTAL_AFTER_SIGN_IN);
    expect(afterSignInPath(undefined, [])).toBe('/portal');
  });

  it('follows a safe next whoever signs in', () => {
    expect(afterSignInPath('/admin/students', [])).toBe('/admin/students');
    expect(afterSignInPath('/portal?tab=past', ['RegionalManager'])).toBe('/portal?tab=past');
  });

  it('refuses an unsafe next and goes home instead', () => {
    expect(afterSignInPath('//evil.example', [])).toBe('/portal');
    expect(afterSignInPath('https://evil.example/', ['Admin'])).toBe('/admin');
    expect(afterSignInPath('/sign-in', [])).toBe('/portal');
  });
});
