// The quote (docs/pricing.md "The quote"): resolves the pickup point to a region, loads the
// region scheme's price scheme, its fragments and the coupon, then hands them to the pure
// `quote`. Booking and the back-office both call `quoteFor`; nothing else adds prices up.
import type { CouponProductKind } from '../../../domain/coupons/coupon-eligibility.ts';
import type { GeoPoint } from '../../../domain/geo/geometry.ts';
import { quote, type Quote, type QuoteCoupon } from '../../../domain/pricing/quote.ts';
import type { Executor } from '../../db/client.ts';
import { coordinatesOfZip } from '../../geo/zip-coordinates.ts';
import { AppError, notFound, validationError, type FieldProblem } from '../../graphql/errors.ts';
import type { CouponRecord } from '../coupons/coupons.repository.ts';
import { checkCoupon } from '../coupons/coupons.service.ts';
import { productsRepository } from '../products/products.repository.ts';
import { findRegionAt } from '../regions/regions.service.ts';
import { pricingRepository, toFragmentData, toSchemeData } from './pricing.repository.ts';
import { isUuid } from '../../db/is-uuid.ts';

export type QuotePickup = { latitude: number; longitude: number } | { zip: string };

export interface QuoteRequest {
  productId: string;
  /** Whole units, at least 1; 1 when absent. */
  quantity?: number | null;
  pickup: QuotePickup;
  couponCode?: string | null;
  /** The buyer, when known: the coupon's onlyFirstPurchase is checked only then. */
  studentId?: string | null;
  /** The quote time; now when absent. */
  at?: Date;
  /**
   * Whether refusals of the coupon may say why (staff). Otherwise every refusal reads "not
   * valid", so a visitor cannot learn which codes exist.
   */
  explainCouponRefusals?: boolean;
  /**
   * What coupons see the purchase as, when not the product's own type: a booked road or DMV
   * test sells a `fee` product but takes road-test coupons (`roadTest`), not lesson ones.
   */
  couponKind?: CouponProductKind;
}

export interface QuoteResult extends Quote {
  /** The pickup point the region was looked up at (a ZIP's centre when a ZIP was given). */
  point: GeoPoint;
  quantity: number;
  /**
   * A coupon for first purchases only, quoted without a student: checkout checks it again.
   */
  couponCheckedAgainAtCheckout: boolean;
}

function pointOf(pickup: QuotePickup, problems: FieldProblem[]): GeoPoint | null {
  if ('zip' in pickup) {
    const centre = coordinatesOfZip(pickup.zip);
    if (!centre) problems.push({ path: 'pickup.zip', message: 'is not a known US ZIP code' });
    return centre && { latitude: centre.latitude, longitude: centre.longitude };
  }
  const { latitude, longitude } = pickup;
  const before = problems.length;
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) {
    problems.push({ path: 'pickup.latitude', message: 'must be between -90 and 90' });
  }
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) {
    problems.push({ path: 'pickup.longitude', message: 'must be between -180 and 180' });
  }
  return problems.length > before ? null : { latitude, longitude };
}

/** The product's kind as coupons see it; a package is judged by its components' kinds. */
async function couponKinds(
  db: Executor,
  product: { type: CouponProductKind; components: { productId: string }[] },
) {
  if (product.type !== 'package') return { productType: product.type, componentTypes: [] };
  const names = await productsRepository.namesByIds(
    db,
    product.components.map((component) => component.productId),
  );
  return { productType: product.type, componentTypes: [...names.values()].map((n) => n.type) };
}

export async function quoteFor(db: Executor, request: QuoteRequest): Promise<QuoteResult> {
  const problems: FieldProblem[] = [];
  const quantity = request.quantity ?? 1;
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    problems.push({ path: 'quantity', message: 'must be a whole number of at least 1' });
  }
  const point = pointOf(request.pickup, problems);
  const couponCode = request.couponCode?.trim() || null;
  if (problems.length > 0 || !point) throw validationError(problems);
  if (!isUuid(request.productId)) throw notFound('Product');
  // Independent reads side by side (a pool runs them at once): the product and the region, then
  // the region's scheme, the fragments that apply to it and the coupon.
  const [[product], region] = await Promise.all([
    productsRepository.findByIds(db, [request.productId]),
    findRegionAt(db, point),
  ]);
  if (!product) throw notFound('Product');
  const at = request.at ?? new Date();
  const schemeId = region?.priceSchemeId;
  // The coupon is checked alongside the scheme's reads; its verdict counts only when the quote
  // reaches a price (nothing else has anything for a coupon to discount).
  const couponCheck: Promise<CouponRecord | null> =
    couponCode && region && schemeId
      ? (request.couponKind
          ? Promise.resolve({ productType: request.couponKind, componentTypes: [] })
          : couponKinds(db, product)
        ).then((kinds) =>
          checkCoupon(db, {
            code: couponCode,
            studentId: request.studentId ?? null,
            ...kinds,
            regionId: region.regionId,
            state: region.state,
            at,
          }),
        )
      : Promise.resolve(null);
  couponCheck.catch(() => undefined); // awaited below only when priced
  const [[scheme], fragments] = schemeId
    ? await Promise.all([
        pricingRepository.findSchemesByIds(db, [schemeId]),
        pricingRepository.fragmentsForSchemes(db, [schemeId]),
      ])
    : [[], []];

  let coupon: QuoteCoupon | null = null;
  let checkedAgain = false;
  if (scheme?.products.some((price) => price.productId === product.id)) {
    const record = await couponCheck.catch((error: unknown) => {
      if (request.explainCouponRefusals || !(error instanceof AppError)) throw error;
      throw validationError([{ path: 'couponCode', message: 'This coupon code is not valid.' }]);
    });
    if (record) {
      coupon = {
        code: record.code,
        type: record.type,
        discount: record.discount,
        expiresAt: record.expiration,
        regionIds: record.regionIds,
      };
      checkedAgain = record.onlyFirstPurchase && request.studentId == null;
    }
  } else {
    await couponCheck.catch(() => null); // settled before returning; its verdict is moot here
  }

  const result = quote({
    region: region && {
      id: region.regionId,
      name: region.regionName,
      superRegion: { id: region.superRegionId, name: region.superRegionName },
    },
    priceScheme: scheme ? toSchemeData(scheme) : null,
    fragments: fragments.map(toFragmentData),
    productId: product.id,
    quantity,
    coupon,
    at,
  });
  return { ...result, point, quantity, couponCheckedAgainAtCheckout: checkedAgain };
}
