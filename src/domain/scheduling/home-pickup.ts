// Where a home pickup at a student's own address starts (docs/scheduling.md "Places on a map"):
// the address's stored position when it has one (placed by the geocoder or by staff's pin), else
// the centre of its ZIP code, as before addresses had positions. The staff schedule and move
// dialogs search slots from it; the server's pickup resolution applies the same rule to a home
// pickup sent by ZIP code.
import { normaliseZipCode } from '../zip-code.ts';

export interface StudentHome {
  zipcode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export type HomePickup = { latitude: number; longitude: number } | { zipCode: string };

/** The five digits of a home's ZIP code, or null when it has none (or not a valid one). */
export function homeZip(home: StudentHome | null | undefined): string | null {
  return normaliseZipCode(home?.zipcode ?? '')?.slice(0, 5) ?? null;
}

/** The home's stored position, else its ZIP code; null when it has neither. */
export function homePickup(home: StudentHome | null | undefined): HomePickup | null {
  if (home?.latitude != null && home.longitude != null)
    return { latitude: home.latitude, longitude: home.longitude };
  const zip = homeZip(home);
  return zip ? { zipCode: zip } : null;
}

/**
 * The stored position of the first of `homes` (the booked students' addresses) in this ZIP code,
 * for a home pickup sent by ZIP; null when none has one, and the ZIP centre is used.
 */
export function storedHomeInZip(
  homes: readonly StudentHome[],
  zip: string,
): { latitude: number; longitude: number } | null {
  const five = normaliseZipCode(zip)?.slice(0, 5);
  for (const home of homes) {
    const pickup = homePickup(home);
    if (pickup && 'latitude' in pickup && five && homeZip(home) === five) return pickup;
  }
  return null;
}
