import { describe, expect, it } from 'vitest';
import { unionIntervals } from './union-intervals.ts';

describe('unionIntervals', () => {
  it('merges overlapping and touching spans and keeps separate ones apart', () => {
    expect(
      unionIntervals([
        { start: 50, end: 60 },
        { start: 0, end: 10 },
        { start: 5, end: 20 },
        { start: 20, end: 25 },
      ]),
    ).toEqual([
      { start: 0, end: 25 },
      { start: 50, end: 60 },
    ]);
  });

  it('drops empty spans', () => {
    expect(unionIntervals([{ start: 5, end: 5 }])).toEqual([]);
  });
});
