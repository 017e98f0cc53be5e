// Price schemes (SPEC §3): a named set of product prices that a super region sells at, and price
// scheme fragments: reusable price changes applied to several schemes (docs/pricing.md).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  FULL_PERCENT_BP,
  MAX_PRICE_CENTS,
  PRICE_ALGORITHMS,
  ROUNDING_TYPES,
} from '../../../domain/pricing/pricing-types.ts';
import { products } from '../products/products.tables.ts';

const listOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

export const priceSchemes = pgTable(
  'price_schemes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The headline price of one hour of driving lessons, in cents (docs/pricing.md). */
    canonicalPriceCents: integer('canonical_price_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'price_schemes_canonical_price_check',
      sql`${table.canonicalPriceCents} between 0 and ${sql.raw(String(MAX_PRICE_CENTS))}`,
    ),
  ],
);

/** The scheme's own price of one unit of a product; a product without a row is not sold there. */
export const priceSchemeProducts = pgTable(
  'price_scheme_products',
  {
    priceSchemeId: uuid('price_scheme_id')
      .notNull()
      .references(() => priceSchemes.id, { onDelete: 'cascade' }),
    /** Cascade: only a never-sold product can be deleted, and its prices mean nothing then. */
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.priceSchemeId, table.productId] }),
    check(
      'price_scheme_products_price_check',
      sql`${table.priceCents} between 0 and ${sql.raw(String(MAX_PRICE_CENTS))}`,
    ),
  ],
);

export const priceSchemeFragments = pgTable('price_scheme_fragments', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The schemes a fragment applies to. */
export const priceSchemeFragmentSchemes = pgTable(
  'price_scheme_fragment_schemes',
  {
    fragmentId: uuid('fragment_id')
      .notNull()
      .references(() => priceSchemeFragments.id, { onDelete: 'cascade' }),
    priceSchemeId: uuid('price_scheme_id')
      .notNull()
      .references(() => priceSchemes.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.fragmentId, table.priceSchemeId] })],
);

/** A fragment's price algorithm for one product; the parameters a kind does not use are null. */
export const priceSchemeFragmentProducts = pgTable(
  'price_scheme_fragment_products',
  {
    fragmentId: uuid('fragment_id')
      .notNull()
      .references(() => priceSchemeFragments.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    algorithm: text('algorithm', { enum: PRICE_ALGORITHMS }).notNull(),
    amountCents: integer('amount_cents'),
    percentBasisPoints: integer('percent_basis_points'),
    rounding: text('rounding', { enum: ROUNDING_TYPES }).notNull(),
    roundingDigit: integer('rounding_digit'),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.fragmentId, table.productId] }),
    check(
      'price_scheme_fragment_products_algorithm_check',
      sql`${table.algorithm} in (${listOf(PRICE_ALGORITHMS)})`,
    ),
    check(
      'price_scheme_fragment_products_rounding_check',
      sql`${table.rounding} in (${listOf(ROUNDING_TYPES)})`,
    ),
    check(
      'price_scheme_fragment_products_amount_check',
      sql`${table.amountCents} between 0 and ${sql.raw(String(MAX_PRICE_CENTS))}`,
    ),
    check(
      'price_scheme_fragment_products_percent_check',
      sql`${table.percentBasisPoints} between 0 and ${sql.raw(String(FULL_PERCENT_BP))}`,
    ),
    check(
      'price_scheme_fragment_products_digit_check',
      sql`(${table.rounding} = 'digit') = (${table.roundingDigit} is not null) and ${table.roundingDigit} between 0 and 9`,
    ),
  ],
);

export type PriceSchemeRow = typeof priceSchemes.$inferSelect;
export type PriceSchemeFragmentRow = typeof priceSchemeFragments.$inferSelect;
export type FragmentProductRow = typeof priceSchemeFragmentProducts.$inferSelect;
