import { describe, expect, it } from 'vitest';
import { areaGeometryProblems, ringCrossesItself } from './area-geometry-problems.ts';
import { boundingBoxOf } from './geometry.ts';

const triangle = [
  [0, 0],
  [1, 0],
  [0, 1],
  [0, 0],
];

describe('areaGeometryProblems', () => {
  it('accepts a closed polygon and a multipolygon', () => {
    expect(areaGeometryProblems({ type: 'Polygon', coordinates: [triangle] })).toEqual([]);
    expect(areaGeometryProblems({ type: 'MultiPolygon', coordinates: [[triangle]] })).toEqual([]);
  });

  it('names the part that is wrong', () => {
    expect(areaGeometryProblems({ type: 'Point', coordinates: [0, 0] })).toEqual([
      { path: 'geometry.type', message: 'must be Polygon or MultiPolygon' },
    ]);
    expect(
      areaGeometryProblems({ type: 'Polygon', coordinates: [triangle.slice(0, 3)] })[0]?.message,
    ).toMatch(/at least 4/);
    expect(
      areaGeometryProblems({
        type: 'Polygon',
        coordinates: [[...triangle.slice(0, 3), [0.5, 0.5]]],
      })[0]?.message,
    ).toMatch(/closed/);
    expect(
      areaGeometryProblems({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [181, 0],
            [0, 1],
            [0, 0],
          ],
        ],
      }),
    ).toEqual([
      { path: 'geometry.coordinates.0.1', message: 'longitude must be between -180 and 180' },
    ]);
    expect(
      areaGeometryProblems({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 91],
            [0, 1],
            [0, 0],
          ],
        ],
      })[0]?.message,
    ).toMatch(/latitude/);
    expect(areaGeometryProblems(null)[0]?.path).toBe('geometry');
    expect(areaGeometryProblems({ type: 'MultiPolygon', coordinates: [] })[0]?.path).toBe(
      'geometry.coordinates',
    );
  });

  it('refuses a ring that crosses itself (a bow tie)', () => {
    const bowTie = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ] as [number, number][];
    expect(ringCrossesItself(bowTie)).toBe(true);
    expect(areaGeometryProblems({ type: 'Polygon', coordinates: [bowTie] })[0]?.message).toMatch(
      /cross/,
    );
    expect(ringCrossesItself(triangle as [number, number][])).toBe(false);
  });
});

describe('boundingBoxOf', () => {
  it('spans every polygon', () => {
    expect(
      boundingBoxOf({
        type: 'MultiPolygon',
        coordinates: [
          [triangle as [number, number][]],
          [
            [
              [5, 5],
              [6, 5],
              [5, -2],
              [5, 5],
            ],
          ],
        ],
      }),
    ).toEqual({ minLongitude: 0, minLatitude: -2, maxLongitude: 6, maxLatitude: 5 });
  });
});
