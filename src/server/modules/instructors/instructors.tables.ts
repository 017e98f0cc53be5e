// Instructors (SPEC §3): the public profile, the private info (contact, licence, base and travel
// limits, pay) and the admin info (account, payroll names, regional manager, assigned badges).
// Which fields a viewer may read is decided in the service, not here. Audited as "Instructors".
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AssignedInstructorBadge,
  InstructorStatus,
} from '../../../domain/scheduling/instructor-status.ts';
import { users } from '../../auth/auth.tables.ts';
import { regions } from '../regions/regions.tables.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const instructors = pgTable(
  'instructors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The instructor's sign-in account (Instructor role), when they have one. */
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    // Public profile.
    /** Display name on the public site ("Maria G."); the legal names are private. */
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    about: text('about').notNull().default(''),
    summary: text('summary').notNull().default(''),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{English}'::text[]`),
    /** Home region (its super region decides the state's office and pricing). */
    regionId: uuid('region_id').references(() => regions.id, { onDelete: 'set null' }),
    /** Regions the instructor takes pickups in; the slot search and coverage map use these. */
    serviceRegionIds: uuid('service_region_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** IANA zone the weekly hours are written in, e.g. America/Los_Angeles. */
    timeZone: text('time_zone').notNull(),
    usStateId: text('us_state_id').notNull(),
    // Private info.
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    status: text('status').$type<InstructorStatus>().notNull().default('Active'),
    email: text('email'),
    /** E.164, normalised on write. */
    phoneNumber: text('phone_number'),
    slackUsername: text('slack_username'),
    licenseNumber: text('license_number'),
    licenseExpirationDate: date('license_expiration_date'),
    baseAddress: text('base_address'),
    baseLatitude: doublePrecision('base_latitude'),
    baseLongitude: doublePrecision('base_longitude'),
    /** Longest drive from the base to a pickup; null = no limit. */
    maxBaseTravelMinutes: integer('max_base_travel_minutes'),
    /** Longest drive between two consecutive lessons; null = no limit. */
    maxBetweenTravelMinutes: integer('max_between_travel_minutes'),
    /** Hourly pay in cents; only Admin reads these. */
    teachingPayCents: integer('teaching_pay_cents'),
    nonTeachingPayCents: integer('non_teaching_pay_cents'),
    // Admin info.
    payrollFirstName: text('payroll_first_name'),
    payrollLastName: text('payroll_last_name'),
    payrollTitle: text('payroll_title'),
    /** A user with the RegionalManager role. */
    regionalManagerId: text('regional_manager_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    assignedBadges: text('assigned_badges')
      .array()
      .$type<AssignedInstructorBadge[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set each time the status becomes Active (the activation notice goes out then). */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Lower-cased, accent-free name, first, last, email and phone, for "contains" search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(public.unaccent_immutable(name || ' ' || first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone_number, '')))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('instructors_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('instructors_status_name_idx').on(table.status, table.name, table.id),
    index('instructors_service_regions_idx').using('gin', table.serviceRegionIds),
    index('instructors_regional_manager_idx').on(table.regionalManagerId),
    check('instructors_status_check', sql`${table.status} in ('Active', 'Inactive', 'Retired')`),
    check(
      'instructors_travel_check',
      sql`coalesce(${table.maxBaseTravelMinutes}, 0) >= 0 and coalesce(${table.maxBetweenTravelMinutes}, 0) >= 0`,
    ),
  ],
);

/** The portrait image (at most 2,000,000 bytes), kept apart so list queries never read it. */
export const instructorPortraits = pgTable('instructor_portraits', {
  instructorId: uuid('instructor_id')
    .primaryKey()
    .references(() => instructors.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A student's review of an instructor after a lesson, shown once staff approve it. */
export const instructorReviews = pgTable(
  'instructor_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    /** The lesson reviewed (lessons.id); one review per student and lesson. */
    lessonId: uuid('lesson_id').notNull(),
    studentId: uuid('student_id').notNull(),
    /** 1 to 5 stars. */
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    status: text('status')
      .$type<'Pending' | 'Approved' | 'Rejected'>()
      .notNull()
      .default('Pending'),
    moderatedById: text('moderated_by_id').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('instructor_reviews_instructor_idx').on(table.instructorId, table.createdAt),
    uniqueIndex('instructor_reviews_lesson_student_idx').on(table.lessonId, table.studentId),
    check('instructor_reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check(
      'instructor_reviews_status_check',
      sql`${table.status} in ('Pending', 'Approved', 'Rejected')`,
    ),
  ],
);

/** Links instructors keep at hand (handbooks, forms, state rules): the reference page. */
export const instructorReferences = pgTable(
  'instructor_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    label: text('label').notNull(),
    category: text('category').notNull(),
    subLabel: text('sub_label').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('instructor_references_category_idx').on(table.category, table.sortOrder)],
);

export type InstructorRow = typeof instructors.$inferSelect;
export type InstructorReviewRow = typeof instructorReviews.$inferSelect;
export type InstructorReferenceRow = typeof instructorReferences.$inferSelect;
