import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import {
  decodeCursor,
  deferred,
  deferredMap,
  encodeCursor,
  pageWindow,
  toDeferredPage,
  toPage,
} from './paging.ts';

describe('paging', () => {
  it('defaults to the first 40 rows', () => {
    expect(pageWindow({})).toEqual({ offset: 0, limit: 40 });
  });

  it('continues after a cursor or skips rows', () => {
    expect(pageWindow({ first: 10, after: encodeCursor(19) })).toEqual({ offset: 20, limit: 10 });
    expect(pageWindow({ first: 20, skip: 40 })).toEqual({ offset: 40, limit: 20 });
  });

  it('refuses sizes out of range, bad cursors and both styles at once', () => {
    for (const args of [
      { first: 101 },
      { first: -1 },
      { after: 'garbage' },
      { skip: -3 },
      { after: encodeCursor(1), skip: 2 },
    ]) {
      expect(() => pageWindow(args)).toThrow(AppError);
    }
  });

  it('round-trips cursors', () => {
    expect(decodeCursor(encodeCursor(123))).toBe(123);
    expect(decodeCursor('not-a-cursor')).toBeNull();
  });

  it('shapes rows into edges with pageInfo', () => {
    const page = toPage(['c', 'd'], 5, { offset: 2, limit: 2 });
    expect(page.totalCount).toBe(5);
    expect(page.edges.map((edge) => edge.node)).toEqual(['c', 'd']);
    expect(page.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: true,
      startCursor: encodeCursor(2),
      endCursor: encodeCursor(3),
    });
    expect(toPage([], 0, { offset: 0, limit: 40 }).pageInfo).toMatchObject({
      hasNextPage: false,
      endCursor: null,
    });
  });

  it('starts a deferred count only when it is awaited, and only once', async () => {
    let runs = 0;
    const count = deferred(() => {
      runs += 1;
      return Promise.resolve(7);
    });
    const doubled = deferredMap(count, (value) => value * 2);
    expect(runs).toBe(0);
    expect(await doubled).toBe(14);
    expect(await count).toBe(7);
    expect(runs).toBe(1);
  });

  it('tells a next page from the one extra row, without counting', async () => {
    const window = { offset: 10, limit: 2 };
    const more = toDeferredPage(['a', 'b', 'c'], Promise.resolve(99), window);
    expect(more.edges.map((edge) => edge.node)).toEqual(['a', 'b']);
    expect(more.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(await more.totalCount).toBe(99);
    const last = toDeferredPage(['a', 'b'], Promise.resolve(12), window);
    expect(last.pageInfo.hasNextPage).toBe(false);
  });
});
