// The coupons list keeps its filters, sort and page in the address
// (?scope=lesson&q=spring&expired=1&sort=expirationDesc).
import {
  COUPON_SCOPES,
  COUPON_SORT_FIELDS,
  type CouponScope,
  type CouponSortField,
} from '../../../domain/coupons/coupon-types.ts';
import type { ListSort } from '../../../domain/list-sort.ts';
import {
  FIRST_PAGE,
  pageQueryOf,
  readPaging,
  writePaging,
  type Paging,
} from '../../ui/list-paging.ts';
import { readListSort, sortArgOf, writeListSort } from '../../ui/list-sorting.ts';

export interface CouponsSearch extends Paging {
  scope: CouponScope | null;
  term: string;
  /** Also list coupons whose expiration has passed. */
  expired: boolean;
  /** null: by code. */
  sort: ListSort<CouponSortField> | null;
}

export function readCouponsSearch(params: URLSearchParams): CouponsSearch {
  const scope = params.get('scope');
  return {
    scope: COUPON_SCOPES.find((value) => value === scope) ?? null,
    term: params.get('q') ?? '',
    expired: params.get('expired') === '1',
    sort: readListSort(params, COUPON_SORT_FIELDS),
    ...readPaging(params),
  };
}

export function writeCouponsSearch(search: CouponsSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.scope) params.set('scope', search.scope);
  if (search.term.trim()) params.set('q', search.term.trim());
  if (search.expired) params.set('expired', '1');
  writeListSort(params, search.sort);
  return writePaging(params, search);
}

export const EMPTY_COUPONS_SEARCH: CouponsSearch = {
  scope: null,
  term: '',
  expired: false,
  sort: null,
  ...FIRST_PAGE,
};

export function couponsVariables(search: CouponsSearch) {
  return {
    filter: {
      ...(search.scope ? { scope: search.scope } : {}),
      ...(search.term.trim() ? { term: search.term.trim() } : {}),
      ...(search.expired ? { includeExpired: true } : {}),
    },
    pageQuery: pageQueryOf(search),
    ...sortArgOf(search.sort),
  };
}
