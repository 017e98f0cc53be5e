// The rules of a product as staff write it (SPEC §9: name, description, type and, for a package,
// the products it holds with quantities), written once: the server checks its inputs with them
// and the back-office dialog checks the same before anything is sent.
import { z } from 'zod';
import { PRODUCT_TYPES } from './ledger-types.ts';

export const productComponentFields = {
  productId: z.string().min(1, 'is required').pipe(z.uuid('must be a product id')),
  quantity: z
    .number('must be a whole number')
    .int('must be a whole number')
    .min(1, 'must be at least 1'),
};

export const productFields = {
  name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  description: z.string().trim().max(2000, 'must be at most 2,000 characters'),
  type: z.enum(PRODUCT_TYPES),
  components: z.array(z.object(productComponentFields)).max(50, 'must hold at most 50 products'),
};

/**
 * What is wrong with the products a product of `type` holds, as the rest of the rule sees it
 * without looking anything up: a package holds at least one product, each once; others none.
 */
export function productComponentsProblem(
  type: string,
  components: readonly { productId: string }[],
): string | null {
  if (type !== 'package') return components.length > 0 ? 'only a package has components' : null;
  if (components.length === 0) return 'a package needs at least one product';
  const ids = components.map((component) => component.productId);
  return new Set(ids).size === ids.length ? null : 'each product once';
}
