import { describe, expect, it } from 'vitest';
import {
  EMPTY_STUDENTS_SEARCH,
  readStudentsSearch,
  studentsVariables,
  writeStudentsSearch,
} from './students-search.ts';

describe('students search in the address', () => {
  it('reads the term, page and size', () => {
    expect(readStudentsSearch(new URLSearchParams('q=Mateo%20H&page=2&size=20'))).toEqual({
      term: 'Mateo H',
      page: 1,
      size: 20,
    });
    expect(readStudentsSearch(new URLSearchParams(''))).toEqual(EMPTY_STUDENTS_SEARCH);
  });

  it('writes a trimmed term and no defaults, and round-trips', () => {
    expect(writeStudentsSearch(EMPTY_STUDENTS_SEARCH).toString()).toBe('');
    expect(writeStudentsSearch({ term: '   ', page: 0, size: 40 }).toString()).toBe('');
    const search = { term: 'hernández', page: 2, size: 10 as const };
    const written = writeStudentsSearch(search);
    expect(written.toString()).toBe('q=hern%C3%A1ndez&page=3&size=10');
    expect(readStudentsSearch(written)).toEqual(search);
  });

  it('caps a pasted term at 200 characters', () => {
    const long = 'a'.repeat(500);
    expect(readStudentsSearch(new URLSearchParams({ q: long })).term).toHaveLength(200);
  });
});

describe('studentsVariables', () => {
  it('sends the trimmed term, or none to list everyone', () => {
    expect(studentsVariables({ term: ' (415) 555 ', page: 1, size: 20 })).toEqual({
      term: '(415) 555',
      pageQuery: { first: 20, skip: 20 },
    });
    expect(studentsVariables(EMPTY_STUDENTS_SEARCH)).toEqual({ pageQuery: { first: 40, skip: 0 } });
  });
});
