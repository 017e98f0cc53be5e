// A package is expanded into its component products when it is bought, so later changes to the
// package never change what a student already holds.
import type { ProductType, PurchasedItem, StockType } from './ledger-types.ts';
import { refuse, type Refusal } from './rule-result.ts';

/** What the rules need to know about a product. */
export interface CatalogueProduct {
  id: string;
  name: string;
  type: ProductType;
  isArchived: boolean;
  /** Packages only: what one package holds. */
  components: readonly { productId: string; quantity: number }[];
}

export interface ExpandedItem {
  productId: string;
  productType: StockType;
  quantity: number;
}

/**
 * The products and quantities a basket adds to a balance, one row per product, in the order
 * first met. Unknown products are NOT_FOUND; archived ones and packages inside packages BAD_REQUEST.
 */
export function expandItems(
  items: readonly PurchasedItem[],
  catalogue: ReadonlyMap<string, CatalogueProduct>,
): { ok: true; items: ExpandedItem[] } | Refusal {
  const totals = new Map<string, ExpandedItem>();
  const add = (product: CatalogueProduct, quantity: number): Refusal | null => {
    if (product.type === 'package') {
      return refuse('BAD_REQUEST', `Package ${product.name} cannot contain another package.`);
    }
    const row = totals.get(product.id) ?? {
      productId: product.id,
      productType: product.type,
      quantity: 0,
    };
    row.quantity += quantity;
    totals.set(product.id, row);
    return null;
  };

  if (items.length === 0) return refuse('VALIDATION_ERROR', 'Choose at least one product.');
  for (const item of items) {
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
      return refuse('VALIDATION_ERROR', 'Quantities must be whole numbers of at least 1.');
    }
    const product = catalogue.get(item.productId);
    if (!product) return refuse('NOT_FOUND', `Product ${item.productId} was not found.`);
    if (product.isArchived) {
      return refuse('BAD_REQUEST', `${product.name} is archived and can no longer be sold.`);
    }
    if (product.type !== 'package') {
      const refusal = add(product, item.quantity);
      if (refusal) return refusal;
      continue;
    }
    if (product.components.length === 0) {
      return refuse('BAD_REQUEST', `Package ${product.name} has no products.`);
    }
    for (const component of product.components) {
      const inner = catalogue.get(component.productId);
      if (!inner) return refuse('NOT_FOUND', `Product ${component.productId} was not found.`);
      const refusal = add(inner, component.quantity * item.quantity);
      if (refusal) return refusal;
    }
  }
  return { ok: true, items: [...totals.values()] };
}
