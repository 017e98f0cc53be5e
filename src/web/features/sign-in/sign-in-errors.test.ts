import { describe, expect, it } from 'vitest';
import { codeError, signInErrorMessage } from './sign-in-errors.ts';

describe('signInErrorMessage', () => {
  it('explains each answer of the sign-in endpoint', () => {
    expect(signInErrorMessage({ code: 'WRONG_CREDENTIALS', status: 401 })).toMatchObject({
      message: expect.stringMatching(/email and password do not match/),
      field: 'password',
    });
    expect(signInErrorMessage({ code: 'INVALID_EMAIL', status: 400 })).toMatchObject({
      message: expect.stringMatching(/valid email address/),
      field: 'email',
    });
    expect(signInErrorMessage({ code: 'FORBIDDEN', status: 403 }).message).toMatch(/disabled/);
    expect(signInErrorMessage({ code: 'TOO_MANY_ATTEMPTS', status: 429 }).message).toMatch(
      /Too many sign-in attempts/,
    );
  });

  it('sends the visitor back to the password when the two-factor challenge is over', () => {
    expect(signInErrorMessage({ code: 'INVALID_CODE', status: 401 })).toMatchObject({
      field: 'code',
    });
    expect(signInErrorMessage({ code: 'INVALID_CODE' }).restart).toBeUndefined();
    expect(signInErrorMessage({ code: 'INVALID_TWO_FACTOR_COOKIE', status: 401 }).restart).toBe(
      true,
    );
    expect(
      signInErrorMessage({ code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', status: 400 }).restart,
    ).toBe(true);
  });

  it('tells a lost connection from an unknown failure', () => {
    expect(signInErrorMessage({}).message).toMatch(/not possible right now/);
    expect(signInErrorMessage({ status: 0 }).message).toMatch(/not possible right now/);
    expect(signInErrorMessage({ status: 500 }).message).toMatch(/Something went wrong/);
    expect(signInErrorMessage({ code: 'SOMETHING_NEW', status: 400 }).message).toMatch(
      /Something went wrong/,
    );
    expect(signInErrorMessage({ status: 429 }).message).toMatch(/Too many sign-in attempts/);
  });

  it('names the address and what to configure when the origin is not trusted', () => {
    const { message, field } = signInErrorMessage(
      { code: 'INVALID_ORIGIN', status: 403 },
      'http://192.168.1.20:3100',
    );
    expect(message).toContain('(http://192.168.1.20:3100)');
    expect(message).toMatch(/PUBLIC_URL.*TRUSTED_ORIGINS/);
    expect(field).toBeNull();
  });
});

describe('codeError', () => {
  it('takes six digits, with the space authenticator apps show, and nothing else', () => {
    expect(codeError('123456')).toBeNull();
    expect(codeError(' 123 456 ')).toBeNull();
    for (const typed of ['', '12345', '1234567', '12a456'])
      expect(codeError(typed)).toMatchObject({ field: 'code', message: /6 digits/ });
  });
});
