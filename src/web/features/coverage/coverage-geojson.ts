// The shape of `instructorsCoverageGeoJson` (a GeoJSON scalar on the wire), checked before the
// map and the list use it, and the fill colour of a region by how many instructors serve it.
import type { AreaGeometry } from '../../../domain/geo/geometry.ts';

export interface CoverageProperties {
  regionId: string;
  regionName: string;
  state: string;
  superRegion: string;
  instructorCount: number;
  instructorNames: string[];
}

export interface CoverageCollection {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    id: string;
    geometry: AreaGeometry;
    properties: CoverageProperties;
  }[];
}

export const EMPTY_COVERAGE: CoverageCollection = { type: 'FeatureCollection', features: [] };

export function asCoverageCollection(value: unknown): CoverageCollection {
  if (typeof value !== 'object' || value === null) return EMPTY_COVERAGE;
  const collection = value as { type?: unknown; features?: unknown };
  if (collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    return EMPTY_COVERAGE;
  }
  const features = (collection.features as CoverageCollection['features']).filter(
    (feature) =>
      feature?.type === 'Feature' &&
      (feature.geometry?.type === 'Polygon' || feature.geometry?.type === 'MultiPolygon') &&
      typeof feature.properties?.regionName === 'string' &&
      typeof feature.properties.instructorCount === 'number' &&
      Array.isArray(feature.properties.instructorNames),
  );
  return { type: 'FeatureCollection', features };
}

/** Fill colours: red where nobody serves the region, then light to deep green with more. */
export const COVERAGE_STEPS: readonly { min: number; label: string; colour: string }[] = [
  { min: 0, label: 'No instructor', colour: '#e57373' },
  { min: 1, label: '1 instructor', colour: '#c5e1a5' },
  { min: 2, label: '2–3 instructors', colour: '#7cb342' },
  { min: 4, label: '4 or more', colour: '#2e7d32' },
];

export function coverageColour(count: number): string {
  let colour = COVERAGE_STEPS[0]!.colour;
  for (const step of COVERAGE_STEPS) if (count >= step.min) colour = step.colour;
  return colour;
}
