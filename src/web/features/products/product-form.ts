// The product dialog's form: name, description, type (SPEC §9) and, for a package, the products
// it holds with quantities. Checked before sending by product-form-schema.ts; the server checks
// again what needs a look-up (and its field messages show under the fields).
import type { ProductType } from '../../../domain/ledger/ledger-types.ts';
import type { CreateProductInput, ProductsQuery, UpdateProductInput } from '../../gql/graphql.ts';

export type ProductView = ProductsQuery['products']['edges'][number]['node'];

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  course: 'Course',
  drivingMinute: 'Driving minutes',
  observationMinute: 'Observation minutes',
  fee: 'Fee',
  homePickup: 'Home pickup',
  package: 'Package',
};

/** What a quantity of this type counts. */
export const quantityUnit = (type: ProductType, quantity: number) =>
  type === 'drivingMinute' || type === 'observationMinute' ? `${quantity} min` : `${quantity} ×`;

export interface ComponentRow {
  productId: string;
  /** As typed. */
  quantity: string;
}

export interface ProductFormValues {
  name: string;
  description: string;
  type: ProductType;
  components: ComponentRow[];
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  type: 'course',
  components: [],
};

export function productFormValues(product: ProductView): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    type: product.type,
    components: product.components.map((component) => ({
      productId: component.product.id,
      quantity: String(component.quantity),
    })),
  };
}

const componentsInput = (values: ProductFormValues) =>
  values.type === 'package'
    ? values.components.map((row) => ({ productId: row.productId, quantity: Number(row.quantity) }))
    : [];

export function toCreateProductInput(values: ProductFormValues): CreateProductInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    type: values.type,
    ...(values.type === 'package' ? { components: componentsInput(values) } : {}),
  };
}

/** The changes for updateProduct, or null when nothing changed. */
export function toUpdateProductInput(
  product: ProductView,
  values: ProductFormValues,
): UpdateProductInput | null {
  const before = productFormValues(product);
  const input: UpdateProductInput = { id: product.id };
  let changed = false;
  if (values.name.trim() !== before.name) {
    input.name = values.name.trim();
    changed = true;
  }
  if (values.description.trim() !== before.description) {
    input.description = values.description.trim();
    changed = true;
  }
  if (values.type !== before.type) {
    input.type = values.type;
    changed = true;
  }
  const components = componentsInput(values);
  const same =
    values.type !== 'package' ||
    JSON.stringify(components) === JSON.stringify(componentsInput(before));
  if (!same) {
    input.components = components;
    changed = true;
  }
  return changed ? input : null;
}
