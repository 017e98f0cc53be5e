// Whether a point lies inside a region's polygon or multipolygon: the exact test that follows
// the indexed bounding-box prefilter of the region lookup. Ray casting with the even-odd rule
// over all rings of a polygon, so holes are left out. A point exactly on an edge counts as
// inside, so two adjacent regions sharing an edge both claim it and the caller decides.
import {
  polygonsOf,
  type AreaGeometry,
  type GeoPoint,
  type Position,
  type Ring,
} from './geometry.ts';

function onSegment(x: number, y: number, [ax, ay]: Position, [bx, by]: Position): boolean {
  const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
  if (Math.abs(cross) > 1e-12) return false;
  return (
    x >= Math.min(ax, bx) && x <= Math.max(ax, bx) && y >= Math.min(ay, by) && y <= Math.max(ay, by)
  );
}

/** -1 on the boundary, 1 inside, 0 outside (even-odd crossing count of one ring). */
function ringSide(x: number, y: number, ring: Ring): -1 | 0 | 1 {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (onSegment(x, y, a, b)) return -1;
    const [ax, ay] = a;
    const [bx, by] = b;
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside ? 1 : 0;
}

export function pointInPolygon(point: GeoPoint, geometry: AreaGeometry): boolean {
  const { longitude: x, latitude: y } = point;
  for (const polygon of polygonsOf(geometry)) {
    const [outer, ...holes] = polygon;
    if (!outer) continue;
    const side = ringSide(x, y, outer);
    if (side === 0) continue;
    if (side === -1) return true;
    // Inside the outer ring: a hole removes the point unless it sits on the hole's edge.
    if (holes.every((hole) => ringSide(x, y, hole) !== 1)) return true;
  }
  return false;
}
