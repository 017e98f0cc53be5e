import { describe, expect, it } from 'vitest';
import {
  couponsVariables,
  EMPTY_COUPONS_SEARCH,
  readCouponsSearch,
  writeCouponsSearch,
} from './coupons-search.ts';

describe('coupons search', () => {
  it('round-trips scope, term, expired, sort and page through the address', () => {
    const search = {
      ...EMPTY_COUPONS_SEARCH,
      scope: 'roadTest' as const,
      term: 'fall',
      expired: true,
      sort: { field: 'expiration' as const, direction: 'desc' as const },
      page: 2,
    };
    expect(writeCouponsSearch(search).get('sort')).toBe('expirationDesc');
    expect(readCouponsSearch(writeCouponsSearch(search))).toEqual(search);
    expect(readCouponsSearch(new URLSearchParams('scope=bogus')).scope).toBeNull();
  });

  it('sends only the filters in use', () => {
    expect(couponsVariables(EMPTY_COUPONS_SEARCH).filter).toEqual({});
    expect(
      couponsVariables({ ...EMPTY_COUPONS_SEARCH, scope: 'lesson', term: ' x ', expired: true })
        .filter,
    ).toEqual({ scope: 'lesson', term: 'x', includeExpired: true });
    expect(couponsVariables(EMPTY_COUPONS_SEARCH)).not.toHaveProperty('sort');
    expect(
      couponsVariables({ ...EMPTY_COUPONS_SEARCH, sort: { field: 'code', direction: 'desc' } })
        .sort,
    ).toBe('codeDesc');
  });
});
