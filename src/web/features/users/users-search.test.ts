import { describe, expect, it } from 'vitest';
import {
  EMPTY_USERS_SEARCH,
  isContradictory,
  readUsersSearch,
  usersVariables,
  writeUsersSearch,
} from './users-search.ts';

const read = (query: string) => readUsersSearch(new URLSearchParams(query));

describe('users search in the address', () => {
  it('reads the term, both role filters and the paging', () => {
    expect(read('q=dana&role=Trainee&without=Admin&page=2&size=10')).toEqual({
      term: 'dana',
      includeRole: 'Trainee',
      excludeRole: 'Admin',
      page: 1,
      size: 10,
    });
  });

  it('ignores unknown roles and malformed paging', () => {
    expect(read('role=Student&without=admin&page=0&size=41')).toEqual(EMPTY_USERS_SEARCH);
    expect(EMPTY_USERS_SEARCH.size).toBe(40);
  });

  it('leaves defaults out and round-trips', () => {
    expect(writeUsersSearch(EMPTY_USERS_SEARCH).toString()).toBe('');
    const search = {
      ...EMPTY_USERS_SEARCH,
      term: '  ada  ',
      excludeRole: 'Instructor' as const,
      page: 2,
    };
    const written = writeUsersSearch(search);
    expect(written.toString()).toBe('q=ada&without=Instructor&page=3');
    expect(readUsersSearch(written)).toEqual({ ...search, term: 'ada' });
  });
});

describe('usersVariables', () => {
  it('sends only the filters that are set, and pages with first and skip', () => {
    expect(usersVariables(EMPTY_USERS_SEARCH)).toEqual({
      query: {},
      pageQuery: { first: 40, skip: 0 },
    });
    expect(
      usersVariables({
        ...EMPTY_USERS_SEARCH,
        term: ' kim ',
        includeRole: 'SyncCheckAdmin',
        page: 1,
        size: 20,
      }),
    ).toEqual({
      query: { term: 'kim', includeRole: 'SyncCheckAdmin' },
      pageQuery: { first: 20, skip: 20 },
    });
  });
});

describe('isContradictory', () => {
  it('is true only for the same role on both sides', () => {
    expect(isContradictory({ includeRole: 'Admin', excludeRole: 'Admin' })).toBe(true);
    expect(isContradictory({ includeRole: 'Admin', excludeRole: 'Trainee' })).toBe(false);
    expect(isContradictory({ includeRole: null, excludeRole: null })).toBe(false);
  });
});
