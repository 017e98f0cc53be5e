// The products list keeps its filters and page in the address (?type=package&archived=1&page=2).
import { PRODUCT_TYPES, type ProductType } from '../../../domain/ledger/ledger-types.ts';
import { choiceFilter, flagFilter, type FilterCodecs } from '../../ui/list-address.ts';
import { pageQueryOf, type Paging } from '../../ui/list-paging.ts';

export interface ProductsFilters {
  type: ProductType | null;
  /** Also list archived products (kept for history, no longer sold). */
  archived: boolean;
}

export const PRODUCTS_FILTERS: FilterCodecs<ProductsFilters> = {
  type: choiceFilter(PRODUCT_TYPES),
  archived: flagFilter,
};

export function productsVariables(search: ProductsFilters & Paging) {
  return {
    filter: {
      ...(search.type ? { type: search.type } : {}),
      ...(search.archived ? { includeArchived: true } : {}),
    },
    pageQuery: pageQueryOf(search),
  };
}
