import { describe, expect, it } from 'vitest';
import type { AreaGeometry, Ring } from './geometry.ts';
import { boundsOf, MIN_SPAN_DEGREES } from './map-view.ts';

const ring = (west: number, south: number, size: number): Ring => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];
const square = (west: number, south: number, size: number): AreaGeometry => ({
  type: 'Polygon',
  coordinates: [ring(west, south, size)],
});

describe('boundsOf', () => {
  it('is null when there is nothing to show', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([], [{ longitude: Number.NaN, latitude: 1 }])).toBeNull();
  });

  it('holds every shape, polygon or multipolygon, and every point', () => {
    const multi: AreaGeometry = {
      type: 'MultiPolygon',
      coordinates: [[ring(-105, 39.5, 0.5)], [ring(-104, 40, 0.2)]],
    };
    expect(boundsOf([square(-105.2, 39.6, 0.3), multi])).toEqual([
      [-105.2, 39.5],
      [-103.8, 40.2],
    ]);
    expect(boundsOf([square(-105, 39.5, 0.5)], [{ longitude: -106, latitude: 41 }])).toEqual([
      [-106, 39.5],
      [-104.5, 41],
    ]);
  });

  it('widens a point or a tiny shape around its centre so the map has something around it', () => {
    const [[west, south], [east, north]] = boundsOf([], [{ longitude: -97.74, latitude: 30.27 }])!;
    expect(east - west).toBeCloseTo(MIN_SPAN_DEGREES);
    expect(north - south).toBeCloseTo(MIN_SPAN_DEGREES);
    expect((east + west) / 2).toBeCloseTo(-97.74);
    expect((north + south) / 2).toBeCloseTo(30.27);
  });
});
