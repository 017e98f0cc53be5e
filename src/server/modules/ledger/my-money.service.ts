// What the portal shows of the money side (docs/portal.md "Balance & receipts"): for each
// student record of the account (`myStudents`), what their purchases still hold (by product,
// with the expiry dates), and every payment (purchases and fees charged) with its refunds; and
// one receipt, only of the caller's own records (NOT_FOUND otherwise, revealing nothing).
import { inArray } from 'drizzle-orm';
import { deriveLedger, usableLots, type LedgerState } from '../../../domain/ledger/ledger-state.ts';
import type { PaymentMethod, ProductType, StockType } from '../../../domain/ledger/ledger-types.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { notFound } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { coupons } from '../coupons/coupons.tables.ts';
import { products } from '../products/products.tables.ts';
import { myStudents } from '../students/students.service.ts';
import { vouchers } from '../vouchers/vouchers.tables.ts';
import { ledgerRepository } from './ledger.repository.ts';

export interface HeldProduct {
  productId: string;
  name: string;
  type: StockType;
  /** What is left, in minutes or units, of lots that have not passed their date. */
  quantity: number;
  /** Each lot with something left: how much, until when (soonest first). */
  lots: { quantity: number; expiresAt: Date }[];
}

export interface PaymentLine {
  name: string;
  /** The product's type; null for a fee charged (no product). */
  type: ProductType | null;
  /** Minutes for the minute types, units otherwise. */
  quantity: number;
}

export interface Refund {
  id: string;
  createdAt: Date;
  amountCents: number;
  paymentMethod: PaymentMethod | null;
}

export interface Payment {
  id: string;
  kind: 'purchase' | 'charge';
  createdAt: Date;
  /** What was bought (packages as bought), or what a fee was for. */
  lines: PaymentLine[];
  /** Paid, including later corrections of the amount. */
  paidCents: number;
  refundedCents: number;
  refunds: Refund[];
  paymentMethod: PaymentMethod | null;
  paymentReference: string | null;
  couponCode: string | null;
  voucherCode: string | null;
  voided: boolean;
  note: string | null;
}

export interface StudentMoney {
  studentId: string;
  studentName: string;
  held: HeldProduct[];
  payments: Payment[];
}

interface ProductFacts {
  name: string;
  type: ProductType;
}

async function productsOf(db: Executor, ids: string[]): Promise<Map<string, ProductFacts>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, type: products.type })
    .from(products)
    .where(inArray(products.id, unique));
  return new Map(rows.map((row) => [row.id, { name: row.name, type: row.type }]));
}

async function codesOf(db: Executor, table: 'coupons' | 'vouchers', ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, string>();
  const source = table === 'coupons' ? coupons : vouchers;
  const rows = await db
    .select({ id: source.id, name: source.code })
    .from(source)
    .where(inArray(source.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function heldProducts(
  state: LedgerState,
  now: Date,
  names: Map<string, ProductFacts>,
): HeldProduct[] {
  const held = new Map<string, HeldProduct>();
  for (const lot of usableLots(state, now)) {
    const entry = held.get(lot.productId) ?? {
      productId: lot.productId,
      name: names.get(lot.productId)?.name ?? 'Product',
      type: lot.productType,
      quantity: 0,
      lots: [],
    };
    entry.quantity += lot.quantity;
    entry.lots.push({ quantity: lot.quantity, expiresAt: lot.expiresAt });
    held.set(lot.productId, entry);
  }
  return [...held.values()];
}

function paymentsOf(
  state: LedgerState,
  names: {
    products: Map<string, ProductFacts>;
    coupons: Map<string, string>;
    vouchers: Map<string, string>;
  },
): Payment[] {
  const facts = [...state.entries.values()];
  const payments: Payment[] = [];
  for (const { entry, settledBy, paidCents, refundedCents } of facts) {
    if (entry.kind !== 'purchase' && entry.kind !== 'charge') continue;
    const refunds = facts
      .filter((other) => other.entry.kind === 'refund' && other.entry.referenceEntryId === entry.id)
      .filter((other) => other.settledBy === null)
      .map((other) => ({
        id: other.entry.id,
        createdAt: other.entry.createdAt,
        amountCents: -other.entry.amountCents,
        paymentMethod: other.entry.paymentMethod,
      }));
    payments.push({
      id: entry.id,
      kind: entry.kind,
      createdAt: entry.createdAt,
      lines:
        entry.kind === 'purchase'
          ? (entry.items ?? []).map((item) => ({
              name: names.products.get(item.productId)?.name ?? 'Product',
              type: names.products.get(item.productId)?.type ?? null,
              quantity: item.quantity,
            }))
          : [{ name: entry.paymentReference ?? entry.note ?? 'Fee', type: null, quantity: 1 }],
      paidCents: entry.kind === 'purchase' ? paidCents : entry.amountCents,
      refundedCents,
      refunds,
      paymentMethod: entry.paymentMethod,
      paymentReference: entry.paymentReference,
      couponCode: entry.couponId ? (names.coupons.get(entry.couponId) ?? null) : null,
      voucherCode: entry.voucherId ? (names.vouchers.get(entry.voucherId) ?? null) : null,
      voided: settledBy !== null,
      note: entry.note,
    });
  }
  return payments.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

async function moneyOf(
  db: Executor,
  student: { id: string; name: string },
  now: Date,
): Promise<StudentMoney> {
  const entries = await ledgerRepository.entriesOf(db, student.id);
  const state = deriveLedger(entries);
  const productIds = [
    ...[...state.lots.values()].map((lot) => lot.productId),
    ...entries.flatMap((entry) => (entry.items ?? []).map((item) => item.productId)),
  ];
  const [productNames, couponCodes, voucherCodes] = await Promise.all([
    productsOf(db, productIds),
    codesOf(
      db,
      'coupons',
      entries.flatMap((entry) => entry.couponId ?? []),
    ),
    codesOf(
      db,
      'vouchers',
      entries.flatMap((entry) => entry.voucherId ?? []),
    ),
  ]);
  return {
    studentId: student.id,
    studentName: student.name,
    held: heldProducts(state, now, productNames),
    payments: paymentsOf(state, {
      products: productNames,
      coupons: couponCodes,
      vouchers: voucherCodes,
    }),
  };
}

/** One block per student record of the account, in `myStudents` order. */
export async function myMoney(platform: Platform, viewer: Viewer): Promise<StudentMoney[]> {
  const db = platform.db.db;
  const now = new Date();
  const records = await myStudents(db, viewer);
  return Promise.all(records.map((student) => moneyOf(db, student, now)));
}

export interface Receipt {
  payment: Payment;
  studentName: string;
  schoolName: string;
  schoolAddress: string;
  schoolPhone: string;
}

/** One receipt of the caller's own records; anyone else's (or no such entry) is NOT_FOUND. */
export async function myReceipt(
  platform: Platform,
  viewer: Viewer,
  paymentId: string,
): Promise<Receipt> {
  if (!isUuid(paymentId)) throw notFound('Receipt');
  const db = platform.db.db;
  for (const student of await myStudents(db, viewer)) {
    const money = await moneyOf(db, student, new Date());
    const payment = money.payments.find((entry) => entry.id === paymentId);
    if (payment)
      return {
        payment,
        studentName: student.name,
        schoolName: platform.config.SCHOOL_NAME,
        schoolAddress: platform.config.SCHOOL_ADDRESS,
        schoolPhone: platform.config.BOOKING_PHONE,
      };
  }
  throw notFound('Receipt');
}
