import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intersectIntervals, mergeIntervals, subtractIntervals } from './intervals.ts';

const span = fc
  .tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 30 }))
  .map(([start, length]) => ({ start, end: start + length }));
const covers = (list: { start: number; end: number }[], point: number) =>
  list.some((i) => i.start <= point && point < i.end);

describe('intervals', () => {
  it('merges overlapping and touching intervals, dropping empty ones', () => {
    expect(
      mergeIntervals([
        { start: 5, end: 7 },
        { start: 0, end: 2 },
        { start: 2, end: 3 },
        { start: 4, end: 4 },
        { start: 6, end: 9 },
      ]),
    ).toEqual([
      { start: 0, end: 3 },
      { start: 5, end: 9 },
    ]);
  });

  it('subtracts and intersects point by point', () => {
    fc.assert(
      fc.property(fc.array(span), fc.array(span), fc.integer({ min: 0, max: 240 }), (a, b, p) => {
        expect(covers(subtractIntervals(a, b), p)).toBe(covers(a, p) && !covers(b, p));
        expect(covers(intersectIntervals(a, b), p)).toBe(covers(a, p) && covers(b, p));
        expect(covers(mergeIntervals(a), p)).toBe(covers(a, p));
      }),
    );
  });
});
