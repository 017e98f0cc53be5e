// Paging of the back-office lists that keep their page in the address: ?page counts from 1 as
// people do, ?size is one of SPEC §9's selectable sizes (10, 20, 40; 40 by default). Defaults are
// left out of the address so a plain link and a first visit look the same.

export const PAGE_SIZES = [10, 20, 40] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 40;

export interface Paging {
  /** Zero-based page number. */
  page: number;
  size: PageSize;
}

export const FIRST_PAGE: Paging = { page: 0, size: DEFAULT_PAGE_SIZE };

/** The page and size under these names in a query string; anything malformed is the default. */
export function readPaging(params: URLSearchParams, pageKey = 'page', sizeKey = 'size'): Paging {
  const page = Number(params.get(pageKey));
  const size = Number(params.get(sizeKey));
  return {
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    size: isPageSize(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Writes the paging into `params` (changing it), leaving defaults out. */
export function writePaging(
  params: URLSearchParams,
  paging: Paging,
  pageKey = 'page',
  sizeKey = 'size',
): URLSearchParams {
  params.delete(pageKey);
  params.delete(sizeKey);
  if (paging.page > 0) params.set(pageKey, String(paging.page + 1));
  if (paging.size !== DEFAULT_PAGE_SIZE) params.set(sizeKey, String(paging.size));
  return params;
}

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** The pageQuery argument of a list query. */
export const pageQueryOf = (paging: Paging) => ({
  first: paging.size,
  skip: paging.page * paging.size,
});

/** "Showing 41–45 of 45 students" and its variants, for the list's status line. */
export function pagingSummary(
  paging: Paging,
  shown: number,
  total: number,
  noun: { one: string; many: string },
  /** The total is the database's estimate (very broad searches), not an exact count. */
  estimate = false,
): string {
  if (total === 0) return `No ${noun.many} found.`;
  const count = estimate ? `about ${total.toLocaleString('en-US')}` : String(total);
  if (shown === 0) return `This page is past the last of the ${count} ${noun.many}.`;
  const first = paging.page * paging.size + 1;
  const last = paging.page * paging.size + shown;
  return `Showing ${first}–${last} of ${count} ${total === 1 && !estimate ? noun.one : noun.many}.`;
}
