import { describe, expect, it } from 'vitest';
import { listSortOf, readListSort, sortArgOf, sortModelOf, writeListSort } from './list-sorting.ts';

const FIELDS = ['code', 'expiration'] as const;

describe('list sorting in the address', () => {
  it('reads ?sort, ignoring what the list cannot sort by', () => {
    expect(readListSort(new URLSearchParams('sort=expirationDesc'), FIELDS)).toEqual({
      field: 'expiration',
      direction: 'desc',
    });
    expect(readListSort(new URLSearchParams('sort=titleAsc'), FIELDS)).toBeNull();
    expect(readListSort(new URLSearchParams(''), FIELDS)).toBeNull();
  });

  it('writes the sort, and leaves the default order out', () => {
    const params = new URLSearchParams('q=spring&sort=codeAsc');
    expect(writeListSort(params, { field: 'code', direction: 'desc' }).toString()).toBe(
      'q=spring&sort=codeDesc',
    );
    expect(writeListSort(params, null).toString()).toBe('q=spring');
  });

  it('gives the query argument and the grid model, and reads the model back', () => {
    const sort = { field: 'code', direction: 'asc' } as const;
    expect(sortArgOf(sort)).toEqual({ sort: 'codeAsc' });
    expect(sortArgOf(null)).toEqual({});
    expect(sortModelOf(sort)).toEqual([{ field: 'code', sort: 'asc' }]);
    expect(sortModelOf(null)).toEqual([]);
    expect(listSortOf([{ field: 'expiration', sort: 'desc' }], FIELDS)).toEqual({
      field: 'expiration',
      direction: 'desc',
    });
    expect(listSortOf([{ field: 'title', sort: 'asc' }], FIELDS)).toBeNull();
    expect(listSortOf([{ field: 'code', sort: null }], FIELDS)).toBeNull();
    expect(listSortOf([], FIELDS)).toBeNull();
  });
});
