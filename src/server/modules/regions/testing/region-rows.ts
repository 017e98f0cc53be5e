// Region rows for tests that need regions but do not test the places module: a square polygon
// with its bounding box, as the regions service would store it.
import { boundingBoxOf, type PolygonGeometry } from '../../../../domain/geo/geometry.ts';

/** A square of `size` degrees whose south-west corner is (longitude, latitude). */
export function squareGeometry(longitude: number, latitude: number, size = 0.1): PolygonGeometry {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [longitude, latitude],
        [longitude + size, latitude],
        [longitude + size, latitude + size],
        [longitude, latitude + size],
        [longitude, latitude],
      ],
    ],
  };
}

/** Values for `insert(regions)`: a name, its super region and a small square. */
export function squareRegionRow(
  name: string,
  superRegionId: string,
  corner: { longitude: number; latitude: number } = { longitude: -122.3, latitude: 37.8 },
) {
  const geometry = squareGeometry(corner.longitude, corner.latitude);
  return { name, superRegionId, geometry, boundingBox: boundingBoxOf(geometry) };
}
