import { describe, expect, it } from 'vitest';
import {
  couponsVariables,
  EMPTY_COUPONS_SEARCH,
  readCouponsSearch,
  writeCouponsSearch,
} from './coupons-search.ts';

describe('coupons search', () => {
  it('round-trips scope, term, expired and page through the address', () => {
    const search = {
      ...EMPTY_COUPONS_SEARCH,
      scope: 'roadTest' as const,
      term: 'fall',
      expired: true,
      page: 2,
    };
    expect(readCouponsSearch(writeCouponsSearch(search))).toEqual(search);
    expect(readCouponsSearch(new URLSearchParams('scope=bogus')).scope).toBeNull();
  });

  it('sends only the filters in use', () => {
    expect(couponsVariables(EMPTY_COUPONS_SEARCH).filter).toEqual({});
    expect(
      couponsVariables({ ...EMPTY_COUPONS_SEARCH, scope: 'lesson', term: ' x ', expired: true })
        .filter,
    ).toEqual({ scope: 'lesson', term: 'x', includeExpired: true });
  });
});
