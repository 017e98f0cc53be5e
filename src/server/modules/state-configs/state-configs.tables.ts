// State configs and state meeting points (SPEC §3): what the school offers in each state, and the
// fixed places students may be picked up at when home pickup is not offered.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LessonTypeName } from '../../../domain/lesson-type-names.ts';
import { certificateTypes } from '../certificates/certificates.tables.ts';

export const DEFAULT_LATE_CANCELLATION_WINDOW_HOURS = 48;

export const stateConfigs = pgTable(
  'state_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Two-letter US state code; one config per state. */
    state: text('state').notNull().unique(),
    longName: text('long_name').notNull(),
    hasHomePickup: boolean('has_home_pickup').notNull().default(false),
    hasMeetingPoints: boolean('has_meeting_points').notNull().default(false),
    hasFixedLocations: boolean('has_fixed_locations').notNull().default(false),
    isShareableByDefault: boolean('is_shareable_by_default').notNull().default(false),
    cmsId: text('cms_id'),
    /** A student's cancellation this close to the lesson start is late (DESIGN §3). */
    lateCancellationWindowHours: integer('late_cancellation_window_hours')
      .notNull()
      .default(DEFAULT_LATE_CANCELLATION_WINDOW_HOURS),
    lateCancellationFeeCents: integer('late_cancellation_fee_cents').notNull().default(0),
    /**
     * The certificate a student of this state gets on meeting the state's behind-the-wheel
     * requirement (docs/behind-the-wheel.md); none: the school issues no such certificate here.
     */
    behindTheWheelCertificateTypeId: uuid('behind_the_wheel_certificate_type_id').references(
      () => certificateTypes.id,
      { onDelete: 'set null' },
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('state_configs_window_check', sql`${table.lateCancellationWindowHours} >= 0`),
    check('state_configs_fee_check', sql`${table.lateCancellationFeeCents} >= 0`),
  ],
);

export const stateMeetingPoints = pgTable(
  'state_meeting_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    state: text('state').notNull(),
    address: text('address').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    /** Lesson types (SPEC §9 names) that cannot start at this meeting point. */
    restrictedLessonTypes: text('restricted_lesson_types')
      .array()
      .$type<LessonTypeName[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where to meet, for booking and maps; optional since an address alone is enough to meet. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('state_meeting_points_state_idx').on(table.state, table.label)],
);

export type StateConfigRow = typeof stateConfigs.$inferSelect;
export type StateMeetingPointRow = typeof stateMeetingPoints.$inferSelect;
