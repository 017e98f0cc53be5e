import { describe, expect, it } from 'vitest';
import { regionStates, type RegionFeatureCollection } from './regions-geojson.ts';

const region = (id: string, state: string): RegionFeatureCollection['features'][number] => ({
  type: 'Feature',
  id,
  geometry: { type: 'Polygon', coordinates: [] },
  properties: {
    id,
    name: id,
    superRegion: 'S',
    superRegionId: 's',
    state,
    pricePerMinuteCents: null,
  },
});

describe('regionStates', () => {
  it('lists the states with regions, the one with the most first, ties by code', () => {
    const regions: RegionFeatureCollection = {
      type: 'FeatureCollection',
      features: [region('a', 'TX'), region('b', 'CO'), region('c', 'TX'), region('d', 'AZ')],
    };
    expect(regionStates(regions)).toEqual(['TX', 'AZ', 'CO']);
    expect(regionStates({ type: 'FeatureCollection', features: [] })).toEqual([]);
  });
});
