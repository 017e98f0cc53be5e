import { describe, expect, it } from 'vitest';
import { pageQueryOf, pagingSummary, readPaging, writePaging } from './list-paging.ts';

const read = (query: string, ...keys: [string?, string?]) =>
  readPaging(new URLSearchParams(query), ...(keys as [string, string]));

describe('readPaging', () => {
  it('reads pages counted from 1 and the selectable sizes', () => {
    expect(read('page=3&size=10')).toEqual({ page: 2, size: 10 });
    expect(read('page=1&size=20')).toEqual({ page: 0, size: 20 });
  });

  it('falls back to the first page of 40 for anything else', () => {
    for (const query of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x', 'size=41', 'size=100']) {
      expect(read(query)).toEqual({ page: 0, size: 40 });
    }
  });

  it('reads other key names', () => {
    expect(read('logPage=2&logSize=20', 'logPage', 'logSize')).toEqual({ page: 1, size: 20 });
  });
});

describe('writePaging', () => {
  it('leaves defaults out, keeps other parameters and round-trips', () => {
    const params = new URLSearchParams('q=ana&page=9');
    expect(writePaging(params, { page: 0, size: 40 }).toString()).toBe('q=ana');
    const written = writePaging(new URLSearchParams(), { page: 4, size: 10 });
    expect(written.toString()).toBe('page=5&size=10');
    expect(readPaging(written)).toEqual({ page: 4, size: 10 });
  });
});

describe('pageQueryOf', () => {
  it('skips the rows of the earlier pages', () => {
    expect(pageQueryOf({ page: 2, size: 20 })).toEqual({ first: 20, skip: 40 });
  });
});

describe('pagingSummary', () => {
  const noun = { one: 'student', many: 'students' };
  it('says which rows are shown', () => {
    expect(pagingSummary({ page: 1, size: 40 }, 5, 45, noun)).toBe('Showing 41–45 of 45 students.');
    expect(pagingSummary({ page: 0, size: 40 }, 1, 1, noun)).toBe('Showing 1–1 of 1 student.');
  });
  it('says "about" when the total is an estimate', () => {
    expect(pagingSummary({ page: 0, size: 40 }, 40, 12345, noun, true)).toBe(
      'Showing 1–40 of about 12,345 students.',
    );
  });
  it('explains an empty list and a page past the end', () => {
    expect(pagingSummary({ page: 0, size: 40 }, 0, 0, noun)).toBe('No students found.');
    expect(pagingSummary({ page: 5, size: 10 }, 0, 12, noun)).toBe(
      'This page is past the last of the 12 students.',
    );
  });
});
