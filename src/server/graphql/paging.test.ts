import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { decodeCursor, encodeCursor, pageWindow, toPage } from './paging.ts';

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
});
