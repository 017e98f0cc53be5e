// Purchase: products (packages expanded) enter the balance as new lots with the purchase's expiry
// date, and the payment enters the funds.
import type { LedgerLine, PaymentMethod, PurchasedItem } from './ledger-types.ts';
import { expandItems, type CatalogueProduct } from './package-expansion.ts';
import {
  accept,
  checkWhole,
  draftEntry,
  refuse,
  type RuleContext,
  type RuleResult,
} from './rule-result.ts';

export interface PurchaseInput {
  studentId: string;
  items: readonly PurchasedItem[];
  payment: { method: PaymentMethod; amountCents: number; reference?: string | null };
  /** When what is bought and left unused expires. */
  expiresAt: Date;
  /** The coupon that discounted the purchase, or the voucher that paid for it. */
  couponId?: string | null;
  voucherId?: string | null;
}

export function purchase(
  input: PurchaseInput,
  catalogue: ReadonlyMap<string, CatalogueProduct>,
  ctx: RuleContext,
): RuleResult {
  const invalid = checkWhole({ amountCents: input.payment.amountCents }, 0);
  if (invalid) return invalid;
  if (input.expiresAt.getTime() <= ctx.now.getTime()) {
    return refuse('BAD_REQUEST', 'The expiration date must be in the future.');
  }
  const expanded = expandItems(input.items, catalogue);
  if (!expanded.ok) return expanded;

  const lines: LedgerLine[] = expanded.items.map((item) => ({
    lotId: ctx.newId(),
    productId: item.productId,
    productType: item.productType,
    quantity: item.quantity,
    expiresAt: input.expiresAt,
  }));
  return accept([
    draftEntry(ctx, {
      studentId: input.studentId,
      kind: 'purchase',
      paymentMethod: input.payment.method,
      paymentReference: input.payment.reference ?? null,
      amountCents: input.payment.amountCents,
      items: input.items.map((item) => ({ ...item })),
      couponId: input.couponId ?? null,
      voucherId: input.voucherId ?? null,
      lines,
    }),
  ]);
}
