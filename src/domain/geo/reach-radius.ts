// How far from an instructor's base a pickup may be, drawn on the coverage map. The travel model
// (docs/scheduling.md) estimates a drive as straight-line km × road factor ÷ average speed, so
// the straight-line reach of a travel limit is minutes × speed ÷ road factor, with the travel
// model's own defaults (src/domain/scheduling/travel-time.ts).
import { DEFAULT_TRAVEL_MODEL, type TravelModel } from '../scheduling/travel-time.ts';
import type { GeoPoint, PolygonGeometry, Position } from './geometry.ts';

const EARTH_RADIUS_KM = 6371.0088;

/** The straight-line km reachable within `minutes` of driving; 0 for no or negative time. */
export function reachRadiusKm(minutes: number, model: TravelModel = DEFAULT_TRAVEL_MODEL): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  return ((minutes / 60) * model.averageKmh) / model.roadFactor;
}

/** The point `km` away from `center` along the bearing (degrees clockwise from north). */
export function destinationPoint(center: GeoPoint, km: number, bearingDegrees: number): Position {
  const toRad = Math.PI / 180;
  const angular = km / EARTH_RADIUS_KM;
  const bearing = bearingDegrees * toRad;
  const lat1 = center.latitude * toRad;
  const lon1 = center.longitude * toRad;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  // Round to about a centimetre: enough for a map, and keeps the JSON small.
  const round = (value: number) => Math.round(value * 1e7) / 1e7;
  return [round(((lon2 / toRad + 540) % 360) - 180), round(lat2 / toRad)];
}

/** A closed ring of `steps` points `km` around `center`, as a GeoJSON polygon. */
export function circlePolygon(center: GeoPoint, km: number, steps = 64): PolygonGeometry {
  const ring: Position[] = [];
  for (let step = 0; step < steps; step += 1) {
    ring.push(destinationPoint(center, km, (360 * step) / steps));
  }
  ring.push(ring[0]!);
  return { type: 'Polygon', coordinates: [ring] };
}
