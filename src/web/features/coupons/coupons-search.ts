// The coupons list keeps its filters and page in the address (?scope=lesson&q=spring&expired=1).
import { COUPON_SCOPES, type CouponScope } from '../../../domain/coupons/coupon-types.ts';
import {
  FIRST_PAGE,
  pageQueryOf,
  readPaging,
  writePaging,
  type Paging,
} from '../../ui/list-paging.ts';

export interface CouponsSearch extends Paging {
  scope: CouponScope | null;
  term: string;
  /** Also list coupons whose expiration has passed. */
  expired: boolean;
}

export function readCouponsSearch(params: URLSearchParams): CouponsSearch {
  const scope = params.get('scope');
  return {
    scope: COUPON_SCOPES.find((value) => value === scope) ?? null,
    term: params.get('q') ?? '',
    expired: params.get('expired') === '1',
    ...readPaging(params),
  };
}

export function writeCouponsSearch(search: CouponsSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.scope) params.set('scope', search.scope);
  if (search.term.trim()) params.set('q', search.term.trim());
  if (search.expired) params.set('expired', '1');
  return writePaging(params, search);
}

export const EMPTY_COUPONS_SEARCH: CouponsSearch = {
  scope: null,
  term: '',
  expired: false,
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
  };
}
