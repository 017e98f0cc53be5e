import { describe, expect, it } from 'vitest';
import { containsPattern, studentSearchWords } from './student-search-term.ts';

describe('studentSearchWords', () => {
  it('splits names and emails into words, once each', () => {
    expect(studentSearchWords('  José   García ')).toEqual(['José', 'García']);
    expect(studentSearchWords('ana ana@x.test ana')).toEqual(['ana', 'ana@x.test']);
  });

  it('turns a phone number in any spelling into its digits', () => {
    expect(studentSearchWords('(415) 555-2671')).toEqual(['4155552671']);
    expect(studentSearchWords('+1 415.555')).toEqual(['1415555']);
  });

  it('keeps short numbers and licence numbers as typed', () => {
    expect(studentSearchWords('12')).toEqual(['12']);
    expect(studentSearchWords('D1234567')).toEqual(['D1234567']);
  });

  it('has nothing to search for in a blank entry', () => {
    expect(studentSearchWords('   ')).toEqual([]);
    expect(studentSearchWords(null)).toEqual([]);
  });
});

describe('containsPattern', () => {
  it('matches anywhere and escapes LIKE wildcards', () => {
    expect(containsPattern('ann')).toBe('%ann%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
