// The shape of `regionsGeoJson` (a GeoJSON scalar on the wire), checked before the map uses it.
import type { AreaGeometry } from '../../../domain/geo/geometry.ts';

export interface RegionFeatureProperties {
  id: string;
  name: string;
  superRegion: string;
  superRegionId: string;
  state: string;
  pricePerMinuteCents: number | null;
}

export interface RegionFeatureCollection {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    id: string;
    geometry: AreaGeometry;
    properties: RegionFeatureProperties;
  }[];
}

export const EMPTY_REGIONS: RegionFeatureCollection = { type: 'FeatureCollection', features: [] };

/** The collection, or an empty one when the answer is not a FeatureCollection of areas. */
export function asRegionCollection(value: unknown): RegionFeatureCollection {
  if (typeof value !== 'object' || value === null) return EMPTY_REGIONS;
  const collection = value as { type?: unknown; features?: unknown };
  if (collection.type !== 'FeatureCollection' || !Array.isArray(collection.features))
    return EMPTY_REGIONS;
  const features = (collection.features as RegionFeatureCollection['features']).filter(
    (feature) =>
      feature?.type === 'Feature' &&
      (feature.geometry?.type === 'Polygon' || feature.geometry?.type === 'MultiPolygon') &&
      typeof feature.properties?.name === 'string',
  );
  return { type: 'FeatureCollection', features };
}

/** The states that have regions, the one with the most first (ties by code). */
export function regionStates(regions: RegionFeatureCollection): string[] {
  const counts = new Map<string, number>();
  for (const feature of regions.features) {
    counts.set(feature.properties.state, (counts.get(feature.properties.state) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([state]) => state);
}
