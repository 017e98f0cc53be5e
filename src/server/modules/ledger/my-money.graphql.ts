// GraphQL of the portal's money side (docs/portal.md "Balance & receipts"): `myMoney` (one block
// per student record of the account) and `myReceipt(id)` (only the caller's own payments).
import { builder } from '../../graphql/builder.ts';
import { ProductTypeEnum } from '../products/products.graphql.ts';
import { viewerOf } from '../students/viewer-of.ts';
import { PaymentMethodEnum } from './ledger-types.graphql.ts';
import {
  myMoney,
  myReceipt,
  type HeldProduct,
  type Payment,
  type Receipt,
  type StudentMoney,
} from './my-money.service.ts';

const SCOPE = { permission: 'account.readOwnMoney' } as const;

const HeldLotRef = builder.objectRef<HeldProduct['lots'][number]>('HeldLot').implement({
  fields: (t) => ({
    quantity: t.exposeInt('quantity'),
    expiresAt: t.field({ type: 'DateTime', resolve: (lot) => lot.expiresAt }),
  }),
});

const HeldProductRef = builder.objectRef<HeldProduct>('HeldProduct').implement({
  description: 'What a student still holds of one product (lots not past their date).',
  fields: (t) => ({
    productId: t.exposeID('productId'),
    name: t.exposeString('name'),
    type: t.field({ type: ProductTypeEnum, resolve: (held) => held.type }),
    quantity: t.exposeInt('quantity'),
    lots: t.field({ type: [HeldLotRef], resolve: (held) => held.lots }),
  }),
});

const PaymentLineRef = builder.objectRef<Payment['lines'][number]>('PaymentLine').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    type: t.field({ type: ProductTypeEnum, nullable: true, resolve: (line) => line.type }),
    quantity: t.exposeInt('quantity', { description: 'Minutes for the minute types, else units.' }),
  }),
});

const PaymentRefundRef = builder.objectRef<Payment['refunds'][number]>('PaymentRefund').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.field({ type: 'DateTime', resolve: (refund) => refund.createdAt }),
    amountCents: t.exposeInt('amountCents'),
    paymentMethod: t.field({
      type: PaymentMethodEnum,
      nullable: true,
      resolve: (refund) => refund.paymentMethod,
    }),
  }),
});

const PaymentRef = builder.objectRef<Payment>('Payment').implement({
  description: 'A purchase or a fee charged, as the student sees it on their receipts.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: '`purchase` or `charge` (a fee).' }),
    createdAt: t.field({ type: 'DateTime', resolve: (payment) => payment.createdAt }),
    lines: t.field({ type: [PaymentLineRef], resolve: (payment) => payment.lines }),
    paidCents: t.exposeInt('paidCents'),
    refundedCents: t.exposeInt('refundedCents'),
    refunds: t.field({ type: [PaymentRefundRef], resolve: (payment) => payment.refunds }),
    paymentMethod: t.field({
      type: PaymentMethodEnum,
      nullable: true,
      resolve: (payment) => payment.paymentMethod,
    }),
    paymentReference: t.exposeString('paymentReference', { nullable: true }),
    couponCode: t.exposeString('couponCode', { nullable: true }),
    voucherCode: t.exposeString('voucherCode', { nullable: true }),
    voided: t.exposeBoolean('voided'),
  }),
});

const StudentMoneyRef = builder.objectRef<StudentMoney>('StudentMoney').implement({
  fields: (t) => ({
    studentId: t.exposeID('studentId'),
    studentName: t.exposeString('studentName'),
    held: t.field({ type: [HeldProductRef], resolve: (money) => money.held }),
    payments: t.field({ type: [PaymentRef], resolve: (money) => money.payments }),
  }),
});

const ReceiptRef = builder.objectRef<Receipt>('Receipt').implement({
  fields: (t) => ({
    payment: t.field({ type: PaymentRef, resolve: (receipt) => receipt.payment }),
    studentName: t.exposeString('studentName'),
    schoolName: t.exposeString('schoolName'),
    schoolAddress: t.exposeString('schoolAddress'),
    schoolPhone: t.exposeString('schoolPhone'),
  }),
});

builder.queryField('myMoney', (t) =>
  t.field({
    type: [StudentMoneyRef],
    description: 'Balances and payments of each student record linked to your account.',
    authScopes: SCOPE,
    resolve: (_root, _args, context) => myMoney(context.platform, viewerOf(context)),
  }),
);

builder.queryField('myReceipt', (t) =>
  t.field({
    type: ReceiptRef,
    description: 'The receipt of one of your own payments; anyone else’s is not found.',
    authScopes: SCOPE,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      myReceipt(context.platform, viewerOf(context), String(args.id)),
  }),
);
