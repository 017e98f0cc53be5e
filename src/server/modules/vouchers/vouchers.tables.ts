// Vouchers (docs/coupons.md "Vouchers"): single-use codes for one product or package, handed out
// on paper or by partners. Redeeming one records a purchase paid by `voucher` in the ledger.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from '../products/products.tables.ts';
import { students } from '../students/students.tables.ts';

export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case; unique regardless of case. */
    code: text('code').notNull(),
    /** A product or a package. */
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedByStudentId: uuid('redeemed_by_student_id').references(() => students.id, {
      onDelete: 'restrict',
    }),
    /** The ledger purchase the redemption recorded. */
    ledgerEntryId: uuid('ledger_entry_id'),
    /** The batch the voucher was created in (one createVouchers call). */
    batchId: uuid('batch_id').notNull(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vouchers_code_lower').on(sql`lower(${table.code})`),
    index('vouchers_product').on(table.productId),
    index('vouchers_batch').on(table.batchId),
  ],
);

export type VoucherRow = typeof vouchers.$inferSelect;
