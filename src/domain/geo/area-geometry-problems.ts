// Validation of a region's shape as staff draw it: the GeoJSON type, closed rings of at least
// four positions, longitudes and latitudes in range, and rings that do not cross themselves.
// Returns problems with a path inside the geometry, so the form can name the bad part.
import type { Position } from './geometry.ts';

export interface GeometryProblem {
  path: string;
  message: string;
}

/** Rings longer than this are accepted without the (quadratic) self-crossing check. */
const MAX_CHECKED_RING = 2000;

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  value.length >= 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  Number.isFinite(value[0]) &&
  Number.isFinite(value[1]);

const orientation = (a: Position, b: Position, c: Position) =>
  Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));

/** Proper crossing or touching of segments ab and cd (collinear overlap included). */
function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  const within = (p: Position, q: Position, r: Position) =>
    Math.min(p[0], q[0]) <= r[0] &&
    r[0] <= Math.max(p[0], q[0]) &&
    Math.min(p[1], q[1]) <= r[1] &&
    r[1] <= Math.max(p[1], q[1]);
  return (
    (o1 === 0 && within(a, b, c)) ||
    (o2 === 0 && within(a, b, d)) ||
    (o3 === 0 && within(c, d, a)) ||
    (o4 === 0 && within(c, d, b))
  );
}

/** Whether two non-neighbouring edges of a closed ring meet. */
export function ringCrossesItself(ring: readonly Position[]): boolean {
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i++) {
    for (let j = i + 1; j < edges; j++) {
      const neighbours = j === i + 1 || (i === 0 && j === edges - 1);
      if (neighbours) continue;
      if (segmentsMeet(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) return true;
    }
  }
  return false;
}

function ringProblems(ring: unknown, path: string): GeometryProblem[] {
  if (!Array.isArray(ring)) return [{ path, message: 'must be a list of positions' }];
  if (ring.length < 4) return [{ path, message: 'needs at least 4 positions (3 corners)' }];
  for (const [index, position] of ring.entries()) {
    if (!isPosition(position)) {
      return [{ path: `${path}.${index}`, message: 'must be [longitude, latitude]' }];
    }
    const [longitude, latitude] = position;
    if (longitude < -180 || longitude > 180) {
      return [{ path: `${path}.${index}`, message: 'longitude must be between -180 and 180' }];
    }
    if (latitude < -90 || latitude > 90) {
      return [{ path: `${path}.${index}`, message: 'latitude must be between -90 and 90' }];
    }
  }
  const positions = ring as Position[];
  const first = positions[0]!;
  const last = positions.at(-1)!;
  if (first[0] !== last[0] || first[1] !== last[1]) {
    return [{ path, message: 'must be closed: the last position repeats the first' }];
  }
  if (positions.length <= MAX_CHECKED_RING && ringCrossesItself(positions)) {
    return [{ path, message: 'must not cross itself' }];
  }
  return [];
}

function polygonProblems(polygon: unknown, path: string): GeometryProblem[] {
  if (!Array.isArray(polygon) || polygon.length === 0) {
    return [{ path, message: 'must hold an outer ring' }];
  }
  return polygon.flatMap((ring, index) => ringProblems(ring, `${path}.${index}`));
}

/** Problems of a GeoJSON Polygon or MultiPolygon; empty when it is a usable region shape. */
export function areaGeometryProblems(value: unknown, path = 'geometry'): GeometryProblem[] {
  if (typeof value !== 'object' || value === null) {
    return [{ path, message: 'must be a GeoJSON Polygon or MultiPolygon' }];
  }
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (type === 'Polygon') return polygonProblems(coordinates, `${path}.coordinates`);
  if (type === 'MultiPolygon') {
    if (!Array.isArray(coordinates) || coordinates.length === 0) {
      return [{ path: `${path}.coordinates`, message: 'must hold at least one polygon' }];
    }
    return coordinates.flatMap((polygon, index) =>
      polygonProblems(polygon, `${path}.coordinates.${index}`),
    );
  }
  return [{ path: `${path}.type`, message: 'must be Polygon or MultiPolygon' }];
}
