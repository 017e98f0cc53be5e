// Which region a point belongs to when regions overlap or share an edge: the smallest region
// holding the point wins (the most specific area staff drew), then the older one, then the id,
// so the answer never depends on the order the database returned the candidates in.
import { polygonsOf, type AreaGeometry, type GeoPoint, type Ring } from './geometry.ts';
import { pointInPolygon } from './point-in-polygon.ts';

export interface RegionShape {
  id: string;
  geometry: AreaGeometry;
  createdAt: Date;
}

/** Shoelace area in square degrees: only compared between regions, never shown. */
function ringArea(ring: Ring): number {
  let twice = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    twice += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  }
  return Math.abs(twice) / 2;
}

export function planarArea(geometry: AreaGeometry): number {
  return polygonsOf(geometry).reduce((total, [outer, ...holes]) => {
    const holeArea = holes.reduce((sum, hole) => sum + ringArea(hole), 0);
    return total + (outer ? ringArea(outer) : 0) - holeArea;
  }, 0);
}

export function chooseRegion<T extends RegionShape>(
  candidates: readonly T[],
  point: GeoPoint,
): T | null {
  const holding = candidates
    .filter((candidate) => pointInPolygon(point, candidate.geometry))
    .map((candidate) => ({ candidate, area: planarArea(candidate.geometry) }));
  holding.sort(
    (a, b) =>
      a.area - b.area ||
      a.candidate.createdAt.getTime() - b.candidate.createdAt.getTime() ||
      (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
  );
  return holding[0]?.candidate ?? null;
}
