// When a saved address is placed (again) by the geocoding port, shared by meeting points and
// student addresses (docs/scheduling.md "Places on a map"): a place without a position is
// placed; a new address whose pin was left where it was is placed again, because the old pin
// marks the old address; a pin that staff moved by hand is kept.

export interface PlacedAddress {
  /** The address as one line (what the geocoder is asked about). */
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Whether `after` must be placed by the geocoder. `before` is the saved row (null when the place
 * is new); `after` is the row as it would be saved, the input's position included.
 */
export function mustPlaceAddress(before: PlacedAddress | null, after: PlacedAddress): boolean {
  if (after.latitude == null || after.longitude == null) return true;
  if (!before) return false;
  const pinMoved = after.latitude !== before.latitude || after.longitude !== before.longitude;
  return after.address !== before.address && !pinMoved;
}
