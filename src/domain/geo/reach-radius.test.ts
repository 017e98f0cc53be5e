import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circlePolygon, destinationPoint, reachRadiusKm } from './reach-radius.ts';

const haversineKm = ([lon1, lat1]: readonly number[], [lon2, lat2]: readonly number[]) => {
  const toRad = Math.PI / 180;
  const dLat = (lat2! - lat1!) * toRad;
  const dLon = (lon2! - lon1!) * toRad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1! * toRad) * Math.cos(lat2! * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
};

describe('reachRadiusKm', () => {
  it('turns 39 minutes into 20 km straight line at 40 km/h and road factor 1.3', () => {
    expect(reachRadiusKm(39)).toBeCloseTo(20, 10);
  });

  it('is zero for no time, negative time or a non-number', () => {
    expect(reachRadiusKm(0)).toBe(0);
    expect(reachRadiusKm(-5)).toBe(0);
    expect(reachRadiusKm(Number.NaN)).toBe(0);
  });

  it('grows with the minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 1, max: 60 }), (a, b) => {
        expect(reachRadiusKm(a + b)).toBeGreaterThan(reachRadiusKm(a));
      }),
    );
  });

  it('honours another travel model', () => {
    expect(reachRadiusKm(60, { roadFactor: 1, averageKmh: 50 })).toBe(50);
  });
});

describe('circlePolygon', () => {
  it('is a closed ring whose every corner lies the radius away from the centre', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -120, max: -70, noNaN: true }),
        fc.double({ min: 25, max: 48, noNaN: true }),
        fc.double({ min: 1, max: 150, noNaN: true }),
        (longitude, latitude, km) => {
          const polygon = circlePolygon({ longitude, latitude }, km, 16);
          const ring = polygon.coordinates[0]!;
          expect(ring).toHaveLength(17);
          expect(ring[16]).toEqual(ring[0]);
          for (const corner of ring) {
            expect(haversineKm([longitude, latitude], corner)).toBeCloseTo(km, 1);
          }
        },
      ),
    );
  });

  it('puts the first corner due north', () => {
    const [longitude, latitude] = destinationPoint({ longitude: -122, latitude: 37 }, 111.2, 0);
    expect(longitude).toBeCloseTo(-122, 6);
    expect(latitude).toBeCloseTo(38, 1);
  });
});
