// Words and quantities as staff read them: entry kinds, log types, payment methods, product
// types, and quantities in hours and minutes for the minute types (units otherwise).
import type { LedgerLogType } from './log-type.ts';
import type { LedgerEntryKind, PaymentMethod, ProductType } from './ledger-types.ts';

export const KIND_LABELS: Record<LedgerEntryKind, string> = {
  purchase: 'Purchase',
  charge: 'Charge',
  editPurchase: 'Purchase edited',
  voidPurchase: 'Purchase voided',
  refund: 'Refund',
  voidRefund: 'Refund voided',
  transferPurchase: 'Products transferred',
  transferAccount: 'Account transferred',
  expireProducts: 'Products expired',
  voidExpiration: 'Expiration voided',
  transferExpiration: 'Expired products transferred',
  scheduleLesson: 'Lesson scheduled',
  scheduleMultipleLessons: 'Lessons scheduled',
  updateLesson: 'Lesson updated',
  transferLesson: 'Lesson transferred',
  cancelLesson: 'Lesson cancelled',
  removeStudentFromLesson: 'Removed from lesson',
};

export const LOG_TYPE_LABELS: Record<LedgerLogType, string> = {
  Purchase: 'Purchase',
  Refund: 'Refund',
  Expiration: 'Expiration',
  IncomingPurchaseTransfer: 'Incoming transfer',
  OutgoingPurchaseTransfer: 'Outgoing transfer',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  acquisition: 'Acquisition',
  cash: 'Cash',
  cashCheck: 'Cash or check',
  charter: 'Charter',
  check: 'Check',
  complimentary: 'Complimentary',
  corporate: 'Corporate',
  notApplicable: 'Not applicable',
  paypal: 'PayPal',
  stripe: 'Stripe',
  transfer: 'Transfer',
  voucher: 'Voucher',
};

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  drivingMinute: 'Driving',
  observationMinute: 'Observation',
  course: 'Courses',
  fee: 'Fees',
  homePickup: 'Home pickups',
  package: 'Packages',
};

export const isMinuteType = (type: ProductType) =>
  type === 'drivingMinute' || type === 'observationMinute';

/** 90 → "1 h 30 min", 360 → "6 h", 45 → "45 min", 0 → "0 min"; negative with a minus sign. */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const whole = Math.abs(Math.trunc(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${sign}${rest} min`;
  return rest === 0 ? `${sign}${hours} h` : `${sign}${hours} h ${rest} min`;
}

/** A balance of one product type: hours and minutes for minutes, a count otherwise. */
export function formatQuantity(type: ProductType, quantity: number): string {
  if (isMinuteType(type)) return formatMinutes(quantity);
  return quantity < 0 ? `−${Math.abs(quantity)}` : String(quantity);
}

/** A signed change: "+2 h", "−1", "0". */
export function formatChange(type: ProductType, quantity: number): string {
  const text = formatQuantity(type, quantity);
  return quantity > 0 ? `+${text}` : text;
}

/** A line, signed ("Driving minutes +2 h"), or an item bought ("Teen package × 1"). */
export function describeQuantity(
  product: { name: string; type: ProductType },
  quantity: number,
  signed: boolean,
): string {
  if (signed) return `${product.name} ${formatChange(product.type, quantity)}`;
  if (isMinuteType(product.type)) return `${product.name} ${formatMinutes(quantity)}`;
  return `${product.name} × ${quantity}`;
}
