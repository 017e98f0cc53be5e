import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AreaGeometry } from './geometry.ts';
import { pointInPolygon } from './point-in-polygon.ts';

const square = (x0: number, y0: number, size: number) =>
  [
    [x0, y0],
    [x0 + size, y0],
    [x0 + size, y0 + size],
    [x0, y0 + size],
    [x0, y0],
  ] as [number, number][];

const at = (longitude: number, latitude: number) => ({ longitude, latitude });

describe('pointInPolygon', () => {
  const donut: AreaGeometry = { type: 'Polygon', coordinates: [square(0, 0, 10), square(4, 4, 2)] };

  it('finds points inside, outside and in a hole of a polygon', () => {
    expect(pointInPolygon(at(1, 1), donut)).toBe(true);
    expect(pointInPolygon(at(11, 1), donut)).toBe(false);
    expect(pointInPolygon(at(5, 5), donut)).toBe(false);
  });

  it('counts a point on an edge (outer or hole) as inside', () => {
    expect(pointInPolygon(at(0, 5), donut)).toBe(true);
    expect(pointInPolygon(at(4, 5), donut)).toBe(true);
    expect(pointInPolygon(at(10, 10), donut)).toBe(true);
  });

  it('tests every polygon of a multipolygon', () => {
    const two: AreaGeometry = {
      type: 'MultiPolygon',
      coordinates: [[square(0, 0, 1)], [square(5, 5, 1)]],
    };
    expect(pointInPolygon(at(0.5, 0.5), two)).toBe(true);
    expect(pointInPolygon(at(5.5, 5.5), two)).toBe(true);
    expect(pointInPolygon(at(3, 3), two)).toBe(false);
  });

  it('handles a concave shape', () => {
    const u: AreaGeometry = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [3, 0],
          [3, 3],
          [2, 3],
          [2, 1],
          [1, 1],
          [1, 3],
          [0, 3],
          [0, 0],
        ],
      ],
    };
    expect(pointInPolygon(at(1.5, 2), u)).toBe(false);
    expect(pointInPolygon(at(0.5, 2), u)).toBe(true);
    expect(pointInPolygon(at(1.5, 0.5), u)).toBe(true);
  });

  it('agrees with the box test for any point and axis-aligned square', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -90, max: 90, noNaN: true }),
        (x0, y0, x, y) => {
          const inBox = x >= x0 && x <= x0 + 5 && y >= y0 && y <= y0 + 5;
          const geometry: AreaGeometry = { type: 'Polygon', coordinates: [square(x0, y0, 5)] };
          expect(pointInPolygon(at(x, y), geometry)).toBe(inBox);
        },
      ),
    );
  });
});
