// Super regions and regions (SPEC §3): the areas a school drives in. A region belongs to one
// super region, whose region scheme decides its prices. Parking hubs are where the cars wait.
import {
  customType,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AreaGeometry, BoundingBox } from '../../../domain/geo/geometry.ts';
import { priceSchemes } from '../pricing/pricing.tables.ts';

/**
 * PostgreSQL's built-in `box` (no PostGIS): the region's bounding box, GiST-indexed so the
 * lookup of a point reads only the regions whose box holds it. Written as "(x1,y1),(x2,y2)" with
 * x = longitude and y = latitude; never read back (the geometry column is the truth).
 */
const box = customType<{ data: BoundingBox; driverData: string }>({
  dataType: () => 'box',
  toDriver: (value) =>
    `(${value.minLongitude},${value.minLatitude}),(${value.maxLongitude},${value.maxLatitude})`,
});

export const superRegions = pgTable('super_regions', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Two-letter US state code. */
  state: text('state').notNull(),
  googleBusinessPageUrl: text('google_business_page_url'),
  slackChannelId: text('slack_channel_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const regions = pgTable(
  'regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    superRegionId: uuid('super_region_id')
      .notNull()
      .references(() => superRegions.id, { onDelete: 'restrict' }),
    /** GeoJSON Polygon or MultiPolygon, [longitude, latitude] positions. */
    geometry: jsonb('geometry').$type<AreaGeometry>().notNull(),
    boundingBox: box('bounding_box').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('regions_bounding_box_idx').using('gist', table.boundingBox),
    index('regions_super_region_idx').on(table.superRegionId),
  ],
);

/** Which price scheme a super region sells at: one scheme per super region, or none yet. */
export const regionSchemes = pgTable('region_schemes', {
  id: uuid('id').primaryKey().defaultRandom(),
  superRegionId: uuid('super_region_id')
    .notNull()
    .unique()
    .references(() => superRegions.id, { onDelete: 'cascade' }),
  /** Restrict: a scheme in use cannot be deleted from under its super regions. */
  priceSchemeId: uuid('price_scheme_id')
    .notNull()
    .references(() => priceSchemes.id, { onDelete: 'restrict' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const parkingHubs = pgTable(
  'parking_hubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    superRegionId: uuid('super_region_id')
      .notNull()
      .references(() => superRegions.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('parking_hubs_super_region_idx').on(table.superRegionId)],
);

export type SuperRegionRow = typeof superRegions.$inferSelect;
export type RegionRow = typeof regions.$inferSelect;
export type ParkingHubRow = typeof parkingHubs.$inferSelect;
