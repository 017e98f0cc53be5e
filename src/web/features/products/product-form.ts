// The product dialog's form: name, description, type (SPEC §9) and, for a package, the products
// it holds with quantities. Checked here for what the person can fix at once; the server checks
// again (and its field messages show under the fields).
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

/** Form problems by field: "name", "components", "components.<row>.productId|quantity". */
export function productFormProblems(values: ProductFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.name.trim()) problems.name = 'is required';
  if (values.type !== 'package') return problems;
  if (values.components.length === 0) problems.components = 'a package needs at least one product';
  const seen = new Set<string>();
  values.components.forEach((row, index) => {
    if (!row.productId) problems[`components.${index}.productId`] = 'choose a product';
    else if (seen.has(row.productId))
      problems[`components.${index}.productId`] = 'is already in the package';
    seen.add(row.productId);
    const quantity = Number(row.quantity);
    if (!Number.isInteger(quantity) || quantity < 1)
      problems[`components.${index}.quantity`] = 'must be a whole number of at least 1';
  });
  return problems;
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
