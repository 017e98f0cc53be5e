import { describe, expect, it } from 'vitest';
import {
  auditLogVariables,
  EMPTY_SEARCH,
  isBackwardsRange,
  readAuditLogSearch,
  writeAuditLogSearch,
} from './audit-log-search.ts';

const read = (query: string) => readAuditLogSearch(new URLSearchParams(query));

describe('readAuditLogSearch', () => {
  it('reads every filter, the page (counted from 1) and the page size', () => {
    expect(
      read('collection=Users&action=Update&user=u42&from=2026-03-01&to=2026-03-31&page=3&size=10'),
    ).toEqual({
      collection: 'Users',
      action: 'Update',
      user: 'u42',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
      size: 10,
    });
  });

  it('defaults to everything, first page, 40 rows', () => {
    expect(read('')).toEqual(EMPTY_SEARCH);
    expect(EMPTY_SEARCH.size).toBe(40);
  });

  it('ignores values it does not know', () => {
    expect(
      read('collection=Students&action=Drop&from=2026-02-30&to=tomorrow&page=-1&size=41'),
    ).toEqual(EMPTY_SEARCH);
    expect(read('page=1.5&size=abc')).toEqual(EMPTY_SEARCH);
    expect(read(`user=%20&page=1`)).toEqual(EMPTY_SEARCH);
    expect(read(`user=${'x'.repeat(101)}`)).toEqual(EMPTY_SEARCH);
  });
});

describe('writeAuditLogSearch', () => {
  it('leaves the defaults out and round-trips', () => {
    expect(writeAuditLogSearch(EMPTY_SEARCH).toString()).toBe('');
    const search = {
      ...EMPTY_SEARCH,
      collection: 'Vehicles' as const,
      user: 'u42',
      page: 1,
      size: 20 as const,
    };
    const written = writeAuditLogSearch(search);
    expect(written.toString()).toBe('collection=Vehicles&user=u42&page=2&size=20');
    expect(readAuditLogSearch(written)).toEqual(search);
  });
});

describe('auditLogVariables', () => {
  it('pages with first and skip', () => {
    expect(auditLogVariables({ ...EMPTY_SEARCH, page: 2, size: 20 })).toEqual({
      query: {},
      pageQuery: { first: 20, skip: 40 },
    });
  });

  it('turns days into whole days in Los Angeles, daylight time included', () => {
    // 2026-03-08 is the day clocks go forward: it starts at -08:00 and ends at -07:00.
    const { query } = auditLogVariables({
      ...EMPTY_SEARCH,
      collection: 'Users',
      action: 'Create',
      user: 'u42',
      from: '2026-03-08',
      to: '2026-03-08',
    });
    expect(query).toEqual({
      collectionName: 'Users',
      action: 'Create',
      updatedById: 'u42',
      from: '2026-03-08T08:00:00.000Z',
      to: '2026-03-09T06:59:59.999Z',
    });
  });
});

describe('isBackwardsRange', () => {
  it('is true only when both ends are set and the end is first', () => {
    expect(isBackwardsRange({ from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(isBackwardsRange({ from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(isBackwardsRange({ from: null, to: '2026-03-01' })).toBe(false);
  });
});
