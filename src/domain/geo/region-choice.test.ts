import { describe, expect, it } from 'vitest';
import type { AreaGeometry, Ring } from './geometry.ts';
import { chooseRegion, planarArea } from './region-choice.ts';

const ring = (x0: number, y0: number, size: number): Ring => [
  [x0, y0],
  [x0 + size, y0],
  [x0 + size, y0 + size],
  [x0, y0 + size],
  [x0, y0],
];

const square = (x0: number, y0: number, size: number): AreaGeometry => ({
  type: 'Polygon',
  coordinates: [ring(x0, y0, size)],
});

const region = (id: string, geometry: AreaGeometry, createdAt = new Date(0)) => ({
  id,
  geometry,
  createdAt,
});

describe('chooseRegion', () => {
  it('prefers the smallest region holding the point', () => {
    const big = region('big', square(0, 0, 10));
    const small = region('small', square(2, 2, 2));
    expect(chooseRegion([big, small], { longitude: 3, latitude: 3 })?.id).toBe('small');
    expect(chooseRegion([small, big], { longitude: 8, latitude: 8 })?.id).toBe('big');
    expect(chooseRegion([small, big], { longitude: 11, latitude: 8 })).toBeNull();
  });

  it('settles a shared edge by age, then id, whatever the order given', () => {
    const west = region('west', square(0, 0, 1), new Date(2));
    const east = region('east', square(1, 0, 1), new Date(1));
    const onEdge = { longitude: 1, latitude: 0.5 };
    expect(chooseRegion([west, east], onEdge)?.id).toBe('east');
    expect(chooseRegion([east, west], onEdge)?.id).toBe('east');
    const twin = region('a-twin', square(1, 0, 1), new Date(1));
    expect(chooseRegion([east, twin], onEdge)?.id).toBe('a-twin');
  });

  it('measures holes out of the area', () => {
    const withHole: AreaGeometry = {
      type: 'Polygon',
      coordinates: [ring(0, 0, 4), ring(1, 1, 2)],
    };
    expect(planarArea(withHole)).toBe(12);
  });
});
