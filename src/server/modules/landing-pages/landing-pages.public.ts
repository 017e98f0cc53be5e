// What the public sees of a published landing page or metro: only public-safe data. Instructors
// give their public profile (name, title, about, languages, portrait), never contact, licence or
// pay; coupons only when marked displayInLandingPages, not expired, of the lesson or road-test
// kind and valid in one of the page's regions (or everywhere). Unknown and unpublished are the
// same null, so the page answers 404 without telling which.
import { and, arrayOverlaps, asc, eq, exists, gte, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coupons, couponRegions } from '../coupons/coupons.tables.ts';
import { instructorPortraits, instructors } from '../instructors/instructors.tables.ts';
import { portraitUrl } from '../instructors/instructor-portraits.service.ts';
import { pricingRepository } from '../pricing/pricing.repository.ts';
import { schemeEffectivePrices } from '../pricing/pricing.service.ts';
import { products } from '../products/products.tables.ts';
import { stateMeetingPoints } from '../state-configs/state-configs.tables.ts';
import { landingPagesRepository as repo, metrosRepository } from './landing-pages.repository.ts';
import {
  landingPageMeetingPoints,
  type LocationLandingPageRow,
  type MetroRow,
} from './landing-pages.tables.ts';

/** The products a landing page prices: lessons are sold as driving minutes and packages. */
const LESSON_PRODUCT_TYPES = ['drivingMinute', 'package'] as const;

export interface AreaPrice {
  productId: string;
  name: string;
  description: string;
  priceCents: number;
  /** Driving minutes are sold by the minute: the price is of one minute. */
  perMinute: boolean;
}

export interface PublicMeetingPoint {
  id: string;
  label: string;
  address: string;
  description: string;
}

export interface PublicInstructor {
  id: string;
  name: string;
  title: string;
  about: string;
  languages: string[];
  portraitImage: string | null;
}

export interface PublicCoupon {
  id: string;
  code: string;
  title: string;
  scope: string;
  type: string;
  discount: number;
  expiration: Date;
}

/** The page of a lower-case state code and a slug when it is published, else null. */
export async function findPublishedPage(
  db: Executor,
  state: string,
  slug: string,
): Promise<LocationLandingPageRow | null> {
  if (!/^[a-z]{2}$/.test(state)) return null;
  const row = await repo.findBySlug(db, state.toUpperCase(), slug);
  return row?.isPublished ? row : null;
}

export async function findPublishedMetro(
  db: Executor,
  state: string,
  slug: string,
): Promise<MetroRow | null> {
  if (!/^[a-z]{2}$/.test(state)) return null;
  const row = await metrosRepository.findBySlug(db, state.toUpperCase(), slug);
  return row?.isPublished ? row : null;
}

export async function publishedPagesOfMetro(
  db: Executor,
  metroId: string,
): Promise<LocationLandingPageRow[]> {
  return (await repo.listOfMetro(db, metroId)).filter((page) => page.isPublished);
}

export async function areaPrices(db: Executor, priceSchemeId: string): Promise<AreaPrice[]> {
  const [scheme] = await pricingRepository.findSchemesByIds(db, [priceSchemeId]);
  if (!scheme) return [];
  const prices = await schemeEffectivePrices(db, scheme);
  if (prices.length === 0) return [];
  const lessonProducts = await db
    .select()
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          prices.map((price) => price.productId),
        ),
        inArray(products.type, [...LESSON_PRODUCT_TYPES]),
        eq(products.isArchived, false),
      ),
    )
    .orderBy(asc(products.type), asc(products.name));
  const byProduct = new Map(prices.map((price) => [price.productId, price.priceCents]));
  return lessonProducts.map((product) => ({
    productId: product.id,
    name: product.name,
    description: product.description,
    priceCents: byProduct.get(product.id)!,
    perMinute: product.type === 'drivingMinute',
  }));
}

export function pageMeetingPoints(db: Executor, pageId: string): Promise<PublicMeetingPoint[]> {
  return db
    .select({
      id: stateMeetingPoints.id,
      label: stateMeetingPoints.label,
      address: stateMeetingPoints.address,
      description: stateMeetingPoints.description,
    })
    .from(landingPageMeetingPoints)
    .innerJoin(
      stateMeetingPoints,
      eq(stateMeetingPoints.id, landingPageMeetingPoints.meetingPointId),
    )
    .where(eq(landingPageMeetingPoints.landingPageId, pageId))
    .orderBy(asc(stateMeetingPoints.label));
}

/** Active instructors who take pickups in one of the page's regions, public fields only. */
export async function pageInstructors(db: Executor, pageId: string): Promise<PublicInstructor[]> {
  const regionIds = await repo.regionIds(db, pageId);
  if (regionIds.length === 0) return [];
  const rows = await db
    .select({
      id: instructors.id,
      name: instructors.name,
      title: instructors.title,
      about: instructors.about,
      languages: instructors.languages,
      portraitUpdatedAt: instructorPortraits.updatedAt,
    })
    .from(instructors)
    .leftJoin(instructorPortraits, eq(instructorPortraits.instructorId, instructors.id))
    .where(
      and(eq(instructors.status, 'Active'), arrayOverlaps(instructors.serviceRegionIds, regionIds)),
    )
    .orderBy(asc(instructors.name), asc(instructors.id));
  return rows.map(({ portraitUpdatedAt, ...row }) => ({
    ...row,
    portraitImage: portraitUrl(row.id, portraitUpdatedAt),
  }));
}

/** Lesson and road-test coupons to show: marked for landing pages, valid now, in the area. */
export async function pageCoupons(
  db: Executor,
  pageId: string,
  now: Date,
): Promise<PublicCoupon[]> {
  const regionIds = await repo.regionIds(db, pageId);
  const anyRegion = notExists(
    db
      .select({ one: sql`1` })
      .from(couponRegions)
      .where(eq(couponRegions.couponId, coupons.id)),
  );
  const inArea =
    regionIds.length > 0
      ? or(
          anyRegion,
          exists(
            db
              .select({ one: sql`1` })
              .from(couponRegions)
              .where(
                and(
                  eq(couponRegions.couponId, coupons.id),
                  inArray(couponRegions.regionId, regionIds),
                ),
              ),
          ),
        )
      : anyRegion;
  return db
    .select({
      id: coupons.id,
      code: coupons.code,
      title: coupons.title,
      scope: coupons.scope,
      type: coupons.type,
      discount: coupons.discount,
      expiration: coupons.expiration,
    })
    .from(coupons)
    .where(
      and(
        eq(coupons.displayInLandingPages, true),
        inArray(coupons.scope, ['lesson', 'roadTest']),
        gte(coupons.expiration, now),
        inArea,
      ),
    )
    .orderBy(asc(coupons.expiration), asc(coupons.code));
}
