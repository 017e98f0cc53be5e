// A region being drawn: the corners clicked on the map, in order. It becomes a closed GeoJSON
// Polygon once it has three corners that do not make its outline cross itself.
import { areaGeometryProblems } from '../../../domain/geo/area-geometry-problems.ts';
import type { PolygonGeometry, Position } from '../../../domain/geo/geometry.ts';

/** Rounded to about 1 m, so a saved shape does not carry the map's float noise. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

export const addCorner = (corners: readonly Position[], longitude: number, latitude: number) => [
  ...corners,
  [round(longitude), round(latitude)] as const,
];

export function draftPolygon(corners: readonly Position[]): PolygonGeometry | null {
  if (corners.length < 3) return null;
  return { type: 'Polygon', coordinates: [[...corners, corners[0]!]] };
}

/** Why the corners cannot be saved yet, or null when they make a valid region. */
export function draftProblem(corners: readonly Position[]): string | null {
  const polygon = draftPolygon(corners);
  if (!polygon) return `Click at least ${3 - corners.length} more corner(s) on the map.`;
  const problems = areaGeometryProblems(polygon);
  if (problems.length === 0) return null;
  return problems.some((problem) => problem.message.includes('cross'))
    ? 'The outline crosses itself. Undo the last corners and click them in order around the area.'
    : 'The shape is not a valid area. Start again.';
}
