// Charge: money taken from a student outside a purchase, e.g. a late-cancellation or change fee.
// It adds to the funds (money paid in) and adds no product.
import type { PaymentMethod } from './ledger-types.ts';
import {
  accept,
  checkWhole,
  draftEntry,
  type RuleContext,
  type RuleResult,
} from './rule-result.ts';

export interface ChargeInput {
  studentId: string;
  amountCents: number;
  method: PaymentMethod;
  reference?: string | null;
  /** The lesson the fee is for, if any. */
  lessonId?: string | null;
}

export function charge(input: ChargeInput, ctx: RuleContext): RuleResult {
  const invalid = checkWhole({ amountCents: input.amountCents }, 1);
  if (invalid) return invalid;
  return accept([
    draftEntry(ctx, {
      studentId: input.studentId,
      kind: 'charge',
      paymentMethod: input.method,
      paymentReference: input.reference ?? null,
      amountCents: input.amountCents,
      lessonId: input.lessonId ?? null,
    }),
  ]);
}
