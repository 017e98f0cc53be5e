import { PRODUCT_TYPES } from '../../../domain/ledger/ledger-types.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { productsRepository, type ProductRecord } from './products.repository.ts';
import { createProduct, deleteProduct, updateProduct } from './products.service.ts';

export const ProductTypeEnum = builder.enumType('ProductType', { values: PRODUCT_TYPES });

/** Loaded by id, once per request for every product asked for (components, ledger lines). */
export const Product = builder.loadableObjectRef<ProductRecord, string>('Product', {
  load: async (ids, context) => {
    const rows = await productsRepository.findByIds(context.platform.db.db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? new Error(`Product ${id} not found`));
  },
});

const ProductComponent = builder
  .objectRef<{ productId: string; quantity: number }>('ProductComponent')
  .implement({
    description: 'A product inside a package, with how many of it one package holds.',
    fields: (t) => ({
      product: t.field({ type: Product, resolve: (component) => component.productId }),
      quantity: t.exposeInt('quantity', {
        description: 'Minutes for minute products, units otherwise.',
      }),
    }),
  });

Product.implement({
  description: 'Something sold to students: a course, minutes, a fee, a home pickup or a package.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    type: t.field({ type: ProductTypeEnum, resolve: (product) => product.type }),
    components: t.field({
      type: [ProductComponent],
      description: 'Packages only: the products one package holds.',
      resolve: (product) => product.components,
    }),
    isArchived: t.exposeBoolean('isArchived', {
      description: 'Kept for history; no longer sold.',
    }),
    wasSold: t.boolean({ resolve: (product) => product.firstSoldAt !== null }),
  }),
});

const ProductConnection = connectionOf('Product', Product);

const ProductFilter = builder.inputType('ProductFilter', {
  fields: (t) => ({
    includeArchived: t.boolean({ required: false }),
    type: t.field({ type: ProductTypeEnum, required: false }),
  }),
});

builder.queryField('products', (t) =>
  t.field({
    type: ProductConnection,
    description: 'Products by name; archived ones only when asked for.',
    authScopes: { permission: 'pricing.read' },
    args: {
      filter: t.arg({ type: ProductFilter, required: false }),
      pageQuery: t.arg({ type: PageQuery, required: false }),
    },
    resolve: async (_root, args, context) => {
      const window = pageWindow(toPageArgs(args.pageQuery));
      const { rows, totalCount } = await productsRepository.list(
        context.platform.db.db,
        args.filter ?? {},
        window,
      );
      return toPage(rows, totalCount, window);
    },
  }),
);

const ProductComponentInput = builder.inputType('ProductComponentInput', {
  fields: (t) => ({ productId: t.id({ required: true }), quantity: t.int({ required: true }) }),
});

const componentsOf = (input: {
  components?: { productId: string | number; quantity: number }[] | null;
}) =>
  input.components?.map((component) => ({ ...component, productId: String(component.productId) }));

const CreateProductInput = builder.inputType('CreateProductInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ required: false }),
    type: t.field({ type: ProductTypeEnum, required: true }),
    components: t.field({ type: [ProductComponentInput], required: false }),
  }),
});

const UpdateProductInput = builder.inputType('UpdateProductInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: false }),
    description: t.string({ required: false }),
    type: t.field({ type: ProductTypeEnum, required: false }),
    components: t.field({ type: [ProductComponentInput], required: false }),
    isArchived: t.boolean({ required: false }),
  }),
});

builder.mutationField('createProduct', (t) =>
  t.field({
    type: Product,
    authScopes: { permission: 'products.write' },
    args: { input: t.arg({ type: CreateProductInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createProduct(context.platform, {
        name: input.name,
        description: input.description ?? undefined,
        type: input.type,
        components: componentsOf(input),
      }),
  }),
);

builder.mutationField('updateProduct', (t) =>
  t.field({
    type: Product,
    authScopes: { permission: 'products.write' },
    args: { input: t.arg({ type: UpdateProductInput, required: true }) },
    resolve: (_root, { input }, context) =>
      updateProduct(context.platform, {
        id: String(input.id),
        name: input.name ?? undefined,
        description: input.description ?? undefined,
        type: input.type ?? undefined,
        components: componentsOf(input),
        isArchived: input.isArchived ?? undefined,
      }),
  }),
);

const DeleteProductResult = builder
  .objectRef<{ id: string; archived: boolean }>('DeleteProductResult')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      archived: t.exposeBoolean('archived', {
        description: 'True when the product had been sold and was archived instead of deleted.',
      }),
    }),
  });

builder.mutationField('deleteProduct', (t) =>
  t.field({
    type: DeleteProductResult,
    description: 'Deletes a product never sold; archives one that was.',
    authScopes: { permission: 'products.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteProduct(context.platform, String(args.id)),
  }),
);
