// The vouchers list keeps its filters, sort and page in the address
// (?code=FAIR&product=…&status=open&sort=codeAsc).
import type { ListSort } from '../../../domain/list-sort.ts';
import { VOUCHER_SORT_FIELDS, type VoucherSortField } from '../../../domain/voucher-sort-fields.ts';
import {
  FIRST_PAGE,
  pageQueryOf,
  readPaging,
  writePaging,
  type Paging,
} from '../../ui/list-paging.ts';
import { readListSort, sortArgOf, writeListSort } from '../../ui/list-sorting.ts';

/** open: not redeemed yet; redeemed: used. */
export type VoucherStatusFilter = 'open' | 'redeemed' | null;

export interface VouchersSearch extends Paging {
  code: string;
  productId: string | null;
  status: VoucherStatusFilter;
  /** null: newest batches first. */
  sort: ListSort<VoucherSortField> | null;
}

export const EMPTY_VOUCHERS_SEARCH: VouchersSearch = {
  code: '',
  productId: null,
  status: null,
  sort: null,
  ...FIRST_PAGE,
};

export function readVouchersSearch(params: URLSearchParams): VouchersSearch {
  const status = params.get('status');
  return {
    code: params.get('code') ?? '',
    productId: params.get('product') || null,
    status: status === 'open' || status === 'redeemed' ? status : null,
    sort: readListSort(params, VOUCHER_SORT_FIELDS),
    ...readPaging(params),
  };
}

export function writeVouchersSearch(search: VouchersSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.code.trim()) params.set('code', search.code.trim());
  if (search.productId) params.set('product', search.productId);
  if (search.status) params.set('status', search.status);
  writeListSort(params, search.sort);
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
    ...sortArgOf(search.sort),
  };
}
