import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath, signInHref } from './safe-next-path.ts';

describe('safeNextPath', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeNextPath('/admin/audit-log')).toBe('/admin/audit-log');
    expect(safeNextPath('/admin/audit-log?page=2&size=10#top')).toBe(
      '/admin/audit-log?page=2&size=10#top',
    );
    expect(safeNextPath('/')).toBe('/');
  });

  it('falls back when there is nothing to follow', () => {
    expect(safeNextPath(null)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath(undefined)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath('')).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath('', '/elsewhere')).toBe('/elsewhere');
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'admin',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/admin/../../etc')).toBe('/etc');
    expect(safeNextPath('/./admin')).toBe('/admin');
  });

  it('never sends the visitor back to the sign-in page', () => {
    expect(safeNextPath('/sign-in')).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath('/sign-in?next=/admin')).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeNextPath('/sign-in-help')).toBe('/sign-in-help');
  });
});

describe('signInHref', () => {
  it('carries the path to come back to', () => {
    expect(signInHref('/admin/audit-log?page=2')).toBe(
      '/sign-in?next=%2Fadmin%2Faudit-log%3Fpage%3D2',
    );
  });

  it('leaves out a missing or unsafe path', () => {
    expect(signInHref()).toBe('/sign-in');
    expect(signInHref('https://evil.example/')).toBe('/sign-in');
  });
});
