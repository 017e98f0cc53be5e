// The products list keeps its filters and page in the address (?type=package&archived=1&page=2).
import { PRODUCT_TYPES, type ProductType } from '../../../domain/ledger/ledger-types.ts';
import {
  FIRST_PAGE,
  pageQueryOf,
  readPaging,
  writePaging,
  type Paging,
} from '../../ui/list-paging.ts';

export interface ProductsSearch extends Paging {
  type: ProductType | null;
  /** Also list archived products (kept for history, no longer sold). */
  archived: boolean;
}

export const EMPTY_PRODUCTS_SEARCH: ProductsSearch = { type: null, archived: false, ...FIRST_PAGE };

export function readProductsSearch(params: URLSearchParams): ProductsSearch {
  const type = params.get('type');
  return {
    type: PRODUCT_TYPES.find((value) => value === type) ?? null,
    archived: params.get('archived') === '1',
    ...readPaging(params),
  };
}

export function writeProductsSearch(search: ProductsSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.type) params.set('type', search.type);
  if (search.archived) params.set('archived', '1');
  return writePaging(params, search);
}

export function productsVariables(search: ProductsSearch) {
  return {
    filter: {
      ...(search.type ? { type: search.type } : {}),
      ...(search.archived ? { includeArchived: true } : {}),
    },
    pageQuery: pageQueryOf(search),
  };
}
