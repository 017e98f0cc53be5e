import {
  COUPON_SCOPES,
  COUPON_SORT_FIELDS,
  COUPON_TYPES,
} from '../../../domain/coupons/coupon-types.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { sortEnum } from '../../graphql/sorting.ts';
import { parseListSort } from '../../../domain/list-sort.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { couponsRepository, type CouponRecord } from './coupons.repository.ts';
import { createCoupon, deleteCoupon, updateCoupon } from './coupons.service.ts';

const CouponScopeEnum = builder.enumType('CouponScope', { values: COUPON_SCOPES });
const CouponTypeEnum = builder.enumType('CouponType', {
  values: COUPON_TYPES,
  description: 'dollar: discount in cents off; percent: discount in basis points (1–10000).',
});

const Coupon = builder.objectRef<CouponRecord>('Coupon').implement({
  description:
    'A discount code for courses, lessons or road tests (docs/coupons.md). Codes are unique regardless of case.',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    scope: t.field({ type: CouponScopeEnum, resolve: (coupon) => coupon.scope }),
    title: t.exposeString('title'),
    type: t.field({ type: CouponTypeEnum, resolve: (coupon) => coupon.type }),
    discount: t.exposeInt('discount', {
      description: 'Cents off for dollar coupons, basis points for percent coupons.',
    }),
    expiration: t.field({
      type: 'DateTime',
      description: 'The last instant the coupon is valid.',
      resolve: (coupon) => coupon.expiration,
    }),
    courseId: t.exposeString('courseId', { nullable: true, description: 'Course coupons.' }),
    state: t.exposeString('state', { nullable: true, description: 'Course coupons.' }),
    isDailyCoupon: t.exposeBoolean('isDailyCoupon', {
      description: 'Course coupons: valid only on the day of its expiration.',
    }),
    regionIds: t.exposeIDList('regionIds', {
      description: 'Lesson and road-test coupons: valid only in these regions (none: everywhere).',
    }),
    displayInLandingPages: t.exposeBoolean('displayInLandingPages'),
    onlyFirstPurchase: t.exposeBoolean('onlyFirstPurchase'),
  }),
});

const CouponConnection = connectionOf('Coupon', Coupon);

const CouponFilter = builder.inputType('CouponFilter', {
  fields: (t) => ({
    scope: t.field({ type: CouponScopeEnum, required: false }),
    term: t.string({ required: false, description: 'Words found in the code or the title.' }),
    includeExpired: t.boolean({ required: false }),
  }),
});

const CouponSortEnum = sortEnum('CouponSort', COUPON_SORT_FIELDS);

builder.queryField('coupons', (t) =>
  t.field({
    type: CouponConnection,
    description: 'Coupons by code unless sorted otherwise; expired ones only when asked for.',
    authScopes: { permission: 'backOffice.read' },
    args: {
      filter: t.arg({ type: CouponFilter, required: false }),
      pageQuery: t.arg({ type: PageQuery, required: false }),
      sort: t.arg({ type: CouponSortEnum, required: false }),
    },
    resolve: async (_root, args, context) => {
      const window = pageWindow(toPageArgs(args.pageQuery));
      const { rows, totalCount } = await couponsRepository.list(
        context.platform.db.db,
        args.filter ?? {},
        window,
        new Date(),
        parseListSort(args.sort, COUPON_SORT_FIELDS),
      );
      return toPage(rows, totalCount, window);
    },
  }),
);

const RegionOption = builder
  .objectRef<{ id: string; name: string }>('CouponRegionOption')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
  });

builder.queryField('couponRegionOptions', (t) =>
  t.field({
    type: [RegionOption],
    description: 'Every region by name: the choices for a lesson or road-test coupon.',
    authScopes: { permission: 'backOffice.read' },
    resolve: (_root, _args, context) => couponsRepository.regionOptions(context.platform.db.db),
  }),
);

const couponInputFields = (required: boolean) =>
  builder.inputType(required ? 'CreateCouponInput' : 'UpdateCouponInput', {
    fields: (t) => ({
      ...(required ? {} : { id: t.id({ required: true }) }),
      code: t.string({ required }),
      scope: t.field({ type: CouponScopeEnum, required }),
      title: t.string({ required }),
      type: t.field({ type: CouponTypeEnum, required }),
      discount: t.int({ required }),
      expiration: t.field({ type: 'DateTime', required }),
      courseId: t.string({ required: false }),
      state: t.string({ required: false }),
      isDailyCoupon: t.boolean({ required: false }),
      regionIds: t.idList({ required: false }),
      displayInLandingPages: t.boolean({ required: false }),
      onlyFirstPurchase: t.boolean({ required: false }),
    }),
  });

const CreateCouponInput = couponInputFields(true);
const UpdateCouponInput = couponInputFields(false);

/** GraphQL input → service input: absent fields stay absent, ids become strings. */
function toServiceInput(input: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (key === 'regionIds') result[key] = ((value as unknown[] | null) ?? []).map(String);
    else if (
      value === null &&
      ['isDailyCoupon', 'displayInLandingPages', 'onlyFirstPurchase'].includes(key)
    )
      result[key] = false;
    else result[key] = value;
  }
  return result;
}

builder.mutationField('createCoupon', (t) =>
  t.field({
    type: Coupon,
    description: 'Creates a coupon; the scope decides who may (see coupons.write).',
    authScopes: { permission: 'coupons.write' },
    args: { input: t.arg({ type: CreateCouponInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createCoupon(context.platform, viewerOf(context), toServiceInput(input)),
  }),
);

builder.mutationField('updateCoupon', (t) =>
  t.field({
    type: Coupon,
    description: 'Changes the fields given; changing the scope clears the old scope’s fields.',
    authScopes: { permission: 'coupons.write' },
    args: { input: t.arg({ type: UpdateCouponInput, required: true }) },
    resolve: (_root, { input }, context) => {
      const { id, ...rest } = toServiceInput(input);
      return updateCoupon(context.platform, viewerOf(context), { ...rest, id: String(id) });
    },
  }),
);

builder.mutationField('deleteCoupon', (t) =>
  t.id({
    description: 'Deletes a coupon no purchase used (CONFLICT otherwise: expire it instead).',
    authScopes: { permission: 'coupons.write' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deleteCoupon(context.platform, viewerOf(context), String(args.id)),
  }),
);
