// The vouchers list keeps its filters and page in the address (?code=FAIR&product=…&status=open).
import {
  FIRST_PAGE,
  pageQueryOf,
  readPaging,
  writePaging,
  type Paging,
} from '../../ui/list-paging.ts';

/** open: not redeemed yet; redeemed: used. */
export type VoucherStatusFilter = 'open' | 'redeemed' | null;

export interface VouchersSearch extends Paging {
  code: string;
  productId: string | null;
  status: VoucherStatusFilter;
}

export const EMPTY_VOUCHERS_SEARCH: VouchersSearch = {
  code: '',
  productId: null,
  status: null,
  ...FIRST_PAGE,
};

export function readVouchersSearch(params: URLSearchParams): VouchersSearch {
  const status = params.get('status');
  return {
    code: params.get('code') ?? '',
    productId: params.get('product') || null,
    status: status === 'open' || status === 'redeemed' ? status : null,
    ...readPaging(params),
  };
}

export function writeVouchersSearch(search: VouchersSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.code.trim()) params.set('code', search.code.trim());
  if (search.productId) params.set('product', search.productId);
  if (search.status) params.set('status', search.status);
  return writePaging(params, search);
}

export function vouchersVariables(search: VouchersSearch) {
  return {
    filter: {
      ...(search.code.trim() ? { code: search.code.trim() } : {}),
      ...(search.productId ? { productId: search.productId } : {}),
      ...(search.status ? { redeemed: search.status === 'redeemed' } : {}),
    },
    pageQuery: pageQueryOf(search),
  };
}
