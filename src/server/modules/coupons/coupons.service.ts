// Use cases on coupons: create, update, delete (refused once used), and checkCoupon, which the
// quote and checkout call before applying a discount. Writers are checked per scope here
// (course: Admin, ClassroomManager; lesson and road test: Admin, RegionalManager).
import { isUuid } from '../../db/is-uuid.ts';
import {
  couponEligibility,
  type CouponProductKind,
} from '../../../domain/coupons/coupon-eligibility.ts';
import type { CouponScope } from '../../../domain/coupons/coupon-types.ts';
import { canWriteCouponScope } from '../../../domain/coupons/coupon-writers.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import {
  AppError,
  conflict,
  fromZodIssues,
  notFound,
  validationError,
} from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { hasStandingPurchase, isCouponUsed } from '../ledger/ledger.service.ts';
import { couponsRepository, type CouponRecord } from './coupons.repository.ts';
import {
  clearForeignFields,
  COUPON_DEFAULTS,
  couponFields,
  scopeProblems,
  type CouponFields,
} from './coupons.validation.ts';

function checkScope(viewer: Pick<Viewer, 'roles'>, scope: CouponScope) {
  if (!canWriteCouponScope(viewer.roles, scope)) {
    throw new AppError(
      'FORBIDDEN',
      scope === 'course'
        ? 'Course coupons are written by Admin and ClassroomManager.'
        : 'Lesson and road-test coupons are written by Admin and RegionalManager.',
    );
  }
}

/** Validates the whole coupon, its regions and its code's uniqueness (regardless of case). */
async function validate(db: Executor, raw: unknown, selfId?: string): Promise<CouponFields> {
  const parsed = couponFields.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const fields = parsed.data;
  const problems = scopeProblems(fields);
  const regionIds = [...new Set(fields.regionIds)];
  const known = await couponsRepository.existingRegionIds(db, regionIds);
  if (regionIds.some((id) => !known.has(id))) {
    problems.push({ path: 'input.regionIds', message: 'names a region that does not exist' });
  }
  if (await couponsRepository.codeTaken(db, fields.code, selfId)) {
    problems.push({ path: 'input.code', message: 'is already used by another coupon' });
  }
  if (problems.length > 0) throw validationError(problems);
  return { ...fields, courseId: fields.courseId || null, regionIds };
}

const valuesOf = ({ regionIds: _regions, ...values }: CouponFields) => values;

/** The unique index on lower(code) catches what a concurrent create slipped past the check. */
function codeRace(error: unknown): never {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  if ((cause as { code?: string }).code === '23505') {
    throw validationError([{ path: 'input.code', message: 'is already used by another coupon' }]);
  }
  throw error;
}

/**
 * A new coupon whose last valid moment has passed could never be used: it is refused rather
 * than created silently. An existing coupon may still be ended by moving its expiration to now.
 */
function refuseExpired(fields: CouponFields, now: Date) {
  if (fields.expiration.getTime() <= now.getTime()) {
    throw validationError([
      {
        path: 'input.expiration',
        message: 'is already past: a new coupon must be valid today or later',
      },
    ]);
  }
}

export async function createCoupon(
  platform: Platform,
  viewer: Pick<Viewer, 'roles'>,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<CouponRecord> {
  const id = await platform.db
    .transaction(async (tx) => {
      const fields = await validate(tx, { ...COUPON_DEFAULTS, ...input });
      checkScope(viewer, fields.scope);
      refuseExpired(fields, now);
      return couponsRepository.insert(tx, valuesOf(fields), fields.regionIds);
    })
    .catch(codeRace);
  return (await couponsRepository.findById(platform.db.db, id))!;
}

/** `input` holds the id and the fields to change; the rest stay (or reset when the scope changes). */
export async function updateCoupon(
  platform: Platform,
  viewer: Pick<Viewer, 'roles'>,
  input: { id: string } & Record<string, unknown>,
): Promise<CouponRecord> {
  const { id, ...patch } = input;
  if (!isUuid(id)) throw notFound('Coupon');
  await platform.db
    .transaction(async (tx) => {
      const current = await couponsRepository.findById(tx, id);
      if (!current) throw notFound('Coupon');
      checkScope(viewer, current.scope);
      const { id: _id, createdAt: _c, updatedAt: _u, ...stored } = current;
      let merged = { ...stored, ...patch };
      if (patch['scope'] && patch['scope'] !== current.scope) {
        // Fields of the old scope that the caller did not restate no longer apply.
        merged = { ...clearForeignFields(merged), ...patch };
      }
      const fields = await validate(tx, merged, id);
      checkScope(viewer, fields.scope);
      await couponsRepository.update(tx, id, valuesOf(fields));
      await couponsRepository.replaceRegions(tx, id, fields.regionIds);
    })
    .catch(codeRace);
  return (await couponsRepository.findById(platform.db.db, id))!;
}

/**
 * Deletes a coupon no purchase used. A used coupon stays (purchases point at it): CONFLICT,
 * and staff end it by moving its expiration to now instead.
 */
export async function deleteCoupon(
  platform: Platform,
  viewer: Pick<Viewer, 'roles'>,
  id: string,
): Promise<string> {
  if (!isUuid(id)) throw notFound('Coupon');
  return platform.db.transaction(async (tx) => {
    const current = await couponsRepository.findById(tx, id);
    if (!current) throw notFound('Coupon');
    checkScope(viewer, current.scope);
    if (await isCouponUsed(tx, id)) {
      throw conflict(
        'This coupon was used on purchases, so it is kept. Set its expiration to now to end it.',
      );
    }
    await couponsRepository.delete(tx, id);
    return id;
  });
}

export interface CouponCheck {
  code: string;
  /**
   * The buyer. Absent for a quote nobody is buying yet (staff, a visitor): then onlyFirstPurchase
   * is not checked here; checkout checks it again with the student.
   */
  studentId?: string | null;
  productType: CouponProductKind;
  /** The component product types when `productType` is `package`. */
  componentTypes?: readonly CouponProductKind[];
  regionId?: string | null;
  state?: string | null;
  courseId?: string | null;
  at?: Date;
}

const refuseCode = (message: string) => validationError([{ path: 'couponCode', message }]);

/**
 * The coupon a student may use on this purchase, or VALIDATION_ERROR on `couponCode` saying why
 * not ("This coupon has expired."). Run it inside the checkout's transaction, after the ledger is
 * locked, so onlyFirstPurchase sees every purchase before it.
 */
export async function checkCoupon(db: Executor, check: CouponCheck): Promise<CouponRecord> {
  const coupon = await couponsRepository.findByCode(db, check.code);
  if (!coupon) throw refuseCode('This coupon code is not valid.');
  const verdict = couponEligibility(coupon, {
    productType: check.productType,
    componentTypes: check.componentTypes,
    regionId: check.regionId,
    state: check.state,
    courseId: check.courseId,
    at: check.at ?? new Date(),
    hasPurchase:
      coupon.onlyFirstPurchase &&
      check.studentId != null &&
      (await hasStandingPurchase(db, check.studentId)),
  });
  if (!verdict.ok) throw refuseCode(verdict.message);
  return coupon;
}
