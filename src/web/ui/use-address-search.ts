// The filters and page of a back-office list, kept in the address. A change is merged into what
// the address holds at the moment of the change, not into what the last render saw, so two quick
// changes (a role, then a second role) never build the second address on a view that predates
// the first.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useAddressSearch<Search>(
  read: (params: URLSearchParams) => Search,
  write: (search: Search) => URLSearchParams,
): [search: Search, show: (change: Partial<Search>, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const show = useCallback(
    (change: Partial<Search>, replace = false) => {
      // The router updates the browser's address before it re-renders, so this is the latest.
      const current = read(new URLSearchParams(window.location.search));
      setParams(write({ ...current, ...change }), { preventScrollReset: true, replace });
    },
    [read, write, setParams],
  );
  return [read(params), show];
}
