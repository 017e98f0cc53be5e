// The quote through GraphQL: public, because visitors get quotes on the booking page. Steps are
// one object type with a `kind` and the fields of that kind (docs/pricing.md "The quote").
import type { QuoteStep } from '../../../domain/pricing/quote.ts';
import type { FragmentProductPrice } from '../../../domain/pricing/pricing-types.ts';
import { builder } from '../../graphql/builder.ts';
import { validationError } from '../../graphql/errors.ts';
import { quoteFor, type QuotePickup, type QuoteResult } from './quote.service.ts';
import { PriceAlgorithmKind, RoundingType } from './pricing.inputs.ts';

const QuoteStatus = builder.enumType('QuoteStatus', {
  values: ['notServed', 'noPriceScheme', 'notSold', 'priced'] as const,
});
const QuoteStepKind = builder.enumType('QuoteStepKind', {
  values: [
    'region',
    'superRegion',
    'priceScheme',
    'fragment',
    'quantity',
    'coupon',
    'total',
  ] as const,
});
const CouponRefusalReason = builder.enumType('QuoteCouponRefusal', {
  values: ['expired', 'notInRegion'] as const,
});

const QuotePickupInput = builder.inputType('QuotePickupInput', {
  description: 'Where the student is picked up: a US ZIP code, or latitude and longitude.',
  fields: (t) => ({
    zip: t.string({ required: false }),
    latitude: t.float({ required: false }),
    longitude: t.float({ required: false }),
  }),
});

const QuoteInput = builder.inputType('QuoteInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    quantity: t.int({ required: false, description: 'Whole units, at least 1; 1 when absent.' }),
    pickup: t.field({ type: QuotePickupInput, required: true }),
    couponCode: t.string({ required: false }),
  }),
});

const fragmentEntry = (step: QuoteStep): FragmentProductPrice | null =>
  step.kind === 'fragment' ? step.entry : null;
const pick = <K extends string>(step: QuoteStep, key: K): unknown =>
  (step as unknown as Record<string, unknown>)[key] ?? null;

const QuoteStepRef = builder.objectRef<QuoteStep>('QuoteStep').implement({
  description:
    "One step of the breakdown. Fields not belonging to the step's kind are null: region, superRegion, priceScheme and fragment have id and name; priceScheme has price (null: not sold); fragment has the algorithm, before and after; quantity has quantity, unitPrice and subtotal; coupon has code, applied, reason, before, discount and after; total has total. Money in cents.",
  fields: (t) => ({
    kind: t.field({ type: QuoteStepKind, resolve: (step) => step.kind }),
    id: t.id({ nullable: true, resolve: (step) => pick(step, 'id') as string | null }),
    name: t.string({ nullable: true, resolve: (step) => pick(step, 'name') as string | null }),
    price: t.int({
      nullable: true,
      resolve: (step) => (step.kind === 'priceScheme' ? step.priceCents : null),
    }),
    algorithm: t.field({
      type: PriceAlgorithmKind,
      nullable: true,
      resolve: (step) => fragmentEntry(step)?.kind ?? null,
    }),
    amountCents: t.int({
      nullable: true,
      resolve: (step) => fragmentEntry(step)?.amountCents ?? null,
    }),
    percentBasisPoints: t.int({
      nullable: true,
      resolve: (step) => fragmentEntry(step)?.percentBasisPoints ?? null,
    }),
    rounding: t.field({
      type: RoundingType,
      nullable: true,
      resolve: (step) => fragmentEntry(step)?.rounding ?? null,
    }),
    roundingDigit: t.int({
      nullable: true,
      resolve: (step) => fragmentEntry(step)?.roundingDigit ?? null,
    }),
    before: t.int({
      nullable: true,
      resolve: (step) => pick(step, 'beforeCents') as number | null,
    }),
    after: t.int({ nullable: true, resolve: (step) => pick(step, 'afterCents') as number | null }),
    quantity: t.int({ nullable: true, resolve: (step) => pick(step, 'quantity') as number | null }),
    unitPrice: t.int({
      nullable: true,
      resolve: (step) => pick(step, 'unitPriceCents') as number | null,
    }),
    subtotal: t.int({
      nullable: true,
      resolve: (step) => pick(step, 'subtotalCents') as number | null,
    }),
    code: t.string({ nullable: true, resolve: (step) => pick(step, 'code') as string | null }),
    applied: t.boolean({
      nullable: true,
      resolve: (step) => (step.kind === 'coupon' ? step.applied : null),
    }),
    reason: t.field({
      type: CouponRefusalReason,
      nullable: true,
      resolve: (step) => (step.kind === 'coupon' ? step.reason : null),
    }),
    discount: t.int({
      nullable: true,
      resolve: (step) => (step.kind === 'coupon' ? step.discountCents : null),
    }),
    total: t.int({ nullable: true, resolve: (step) => pick(step, 'totalCents') as number | null }),
  }),
});

const QuoteRef = builder.objectRef<QuoteResult>('Quote').implement({
  description: 'What a product costs picked up at a point, with a coupon (docs/pricing.md).',
  fields: (t) => ({
    status: t.field({ type: QuoteStatus, resolve: (q) => q.status }),
    steps: t.field({ type: [QuoteStepRef], resolve: (q) => q.steps }),
    latitude: t.float({ resolve: (q) => q.point.latitude }),
    longitude: t.float({ resolve: (q) => q.point.longitude }),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.exposeInt('unitPriceCents', { nullable: true, description: 'Cents.' }),
    subtotal: t.exposeInt('subtotalCents', { nullable: true, description: 'Cents.' }),
    discount: t.exposeInt('discountCents', { description: 'Cents.' }),
    total: t.exposeInt('totalCents', { nullable: true, description: 'Cents; null unless priced.' }),
    couponCheckedAgainAtCheckout: t.exposeBoolean('couponCheckedAgainAtCheckout', {
      description: 'The coupon is for first purchases only; checkout checks it with the student.',
    }),
  }),
});

function pickupOf(pickup: {
  zip?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}): QuotePickup {
  if (pickup.zip != null && pickup.zip.trim() !== '') return { zip: pickup.zip };
  if (pickup.latitude == null || pickup.longitude == null) {
    throw validationError([
      { path: 'pickup.zip', message: 'give a ZIP code or latitude and longitude' },
    ]);
  }
  return { latitude: pickup.latitude, longitude: pickup.longitude };
}

builder.queryField('quote', (t) =>
  t.field({
    type: QuoteRef,
    description:
      'The price breakdown of a product picked up at a point (ZIP or coordinates), with an optional coupon: region → super region → price scheme → fragments → quantity → coupon → total.',
    authScopes: { public: true },
    args: { input: t.arg({ type: QuoteInput, required: true }) },
    resolve: (_root, { input }, context) =>
      quoteFor(context.platform.db.db, {
        productId: String(input.productId),
        quantity: input.quantity ?? null,
        pickup: pickupOf(input.pickup),
        couponCode: input.couponCode ?? null,
        // Staff see why a coupon is refused; a visitor only learns that it is not valid.
        explainCouponRefusals: (context.viewer?.roles.length ?? 0) > 0,
      }),
  }),
);
