// The only code that touches the price scheme and fragment tables.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  FragmentProductPrice,
  PriceSchemeData,
  PriceSchemeFragmentData,
} from '../../../domain/pricing/pricing-types.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import {
  priceSchemeFragmentProducts,
  priceSchemeFragments,
  priceSchemeFragmentSchemes,
  priceSchemeProducts,
  priceSchemes,
  type FragmentProductRow,
  type PriceSchemeFragmentRow,
  type PriceSchemeRow,
} from './pricing.tables.ts';
import { products } from '../products/products.tables.ts';

export interface ProductPrice {
  productId: string;
  priceCents: number;
}

export interface PriceSchemeRecord extends PriceSchemeRow {
  products: ProductPrice[];
}

export interface FragmentRecord extends PriceSchemeFragmentRow {
  priceSchemeIds: string[];
  productPrices: FragmentProductPrice[];
}

/** Names sort by code points, the order fragments apply in (docs/pricing.md). */
const byName = (column: typeof priceSchemes.name | typeof priceSchemeFragments.name) =>
  sql`${column} collate "C"`;

const toEntry = (row: FragmentProductRow): FragmentProductPrice => ({
  productId: row.productId,
  kind: row.algorithm,
  amountCents: row.amountCents,
  percentBasisPoints: row.percentBasisPoints,
  rounding: row.rounding,
  roundingDigit: row.roundingDigit,
});

async function withProducts(db: Executor, rows: PriceSchemeRow[]): Promise<PriceSchemeRecord[]> {
  if (rows.length === 0) return [];
  // In product name order, so the scheme's price list and its effective prices read alike.
  const prices = await db
    .select({
      priceSchemeId: priceSchemeProducts.priceSchemeId,
      productId: priceSchemeProducts.productId,
      priceCents: priceSchemeProducts.priceCents,
    })
    .from(priceSchemeProducts)
    .innerJoin(products, eq(products.id, priceSchemeProducts.productId))
    .where(
      inArray(
        priceSchemeProducts.priceSchemeId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(sql`${products.name} collate "C"`, asc(products.id));
  return rows.map((row) => ({
    ...row,
    products: prices
      .filter((price) => price.priceSchemeId === row.id)
      .map((price) => ({ productId: price.productId, priceCents: price.priceCents })),
  }));
}

async function withParts(db: Executor, rows: PriceSchemeFragmentRow[]): Promise<FragmentRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [schemes, entries] = await Promise.all([
    db
      .select()
      .from(priceSchemeFragmentSchemes)
      .where(inArray(priceSchemeFragmentSchemes.fragmentId, ids)),
    db
      .select()
      .from(priceSchemeFragmentProducts)
      .where(inArray(priceSchemeFragmentProducts.fragmentId, ids))
      .orderBy(asc(priceSchemeFragmentProducts.position)),
  ]);
  return rows.map((row) => ({
    ...row,
    priceSchemeIds: schemes.filter((s) => s.fragmentId === row.id).map((s) => s.priceSchemeId),
    productPrices: entries.filter((e) => e.fragmentId === row.id).map(toEntry),
  }));
}

export const pricingRepository = {
  async listSchemes(db: Executor): Promise<PriceSchemeRecord[]> {
    const rows = await db
      .select()
      .from(priceSchemes)
      .orderBy(byName(priceSchemes.name), asc(priceSchemes.id));
    return withProducts(db, rows);
  },

  async findSchemesByIds(db: Executor, ids: readonly string[]): Promise<PriceSchemeRecord[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(priceSchemes)
      .where(inArray(priceSchemes.id, [...ids]));
    return withProducts(db, rows);
  },

  async insertScheme(
    db: Executor,
    values: { name: string; canonicalPriceCents: number },
  ): Promise<string> {
    const [row] = await db.insert(priceSchemes).values(values).returning({ id: priceSchemes.id });
    return row!.id;
  },

  async updateScheme(
    db: Executor,
    id: string,
    patch: { name?: string | undefined; canonicalPriceCents?: number | undefined },
  ): Promise<void> {
    await db
      .update(priceSchemes)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(priceSchemes.id, id));
  },

  async replaceSchemeProducts(db: Executor, schemeId: string, prices: readonly ProductPrice[]) {
    await db.delete(priceSchemeProducts).where(eq(priceSchemeProducts.priceSchemeId, schemeId));
    if (prices.length === 0) return;
    await db
      .insert(priceSchemeProducts)
      .values(prices.map((price) => ({ priceSchemeId: schemeId, ...price })));
  },

  async deleteScheme(db: Executor, id: string): Promise<void> {
    await db.delete(priceSchemes).where(eq(priceSchemes.id, id));
  },

  async listFragments(db: Executor, window: PageWindow) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(priceSchemeFragments)
        .orderBy(byName(priceSchemeFragments.name), asc(priceSchemeFragments.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(priceSchemeFragments),
    ]);
    return { rows: await withParts(db, rows), totalCount: total?.value ?? 0 };
  },

  async findFragmentsByIds(db: Executor, ids: readonly string[]): Promise<FragmentRecord[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(priceSchemeFragments)
      .where(inArray(priceSchemeFragments.id, [...ids]));
    return withParts(db, rows);
  },

  /** Every fragment that applies to at least one of these schemes. */
  async fragmentsForSchemes(db: Executor, schemeIds: readonly string[]): Promise<FragmentRecord[]> {
    if (schemeIds.length === 0) return [];
    const links = await db
      .selectDistinct({ id: priceSchemeFragmentSchemes.fragmentId })
      .from(priceSchemeFragmentSchemes)
      .where(inArray(priceSchemeFragmentSchemes.priceSchemeId, [...schemeIds]));
    return this.findFragmentsByIds(
      db,
      links.map((link) => link.id),
    );
  },

  async insertFragment(db: Executor, name: string): Promise<string> {
    const [row] = await db
      .insert(priceSchemeFragments)
      .values({ name })
      .returning({ id: priceSchemeFragments.id });
    return row!.id;
  },

  async renameFragment(db: Executor, id: string, name: string | undefined): Promise<void> {
    await db
      .update(priceSchemeFragments)
      .set({ ...(name === undefined ? {} : { name }), updatedAt: new Date() })
      .where(eq(priceSchemeFragments.id, id));
  },

  async replaceFragmentSchemes(db: Executor, fragmentId: string, schemeIds: readonly string[]) {
    await db
      .delete(priceSchemeFragmentSchemes)
      .where(eq(priceSchemeFragmentSchemes.fragmentId, fragmentId));
    if (schemeIds.length === 0) return;
    await db
      .insert(priceSchemeFragmentSchemes)
      .values(schemeIds.map((priceSchemeId) => ({ fragmentId, priceSchemeId })));
  },

  async replaceFragmentProducts(
    db: Executor,
    fragmentId: string,
    entries: readonly FragmentProductPrice[],
  ) {
    await db
      .delete(priceSchemeFragmentProducts)
      .where(eq(priceSchemeFragmentProducts.fragmentId, fragmentId));
    if (entries.length === 0) return;
    await db.insert(priceSchemeFragmentProducts).values(
      entries.map((entry, position) => ({
        fragmentId,
        productId: entry.productId,
        algorithm: entry.kind,
        amountCents: entry.amountCents,
        percentBasisPoints: entry.percentBasisPoints,
        rounding: entry.rounding,
        roundingDigit: entry.roundingDigit,
        position,
      })),
    );
  },

  async deleteFragment(db: Executor, id: string): Promise<void> {
    await db.delete(priceSchemeFragments).where(eq(priceSchemeFragments.id, id));
  },
};

/** A stored scheme as the domain rules take it. */
export const toSchemeData = (scheme: PriceSchemeRecord): PriceSchemeData => ({
  id: scheme.id,
  name: scheme.name,
  productPrices: new Map(scheme.products.map((price) => [price.productId, price.priceCents])),
});

/** A stored fragment as the domain rules take it. */
export const toFragmentData = (fragment: FragmentRecord): PriceSchemeFragmentData => ({
  id: fragment.id,
  name: fragment.name,
  priceSchemeIds: fragment.priceSchemeIds,
  productPrices: fragment.productPrices,
});
