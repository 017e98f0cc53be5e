import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCTS_SEARCH,
  productsVariables,
  readProductsSearch,
  writeProductsSearch,
} from './products-search.ts';

describe('products search in the address', () => {
  it('reads the type, the archived switch and the page', () => {
    expect(
      readProductsSearch(new URLSearchParams('type=package&archived=1&page=2&size=10')),
    ).toEqual({ type: 'package', archived: true, page: 1, size: 10 });
  });

  it('ignores unknown types and values', () => {
    expect(readProductsSearch(new URLSearchParams('type=voucher&archived=yes'))).toEqual(
      EMPTY_PRODUCTS_SEARCH,
    );
  });

  it('writes no defaults and round-trips', () => {
    expect(writeProductsSearch(EMPTY_PRODUCTS_SEARCH).toString()).toBe('');
    const search = { type: 'drivingMinute' as const, archived: true, page: 1, size: 20 as const };
    const written = writeProductsSearch(search);
    expect(written.toString()).toBe('type=drivingMinute&archived=1&page=2&size=20');
    expect(readProductsSearch(written)).toEqual(search);
  });
});

describe('productsVariables', () => {
  it('filters by type and asks for archived products only when shown', () => {
    expect(productsVariables(EMPTY_PRODUCTS_SEARCH)).toEqual({
      filter: {},
      pageQuery: { first: 40, skip: 0 },
    });
    expect(productsVariables({ type: 'fee', archived: true, page: 2, size: 10 })).toEqual({
      filter: { type: 'fee', includeArchived: true },
      pageQuery: { first: 10, skip: 20 },
    });
  });
});
