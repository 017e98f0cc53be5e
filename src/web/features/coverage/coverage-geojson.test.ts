import { describe, expect, it } from 'vitest';
import { asCoverageCollection, coverageColour, COVERAGE_STEPS } from './coverage-geojson.ts';

describe('coverageColour', () => {
  it('steps up with the instructor count', () => {
    expect([0, 1, 2, 3, 4, 12].map(coverageColour)).toEqual([
      COVERAGE_STEPS[0]!.colour,
      COVERAGE_STEPS[1]!.colour,
      COVERAGE_STEPS[2]!.colour,
      COVERAGE_STEPS[2]!.colour,
      COVERAGE_STEPS[3]!.colour,
      COVERAGE_STEPS[3]!.colour,
    ]);
  });
});

describe('asCoverageCollection', () => {
  it('keeps well-formed region features only', () => {
    const good = {
      type: 'Feature',
      id: 'r1',
      geometry: { type: 'Polygon', coordinates: [] },
      properties: { regionName: 'Aurora', instructorCount: 1, instructorNames: ['Priya'] },
    };
    const collection = asCoverageCollection({
      type: 'FeatureCollection',
      features: [good, { ...good, geometry: { type: 'Point', coordinates: [0, 0] } }, null],
    });
    expect(collection.features).toEqual([good]);
    expect(asCoverageCollection('nonsense').features).toEqual([]);
  });
});
