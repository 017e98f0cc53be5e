import { describe, expect, it } from 'vitest';
import { listSortValue, listSortValues, parseListSort } from './list-sort.ts';

describe('list sort', () => {
  it('spells each field and direction as one camelCase value', () => {
    expect(listSortValues(['code', 'expiration'])).toEqual([
      'codeAsc',
      'codeDesc',
      'expirationAsc',
      'expirationDesc',
    ]);
    expect(listSortValue({ field: 'lastName', direction: 'desc' })).toBe('lastNameDesc');
  });

  it('reads a value back, and nothing from a missing or unknown one', () => {
    const fields = ['code', 'title'] as const;
    expect(parseListSort('titleDesc', fields)).toEqual({ field: 'title', direction: 'desc' });
    expect(parseListSort('codeAsc', fields)).toEqual({ field: 'code', direction: 'asc' });
    expect(parseListSort('discountAsc', fields)).toBeNull();
    expect(parseListSort('code', fields)).toBeNull();
    expect(parseListSort(null, fields)).toBeNull();
    expect(parseListSort('', fields)).toBeNull();
  });
});
