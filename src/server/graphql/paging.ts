// Paged lists (SPEC §7): totalCount, pageInfo { hasNextPage, endCursor }, edges { cursor, node }.
// SPEC's lists page both ways, so every list accepts `first` with either `after` (a cursor from a
// previous page) or `skip` (an offset). Cursors are opaque base64 of the row's offset.
import { validationError } from './errors.ts';

export const DEFAULT_PAGE_SIZE = 40;
export const MAX_PAGE_SIZE = 100;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  skip?: number | null;
}

export interface PageWindow {
  offset: number;
  limit: number;
}

export const encodeCursor = (offset: number) =>
  Buffer.from(`offset:${offset}`).toString('base64url');

export function decodeCursor(cursor: string): number | null {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}

export function pageWindow(args: PageArgs, defaultSize = DEFAULT_PAGE_SIZE): PageWindow {
  const limit = args.first ?? defaultSize;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE_SIZE) {
    throw validationError([{ path: 'first', message: `must be between 0 and ${MAX_PAGE_SIZE}` }]);
  }
  if (args.after != null && args.skip != null) {
    throw validationError([{ path: 'skip', message: 'use either after or skip, not both' }]);
  }
  if (args.skip != null) {
    if (!Number.isInteger(args.skip) || args.skip < 0) {
      throw validationError([{ path: 'skip', message: 'must be zero or more' }]);
    }
    return { offset: args.skip, limit };
  }
  if (args.after != null) {
    const previous = decodeCursor(args.after);
    if (previous === null)
      throw validationError([{ path: 'after', message: 'is not a valid cursor' }]);
    return { offset: previous + 1, limit };
  }
  return { offset: 0, limit };
}

export interface Page<T> {
  /** A number, or a count that is only worked out when a caller selects it (toDeferredPage). */
  totalCount: number | Promise<number>;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  edges: { cursor: string; node: T }[];
}

/** Shapes one window of rows, fetched with `limit` and `offset`, into a connection. */
export function toPage<T>(rows: readonly T[], totalCount: number, window: PageWindow): Page<T> {
  const edges = rows.slice(0, window.limit).map((node, index) => ({
    cursor: encodeCursor(window.offset + index),
    node,
  }));
  return {
    totalCount,
    pageInfo: {
      hasNextPage: window.offset + edges.length < totalCount,
      hasPreviousPage: window.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    edges,
  };
}

/**
 * A value worked out on first use and then kept. GraphQL awaits anything with a `then`, so a
 * field that nobody selects never starts its query: a list asked only for its rows sends one
 * statement, not the rows and a count beside them.
 */
export function deferred<T>(start: () => Promise<T>): Promise<T> {
  let started: Promise<T> | undefined;
  const run = () => (started ??= start());
  const lazy: Promise<T> = {
    then: (onFulfilled, onRejected) => run().then(onFulfilled, onRejected),
    catch: (onRejected) => run().catch(onRejected),
    finally: (onFinally) => run().finally(onFinally),
    [Symbol.toStringTag]: 'Promise',
  };
  return lazy;
}

/** A deferred value derived from another; starting it starts the one it is made from. */
export function deferredMap<T, U>(source: Promise<T>, map: (value: T) => U): Promise<U> {
  return deferred(async () => map(await source));
}

/**
 * Shapes a window fetched with `limit + 1` rows into a connection whose totalCount is counted
 * only when selected; the extra row tells whether a next page exists without counting.
 */
export function toDeferredPage<T>(
  rowsAndOneMore: readonly T[],
  totalCount: Promise<number>,
  window: PageWindow,
): Page<T> {
  const page = toPage(rowsAndOneMore, 0, window);
  page.totalCount = totalCount;
  page.pageInfo.hasNextPage = rowsAndOneMore.length > window.limit;
  return page;
}
