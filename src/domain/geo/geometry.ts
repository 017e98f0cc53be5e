// GeoJSON shapes for regions (RFC 7946): positions are [longitude, latitude], a polygon is an
// outer ring followed by holes, and a multipolygon is a list of polygons.

export type Position = readonly [number, number];
export type Ring = readonly Position[];

export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: readonly Ring[];
}

export interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: readonly (readonly Ring[])[];
}

export type AreaGeometry = PolygonGeometry | MultiPolygonGeometry;

/** A point as longitude and latitude in degrees. */
export interface GeoPoint {
  longitude: number;
  latitude: number;
}

export interface BoundingBox {
  minLongitude: number;
  minLatitude: number;
  maxLongitude: number;
  maxLatitude: number;
}

/** Every polygon of the geometry, as a list of rings, whichever type it is. */
export const polygonsOf = (geometry: AreaGeometry): readonly (readonly Ring[])[] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

/** The smallest box holding every outer ring (holes lie inside their outer ring). */
export function boundingBoxOf(geometry: AreaGeometry): BoundingBox {
  let minLongitude = Infinity;
  let minLatitude = Infinity;
  let maxLongitude = -Infinity;
  let maxLatitude = -Infinity;
  for (const polygon of polygonsOf(geometry)) {
    for (const [longitude, latitude] of polygon[0] ?? []) {
      minLongitude = Math.min(minLongitude, longitude);
      maxLongitude = Math.max(maxLongitude, longitude);
      minLatitude = Math.min(minLatitude, latitude);
      maxLatitude = Math.max(maxLatitude, latitude);
    }
  }
  return { minLongitude, minLatitude, maxLongitude, maxLatitude };
}
