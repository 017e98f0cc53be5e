// The waiting list (docs/waitlist.md): a customer who found no time that suits them leaves the
// lesson, the place, the weekdays and hours they want and until when. When a matching time opens
// the first in line gets it held for them (a hold in `transient_slots`) and an email to book it.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WaitlistStatus } from '../../../domain/scheduling/waitlist-status.ts';
import { users } from '../../auth/auth.tables.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { transientSlots } from '../lessons/lessons.tables.ts';
import { regions } from '../regions/regions.tables.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account that asked: the offer's hold is theirs, and so is the checkout. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonTypeId: uuid('lesson_type_id')
      .notNull()
      .references(() => lessonTypes.id, { onDelete: 'cascade' }),
    /** The region serving the place when the entry was made: staff read the list per region. */
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    /** The booking page's choice, so the offer's link opens the same booking. */
    state: text('state').notNull(),
    zipCode: text('zip_code'),
    address: text('address'),
    meetingPointId: uuid('meeting_point_id').references(() => stateMeetingPoints.id, {
      onDelete: 'cascade',
    }),
    /** Where the lesson starts: the meeting point's or the ZIP code's centre. */
    pickupLatitude: doublePrecision('pickup_latitude').notNull(),
    pickupLongitude: doublePrecision('pickup_longitude').notNull(),
    /** The place's zone: the wish's weekdays and hours are its wall clock. */
    timeZone: text('time_zone').notNull(),
    weekdays: integer('weekdays').array().notNull(),
    earliestMinute: integer('earliest_minute').notNull(),
    latestMinute: integer('latest_minute').notNull(),
    until: date('until', { mode: 'string' }).notNull(),
    status: text('status').$type<WaitlistStatus>().notNull().default('Waiting'),
    /** The place in line: when the entry was made, or when an offer it let lapse ended. */
    queuedAt: timestamptz('queued_at').notNull().defaultNow(),
    /** The time held for the customer while status is Offered. */
    offerHoldId: uuid('offer_hold_id').references(() => transientSlots.id, {
      onDelete: 'set null',
    }),
    offerInstructorId: uuid('offer_instructor_id').references(() => instructors.id, {
      onDelete: 'set null',
    }),
    offerStartTime: timestamptz('offer_start_time'),
    offerExpiresAt: timestamptz('offer_expires_at'),
    offersMade: integer('offers_made').notNull().default(0),
    /** Who cancelled the entry: the customer, or the staff member who took them off the list. */
    cancelledById: text('cancelled_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('waitlist_entries_line_idx').on(table.status, table.queuedAt),
    index('waitlist_entries_region_idx').on(table.regionId, table.createdAt),
    index('waitlist_entries_user_idx').on(table.userId),
    check(
      'waitlist_entries_status_check',
      sql`${table.status} in ('Waiting', 'Offered', 'Booked', 'Expired', 'Cancelled')`,
    ),
    check(
      'waitlist_entries_window_check',
      sql`${table.earliestMinute} >= 0 and ${table.latestMinute} <= 1440 and ${table.earliestMinute} < ${table.latestMinute}`,
    ),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
