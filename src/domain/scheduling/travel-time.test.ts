import { describe, expect, it } from 'vitest';
import { PICKUP, northOf } from './test-fixtures.ts';
import { DEFAULT_TRAVEL_MODEL, distanceKm, travelMinutes } from './travel-time.ts';

describe('travel time', () => {
  it('measures great-circle distance', () => {
    const losAngeles = { lat: 34.0522, lng: -118.2437 };
    const sanFrancisco = { lat: 37.7749, lng: -122.4194 };
    expect(distanceKm(losAngeles, sanFrancisco)).toBeCloseTo(559, 0);
    expect(distanceKm(PICKUP, PICKUP)).toBe(0);
    expect(distanceKm(PICKUP, northOf(10))).toBeCloseTo(10, 3);
  });

  it('rounds distance × road factor ÷ speed up to whole minutes', () => {
    expect(DEFAULT_TRAVEL_MODEL).toEqual({ roadFactor: 1.3, averageKmh: 40 });
    expect(travelMinutes(PICKUP, northOf(10))).toBe(20); // 19.5 → 20
    expect(travelMinutes(PICKUP, northOf(20))).toBe(39);
    expect(travelMinutes(PICKUP, PICKUP)).toBe(0);
  });

  it('takes another model', () => {
    expect(travelMinutes(PICKUP, northOf(10), { roadFactor: 1, averageKmh: 60 })).toBe(10);
  });

  it('costs nothing when a location is unknown', () => {
    expect(travelMinutes(null, PICKUP)).toBe(0);
    expect(travelMinutes(PICKUP, null)).toBe(0);
  });
});
