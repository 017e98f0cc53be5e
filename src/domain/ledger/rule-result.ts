// What a ledger rule answers: the entries to append, or the SPEC §8 code that refuses the action.
import type { LedgerEntry, LedgerOrigin } from './ledger-types.ts';

export type LedgerErrorCode =
  'BAD_REQUEST' | 'CONFLICT' | 'NOT_ENOUGH_PRODUCT' | 'NOT_FOUND' | 'VALIDATION_ERROR';

export interface Refusal {
  ok: false;
  code: LedgerErrorCode;
  message: string;
}

export type RuleResult = { ok: true; entries: LedgerEntry[] } | Refusal;

export const refuse = (code: LedgerErrorCode, message: string): Refusal => ({
  ok: false,
  code,
  message,
});

export const accept = (entries: LedgerEntry[]): RuleResult => ({ ok: true, entries });

/** What a rule needs from outside: ids, the clock and who acts. Keeps the rules pure. */
export interface RuleContext {
  newId: () => string;
  now: Date;
  origin?: LedgerOrigin;
  note?: string | null;
}

/** An entry with every optional field empty; rules fill in what their kind carries. */
export function draftEntry(
  ctx: RuleContext,
  fields: Pick<LedgerEntry, 'studentId' | 'kind'> & Partial<LedgerEntry>,
): LedgerEntry {
  const entry: LedgerEntry = {
    id: ctx.newId(),
    origin: ctx.origin ?? 'manual',
    createdAt: ctx.now,
    referenceEntryId: null,
    counterpartStudentId: null,
    lessonId: null,
    paymentMethod: null,
    paymentReference: null,
    amountCents: 0,
    items: null,
    couponId: null,
    voucherId: null,
    note: ctx.note ?? null,
    lines: [],
    ...fields,
  };
  // Negating a zero gives −0; store plain zeros so entries compare and serialise cleanly.
  entry.amountCents += 0;
  for (const line of entry.lines) line.quantity += 0;
  return entry;
}

/** Quantities and amounts are whole numbers; returns a refusal for the first that is not. */
export function checkWhole(values: Record<string, number>, minimum: 0 | 1): Refusal | null {
  for (const [name, value] of Object.entries(values)) {
    if (!Number.isSafeInteger(value) || value < minimum) {
      return refuse('VALIDATION_ERROR', `${name} must be a whole number of at least ${minimum}.`);
    }
  }
  return null;
}
