import { describe, expect, it } from 'vitest';
import { addCorner, draftPolygon, draftProblem } from './region-draft.ts';

describe('region draft', () => {
  it('closes three or more corners into a polygon', () => {
    let corners = addCorner([], -105.0000001, 39.7);
    corners = addCorner(corners, -104.9, 39.7);
    expect(draftPolygon(corners)).toBeNull();
    expect(draftProblem(corners)).toBe('Click at least 1 more corner(s) on the map.');
    corners = addCorner(corners, -104.9, 39.8);
    expect(draftProblem(corners)).toBeNull();
    expect(draftPolygon(corners)).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [-105, 39.7],
          [-104.9, 39.7],
          [-104.9, 39.8],
          [-105, 39.7],
        ],
      ],
    });
  });

  it('refuses an outline that crosses itself', () => {
    const bowTie = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
    ] as const;
    expect(draftProblem(bowTie)).toMatch(/crosses itself/);
  });
});
