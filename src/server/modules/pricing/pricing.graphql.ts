// Price schemes and fragments through GraphQL (SPEC §7 names). Staff read, Admin writes. Money
// fields are integer cents, percentages basis points (docs/pricing.md).
import type { EffectivePrice } from '../../../domain/pricing/effective-price.ts';
import type { FragmentProductPrice } from '../../../domain/pricing/pricing-types.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { notFound } from '../../graphql/errors.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { Product } from '../products/products.graphql.ts';
import {
  pricingRepository,
  type FragmentRecord,
  type PriceSchemeRecord,
  type ProductPrice,
} from './pricing.repository.ts';
import {
  createPriceScheme,
  createPriceSchemeFragment,
  deletePriceScheme,
  deletePriceSchemeFragment,
  previewPriceSchemeFragment,
  schemeEffectivePrices,
  updatePriceScheme,
  updatePriceSchemeFragment,
  type SchemePreview,
} from './pricing.service.ts';
import {
  CreatePriceSchemeFragmentInput,
  CreatePriceSchemeInput,
  PriceAlgorithmKind,
  PriceSchemeFragmentPreviewInput,
  RoundingType,
  toFragmentLists,
  UpdatePriceSchemeFragmentInput,
  UpdatePriceSchemeInput,
} from './pricing.inputs.ts';

export const PriceScheme = builder.loadableObjectRef<PriceSchemeRecord, string>('PriceScheme', {
  load: async (ids, context) => {
    const rows = await pricingRepository.findSchemesByIds(context.platform.db.db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? new Error(`Price scheme ${id} not found`));
  },
});

const PriceSchemeProductPrice = builder
  .objectRef<ProductPrice>('PriceSchemeProductPrice')
  .implement({
    description: "The scheme's own price of one unit of a product.",
    fields: (t) => ({
      product: t.field({ type: Product, resolve: (price) => price.productId }),
      price: t.exposeInt('priceCents', { description: 'Cents.' }),
    }),
  });

const EffectivePriceStep = builder
  .objectRef<EffectivePrice['steps'][number]>('EffectivePriceStep')
  .implement({
    description: 'One fragment applied to the running price, in name order.',
    fields: (t) => ({
      fragmentId: t.exposeID('fragmentId'),
      fragmentName: t.exposeString('fragmentName'),
      before: t.exposeInt('beforeCents', { description: 'Cents.' }),
      after: t.exposeInt('afterCents', { description: 'Cents.' }),
    }),
  });

const EffectivePriceRef = builder.objectRef<EffectivePrice>('EffectivePrice').implement({
  description: 'The price of a product in a scheme after its fragments (docs/pricing.md).',
  fields: (t) => ({
    product: t.field({ type: Product, resolve: (price) => price.productId }),
    basePrice: t.exposeInt('baseCents', { description: "The scheme's own price, cents." }),
    price: t.exposeInt('priceCents', { description: 'Cents.' }),
    steps: t.field({ type: [EffectivePriceStep], resolve: (price) => price.steps }),
  }),
});

PriceScheme.implement({
  description: 'A named price list a super region sells at (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    canonicalPrice: t.exposeInt('canonicalPriceCents', {
      description: 'Headline price of one hour of driving lessons, in cents.',
    }),
    products: t.field({
      type: [PriceSchemeProductPrice],
      description: 'Product prices, by product name. A product not listed is not sold here.',
      resolve: (scheme) => scheme.products,
    }),
    effectivePrices: t.field({
      type: [EffectivePriceRef],
      description: 'Every listed product after the fragments that apply to this scheme.',
      resolve: (scheme, _args, context) => schemeEffectivePrices(context.platform.db.db, scheme),
    }),
  }),
});

const PriceAlgorithm = builder.objectRef<FragmentProductPrice>('PriceAlgorithm').implement({
  description: 'An algorithm, its parameters and its rounding (docs/pricing.md).',
  fields: (t) => ({
    kind: t.field({ type: PriceAlgorithmKind, resolve: (entry) => entry.kind }),
    amountCents: t.exposeInt('amountCents', { nullable: true }),
    percentBasisPoints: t.exposeInt('percentBasisPoints', {
      nullable: true,
      description: '1 basis point = 0.01 %.',
    }),
    rounding: t.field({ type: RoundingType, resolve: (entry) => entry.rounding }),
    roundingDigit: t.exposeInt('roundingDigit', { nullable: true }),
  }),
});

const FragmentProductPriceRef = builder
  .objectRef<FragmentProductPrice>('PriceSchemeFragmentProductPrice')
  .implement({
    fields: (t) => ({
      product: t.field({ type: Product, resolve: (entry) => entry.productId }),
      priceAlgorithm: t.field({ type: PriceAlgorithm, resolve: (entry) => entry }),
    }),
  });

const PriceSchemeFragment = builder.objectRef<FragmentRecord>('PriceSchemeFragment').implement({
  description: 'A price change applied to several price schemes (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    priceSchemes: t.field({
      type: [PriceScheme],
      resolve: (fragment) => fragment.priceSchemeIds,
    }),
    productPrices: t.field({
      type: [FragmentProductPriceRef],
      resolve: (fragment) => fragment.productPrices,
    }),
  }),
});

const PriceSchemeFragmentConnection = connectionOf('PriceSchemeFragment', PriceSchemeFragment);

builder.queryField('priceScheme', (t) =>
  t.field({
    type: PriceScheme,
    authScopes: { permission: 'pricing.read' },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = String(args.id);
      const [scheme] = /^[0-9a-f-]{36}$/i.test(id)
        ? await pricingRepository.findSchemesByIds(context.platform.db.db, [id])
        : [];
      if (!scheme) throw notFound('Price scheme');
      return scheme;
    },
  }),
);

builder.queryField('priceSchemes', (t) =>
  t.field({
    type: [PriceScheme],
    description: 'Every price scheme, by name.',
    authScopes: { permission: 'pricing.read' },
    resolve: (_root, _args, context) => pricingRepository.listSchemes(context.platform.db.db),
  }),
);

builder.queryField('priceSchemeFragments', (t) =>
  t.field({
    type: PriceSchemeFragmentConnection,
    description: 'Fragments sorted by name ascending, the order they apply in.',
    authScopes: { permission: 'pricing.read' },
    args: { pageQuery: t.arg({ type: PageQuery, required: false }) },
    resolve: async (_root, args, context) => {
      const window = pageWindow(toPageArgs(args.pageQuery));
      const { rows, totalCount } = await pricingRepository.listFragments(
        context.platform.db.db,
        window,
      );
      return toPage(rows, totalCount, window);
    },
  }),
);

const PreviewPrice = builder
  .objectRef<SchemePreview['prices'][number]>('PriceSchemePreviewPrice')
  .implement({
    fields: (t) => ({
      product: t.field({ type: Product, resolve: (price) => price.productId }),
      currentPrice: t.exposeInt('currentCents', { description: 'Effective price now, cents.' }),
      previewPrice: t.exposeInt('previewCents', {
        description: 'Effective price with the draft fragment, cents.',
      }),
    }),
  });

const PriceSchemePreview = builder.objectRef<SchemePreview>('PriceSchemePreview').implement({
  fields: (t) => ({
    priceScheme: t.field({ type: PriceScheme, resolve: (preview) => preview.scheme }),
    prices: t.field({ type: [PreviewPrice], resolve: (preview) => preview.prices }),
  }),
});

builder.queryField('previewPriceSchemeFragment', (t) =>
  t.field({
    type: [PriceSchemePreview],
    description:
      'What a draft fragment would do to the schemes it names, without saving it (live preview).',
    authScopes: { permission: 'pricing.read' },
    args: { input: t.arg({ type: PriceSchemeFragmentPreviewInput, required: true }) },
    resolve: (_root, { input }, context) =>
      previewPriceSchemeFragment(context.platform, {
        id: input.id == null ? null : String(input.id),
        name: input.name ?? '',
        priceSchemeIds: input.priceSchemeIds.map(String),
        productPrices: toFragmentLists(input).productPrices ?? [],
      }),
  }),
);

builder.mutationField('createPriceScheme', (t) =>
  t.field({
    type: PriceScheme,
    authScopes: { permission: 'pricing.write' },
    args: { input: t.arg({ type: CreatePriceSchemeInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createPriceScheme(context.platform, {
        name: input.name,
        canonicalPrice: input.canonicalPrice,
        products: input.products?.map((p) => ({ productId: String(p.productId), price: p.price })),
      }),
  }),
);

builder.mutationField('updatePriceScheme', (t) =>
  t.field({
    type: PriceScheme,
    authScopes: { permission: 'pricing.write' },
    args: { input: t.arg({ type: UpdatePriceSchemeInput, required: true }) },
    resolve: (_root, { input }, context) =>
      updatePriceScheme(context.platform, {
        id: String(input.id),
        name: input.name ?? undefined,
        canonicalPrice: input.canonicalPrice ?? undefined,
        products: input.products?.map((p) => ({ productId: String(p.productId), price: p.price })),
      }),
  }),
);

const DeletedPrice = builder.objectRef<{ id: string }>('DeletePricingResult').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

builder.mutationField('deletePriceScheme', (t) =>
  t.field({
    type: DeletedPrice,
    description: 'Deletes a scheme and its prices; CONFLICT while a region scheme uses it.',
    authScopes: { permission: 'pricing.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deletePriceScheme(context.platform, String(args.id)),
  }),
);

builder.mutationField('createPriceSchemeFragment', (t) =>
  t.field({
    type: PriceSchemeFragment,
    authScopes: { permission: 'pricing.write' },
    args: { input: t.arg({ type: CreatePriceSchemeFragmentInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createPriceSchemeFragment(context.platform, { ...toFragmentLists(input), name: input.name }),
  }),
);

builder.mutationField('updatePriceSchemeFragment', (t) =>
  t.field({
    type: PriceSchemeFragment,
    authScopes: { permission: 'pricing.write' },
    args: { input: t.arg({ type: UpdatePriceSchemeFragmentInput, required: true }) },
    resolve: (_root, { input }, context) =>
      updatePriceSchemeFragment(context.platform, {
        ...toFragmentLists(input),
        id: String(input.id),
        name: input.name ?? undefined,
      }),
  }),
);

builder.mutationField('deletePriceSchemeFragment', (t) =>
  t.field({
    type: DeletedPrice,
    authScopes: { permission: 'pricing.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deletePriceSchemeFragment(context.platform, String(args.id)),
  }),
);
