// The ledger's vocabulary (SPEC §3, §4 and §9) and the shape of an entry. Pure data: the server
// stores these shapes, the web shows them, the rules in this folder produce them.

/** SPEC §9 product types. Every type but `package` is held in a balance. */
export const PRODUCT_TYPES = [
  'course',
  'drivingMinute',
  'fee',
  'homePickup',
  'observationMinute',
  'package',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
/** What a balance can hold: every type but `package`, which is expanded when it is bought. */
export const STOCK_TYPES = [
  'course',
  'drivingMinute',
  'fee',
  'homePickup',
  'observationMinute',
] as const satisfies readonly Exclude<ProductType, 'package'>[];
export type StockType = (typeof STOCK_TYPES)[number];

/** SPEC §9 payment methods. */
export const PAYMENT_METHODS = [
  'acquisition',
  'cash',
  'cashCheck',
  'charter',
  'check',
  'complimentary',
  'corporate',
  'notApplicable',
  'paypal',
  'stripe',
  'transfer',
  'voucher',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** SPEC §9 ledger action kinds (the log kinds of SPEC §3). */
export const LEDGER_ACTION_KINDS = [
  'cancelLesson',
  'charge',
  'editPurchase',
  'expireProducts',
  'refund',
  'removeStudentFromLesson',
  'scheduleLesson',
  'scheduleMultipleLessons',
  'transferAccount',
  'transferExpiration',
  'transferLesson',
  'transferPurchase',
  'updateLesson',
  'voidExpiration',
  'voidPurchase',
  'voidRefund',
] as const;

/** Every kind of entry: a purchase plus the sixteen actions. */
export const LEDGER_ENTRY_KINDS = ['purchase', ...LEDGER_ACTION_KINDS] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** Who wrote an entry: staff or a module on their behalf (Manual), or a scheduled job (Auto). */
export type LedgerOrigin = 'auto' | 'manual';

/** One change to one lot. Positive adds to the balance, negative takes away. */
export interface LedgerLine {
  /** The lot (a quantity of one product with one expiry date) the line changes. */
  lotId: string;
  productId: string;
  productType: StockType;
  quantity: number;
  /** Set on the line that opens a lot, and on lines that move its expiry date; else null. */
  expiresAt: Date | null;
}

/** What the buyer chose: a product or a package, before expansion. */
export interface PurchasedItem {
  productId: string;
  quantity: number;
}

export interface LedgerEntry {
  id: string;
  studentId: string;
  kind: LedgerEntryKind;
  origin: LedgerOrigin;
  createdAt: Date;
  /** The entry this one voids, corrects, refunds or answers (the outgoing half of a transfer). */
  referenceEntryId: string | null;
  /** The other student of a transfer. */
  counterpartStudentId: string | null;
  /** The lesson that used or returned the products. */
  lessonId: string | null;
  paymentMethod: PaymentMethod | null;
  paymentReference: string | null;
  /** Signed change of the student's funds in cents: + paid in, − paid out. */
  amountCents: number;
  /** Purchases only: what was bought, packages unexpanded. */
  items: PurchasedItem[] | null;
  /** Purchases only: the coupon that discounted it, or the voucher that paid for it. */
  couponId: string | null;
  voucherId: string | null;
  note: string | null;
  lines: LedgerLine[];
}
