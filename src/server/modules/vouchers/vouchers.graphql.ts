import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { sortEnum } from '../../graphql/sorting.ts';
import { parseListSort } from '../../../domain/list-sort.ts';
import { VOUCHER_SORT_FIELDS } from '../../../domain/voucher-sort-fields.ts';
import { Product } from '../products/products.graphql.ts';
import { Student } from '../students/students.graphql.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { vouchersRepository } from './vouchers.repository.ts';
import { createVouchers, redeemVoucher, updateVoucher } from './vouchers.service.ts';
import type { VoucherRow } from './vouchers.tables.ts';

const Voucher = builder.objectRef<VoucherRow>('Voucher').implement({
  description:
    'A single-use code for one product or package; redeeming it records a purchase paid by voucher.',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    product: t.field({ type: Product, resolve: (voucher) => voucher.productId }),
    isActive: t.exposeBoolean('isActive'),
    redeemedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (voucher) => voucher.redeemedAt,
    }),
    redeemedBy: t.field({
      type: Student,
      nullable: true,
      resolve: (voucher) => voucher.redeemedByStudentId,
    }),
    ledgerEntryId: t.exposeID('ledgerEntryId', {
      nullable: true,
      description: 'The purchase the redemption recorded.',
    }),
    batchId: t.exposeID('batchId'),
    createdByName: t.exposeString('createdByName'),
    createdAt: t.field({ type: 'DateTime', resolve: (voucher) => voucher.createdAt }),
    note: t.exposeString('note', { nullable: true }),
  }),
});

const VoucherConnection = connectionOf('Voucher', Voucher);

const VoucherFilter = builder.inputType('VoucherFilter', {
  fields: (t) => ({
    code: t.string({ required: false, description: 'Part of a code, regardless of case.' }),
    productId: t.id({ required: false }),
    redeemed: t.boolean({ required: false }),
    batchId: t.id({ required: false }),
  }),
});

const VoucherSortEnum = sortEnum('VoucherSort', VOUCHER_SORT_FIELDS);

builder.queryField('vouchers', (t) =>
  t.field({
    type: VoucherConnection,
    description: 'Vouchers, newest batches first unless sorted otherwise.',
    authScopes: { permission: 'vouchers.read' },
    args: {
      filter: t.arg({ type: VoucherFilter, required: false }),
      pageQuery: t.arg({ type: PageQuery, required: false }),
      sort: t.arg({ type: VoucherSortEnum, required: false }),
    },
    resolve: async (_root, args, context) => {
      const window = pageWindow(toPageArgs(args.pageQuery));
      const filter = args.filter ?? {};
      const { rows, totalCount } = await vouchersRepository.list(
        context.platform.db.db,
        {
          code: filter.code,
          redeemed: filter.redeemed,
          productId: filter.productId == null ? null : String(filter.productId),
          batchId: filter.batchId == null ? null : String(filter.batchId),
        },
        window,
        parseListSort(args.sort, VOUCHER_SORT_FIELDS),
      );
      return toPage(rows, totalCount, window);
    },
  }),
);

const CreateVouchersInput = builder.inputType('CreateVouchersInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    count: t.int({ required: true }),
    prefix: t.string({ required: false }),
    note: t.string({ required: false }),
  }),
});

builder.mutationField('createVouchers', (t) =>
  t.field({
    type: [Voucher],
    description: 'Creates a batch of vouchers for a product or package, with new unique codes.',
    authScopes: { permission: 'vouchers.write' },
    args: { input: t.arg({ type: CreateVouchersInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createVouchers(context.platform, viewerOf(context), {
        ...input,
        productId: String(input.productId),
      }),
  }),
);

const UpdateVoucherInput = builder.inputType('UpdateVoucherInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    isActive: t.boolean({ required: false }),
    note: t.string({ required: false }),
  }),
});

builder.mutationField('updateVoucher', (t) =>
  t.field({
    type: Voucher,
    description: 'Activates or deactivates a voucher, or changes its note. Audited.',
    authScopes: { permission: 'vouchers.write' },
    args: { input: t.arg({ type: UpdateVoucherInput, required: true }) },
    resolve: (_root, { input }, context) =>
      updateVoucher(context.platform, viewerOf(context), { ...input, id: String(input.id) }),
  }),
);

builder.mutationField('redeemVoucher', (t) =>
  t.field({
    type: Voucher,
    description:
      'Redeems a voucher for a student: records a purchase of its product paid by voucher. VOUCHER_INACTIVE, VOUCHER_REDEEMED, NOT_FOUND.',
    authScopes: { permission: 'vouchers.redeem' },
    args: {
      code: t.arg.string({ required: true }),
      studentId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, context) =>
      redeemVoucher(context.platform, viewerOf(context), {
        code: args.code,
        studentId: String(args.studentId),
      }),
  }),
);
