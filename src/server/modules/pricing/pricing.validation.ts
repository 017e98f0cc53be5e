// Input rules for price schemes and fragments (docs/pricing.md): names, cents and basis points in
// range, each product once, and an algorithm carrying exactly the parameters its kind uses.
import { z } from 'zod';
import { algorithmParameters } from '../../../domain/pricing/price-algorithm.ts';
import {
  FULL_PERCENT_BP,
  MAX_PRICE_CENTS,
  PRICE_ALGORITHMS,
  ROUNDING_TYPES,
} from '../../../domain/pricing/pricing-types.ts';

const name = z.string().trim().min(1, 'is required').max(200, 'is too long');
const cents = z
  .number()
  .int('must be whole cents')
  .min(0, 'cannot be negative')
  .max(MAX_PRICE_CENTS, 'is above $1,000,000');

const schemeProductPrice = z.object({
  productId: z.uuid('must be a product id'),
  price: cents,
});

const eachProductOnce = <T extends { productId: string }>(
  items: readonly T[],
  ctx: z.RefinementCtx,
) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.productId)) {
      ctx.addIssue({ code: 'custom', path: [index, 'productId'], message: 'is listed twice' });
    }
    seen.add(item.productId);
  });
};

export const createSchemeInput = z.object({
  name,
  canonicalPrice: cents,
  products: z.array(schemeProductPrice).max(500).superRefine(eachProductOnce).default([]),
});

export const updateSchemeInput = z.object({
  id: z.uuid('must be a price scheme id'),
  name: name.optional(),
  canonicalPrice: cents.optional(),
  products: z.array(schemeProductPrice).max(500).superRefine(eachProductOnce).optional(),
});

const priceAlgorithm = z
  .object({
    kind: z.enum(PRICE_ALGORITHMS),
    amountCents: cents.nullable().default(null),
    percentBasisPoints: z
      .number()
      .int('must be whole basis points')
      .min(0, 'cannot be negative')
      .max(FULL_PERCENT_BP, 'is above 100 %')
      .nullable()
      .default(null),
    rounding: z.enum(ROUNDING_TYPES),
    roundingDigit: z
      .number()
      .int('must be a digit')
      .min(0, 'must be 0 to 9')
      .max(9, 'must be 0 to 9')
      .nullable()
      .default(null),
  })
  .superRefine((value, ctx) => {
    const uses = algorithmParameters(value.kind);
    for (const field of ['amountCents', 'percentBasisPoints'] as const) {
      if (uses[field] && value[field] === null) {
        ctx.addIssue({ code: 'custom', path: [field], message: `is required for ${value.kind}` });
      }
      if (!uses[field] && value[field] !== null) {
        ctx.addIssue({ code: 'custom', path: [field], message: `is not used by ${value.kind}` });
      }
    }
    if (value.rounding === 'digit' && value.roundingDigit === null) {
      ctx.addIssue({ code: 'custom', path: ['roundingDigit'], message: 'is required for digit' });
    }
    if (value.rounding !== 'digit' && value.roundingDigit !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['roundingDigit'],
        message: 'is only for digit rounding',
      });
    }
  });

const fragmentProductPrice = z.object({
  productId: z.uuid('must be a product id'),
  priceAlgorithm,
});

const schemeIds = z
  .array(z.uuid('must be a price scheme id'))
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, 'lists a scheme twice');

export const createFragmentInput = z.object({
  name,
  priceSchemeIds: schemeIds.default([]),
  productPrices: z.array(fragmentProductPrice).max(500).superRefine(eachProductOnce).default([]),
});

export const updateFragmentInput = z.object({
  id: z.uuid('must be a fragment id'),
  name: name.optional(),
  priceSchemeIds: schemeIds.optional(),
  productPrices: z.array(fragmentProductPrice).max(500).superRefine(eachProductOnce).optional(),
});

/** A draft for the preview: like a fragment, a name may still be empty while it is typed. */
export const previewFragmentInput = z.object({
  id: z.uuid('must be a fragment id').nullable().default(null),
  name: z.string().trim().max(200).default(''),
  priceSchemeIds: schemeIds,
  productPrices: z.array(fragmentProductPrice).max(500).superRefine(eachProductOnce),
});

export type CreateSchemeInput = z.input<typeof createSchemeInput>;
export type UpdateSchemeInput = z.input<typeof updateSchemeInput>;
export type CreateFragmentInput = z.input<typeof createFragmentInput>;
export type UpdateFragmentInput = z.input<typeof updateFragmentInput>;
export type PreviewFragmentInput = z.input<typeof previewFragmentInput>;
export type FragmentProductPriceInput = z.output<typeof fragmentProductPrice>;
