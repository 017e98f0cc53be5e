// What a back-office list shows, kept in the address: the words searched (?q=), its filters (each
// under its own name: ?type=package&archived=1) and its page (list-paging.ts). A screen names its
// filters with the codecs below; defaults are left out, so a plain link and a first visit match.
import { readPaging, writePaging, type Paging } from './list-paging.ts';

/** How one filter reads from and writes to its query parameter. */
export interface FilterCodec<Value> {
  /** The value of the parameter, null when absent; anything unknown reads as the default. */
  read: (raw: string | null) => Value;
  /** The parameter, or null to leave it out (the default). */
  write: (value: Value) => string | null;
}

export type FilterCodecs<Filters> = { readonly [Key in keyof Filters]: FilterCodec<Filters[Key]> };

/** A list's view: its filters, the search term and the page. */
export type ListView<Filters> = Filters & Paging & { q: string };

/** Longest search term the address carries. */
export const MAX_SEARCH_LENGTH = 200;

/**
 * One of `values`, or null for every value. Absent or unknown reads as null, or as `initial`
 * when the list starts filtered (then every value is written `all`).
 */
export function choiceFilter<Value extends string>(
  values: readonly Value[],
  initial: Value | null = null,
): FilterCodec<Value | null> {
  return {
    read: (raw) =>
      initial !== null && raw === 'all' ? null : (values.find((value) => value === raw) ?? initial),
    write: (value) => (value === initial ? null : (value ?? 'all')),
  };
}

/** One of `values`; `fallback` when absent or unknown, and then left out of the address. */
export function choiceFilterOr<Value extends string>(
  values: readonly Value[],
  fallback: Value,
  /** How a typed parameter is compared (`?state=co` for CO). */
  normalize: (raw: string) => string = (raw) => raw,
): FilterCodec<Value> {
  return {
    read: (raw) => values.find((value) => raw !== null && value === normalize(raw)) ?? fallback,
    write: (value) => (value === fallback ? null : value),
  };
}

/** A tick box: `1` when on, left out when off. */
export const flagFilter: FilterCodec<boolean> = {
  read: (raw) => raw === '1',
  write: (value) => (value ? '1' : null),
};

export function readListView<Filters extends object>(
  params: URLSearchParams,
  codecs: FilterCodecs<Filters>,
): ListView<Filters> {
  const filters = Object.fromEntries(
    Object.entries(codecs as Record<string, FilterCodec<unknown>>).map(([key, codec]) => [
      key,
      codec.read(params.get(key)),
    ]),
  ) as Filters;
  return {
    ...filters,
    q: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    ...readPaging(params),
  };
}

export function writeListView<Filters extends object>(
  view: ListView<NoInfer<Filters>>,
  codecs: FilterCodecs<Filters>,
): URLSearchParams {
  const params = new URLSearchParams();
  const term = view.q.trim();
  if (term) params.set('q', term);
  for (const [key, codec] of Object.entries(codecs as Record<string, FilterCodec<unknown>>)) {
    const raw = codec.write(view[key as keyof Filters]);
    if (raw !== null) params.set(key, raw);
  }
  return writePaging(params, view);
}

/** Whether `text` holds every word of the search term, whatever their capitals. */
export function matchesSearch(term: string, ...texts: readonly (string | null | undefined)[]) {
  const haystack = texts.join(' ').toLocaleLowerCase('en-US');
  return term
    .toLocaleLowerCase('en-US')
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

/** The codecs of a list that has no filters but its page. */
export const NO_FILTERS: FilterCodecs<Record<never, never>> = {};
