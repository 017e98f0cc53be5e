// Tables of the students module. `students.id` is what other modules (ledger, lessons,
// certificates) reference: a student record exists with or without a sign-in account.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  LEGAL_FORM_STATUSES,
  TRANSFER_STATUSES,
  TRANSFER_TYPES,
} from '../../../domain/student-legal-status.ts';
import { USER_LOG_KINDS } from '../../../domain/user-log-filter.ts';
import { users } from '../../auth/auth.tables.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The sign-in account of the student (or of the parent who manages them), when there is one. */
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Contact email; the sign-in email is the linked account's. */
    email: text('email'),
    dob: date('dob'),
    signupTimestamp: timestamp('signup_timestamp', { withTimezone: true }).notNull().defaultNow(),
    usStateId: text('us_state_id'),
    parentName: text('parent_name'),
    parentEmail: text('parent_email'),
    stripeCustomerId: text('stripe_customer_id'),
    smsOptIn: boolean('sms_opt_in').notNull().default(false),
    acceptTos: boolean('accept_tos').notNull().default(false),
    licenseNumber: text('license_number'),
    licenseIssueDate: date('license_issue_date'),
    licenseExpirationDate: date('license_expiration_date'),
    previousHours: numeric('previous_hours', { precision: 6, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    preferredPronoun: text('preferred_pronoun'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    // The address (SPEC §3: id, address, phone, secondaryPhone, city, state, zipcode) is one per
    // student and kept on this row, so search and the audit log see it with the rest.
    addressId: uuid('address_id').notNull().defaultRandom(),
    address: text('address'),
    /** E.164, normalised on write (src/domain/phone-number.ts). */
    phone: text('phone'),
    secondaryPhone: text('secondary_phone'),
    city: text('city'),
    addressState: text('address_state'),
    zipcode: text('zipcode'),
    // Where the address lies (home pickups start there): placed by the geocoding port when the
    // address is saved, or by staff dragging the pin; both or neither (see the check below).
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // Legal and permissions.
    observerApproved: boolean('observer_approved').notNull().default(false),
    privateApproved: boolean('private_approved').notNull().default(false),
    contractStatus: text('contract_status', { enum: LEGAL_FORM_STATUSES })
      .notNull()
      .default('NotSent'),
    transferStatus: text('transfer_status', { enum: TRANSFER_STATUSES }).notNull().default('No'),
    transferType: text('transfer_type', { enum: TRANSFER_TYPES }),
    /** Set when staff disabled the linked sign-in account. */
    accountDisabledAt: timestamp('account_disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    // What the search box matches: name, email, licence number (as typed and alphanumeric only)
    // and phone digits, lower-cased and without accents. A trigram index makes "contains" fast.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        // `||` rather than concat_ws(): concat_ws is only STABLE, and generated columns need IMMUTABLE.
        sql`public.unaccent_immutable(lower(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("license_number", '') || ' ' || regexp_replace(coalesce("license_number", ''), '[^[:alnum:]]', '', 'g') || ' ' || regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce("secondary_phone", ''), '[^0-9]', '', 'g')))`,
      ),
  },
  (table) => [
    check(
      'students_position_pair_check',
      sql`(${table.latitude} is null) = (${table.longitude} is null)`,
    ),
    index('students_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // The list order (see studentsRepository.search): folded name in byte order, the same on
    // every server whatever its collation.
    index('students_sort_idx').on(
      sql`(public.unaccent_immutable(lower("name")) collate "C")`,
      table.id,
    ),
  ],
);

/**
 * A parent's account managing a teen's student record (docs/portal.md "Parents"). A teen's own
 * sign-in stays on `students.user_id`; a parent with several teens has one row per teen here, and
 * a teen may have more than one parent account.
 */
export const studentGuardians = pgTable(
  'student_guardians',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.studentId] }),
    index('student_guardians_student_idx').on(table.studentId),
  ],
);

/** Staff notes on a student (SPEC §3 Note). */
export const studentNotes = pgTable(
  'student_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdById: text('created_by_id'),
    /** A snapshot, so the note keeps its author's name after the account goes away. */
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    isHiddenFromInstructorView: boolean('is_hidden_from_instructor_view').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
  },
  (table) => [index('student_notes_student_idx').on(table.studentId, table.createdAt)],
);

/** Alerts shown wherever the student is booked (SPEC §3 Booking alert). */
export const bookingAlerts = pgTable(
  'booking_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('booking_alerts_student_idx').on(table.studentId, table.createdAt)],
);

/** The change log of a student: one readable line per thing that happened to them. */
export const userLogs = pgTable(
  'user_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: USER_LOG_KINDS }).notNull(),
    /** Machine-readable event, e.g. `student.updated`, `note.added`, `lesson.cancelled`. */
    type: text('type').notNull(),
    message: text('message').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    // Wall-clock time of the event (not of the transaction start), so lines written by one
    // transaction keep their order; `seq` breaks ties.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('user_logs_student_idx').on(table.studentId, table.createdAt),
    index('user_logs_kind_idx').on(table.kind, table.createdAt),
  ],
);

export type StudentRow = typeof students.$inferSelect;
export type StudentNoteRow = typeof studentNotes.$inferSelect;
export type BookingAlertRow = typeof bookingAlerts.$inferSelect;
export type UserLogRow = typeof userLogs.$inferSelect;
