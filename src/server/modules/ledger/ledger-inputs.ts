// zod schemas of the ledger's inputs: what GraphQL and other modules may send. Shapes only; the
// rules in src/domain/ledger decide what the ledger allows.
import { z } from 'zod';
import { PAYMENT_METHODS, STOCK_TYPES } from '../../../domain/ledger/ledger-types.ts';

const id = (what: string) => z.uuid(`must be a ${what} id`);
const cents = z.number().int('must be whole cents').min(0, 'cannot be negative').max(100_000_000);
const quantity = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1_000_000);
const items = z.array(z.object({ productId: id('product'), quantity })).max(50);

/** Every money mutation: idempotency key, optional ledger version, optional note. */
const write = {
  idempotencyKey: z.string().trim().min(1, 'is required').max(200),
  expectedVersion: z.number().int().min(0).nullish(),
  note: z.string().trim().max(2000).nullish(),
};

export const purchaseInput = z.object({
  ...write,
  studentId: id('student'),
  items: items.min(1, 'choose at least one product'),
  paymentMethod: z.enum(PAYMENT_METHODS),
  amountCents: cents,
  paymentReference: z.string().trim().max(200).nullish(),
  expiresAt: z.date(),
  /** Set by the coupons and vouchers modules: what discounted or paid for the purchase. */
  couponId: id('coupon').nullish(),
  voucherId: id('voucher').nullish(),
});

export const refundInput = z.object({
  ...write,
  studentId: id('student'),
  purchaseId: id('purchase'),
  amountCents: cents,
  items: items.nullish(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullish(),
});

export const transferPurchaseInput = z.object({
  ...write,
  fromStudentId: id('student'),
  toStudentId: id('student'),
  items: items.min(1, 'choose at least one product'),
});

export const transferAccountInput = z.object({
  ...write,
  fromStudentId: id('student'),
  toStudentId: id('student'),
});

export const chargeInput = z.object({
  ...write,
  studentId: id('student'),
  amountCents: cents.min(1, 'must be at least 1 cent'),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentReference: z.string().trim().max(200).nullish(),
  lessonId: z.string().trim().min(1).max(100).nullish(),
});

export const editPurchaseInput = z.object({
  ...write,
  studentId: id('student'),
  purchaseId: id('purchase'),
  amountCents: cents.nullish(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullish(),
  paymentReference: z.string().trim().max(200).nullish(),
  expiresAt: z.date().nullish(),
});

export const expireProductsInput = z.object({
  ...write,
  studentId: id('student'),
  items: items.nullish(),
});

export const voidExpirationInput = z.object({
  ...write,
  studentId: id('student'),
  expirationId: id('expiration'),
  expiresAt: z.date(),
});

export const transferExpirationInput = z.object({
  ...write,
  fromStudentId: id('student'),
  toStudentId: id('student'),
  expirationId: id('expiration'),
  expiresAt: z.date(),
});

export const voidPurchaseInput = z.object({
  ...write,
  studentId: id('student'),
  purchaseId: id('purchase'),
});
export const voidRefundInput = z.object({
  ...write,
  studentId: id('student'),
  refundId: id('refund'),
});

/** What the lessons module sends when a lesson takes or gives back products. */
export const lessonProductsInput = z.object({
  studentId: id('student'),
  lessonId: z.string().trim().min(1).max(100),
  items: z.array(z.object({ productType: z.enum(STOCK_TYPES), quantity })).max(10),
});
