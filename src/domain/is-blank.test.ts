import { describe, expect, it } from 'vitest';
import { isBlank } from './is-blank.ts';

describe('isBlank', () => {
  it('treats missing values and the empty string as blank', () => {
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('')).toBe(true);
  });

  it('treats whitespace of any kind as blank', () => {
    expect(isBlank('   ')).toBe(true);
    expect(isBlank('\t\n\r ')).toBe(true);
    expect(isBlank('\u00a0\u2003')).toBe(true); // no-break and em spaces, as pasted from documents
  });

  it('keeps any visible character, also when surrounded by spaces', () => {
    expect(isBlank('a')).toBe(false);
    expect(isBlank('  0  ')).toBe(false);
    expect(isBlank('.')).toBe(false);
  });
});
