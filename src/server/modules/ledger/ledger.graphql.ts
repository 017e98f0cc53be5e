// The ledger's query and money mutations. Reading: `ledger.read`; purchases and charges:
// `ledger.purchase`; everything that moves money back or between students: `ledger.adjust`.
import type { InputFieldRef } from '@pothos/core';
import { z } from 'zod';
import type { Viewer } from '../../auth/auth.service.ts';
import { builder } from '../../graphql/builder.ts';
import { notFound, notSignedIn, validationError } from '../../graphql/errors.ts';
import type { Permission } from '../../../domain/permissions.ts';
import type { Platform } from '../../platform.ts';
import { ledgerRepository, type EntryAuthor } from './ledger.repository.ts';
import type { WriteResult } from './ledger-writer.ts';
import * as service from './ledger.service.ts';
import { LedgerEntryRef, PaymentMethodEnum, StudentLedger } from './ledger-types.graphql.ts';

const author = (viewer: Viewer): EntryAuthor => ({ id: viewer.userId, name: viewer.name });

builder.queryField('studentLedger', (t) =>
  t.field({
    type: StudentLedger,
    description:
      "A student's ledger: version, balances per product and type, funds, lots and entries.",
    authScopes: { permission: 'ledger.read' },
    args: { studentId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const studentId = String(args.studentId);
      if (!z.uuid().safeParse(studentId).success) {
        throw validationError([{ path: 'studentId', message: 'must be a student id' }]);
      }
      if (!(await ledgerRepository.studentExists(context.platform.db.db, studentId))) {
        throw notFound('Student');
      }
      return service.readLedger(context.platform, studentId);
    },
  }),
);

const LedgerChange = builder
  .objectRef<WriteResult & { platform: Platform }>('LedgerChange')
  .implement({
    description: 'What a money mutation wrote, and the acting student’s ledger after it.',
    fields: (t) => ({
      entries: t.field({ type: [LedgerEntryRef], resolve: (change) => change.entries }),
      replayed: t.exposeBoolean('replayed', {
        description:
          'True when the idempotency key was used before: these are the first call’s entries.',
      }),
      ledger: t.field({
        type: StudentLedger,
        nullable: true,
        resolve: (change) => {
          const studentId = change.entries[0]?.studentId;
          if (!studentId) return null;
          return change.after?.get(studentId) ?? service.readLedger(change.platform, studentId);
        },
      }),
    }),
  });

const ItemInput = builder.inputType('LedgerItemInput', {
  fields: (t) => ({ productId: t.id({ required: true }), quantity: t.int({ required: true }) }),
});

type FieldsOf = Parameters<typeof builder.inputType>[1]['fields'];
type InputField = InputFieldRef<typeof builder.$inferSchemaTypes, unknown>;

/** Declares `<name>Input` with the shared write fields, and the mutation running `run`. */
function moneyMutation(
  name: string,
  permission: Permission,
  description: string,
  fields: (t: Parameters<NonNullable<FieldsOf>>[0]) => Record<string, InputField>,
  run: (platform: Platform, author: EntryAuthor, input: never) => Promise<WriteResult>,
) {
  const Input = builder.inputType(`${name[0]!.toUpperCase()}${name.slice(1)}Input`, {
    fields: (t) => ({
      idempotencyKey: t.string({
        required: true,
        description: 'Same key again → the first answer, nothing new written.',
      }),
      expectedVersion: t.int({
        required: false,
        description: 'The ledger version you saw; stale → LEDGER_OUT_OF_SYNC.',
      }),
      note: t.string({ required: false }),
      ...fields(t),
    }),
  });
  builder.mutationField(name, (t) =>
    t.field({
      type: LedgerChange,
      description,
      authScopes: { permission },
      args: { input: t.arg({ type: Input, required: true }) },
      resolve: async (_root, args, context) => {
        if (!context.viewer) throw notSignedIn();
        const result = await run(
          context.platform,
          author(context.viewer),
          normalise(args.input) as never,
        );
        return { ...result, platform: context.platform };
      },
    }),
  );
}

/** GraphQL gives null for absent optionals and ids as string | number; the services take strings. */
function normalise(input: Record<string, unknown>): Record<string, unknown> {
  const items = (list: unknown) =>
    Array.isArray(list)
      ? list.map((item: { productId: unknown; quantity: unknown }) => ({
          ...item,
          productId: String(item.productId),
        }))
      : list;
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [
        key,
        key === 'items'
          ? items(value)
          : typeof value === 'number' && key.endsWith('Id')
            ? String(value)
            : value,
      ]),
  );
}

const student = (t: Parameters<NonNullable<FieldsOf>>[0]) => ({
  studentId: t.id({ required: true }),
});
const pair = (t: Parameters<NonNullable<FieldsOf>>[0]) => ({
  fromStudentId: t.id({ required: true }),
  toStudentId: t.id({ required: true }),
});
const items = (t: Parameters<NonNullable<FieldsOf>>[0], required: boolean) =>
  t.field({ type: [ItemInput], required });
const method = (t: Parameters<NonNullable<FieldsOf>>[0], required: boolean) =>
  t.field({ type: PaymentMethodEnum, required });

moneyMutation(
  'purchase',
  'ledger.purchase',
  'Records a purchase: products or packages (expanded), a payment and an expiry date.',
  (t) => ({
    ...student(t),
    items: items(t, true),
    paymentMethod: method(t, true),
    amountCents: t.int({ required: true }),
    paymentReference: t.string({ required: false }),
    expiresAt: t.field({ type: 'DateTime', required: true }),
  }),
  service.recordPurchaseAction,
);

moneyMutation(
  'charge',
  'ledger.purchase',
  'Records money taken for a fee, without products.',
  (t) => ({
    ...student(t),
    amountCents: t.int({ required: true }),
    paymentMethod: method(t, true),
    paymentReference: t.string({ required: false }),
    lessonId: t.id({ required: false }),
  }),
  service.chargeAction,
);

moneyMutation(
  'refund',
  'ledger.adjust',
  'Refunds money (at most what the purchase brought in) and optionally products of it.',
  (t) => ({
    ...student(t),
    purchaseId: t.id({ required: true }),
    amountCents: t.int({ required: true }),
    items: items(t, false),
    paymentMethod: method(t, false),
  }),
  service.refundAction,
);

moneyMutation(
  'editPurchase',
  'ledger.adjust',
  'Corrects the payment or expiry date of a purchase, as a new entry.',
  (t) => ({
    ...student(t),
    purchaseId: t.id({ required: true }),
    amountCents: t.int({ required: false }),
    paymentMethod: method(t, false),
    paymentReference: t.string({ required: false }),
    expiresAt: t.field({ type: 'DateTime', required: false }),
  }),
  service.editPurchaseAction,
);

moneyMutation(
  'voidPurchase',
  'ledger.adjust',
  'Undoes a purchase whose products are untouched.',
  (t) => ({
    ...student(t),
    purchaseId: t.id({ required: true }),
  }),
  service.voidPurchaseAction,
);

moneyMutation(
  'voidRefund',
  'ledger.adjust',
  'Undoes a refund.',
  (t) => ({ ...student(t), refundId: t.id({ required: true }) }),
  service.voidRefundAction,
);

moneyMutation(
  'transferPurchase',
  'ledger.adjust',
  'Moves products to another student (same expiry dates); money stays.',
  (t) => ({
    ...pair(t),
    items: items(t, true),
  }),
  service.transferPurchaseAction,
);

moneyMutation(
  'transferAccount',
  'ledger.adjust',
  'Moves every product and all funds to another student.',
  pair,
  service.transferAccountAction,
);

moneyMutation(
  'expireProducts',
  'ledger.adjust',
  'Expires the products named now, or everything past its date.',
  (t) => ({
    ...student(t),
    items: items(t, false),
  }),
  service.expireProductsAction,
);

moneyMutation(
  'voidExpiration',
  'ledger.adjust',
  'Gives expired products back, with a new expiry date.',
  (t) => ({
    ...student(t),
    expirationId: t.id({ required: true }),
    expiresAt: t.field({ type: 'DateTime', required: true }),
  }),
  service.voidExpirationAction,
);

moneyMutation(
  'transferExpiration',
  'ledger.adjust',
  'Gives expired products to another student, with a new expiry date.',
  (t) => ({
    ...pair(t),
    expirationId: t.id({ required: true }),
    expiresAt: t.field({ type: 'DateTime', required: true }),
  }),
  service.transferExpirationAction,
);
