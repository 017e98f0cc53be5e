// GraphQL enums and inputs of the pricing module, and their conversion to the service's inputs.
import { PRICE_ALGORITHMS, ROUNDING_TYPES } from '../../../domain/pricing/pricing-types.ts';
import { builder } from '../../graphql/builder.ts';

export const PriceAlgorithmKind = builder.enumType('PriceAlgorithmKind', {
  values: PRICE_ALGORITHMS,
});
export const RoundingType = builder.enumType('RoundingType', { values: ROUNDING_TYPES });

const PriceSchemeProductPriceInput = builder.inputType('PriceSchemeProductPriceInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    price: t.int({ required: true, description: 'Cents.' }),
  }),
});

export const CreatePriceSchemeInput = builder.inputType('CreatePriceSchemeInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    canonicalPrice: t.int({ required: true, description: 'Cents per hour of driving.' }),
    products: t.field({ type: [PriceSchemeProductPriceInput], required: false }),
  }),
});

export const UpdatePriceSchemeInput = builder.inputType('UpdatePriceSchemeInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: false }),
    canonicalPrice: t.int({ required: false }),
    products: t.field({
      type: [PriceSchemeProductPriceInput],
      required: false,
      description: 'Replaces every product price of the scheme.',
    }),
  }),
});

const PriceAlgorithmInput = builder.inputType('PriceAlgorithmInput', {
  fields: (t) => ({
    kind: t.field({ type: PriceAlgorithmKind, required: true }),
    amountCents: t.int({ required: false }),
    percentBasisPoints: t.int({ required: false }),
    rounding: t.field({ type: RoundingType, required: true }),
    roundingDigit: t.int({ required: false }),
  }),
});

const FragmentProductPriceInput = builder.inputType('PriceSchemeFragmentProductPriceInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    priceAlgorithm: t.field({ type: PriceAlgorithmInput, required: true }),
  }),
});

export const CreatePriceSchemeFragmentInput = builder.inputType('CreatePriceSchemeFragmentInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    priceSchemeIds: t.idList({ required: false }),
    productPrices: t.field({ type: [FragmentProductPriceInput], required: false }),
  }),
});

export const UpdatePriceSchemeFragmentInput = builder.inputType('UpdatePriceSchemeFragmentInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: false }),
    priceSchemeIds: t.idList({ required: false }),
    productPrices: t.field({ type: [FragmentProductPriceInput], required: false }),
  }),
});

export const PriceSchemeFragmentPreviewInput = builder.inputType(
  'PriceSchemeFragmentPreviewInput',
  {
    description: 'A draft fragment; `id` names the stored fragment it would replace, if any.',
    fields: (t) => ({
      id: t.id({ required: false }),
      name: t.string({ required: false }),
      priceSchemeIds: t.idList({ required: true }),
      productPrices: t.field({ type: [FragmentProductPriceInput], required: true }),
    }),
  },
);

interface FragmentInputShape {
  priceSchemeIds?: readonly (string | number)[] | null;
  productPrices?:
    | readonly {
        productId: string | number;
        priceAlgorithm: {
          kind: (typeof PRICE_ALGORITHMS)[number];
          amountCents?: number | null;
          percentBasisPoints?: number | null;
          rounding: (typeof ROUNDING_TYPES)[number];
          roundingDigit?: number | null;
        };
      }[]
    | null;
}

/** The lists of a fragment input as the service takes them; absent lists stay absent. */
export function toFragmentLists(input: FragmentInputShape) {
  return {
    priceSchemeIds: input.priceSchemeIds?.map(String),
    productPrices: input.productPrices?.map((entry) => ({
      productId: String(entry.productId),
      priceAlgorithm: {
        kind: entry.priceAlgorithm.kind,
        amountCents: entry.priceAlgorithm.amountCents ?? null,
        percentBasisPoints: entry.priceAlgorithm.percentBasisPoints ?? null,
        rounding: entry.priceAlgorithm.rounding,
        roundingDigit: entry.priceAlgorithm.roundingDigit ?? null,
      },
    })),
  };
}
