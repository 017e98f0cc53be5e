// The only code that touches the products and product_components tables.
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { ProductType } from '../../../domain/ledger/ledger-types.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { productComponents, products, type ProductRow } from './products.tables.ts';

export interface ProductComponent {
  productId: string;
  quantity: number;
}

export interface ProductRecord extends ProductRow {
  components: ProductComponent[];
}

export interface ProductFilter {
  includeArchived?: boolean | null;
  type?: ProductType | null;
}

async function withComponents(db: Executor, rows: ProductRow[]): Promise<ProductRecord[]> {
  if (rows.length === 0) return [];
  const parts = await db
    .select()
    .from(productComponents)
    .where(
      inArray(
        productComponents.packageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productComponents.position));
  return rows.map((row) => ({
    ...row,
    components: parts
      .filter((part) => part.packageId === row.id)
      .map((part) => ({ productId: part.componentId, quantity: part.quantity })),
  }));
}

function where(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (!filter.includeArchived) conditions.push(eq(products.isArchived, false));
  if (filter.type) conditions.push(eq(products.type, filter.type));
  return conditions.length ? and(...conditions) : undefined;
}

export const productsRepository = {
  async list(db: Executor, filter: ProductFilter, window: PageWindow) {
    const condition = where(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(products)
        .where(condition)
        .orderBy(asc(products.name), asc(products.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(products).where(condition),
    ]);
    return { rows: await withComponents(db, rows), totalCount: total?.value ?? 0 };
  },

  async findByIds(db: Executor, ids: readonly string[]): Promise<ProductRecord[]> {
    if (ids.length === 0) return [];
    return withComponents(
      db,
      await db
        .select()
        .from(products)
        .where(inArray(products.id, [...ids])),
    );
  },

  /** Names and types only (no components): what a line of text about these products needs. */
  async namesByIds(
    db: Executor,
    ids: readonly string[],
  ): Promise<Map<string, { name: string; type: ProductType }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: products.id, name: products.name, type: products.type })
      .from(products)
      .where(inArray(products.id, [...ids]));
    return new Map(rows.map(({ id, ...rest }) => [id, rest]));
  },

  async insert(
    db: Executor,
    values: { name: string; description: string; type: ProductType },
    components: readonly ProductComponent[],
  ): Promise<string> {
    const [row] = await db.insert(products).values(values).returning({ id: products.id });
    await this.replaceComponents(db, row!.id, components);
    return row!.id;
  },

  async update(
    db: Executor,
    id: string,
    patch: Partial<Pick<ProductRow, 'name' | 'description' | 'type' | 'isArchived'>>,
  ): Promise<void> {
    await db
      .update(products)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(products.id, id));
  },

  async replaceComponents(
    db: Executor,
    packageId: string,
    components: readonly ProductComponent[],
  ) {
    await db.delete(productComponents).where(eq(productComponents.packageId, packageId));
    if (components.length === 0) return;
    await db.insert(productComponents).values(
      components.map((component, position) => ({
        packageId,
        componentId: component.productId,
        quantity: component.quantity,
        position,
      })),
    );
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.delete(products).where(eq(products.id, id));
  },

  /** Packages that list this product. */
  async packagesHolding(db: Executor, productId: string) {
    return db
      .select({ id: products.id, isArchived: products.isArchived })
      .from(productComponents)
      .innerJoin(products, eq(products.id, productComponents.packageId))
      .where(eq(productComponents.componentId, productId));
  },

  /** Records the first sale of these products (packages and components alike). */
  async markSold(db: Executor, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(products)
      .set({ firstSoldAt: at })
      .where(and(inArray(products.id, [...ids]), isNull(products.firstSoldAt)));
  },
};

/** The products a basket names, with the components of its packages, for package expansion. */
export async function loadCatalogue(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, ProductRecord>> {
  const first = await productsRepository.findByIds(db, ids);
  const componentIds = first.flatMap((product) => product.components.map((c) => c.productId));
  const known = new Set(first.map((product) => product.id));
  const second = await productsRepository.findByIds(
    db,
    [...new Set(componentIds)].filter((id) => !known.has(id)),
  );
  return new Map([...first, ...second].map((product) => [product.id, product]));
}
