// Location landing pages and metros (SPEC §3): the public pages of one area ("Driving lessons in
// Austin") and the metro pages that group them. A page's meeting points and regions are join
// tables, so a meeting point or region that is deleted simply leaves the pages (cascade) and no
// id can point at nothing. A page belongs to at most one metro: the metro's
// locationLandingPageIds are the pages whose metroId names it (docs/landing-pages.md).
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { priceSchemes } from '../pricing/pricing.tables.ts';
import { parkingHubs, regions } from '../regions/regions.tables.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';

export const metros = pgTable(
  'metros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-case words joined by hyphens (src/domain/landing-pages), unique per state. */
    slug: text('slug').notNull(),
    /** Two-letter upper-case US state code. */
    state: text('state').notNull(),
    /** Optional ids of the page in an external content system. */
    cmsId: text('cms_id'),
    stateCmsId: text('state_cms_id'),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('metros_state_slug_key').on(table.state, table.slug)],
);

export const locationLandingPages = pgTable(
  'location_landing_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    /** The parking hub the area's cars leave from; a deleted hub leaves the page without one. */
    hubId: uuid('hub_id').references(() => parkingHubs.id, { onDelete: 'set null' }),
    /** Restrict: a metro with pages cannot be deleted (the service says so first). */
    metroId: uuid('metro_id').references(() => metros.id, { onDelete: 'restrict' }),
    centerAddress: text('center_address').notNull(),
    googleMyBusinessUrl: text('google_my_business_url'),
    /** Restrict: the pricing module refuses to delete a scheme a page sells at. */
    priceSchemeId: uuid('price_scheme_id')
      .notNull()
      .references(() => priceSchemes.id, { onDelete: 'restrict' }),
    cmsId: text('cms_id'),
    stateCmsId: text('state_cms_id'),
    slug: text('slug').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    /** Last time staff asked for the public page to be rebuilt (revalidateLocationLandingPage). */
    lastRevalidatedAt: timestamp('last_revalidated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('location_landing_pages_state_slug_key').on(table.state, table.slug),
    index('location_landing_pages_metro_idx').on(table.metroId),
  ],
);

export const landingPageMeetingPoints = pgTable(
  'landing_page_meeting_points',
  {
    landingPageId: uuid('landing_page_id')
      .notNull()
      .references(() => locationLandingPages.id, { onDelete: 'cascade' }),
    meetingPointId: uuid('meeting_point_id')
      .notNull()
      .references(() => stateMeetingPoints.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.landingPageId, table.meetingPointId] })],
);

export const landingPageRegions = pgTable(
  'landing_page_regions',
  {
    landingPageId: uuid('landing_page_id')
      .notNull()
      .references(() => locationLandingPages.id, { onDelete: 'cascade' }),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.landingPageId, table.regionId] }),
    index('landing_page_regions_region_idx').on(table.regionId),
  ],
);

export type MetroRow = typeof metros.$inferSelect;
export type LocationLandingPageRow = typeof locationLandingPages.$inferSelect;
