// Products sold to students (SPEC §3 Product, §9 product types). A package lists component
// products with quantities; the ledger expands it when it is bought.
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import { PRODUCT_TYPES } from '../../../domain/ledger/ledger-types.ts';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    /** Archived products stay in the ledger's history but can no longer be sold. */
    isArchived: boolean('is_archived').notNull().default(false),
    /** First time the product (or a package holding it) was sold: from then on it is archived, never deleted. */
    firstSoldAt: timestamp('first_sold_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'products_type_check',
      sql`${table.type} in (${sql.raw(PRODUCT_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
  ],
);

export const productComponents = pgTable(
  'product_components',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Restrict: a product inside a package cannot be deleted from under it. */
    componentId: uuid('component_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.componentId] }),
    check('product_components_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
