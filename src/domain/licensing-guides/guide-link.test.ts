import { describe, expect, it } from 'vitest';
import { phoneHref } from '../phone-link.ts';
import { guideLinkKind } from './guide-link.ts';

describe('guide links', () => {
  it('accepts internal paths, https sites and phone links', () => {
    expect(guideLinkKind('/tx/course/parent-taught')).toBe('internal');
    expect(guideLinkKind('/courses?state=wa')).toBe('internal');
    expect(guideLinkKind('https://www.dmv.ca.gov/portal/')).toBe('external');
    expect(guideLinkKind(phoneHref('+1 (800) 555-0100'))).toBe('phone');
    expect(guideLinkKind(phoneHref('(800) 555-0100'))).toBe('phone');
  });

  it('refuses other schemes, other hosts in disguise and malformed numbers', () => {
    expect(guideLinkKind('http://www.dmv.ca.gov/')).toBeNull();
    expect(guideLinkKind('javascript:alert(1)')).toBeNull();
    expect(guideLinkKind('//evil.example/')).toBeNull();
    expect(guideLinkKind('tel:800-555')).toBeNull();
    expect(guideLinkKind('mailto:a@b.c')).toBeNull();
    expect(guideLinkKind(' /book')).toBeNull();
    expect(guideLinkKind('/a b')).toBeNull();
    expect(guideLinkKind('')).toBeNull();
    expect(guideLinkKind('https://localhost/')).toBeNull();
  });
});
