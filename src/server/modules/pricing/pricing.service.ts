// Use cases on price schemes and fragments (docs/pricing.md). Admin writes (GraphQL permission
// `pricing.write`); every write is one transaction. Other modules read prices through
// `effectivePriceOf` and `loadPricing`, never by adding prices up themselves.
import type { z } from 'zod';
import {
  effectivePrice,
  effectivePrices,
  type EffectivePrice,
} from '../../../domain/pricing/effective-price.ts';
import type {
  FragmentProductPrice,
  PriceSchemeFragmentData,
} from '../../../domain/pricing/pricing-types.ts';
import type { ProductType } from '../../../domain/ledger/ledger-types.ts';
import type { Executor } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/pg-errors.ts';
import { conflict, fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { productsRepository } from '../products/products.repository.ts';
import {
  pricingRepository,
  toFragmentData,
  toSchemeData,
  type FragmentRecord,
  type PriceSchemeRecord,
} from './pricing.repository.ts';
import {
  createFragmentInput,
  createSchemeInput,
  previewFragmentInput,
  updateFragmentInput,
  updateSchemeInput,
  type CreateFragmentInput,
  type CreateSchemeInput,
  type FragmentProductPriceInput,
  type PreviewFragmentInput,
  type UpdateFragmentInput,
  type UpdateSchemeInput,
} from './pricing.validation.ts';
import { isUuid } from '../../db/is-uuid.ts';

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  return parsed.data;
}

/** Every listed product must exist; the problem names the field that lists it. */
async function checkProducts(db: Executor, ids: readonly string[], field: string) {
  const found = new Set((await productsRepository.findByIds(db, ids)).map((p) => p.id));
  const problems = ids.flatMap((id, index) =>
    found.has(id)
      ? []
      : [{ path: `input.${field}.${index}.productId`, message: 'no such product' }],
  );
  if (problems.length) throw validationError(problems);
}

async function checkSchemes(db: Executor, ids: readonly string[]) {
  const found = new Set((await pricingRepository.findSchemesByIds(db, ids)).map((s) => s.id));
  const problems = ids.flatMap((id, index) =>
    found.has(id)
      ? []
      : [{ path: `input.priceSchemeIds.${index}`, message: 'no such price scheme' }],
  );
  if (problems.length) throw validationError(problems);
}

/**
 * Runs a delete and turns a refusal by a restrict foreign key (another module's row still points
 * at this one) into CONFLICT with `message`, instead of a database error.
 */
export async function refuseWhileReferenced<T>(
  work: () => Promise<T>,
  message: string,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(message);
    throw error;
  }
}

async function loadScheme(db: Executor, id: string): Promise<PriceSchemeRecord> {
  const [scheme] = await pricingRepository.findSchemesByIds(db, [id]);
  if (!scheme) throw notFound('Price scheme');
  return scheme;
}

export async function createPriceScheme(platform: Platform, input: CreateSchemeInput) {
  const data = parse(createSchemeInput, input);
  const id = await platform.db.transaction(async (tx) => {
    await checkProducts(
      tx,
      data.products.map((p) => p.productId),
      'products',
    );
    const schemeId = await pricingRepository.insertScheme(tx, {
      name: data.name,
      canonicalPriceCents: data.canonicalPrice,
    });
    await pricingRepository.replaceSchemeProducts(
      tx,
      schemeId,
      data.products.map((p) => ({ productId: p.productId, priceCents: p.price })),
    );
    return schemeId;
  });
  return loadScheme(platform.db.db, id);
}

export async function updatePriceScheme(platform: Platform, input: UpdateSchemeInput) {
  const data = parse(updateSchemeInput, input);
  await platform.db.transaction(async (tx) => {
    await loadScheme(tx, data.id);
    await pricingRepository.updateScheme(tx, data.id, {
      name: data.name,
      canonicalPriceCents: data.canonicalPrice,
    });
    if (data.products) {
      await checkProducts(
        tx,
        data.products.map((p) => p.productId),
        'products',
      );
      await pricingRepository.replaceSchemeProducts(
        tx,
        data.id,
        data.products.map((p) => ({ productId: p.productId, priceCents: p.price })),
      );
    }
  });
  return loadScheme(platform.db.db, data.id);
}

export async function deletePriceScheme(platform: Platform, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw validationError([{ path: 'id', message: 'must be a price scheme id' }]);
  return refuseWhileReferenced(
    () =>
      platform.db.transaction(async (tx) => {
        const scheme = await loadScheme(tx, id);
        await pricingRepository.deleteScheme(tx, scheme.id);
        return { id };
      }),
    'This price scheme is used by a region scheme or a landing page. Give them another price scheme first.',
  );
}

const toEntry = (input: FragmentProductPriceInput): FragmentProductPrice => ({
  productId: input.productId,
  ...input.priceAlgorithm,
});

async function loadFragment(db: Executor, id: string): Promise<FragmentRecord> {
  const [fragment] = await pricingRepository.findFragmentsByIds(db, [id]);
  if (!fragment) throw notFound('Price scheme fragment');
  return fragment;
}

export async function createPriceSchemeFragment(platform: Platform, input: CreateFragmentInput) {
  const data = parse(createFragmentInput, input);
  const id = await platform.db.transaction(async (tx) => {
    await checkSchemes(tx, data.priceSchemeIds);
    await checkProducts(
      tx,
      data.productPrices.map((p) => p.productId),
      'productPrices',
    );
    const fragmentId = await pricingRepository.insertFragment(tx, data.name);
    await pricingRepository.replaceFragmentSchemes(tx, fragmentId, data.priceSchemeIds);
    await pricingRepository.replaceFragmentProducts(
      tx,
      fragmentId,
      data.productPrices.map(toEntry),
    );
    return fragmentId;
  });
  return loadFragment(platform.db.db, id);
}

export async function updatePriceSchemeFragment(platform: Platform, input: UpdateFragmentInput) {
  const data = parse(updateFragmentInput, input);
  await platform.db.transaction(async (tx) => {
    await loadFragment(tx, data.id);
    await pricingRepository.renameFragment(tx, data.id, data.name);
    if (data.priceSchemeIds) {
      await checkSchemes(tx, data.priceSchemeIds);
      await pricingRepository.replaceFragmentSchemes(tx, data.id, data.priceSchemeIds);
    }
    if (data.productPrices) {
      await checkProducts(
        tx,
        data.productPrices.map((p) => p.productId),
        'productPrices',
      );
      await pricingRepository.replaceFragmentProducts(tx, data.id, data.productPrices.map(toEntry));
    }
  });
  return loadFragment(platform.db.db, data.id);
}

export async function deletePriceSchemeFragment(platform: Platform, id: string) {
  if (!isUuid(id)) throw validationError([{ path: 'id', message: 'must be a fragment id' }]);
  return platform.db.transaction(async (tx) => {
    await loadFragment(tx, id);
    await pricingRepository.deleteFragment(tx, id);
    return { id };
  });
}

/** Effective prices of every product a scheme prices (docs/pricing.md). */
export async function schemeEffectivePrices(
  db: Executor,
  scheme: PriceSchemeRecord,
): Promise<EffectivePrice[]> {
  const fragments = await pricingRepository.fragmentsForSchemes(db, [scheme.id]);
  return effectivePrices(toSchemeData(scheme), fragments.map(toFragmentData));
}

/**
 * The effective price of a product in a scheme, for other modules (quote, regions map): null
 * when the scheme does not price the product; NOT_FOUND when there is no such scheme.
 */
export async function effectivePriceOf(
  db: Executor,
  priceSchemeId: string,
  productId: string,
): Promise<EffectivePrice | null> {
  const scheme = await loadScheme(db, priceSchemeId);
  const fragments = await pricingRepository.fragmentsForSchemes(db, [scheme.id]);
  return effectivePrice(toSchemeData(scheme), fragments.map(toFragmentData), productId);
}

/**
 * Per scheme, the effective price of its product of this type (the first by name when several
 * are priced): the regions map shows the `drivingMinute` price as the price per minute. Schemes
 * that price no such product are left out.
 */
export async function effectivePricesByType(
  db: Executor,
  priceSchemeIds: readonly string[],
  type: ProductType,
): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  if (priceSchemeIds.length === 0) return prices;
  const ids = [...new Set(priceSchemeIds)];
  const schemes = await pricingRepository.findSchemesByIds(db, ids);
  const fragments = (await pricingRepository.fragmentsForSchemes(db, ids)).map(toFragmentData);
  const typed = await productsRepository.list(db, { type }, { limit: 1_000, offset: 0 });
  for (const scheme of schemes) {
    const data = toSchemeData(scheme);
    for (const product of typed.rows) {
      const price = effectivePrice(data, fragments, product.id);
      if (price) {
        prices.set(scheme.id, price.priceCents);
        break;
      }
    }
  }
  return prices;
}

export interface SchemePreview {
  scheme: PriceSchemeRecord;
  prices: { productId: string; currentCents: number; previewCents: number }[];
}

/**
 * What a draft fragment would do to the schemes it names, without saving: each scheme's
 * effective prices now and with the draft (replacing the stored fragment it edits, if any).
 */
export async function previewPriceSchemeFragment(
  platform: Platform,
  input: PreviewFragmentInput,
): Promise<SchemePreview[]> {
  const data = parse(previewFragmentInput, input);
  const db = platform.db.db;
  const schemes = await pricingRepository.findSchemesByIds(db, data.priceSchemeIds);
  const stored = (await pricingRepository.fragmentsForSchemes(db, data.priceSchemeIds)).map(
    toFragmentData,
  );
  const draft: PriceSchemeFragmentData = {
    id: data.id ?? 'draft',
    name: data.name,
    priceSchemeIds: data.priceSchemeIds,
    productPrices: data.productPrices.map(toEntry),
  };
  const withDraft = [...stored.filter((fragment) => fragment.id !== data.id), draft];
  const byId = new Map(schemes.map((scheme) => [scheme.id, scheme]));
  return data.priceSchemeIds.flatMap((id) => {
    const scheme = byId.get(id);
    if (!scheme) return [];
    const current = new Map(
      effectivePrices(toSchemeData(scheme), stored).map((p) => [p.productId, p.priceCents]),
    );
    return [
      {
        scheme,
        prices: effectivePrices(toSchemeData(scheme), withDraft).map((price) => ({
          productId: price.productId,
          currentCents: current.get(price.productId)!,
          previewCents: price.priceCents,
        })),
      },
    ];
  });
}
