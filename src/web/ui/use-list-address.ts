// The view of a back-office list in the address (list-address.ts), read on every render and
// changed in place: a new filter or search term goes back to the first page, a page change keeps
// the filters. The back button, a bookmark and a shared link restore the same view.
import { useCallback } from 'react';
import { readListView, writeListView, type FilterCodecs, type ListView } from './list-address.ts';
import type { Paging } from './list-paging.ts';
import { useAddressSearch } from './use-address-search.ts';

export interface ListAddress<Filters> {
  view: ListView<Filters>;
  /** Shows other filters or another term, from the first page (`replace`: no history entry). */
  filter: (change: Partial<Filters & { q: string }>, replace?: boolean) => void;
  /** Shows another page or page size. */
  page: (paging: Paging) => void;
}

export function useListAddress<Filters extends object>(
  /** The list's filters; a constant of the screen's module, so it keeps its identity. */
  codecs: FilterCodecs<Filters>,
): ListAddress<Filters> {
  const read = useCallback((params: URLSearchParams) => readListView(params, codecs), [codecs]);
  const write = useCallback((view: ListView<Filters>) => writeListView(view, codecs), [codecs]);
  const [view, show] = useAddressSearch(read, write);
  return {
    view,
    filter: (change, replace) =>
      show({ ...change, page: 0 } as Partial<ListView<Filters>>, replace),
    page: (paging) => show(paging as Partial<ListView<Filters>>),
  };
}
