// GraphQL types of the ledger: entries, lines, balances and a student's ledger.
import { CANCEL_KINDS, LEDGER_LOG_TYPES, logTypeOf } from '../../../domain/ledger/log-type.ts';
import {
  balancesByProduct,
  balancesByType,
  type LedgerState,
} from '../../../domain/ledger/ledger-state.ts';
import {
  LEDGER_ENTRY_KINDS,
  PAYMENT_METHODS,
  type LedgerLine,
  type PurchasedItem,
} from '../../../domain/ledger/ledger-types.ts';
import { builder } from '../../graphql/builder.ts';
import { LogFilterEnum } from '../../graphql/shared-enums.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { Product, ProductTypeEnum } from '../products/products.graphql.ts';
import { ledgerRepository, type StoredEntry } from './ledger.repository.ts';

export const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: PAYMENT_METHODS });
const LedgerEntryKindEnum = builder.enumType('LedgerEntryKind', {
  description: 'purchase, or one of the ledger action kinds of the specification.',
  values: LEDGER_ENTRY_KINDS,
});
const LedgerLogTypeEnum = builder.enumType('LedgerLogType', { values: LEDGER_LOG_TYPES });
const LedgerOriginEnum = builder.enumType('LedgerOrigin', {
  description: 'auto: written by a scheduled job; manual: by staff or on their behalf.',
  values: ['auto', 'manual'] as const,
});

const LedgerLineRef = builder.objectRef<LedgerLine>('LedgerLine').implement({
  description: 'One change to one lot: positive adds to the balance, negative takes away.',
  fields: (t) => ({
    lotId: t.exposeID('lotId'),
    product: t.field({ type: Product, resolve: (line) => line.productId }),
    productType: t.field({ type: ProductTypeEnum, resolve: (line) => line.productType }),
    quantity: t.exposeInt('quantity', {
      description: 'Minutes for minute products, units otherwise.',
    }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: (line) => line.expiresAt }),
  }),
});

const PurchasedItemRef = builder.objectRef<PurchasedItem>('PurchasedItem').implement({
  description: 'What the buyer chose (a package stays a package here).',
  fields: (t) => ({
    product: t.field({ type: Product, resolve: (item) => item.productId }),
    quantity: t.exposeInt('quantity'),
  }),
});

export const LedgerEntryRef = builder.objectRef<StoredEntry>('LedgerEntry').implement({
  description:
    'One append-only ledger entry. Voids and corrections are entries that refer to another.',
  fields: (t) => ({
    id: t.exposeID('id'),
    studentId: t.exposeID('studentId'),
    version: t.exposeInt('version', { description: 'The ledger version this entry made.' }),
    kind: t.field({ type: LedgerEntryKindEnum, resolve: (entry) => entry.kind }),
    logType: t.field({
      type: LedgerLogTypeEnum,
      nullable: true,
      resolve: (entry) => logTypeOf(entry),
    }),
    origin: t.field({ type: LedgerOriginEnum, resolve: (entry) => entry.origin }),
    createdAt: t.field({ type: 'DateTime', resolve: (entry) => entry.createdAt }),
    createdById: t.exposeID('createdById', { nullable: true }),
    createdByName: t.exposeString('createdByName'),
    referenceEntryId: t.exposeID('referenceEntryId', { nullable: true }),
    counterpartStudentId: t.exposeID('counterpartStudentId', { nullable: true }),
    lessonId: t.exposeID('lessonId', { nullable: true }),
    paymentMethod: t.field({
      type: PaymentMethodEnum,
      nullable: true,
      resolve: (entry) => entry.paymentMethod,
    }),
    paymentReference: t.exposeString('paymentReference', { nullable: true }),
    amountCents: t.exposeInt('amountCents', {
      description: 'Signed change of funds in cents (USD).',
    }),
    items: t.field({ type: [PurchasedItemRef], nullable: true, resolve: (entry) => entry.items }),
    couponId: t.exposeID('couponId', { nullable: true }),
    voucherId: t.exposeID('voucherId', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
    lines: t.field({ type: [LedgerLineRef], resolve: (entry) => entry.lines }),
  }),
});

const LedgerEntryConnection = connectionOf('LedgerEntry', LedgerEntryRef);

export interface StudentLedgerShape {
  studentId: string;
  version: number;
  state: LedgerState;
}

const ProductBalance = builder
  .objectRef<{ productId: string; quantity: number }>('ProductBalance')
  .implement({
    fields: (t) => ({
      product: t.field({ type: Product, resolve: (row) => row.productId }),
      quantity: t.exposeInt('quantity'),
    }),
  });

const TypeBalance = builder
  .objectRef<{ productType: string; quantity: number }>('TypeBalance')
  .implement({
    fields: (t) => ({
      productType: t.field({ type: ProductTypeEnum, resolve: (row) => row.productType as never }),
      quantity: t.exposeInt('quantity', {
        description: 'Minutes for minute types, units otherwise.',
      }),
    }),
  });

const LedgerLot = builder
  .objectRef<{ lotId: string; productId: string; quantity: number; expiresAt: Date }>('LedgerLot')
  .implement({
    description: 'A quantity of one product with one expiry date.',
    fields: (t) => ({
      lotId: t.exposeID('lotId'),
      product: t.field({ type: Product, resolve: (lot) => lot.productId }),
      quantity: t.exposeInt('quantity'),
      expiresAt: t.field({ type: 'DateTime', resolve: (lot) => lot.expiresAt }),
    }),
  });

export const StudentLedger = builder.objectRef<StudentLedgerShape>('StudentLedger').implement({
  description: "A student's ledger: balances and funds derived from its entries.",
  fields: (t) => ({
    studentId: t.exposeID('studentId'),
    version: t.exposeInt('version', {
      description: 'Send it back as expectedVersion to detect concurrent changes.',
    }),
    fundsCents: t.int({ resolve: (ledger) => ledger.state.fundsCents }),
    balances: t.field({
      type: [ProductBalance],
      resolve: (ledger) =>
        [...balancesByProduct(ledger.state)].map(([productId, quantity]) => ({
          productId,
          quantity,
        })),
    }),
    typeBalances: t.field({
      type: [TypeBalance],
      resolve: (ledger) =>
        [...balancesByType(ledger.state)].map(([productType, quantity]) => ({
          productType,
          quantity,
        })),
    }),
    lots: t.field({
      type: [LedgerLot],
      description: 'Lots with something left, soonest expiry first.',
      resolve: (ledger) =>
        [...ledger.state.lots.values()]
          .filter((lot) => lot.quantity > 0)
          .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime()),
    }),
    entries: t.field({
      type: LedgerEntryConnection,
      description: 'Newest first.',
      args: {
        filter: t.arg({ type: LogFilterEnum, required: false }),
        pageQuery: t.arg({ type: PageQuery, required: false }),
      },
      resolve: async (ledger, args, context) => {
        const window = pageWindow(toPageArgs(args.pageQuery));
        const filter = args.filter ?? 'All';
        const { rows, totalCount } = await ledgerRepository.page(
          context.platform.db.db,
          ledger.studentId,
          filter === 'Cancels'
            ? { kinds: CANCEL_KINDS }
            : filter === 'All'
              ? {}
              : { origin: filter === 'Auto' ? 'auto' : 'manual' },
          window,
        );
        return toPage(rows, totalCount, window);
      },
    }),
  }),
});
