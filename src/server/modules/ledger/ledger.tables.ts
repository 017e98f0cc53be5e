// The ledger's tables (docs/ledger.md). Append-only: rows are inserted, never updated or deleted,
// except the per-student version counter that serialises writes.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  LEDGER_ENTRY_KINDS,
  PAYMENT_METHODS,
  STOCK_TYPES,
  type PurchasedItem,
} from '../../../domain/ledger/ledger-types.ts';
import { products } from '../products/products.tables.ts';
import { students } from '../students/students.tables.ts';

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/** One row per student with a ledger: locked FOR UPDATE by every write, whose version it bumps. */
export const studentLedgers = pgTable('student_ledgers', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'restrict' }),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => studentLedgers.studentId, { onDelete: 'restrict' }),
    /** The ledger version this entry made: one entry per student per write, in order. */
    version: integer('version').notNull(),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    origin: text('origin', { enum: ['auto', 'manual'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    referenceEntryId: uuid('reference_entry_id'),
    counterpartStudentId: uuid('counterpart_student_id'),
    lessonId: text('lesson_id'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    paymentReference: text('payment_reference'),
    amountCents: integer('amount_cents').notNull().default(0),
    items: jsonb('items').$type<PurchasedItem[]>(),
    /** Reserved for the coupons and vouchers modules. */
    couponId: text('coupon_id'),
    voucherId: text('voucher_id'),
    note: text('note'),
  },
  (table) => [
    uniqueIndex('ledger_entries_student_version').on(table.studentId, table.version),
    // The database's own guard against a second void (or transfer) of the same entry.
    uniqueIndex('ledger_entries_one_settlement')
      .on(table.referenceEntryId)
      .where(
        sql`${table.kind} in ('voidPurchase', 'voidRefund', 'voidExpiration', 'transferExpiration')`,
      ),
    index('ledger_entries_lesson').on(table.lessonId),
    check('ledger_entries_kind_check', sql`${table.kind} in (${inList(LEDGER_ENTRY_KINDS)})`),
  ],
);

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    studentId: uuid('student_id').notNull(),
    lotId: uuid('lot_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productType: text('product_type', { enum: STOCK_TYPES }).notNull(),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('ledger_lines_entry').on(table.entryId),
    index('ledger_lines_student_expiry').on(table.studentId, table.expiresAt),
    check('ledger_lines_type_check', sql`${table.productType} in (${inList(STOCK_TYPES)})`),
  ],
);

/** First answer to a money mutation sent with this key; a replay gets the same entries back. */
export const ledgerIdempotencyKeys = pgTable(
  'ledger_idempotency_keys',
  {
    studentId: uuid('student_id').notNull(),
    key: text('key').notNull(),
    entryIds: jsonb('entry_ids').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.key] })],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type LedgerLineRow = typeof ledgerLines.$inferSelect;
