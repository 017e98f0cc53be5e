import { describe, expect, it } from 'vitest';
import { parseEmailList, prefillEmails } from './email-list.ts';

describe('parseEmailList', () => {
  it('splits on commas, semicolons and spaces and drops repeats', () => {
    expect(parseEmailList(' a@x.test, b@x.test;c@x.test  A@X.test ,, ')).toEqual([
      'a@x.test',
      'b@x.test',
      'c@x.test',
    ]);
  });
  it('is empty for blank text', () => {
    expect(parseEmailList('  ')).toEqual([]);
  });
});

describe('prefillEmails', () => {
  it('lists the student and parent addresses that exist', () => {
    expect(prefillEmails({ email: 'noah@x.test', parentEmail: 'mum@x.test' })).toBe(
      'noah@x.test, mum@x.test',
    );
    expect(prefillEmails({ email: null, parentEmail: 'mum@x.test' })).toBe('mum@x.test');
    expect(prefillEmails({})).toBe('');
  });
});
