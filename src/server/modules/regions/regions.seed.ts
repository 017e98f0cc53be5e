// Demo areas for a first start: one super region in each of the 11 public states, each with a
// region around a real city and the price scheme it sells at, so the demo sells lessons and tests
// online in every state the site names (docs/booking.md "Demo data"). A super region is linked to
// its scheme only when the pricing seed made one of that name (the scheme seed runs first).
import type { SupportedStateCode } from '../../../domain/us-states.ts';
import type { AreaGeometry } from '../../../domain/geo/geometry.ts';
import type { Executor } from '../../db/client.ts';
import { regionsRepository } from './regions.repository.ts';
import { regionSchemesRepository, superRegionsRepository } from './super-regions.repository.ts';

/** A rectangle as a GeoJSON polygon ([longitude, latitude], closed ring). */
const box = (west: number, south: number, east: number, north: number): AreaGeometry => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

interface DemoArea {
  superRegion: string;
  state: SupportedStateCode;
  priceScheme: string;
  /** A ZIP code of the area's city, inside one of its regions: the demo's place to book at. */
  zip: string;
  regions: readonly { name: string; area: AreaGeometry }[];
}

// Boxes stay inside their state (St. Louis and Philadelphia stop at the river), so a ZIP across
// the border is never sold as the wrong state.
const DEMO_AREAS: readonly DemoArea[] = [
  {
    superRegion: 'Bay Area',
    state: 'CA',
    priceScheme: 'Bay Area standard',
    zip: '94612',
    regions: [
      { name: 'San Francisco', area: box(-122.52, 37.7, -122.35, 37.83) },
      { name: 'East Bay', area: box(-122.35, 37.7, -122.1, 37.9) },
    ],
  },
  {
    superRegion: 'Puget Sound',
    state: 'WA',
    priceScheme: 'Nationwide standard',
    zip: '98102',
    regions: [{ name: 'Seattle', area: box(-122.44, 47.49, -122.24, 47.74) }],
  },
  {
    superRegion: 'Front Range',
    state: 'CO',
    priceScheme: 'Front Range standard',
    zip: '80202',
    regions: [{ name: 'Denver', area: box(-105.11, 39.61, -104.8, 39.81) }],
  },
  {
    superRegion: 'Chicagoland',
    state: 'IL',
    priceScheme: 'Nationwide standard',
    zip: '60601',
    regions: [{ name: 'Chicago', area: box(-87.85, 41.75, -87.56, 42.02) }],
  },
  {
    superRegion: 'Central Indiana',
    state: 'IN',
    priceScheme: 'Nationwide standard',
    zip: '46204',
    regions: [{ name: 'Indianapolis', area: box(-86.33, 39.65, -85.98, 39.92) }],
  },
  {
    superRegion: 'Baltimore Metro',
    state: 'MD',
    priceScheme: 'Nationwide standard',
    zip: '21201',
    regions: [{ name: 'Baltimore', area: box(-76.72, 39.2, -76.52, 39.38) }],
  },
  {
    superRegion: 'Greater St. Louis',
    state: 'MO',
    priceScheme: 'Nationwide standard',
    zip: '63103',
    regions: [{ name: 'St. Louis', area: box(-90.4, 38.53, -90.18, 38.77) }],
  },
  {
    superRegion: 'Las Vegas Valley',
    state: 'NV',
    priceScheme: 'Nationwide standard',
    zip: '89101',
    regions: [{ name: 'Las Vegas', area: box(-115.32, 36.0, -115.05, 36.3) }],
  },
  {
    superRegion: 'Greater Philadelphia',
    state: 'PA',
    priceScheme: 'Nationwide standard',
    zip: '19103',
    regions: [{ name: 'Philadelphia', area: box(-75.28, 39.87, -75.14, 40.05) }],
  },
  {
    superRegion: 'Central Texas',
    state: 'TX',
    priceScheme: 'Nationwide standard',
    zip: '78701',
    regions: [{ name: 'Austin', area: box(-97.9, 30.15, -97.6, 30.45) }],
  },
  {
    superRegion: 'Southeast Wisconsin',
    state: 'WI',
    priceScheme: 'Nationwide standard',
    zip: '53202',
    regions: [{ name: 'Milwaukee', area: box(-88.07, 42.92, -87.86, 43.19) }],
  },
];

/** Creates the demo super regions and regions, linked to their schemes; returns region ids by name. */
export async function seedDemoRegions(db: Executor): Promise<Map<string, string>> {
  const schemes = new Map(
    (await regionSchemesRepository.listPriceSchemes(db)).map((scheme) => [scheme.name, scheme.id]),
  );
  const regionIds = new Map<string, string>();
  for (const area of DEMO_AREAS) {
    const superRegionId = await superRegionsRepository.insert(db, {
      name: area.superRegion,
      state: area.state,
      googleBusinessPageUrl: null,
      slackChannelId: null,
    });
    const schemeId = schemes.get(area.priceScheme);
    if (schemeId) await regionSchemesRepository.assign(db, superRegionId, schemeId);
    for (const region of area.regions) {
      regionIds.set(
        region.name,
        await regionsRepository.insert(db, {
          name: region.name,
          superRegionId,
          geometry: region.area,
        }),
      );
    }
  }
  return regionIds;
}
