// A position typed in latitude and longitude fields (or placed by a pin): each coordinate is
// empty, a number in range, or 'bad'.
import { parseNumber } from '../../../domain/parse-number.ts';

export function coordinate(text: string, limit: number): number | null | 'bad' {
  if (!text.trim()) return null;
  const value = parseNumber(text);
  return value === null || Math.abs(value) > limit ? 'bad' : value;
}

/** The position typed (or placed by the pin), or null when the fields are empty or invalid. */
export function formPosition(values: {
  latitude: string;
  longitude: string;
}): { latitude: number; longitude: number } | null {
  const latitude = coordinate(values.latitude, 90);
  const longitude = coordinate(values.longitude, 180);
  return typeof latitude === 'number' && typeof longitude === 'number'
    ? { latitude, longitude }
    : null;
}
