// ZIP code → coordinates without any outside service: the `zipcodes` package ships the US ZIP
// table (centroid of each ZIP). Used to place an address on the map when only a ZIP is known,
// e.g. to find the region of a quote (findRegionAt).
import type { GeoPoint } from '../../domain/geo/geometry.ts';
import zipcodes from 'zipcodes';
import { normaliseZipCode } from '../../domain/zip-code.ts';

/** The centre of a US ZIP code (five digits, ZIP+4 accepted), or null when unknown. */
export function coordinatesOfZip(zip: string): (GeoPoint & { state: string }) | null {
  const canonical = normaliseZipCode(zip);
  if (!canonical) return null;
  const record = zipcodes.lookup(canonical.slice(0, 5));
  if (!record) return null;
  return { longitude: record.longitude, latitude: record.latitude, state: record.state };
}
