// Where a map opens: around the shapes (regions, coverage) and points (meeting points) in view,
// never the whole country when there is something smaller to show. Both maps and the meeting
// point dialog use it, so "zoomed to what you are looking at" has one meaning.
import { boundingBoxOf, type AreaGeometry, type GeoPoint } from './geometry.ts';

/** [[west, south], [east, north]] in degrees, as MapLibre's fitBounds takes it. */
export type MapBounds = [[number, number], [number, number]];

/** The continental US: the view when there is nothing to show yet. */
export const US_BOUNDS: MapBounds = [
  [-125, 24],
  [-66, 50],
];

/**
 * Below this span (degrees) a box is widened around its centre: a single point or a tiny region
 * would otherwise open at the closest zoom, with no street or county around it to recognise.
 */
export const MIN_SPAN_DEGREES = 0.05;

/** The smallest box around every shape and point given, or null when there are none. */
export function boundsOf(
  shapes: readonly AreaGeometry[],
  points: readonly GeoPoint[] = [],
): MapBounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  const take = (longitude: number, latitude: number) => {
    if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return;
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  };
  for (const shape of shapes) {
    const box = boundingBoxOf(shape);
    take(box.minLongitude, box.minLatitude);
    take(box.maxLongitude, box.maxLatitude);
  }
  for (const point of points) take(point.longitude, point.latitude);
  if (!Number.isFinite(west)) return null;
  const widen = (low: number, high: number): [number, number] => {
    if (high - low >= MIN_SPAN_DEGREES) return [low, high];
    const middle = (low + high) / 2;
    return [middle - MIN_SPAN_DEGREES / 2, middle + MIN_SPAN_DEGREES / 2];
  };
  const [w, e] = widen(west, east);
  const [s, n] = widen(south, north);
  return [
    [w, s],
    [e, n],
  ];
}
