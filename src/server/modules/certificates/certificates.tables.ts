// Certificates (SPEC §3): the types a school issues, each with a prefix and a number range, the
// certificates issued to students, and the shipping orders of those mailed. The type row is its
// own counter: `last_issued` moves forward by one UPDATE … RETURNING per certificate, and the
// unique (cert_type_id, number) index is the backstop that a number is never issued twice.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SHIPPING_ORDER_STATUSES, SHIPPING_SPEEDS } from '../../../domain/certificates/shipping.ts';
import { students } from '../students/students.tables.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const certificateTypes = pgTable(
  'certificate_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    label: text('label').notNull(),
    prefix: text('prefix').notNull(),
    valMin: integer('val_min').notNull(),
    valMax: integer('val_max').notNull(),
    /** A code of src/domain/us-states.ts (the list is code, not a table the seed may skip). */
    usStateId: text('us_state_id').notNull(),
    /** The highest number issued so far; null until the first certificate. */
    lastIssued: integer('last_issued'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('certificate_types_label_idx').on(table.usStateId, sql`lower(${table.label})`),
    check(
      'certificate_types_range_check',
      sql`${table.valMin} >= 0 and ${table.valMin} <= ${table.valMax}`,
    ),
    check(
      'certificate_types_counter_check',
      sql`${table.lastIssued} is null or ${table.lastIssued} <= ${table.valMax}`,
    ),
  ],
);

export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    /** The student record the certificate is issued to. */
    issuedTo: uuid('issued_to')
      .notNull()
      .references(() => students.id),
    certTypeId: uuid('cert_type_id')
      .notNull()
      .references(() => certificateTypes.id),
    number: integer('number').notNull(),
    /** Prefix + padded number, fixed at issue time (a later type edit does not rewrite it). */
    certNumber: text('cert_number').notNull(),
    usStateId: text('us_state_id').notNull(),
    shippingSpeed: text('shipping_speed', { enum: SHIPPING_SPEEDS }),
    /**
     * The final exam score the certificate was earned with, in whole percent, and the graded
     * attempt (no foreign key: the record of attempts belongs to module final-exam); null for a
     * certificate issued by staff or for a course without a final exam.
     */
    finalExamPercent: integer('final_exam_percent'),
    finalExamAttemptId: uuid('final_exam_attempt_id'),
    /** The client's key for this issue: the same key again answers this certificate. */
    idempotencyKey: text('idempotency_key').unique(),
  },
  (table) => [
    uniqueIndex('certificates_type_number_idx').on(table.certTypeId, table.number),
    index('certificates_issued_to_idx').on(table.issuedTo, table.issuedAt),
    index('certificates_issued_at_idx').on(table.issuedAt),
  ],
);

export const shippingOrders = pgTable(
  'shipping_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    certificateId: uuid('certificate_id')
      .notNull()
      .unique()
      .references(() => certificates.id),
    speed: text('speed', { enum: SHIPPING_SPEEDS }).notNull(),
    status: text('status', { enum: SHIPPING_ORDER_STATUSES }).notNull().default('Requested'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    queuedAt: timestamptz('queued_at'),
    shippedAt: timestamptz('shipped_at'),
    shippedByName: text('shipped_by_name'),
  },
  (table) => [index('shipping_orders_status_idx').on(table.status, table.createdAt)],
);

export type CertificateTypeRow = typeof certificateTypes.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
export type ShippingOrderRow = typeof shippingOrders.$inferSelect;
