// Estimated driving time between two points (docs/scheduling.md "Travel model and limits"):
// straight-line distance × road factor ÷ average speed, rounded up to whole minutes.

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

export interface TravelModel {
  /** Road distance ÷ straight-line distance; roads are rarely straight. */
  readonly roadFactor: number;
  readonly averageKmh: number;
}

/** Defaults for suburban driving between lessons; a search may pass its own. */
export const DEFAULT_TRAVEL_MODEL: TravelModel = { roadFactor: 1.3, averageKmh: 40 };

export const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLng = (b.lng - a.lng) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whole minutes to drive from `a` to `b`; an unknown end (null) costs nothing. */
export function travelMinutes(
  a: LatLng | null,
  b: LatLng | null,
  model: TravelModel = DEFAULT_TRAVEL_MODEL,
): number {
  if (!a || !b) return 0;
  // Rounding away float noise first keeps 19.5000000001 from becoming 21 after ×60.
  const minutes = ((distanceKm(a, b) * model.roadFactor) / model.averageKmh) * 60;
  return Math.ceil(Math.round(minutes * 1e6) / 1e6);
}

/** Straight-line kilometres one minute of driving covers: travelMinutes' rate before rounding. */
export function kmPerMinute(model: TravelModel = DEFAULT_TRAVEL_MODEL): number {
  return model.averageKmh / 60 / model.roadFactor;
}
