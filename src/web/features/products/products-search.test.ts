import { describe, expect, it } from 'vitest';
import { readListView, writeListView, type ListView } from '../../ui/list-address.ts';
import { PRODUCTS_FILTERS, productsVariables, type ProductsFilters } from './products-search.ts';

const read = (query: string) => readListView(new URLSearchParams(query), PRODUCTS_FILTERS);
const EMPTY: ListView<ProductsFilters> = { q: '', type: null, archived: false, page: 0, size: 40 };

describe('products search in the address', () => {
  it('reads the type, the archived switch and the page', () => {
    expect(read('type=package&archived=1&page=2&size=10')).toEqual({
      ...EMPTY,
      type: 'package',
      archived: true,
      page: 1,
      size: 10,
    });
  });

  it('ignores unknown types and values', () => {
    expect(read('type=voucher&archived=yes')).toEqual(EMPTY);
  });

  it('writes no defaults and round-trips', () => {
    expect(writeListView(EMPTY, PRODUCTS_FILTERS).toString()).toBe('');
    const search: ListView<ProductsFilters> = {
      ...EMPTY,
      type: 'drivingMinute',
      archived: true,
      page: 1,
      size: 20,
    };
    const written = writeListView(search, PRODUCTS_FILTERS);
    expect(written.toString()).toBe('type=drivingMinute&archived=1&page=2&size=20');
    expect(read(written.toString())).toEqual(search);
  });
});

describe('productsVariables', () => {
  it('filters by type and asks for archived products only when shown', () => {
    expect(productsVariables(EMPTY)).toEqual({
      filter: {},
      pageQuery: { first: 40, skip: 0 },
    });
    expect(productsVariables({ type: 'fee', archived: true, page: 2, size: 10 })).toEqual({
      filter: { type: 'fee', includeArchived: true },
      pageQuery: { first: 10, skip: 20 },
    });
  });
});
