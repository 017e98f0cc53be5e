// The geocoding port: an address in, a position out (or null when it cannot be placed). The
// offline default places an address at the centre of its ZIP code (zip-coordinates.ts, the one
// ZIP table); GEOCODER_URL_TEMPLATE switches on an HTTP geocoding service, which falls back to
// the ZIP centre when it has no answer or cannot be reached, so a service outage never blocks a
// save that the offline default would have allowed.
import type { GeoPoint } from '../../domain/geo/geometry.ts';
import { zipOfAddress } from '../../domain/zip-code.ts';
import type { Config } from '../config.ts';
import { coordinatesOfZip } from './zip-coordinates.ts';

export interface Geocoder {
  /** Where a one-line US address lies, or null when it cannot be placed. */
  locate(address: string, zip?: string | null): Promise<GeoPoint | null>;
}

/** Offline: the centre of the address's ZIP code (given, or the one it ends with). */
export const zipCentreGeocoder: Geocoder = {
  locate(address, zip) {
    const code = zip?.trim() || zipOfAddress(address);
    const centre = code ? coordinatesOfZip(code) : null;
    return Promise.resolve(
      centre ? { longitude: centre.longitude, latitude: centre.latitude } : null,
    );
  },
};

/**
 * The position in a geocoding service's JSON answer. Accepted shapes, which cover the common
 * services: `[{ "lat": "39.7", "lon": "-105.0" }]` (Nominatim and its clones), `{ "latitude":
 * 39.7, "longitude": -105.0 }`, and a GeoJSON FeatureCollection whose first feature is a Point.
 */
export function positionInAnswer(answer: unknown): GeoPoint | null {
  const first: unknown = Array.isArray(answer) ? answer[0] : answer;
  if (!first || typeof first !== 'object') return null;
  const record = first as Record<string, unknown>;
  const features = record['features'];
  if (Array.isArray(features)) {
    const coordinates = (features[0] as { geometry?: { coordinates?: unknown } } | undefined)
      ?.geometry?.coordinates;
    if (Array.isArray(coordinates)) return valid(coordinates[0], coordinates[1]);
    return null;
  }
  return valid(
    record['lon'] ?? record['longitude'] ?? record['lng'],
    record['lat'] ?? record['latitude'],
  );
}

function valid(longitude: unknown, latitude: unknown): GeoPoint | null {
  const lon = Number(longitude);
  const lat = Number(latitude);
  if (longitude == null || latitude == null || !Number.isFinite(lon) || !Number.isFinite(lat))
    return null;
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return null;
  return { longitude: lon, latitude: lat };
}

/** The request address: `{address}` and `{zip}` in the template, each URL-encoded. */
export function geocoderRequestUrl(template: string, address: string, zip: string | null): string {
  return template
    .replaceAll('{address}', encodeURIComponent(address))
    .replaceAll('{zip}', encodeURIComponent(zip ?? ''));
}

const TIMEOUT_MS = 5_000;

export function httpGeocoder(
  template: string,
  fallback: Geocoder = zipCentreGeocoder,
  fetchImpl: typeof fetch = fetch,
): Geocoder {
  return {
    async locate(address, zip) {
      const url = geocoderRequestUrl(template, address, zip?.trim() || zipOfAddress(address));
      try {
        const response = await fetchImpl(url, {
          headers: { accept: 'application/json', 'user-agent': 'RoadReady geocoder' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.ok) {
          const found = positionInAnswer(await response.json());
          if (found) return found;
        }
      } catch {
        // Unreachable, slow or not JSON: the ZIP centre below is still a fair place.
      }
      return fallback.locate(address, zip);
    },
  };
}

/** The geocoder the configuration asks for; one per configuration, made on first use. */
const made = new WeakMap<object, Geocoder>();
export function geocoderFor(config: Pick<Config, 'GEOCODER_URL_TEMPLATE'>): Geocoder {
  let geocoder = made.get(config);
  if (!geocoder) {
    geocoder = config.GEOCODER_URL_TEMPLATE
      ? httpGeocoder(config.GEOCODER_URL_TEMPLATE)
      : zipCentreGeocoder;
    made.set(config, geocoder);
  }
  return geocoder;
}
