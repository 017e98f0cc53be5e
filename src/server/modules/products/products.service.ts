// Use cases on products: create, update, and delete (archive once sold). Admin only (checked by
// the GraphQL permission `products.write`); the ledger reads products through loadCatalogue.
import { z } from 'zod';
import { productComponentsProblem, productFields } from '../../../domain/ledger/product-inputs.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import {
  productsRepository,
  type ProductComponent,
  type ProductRecord,
} from './products.repository.ts';

// The field rules are shared with the back-office dialog (src/domain/ledger/product-inputs.ts).
const createInput = z.object({
  ...productFields,
  description: productFields.description.default(''),
  components: productFields.components.default([]),
});

const updateInput = z
  .object(productFields)
  .partial()
  .extend({ id: z.uuid('must be a product id'), isArchived: z.boolean().optional() });

export type CreateProductInput = z.input<typeof createInput>;
export type UpdateProductInput = z.input<typeof updateInput>;

/** A package needs components that are themselves sellable products; other types have none. */
async function checkComponents(
  db: Executor,
  type: string,
  components: readonly ProductComponent[],
  selfId?: string,
): Promise<void> {
  const problem = productComponentsProblem(type, components);
  if (problem) throw validationError([{ path: 'input.components', message: problem }]);
  if (type !== 'package') return;
  const ids = components.map((component) => component.productId);
  const found = new Map((await productsRepository.findByIds(db, ids)).map((p) => [p.id, p]));
  for (const [index, id] of ids.entries()) {
    const product = found.get(id);
    if (!product) throw notFound(`Product ${id}`);
    if (product.type === 'package' || id === selfId) {
      throw validationError([
        { path: `input.components.${index}.productId`, message: 'a package cannot hold a package' },
      ]);
    }
    if (product.isArchived) {
      throw validationError([
        { path: `input.components.${index}.productId`, message: 'is archived' },
      ]);
    }
  }
}

export async function createProduct(
  platform: Platform,
  input: CreateProductInput,
): Promise<ProductRecord> {
  const parsed = createInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { components, ...values } = parsed.data;
  const id = await platform.db.transaction(async (tx) => {
    await checkComponents(tx, values.type, components);
    return productsRepository.insert(tx, values, components);
  });
  return (await productsRepository.findByIds(platform.db.db, [id]))[0]!;
}

export async function updateProduct(
  platform: Platform,
  input: UpdateProductInput,
): Promise<ProductRecord> {
  const parsed = updateInput.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { id, components, ...patch } = parsed.data;
  await platform.db.transaction(async (tx) => {
    const [current] = await productsRepository.findByIds(tx, [id]);
    if (!current) throw notFound('Product');
    if (patch.type && patch.type !== current.type && current.firstSoldAt) {
      // Ledger lines keep the type they were sold with; a new type would split the balances.
      throw conflict('A product that was sold keeps its type. Archive it and create a new one.');
    }
    const type = patch.type ?? current.type;
    const nextComponents = components ?? (type === 'package' ? current.components : []);
    await checkComponents(tx, type, nextComponents, id);
    await productsRepository.update(tx, id, patch);
    if (components || type !== current.type)
      await productsRepository.replaceComponents(tx, id, nextComponents);
  });
  return (await productsRepository.findByIds(platform.db.db, [id]))[0]!;
}

/** Deletes a product never sold; archives one that was (history keeps pointing at it). */
export async function deleteProduct(
  platform: Platform,
  id: string,
): Promise<{ id: string; archived: boolean }> {
  if (!z.uuid().safeParse(id).success)
    throw validationError([{ path: 'id', message: 'must be a product id' }]);
  return platform.db.transaction(async (tx) => {
    const [current] = await productsRepository.findByIds(tx, [id]);
    if (!current) throw notFound('Product');
    const holders = await productsRepository.packagesHolding(tx, id);
    if (holders.some((holder) => !holder.isArchived)) {
      throw conflict('The product is part of a package. Remove it from the package first.');
    }
    // Sold, or still named by an archived package: keep the row so history can point at it.
    if (current.firstSoldAt || holders.length > 0) {
      await productsRepository.update(tx, id, { isArchived: true });
      return { id, archived: true };
    }
    await productsRepository.delete(tx, id);
    return { id, archived: false };
  });
}
