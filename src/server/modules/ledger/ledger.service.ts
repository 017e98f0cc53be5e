// The ledger's use cases. Staff actions (GraphQL) each run in their own transaction; other
// modules call the `tx` functions at the bottom inside their own transaction (docs/ledger.md
// "Service API"). Authorisation is the GraphQL permission of each mutation.
import type { z } from 'zod';
import { charge } from '../../../domain/ledger/charge.ts';
import { editPurchase } from '../../../domain/ledger/edit-purchase.ts';
import { expireProducts } from '../../../domain/ledger/expire-products.ts';
import {
  consumeProducts as consumeRule,
  returnProducts as returnRule,
  type CONSUMING_KINDS,
  type RETURNING_KINDS,
} from '../../../domain/ledger/lesson-products.ts';
import type { ProductName } from '../../../domain/ledger/change-log-line.ts';
import { deriveLedger, type LedgerState } from '../../../domain/ledger/ledger-state.ts';
import { purchase } from '../../../domain/ledger/purchase.ts';
import { refund } from '../../../domain/ledger/refund.ts';
import type { RuleContext, RuleResult } from '../../../domain/ledger/rule-result.ts';
import { transferAccount } from '../../../domain/ledger/transfer-account.ts';
import { transferExpiration } from '../../../domain/ledger/transfer-expiration.ts';
import { transferPurchase } from '../../../domain/ledger/transfer-purchase.ts';
import { voidExpiration } from '../../../domain/ledger/void-expiration.ts';
import { voidPurchase } from '../../../domain/ledger/void-purchase.ts';
import { voidRefund } from '../../../domain/ledger/void-refund.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { fromZodIssues } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { loadCatalogue, productsRepository } from '../products/products.repository.ts';
import * as inputs from './ledger-inputs.ts';
import { ledgerRepository, type EntryAuthor } from './ledger.repository.ts';
import { writeLedger, type WriteOptions, type WriteResult } from './ledger-writer.ts';

type States = ReadonlyMap<string, LedgerState>;
type Decide<I> = (
  states: States,
  input: I,
  ctx: RuleContext,
  tx: Transaction,
  /** Products the rule loaded anyway: the change log then need not look their names up. */
  known: Map<string, ProductName>,
) => RuleResult | Promise<RuleResult>;

function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  return parsed.data;
}

/** A staff money action: validated input, one transaction, the writer's protocol, a pure rule. */
function action<
  S extends z.ZodType<{
    idempotencyKey: string;
    expectedVersion?: number | null | undefined;
    note?: string | null | undefined;
  }>,
>(schema: S, students: (input: z.output<S>) => string[], decide: Decide<z.output<S>>) {
  return (platform: Platform, author: EntryAuthor, raw: z.input<S>): Promise<WriteResult> => {
    const input = parse(schema, raw);
    const known = new Map<string, ProductName>();
    const options: WriteOptions = {
      author,
      knownProducts: known,
      idempotencyKey: input.idempotencyKey,
      expectedVersion: input.expectedVersion,
      note: input.note,
    };
    return platform.db.transaction((tx) =>
      writeLedger(tx, students(input), options, (states, ctx) =>
        decide(states, input, ctx, tx, known),
      ),
    );
  };
}

const of = (states: States, id: string) => states.get(id)!;

async function decidePurchase(
  input: z.output<typeof inputs.purchaseInput>,
  ctx: RuleContext,
  tx: Transaction,
  known: Map<string, ProductName>,
): Promise<RuleResult> {
  const catalogue = await loadCatalogue(
    tx,
    input.items.map((item) => item.productId),
  );
  for (const [id, product] of catalogue) known.set(id, product);
  const result = purchase(
    {
      studentId: input.studentId,
      items: input.items,
      payment: {
        method: input.paymentMethod,
        amountCents: input.amountCents,
        reference: input.paymentReference,
      },
      expiresAt: input.expiresAt,
      couponId: input.couponId,
      voucherId: input.voucherId,
    },
    catalogue,
    ctx,
  );
  if (result.ok) {
    const sold = new Set(input.items.map((item) => item.productId));
    for (const id of [...sold])
      for (const part of catalogue.get(id)?.components ?? []) sold.add(part.productId);
    // Most sales are of products sold before: no write (and no row lock on a busy product) then.
    const firstSales = [...sold].filter((id) => !catalogue.get(id)?.firstSoldAt);
    await productsRepository.markSold(tx, firstSales, ctx.now);
  }
  return result;
}

export const recordPurchaseAction = action(
  inputs.purchaseInput,
  (i) => [i.studentId],
  (_s, i, ctx, tx, known) => decidePurchase(i, ctx, tx, known),
);

export const refundAction = action(
  inputs.refundInput,
  (i) => [i.studentId],
  (s, i, ctx) =>
    refund(
      of(s, i.studentId),
      {
        studentId: i.studentId,
        purchaseId: i.purchaseId,
        amountCents: i.amountCents,
        items: i.items ?? [],
        method: i.paymentMethod,
      },
      ctx,
    ),
);

export const transferPurchaseAction = action(
  inputs.transferPurchaseInput,
  (i) => [i.fromStudentId, i.toStudentId],
  (s, i, ctx) => transferPurchase(of(s, i.fromStudentId), i, ctx),
);

export const transferAccountAction = action(
  inputs.transferAccountInput,
  (i) => [i.fromStudentId, i.toStudentId],
  (s, i, ctx) => transferAccount(of(s, i.fromStudentId), i, ctx),
);

export const chargeAction = action(
  inputs.chargeInput,
  (i) => [i.studentId],
  (_s, i, ctx) =>
    charge(
      {
        studentId: i.studentId,
        amountCents: i.amountCents,
        method: i.paymentMethod,
        reference: i.paymentReference,
        lessonId: i.lessonId,
      },
      ctx,
    ),
);

export const editPurchaseAction = action(
  inputs.editPurchaseInput,
  (i) => [i.studentId],
  (s, i, ctx) =>
    editPurchase(
      of(s, i.studentId),
      {
        studentId: i.studentId,
        purchaseId: i.purchaseId,
        amountCents: i.amountCents,
        method: i.paymentMethod,
        reference: i.paymentReference,
        expiresAt: i.expiresAt,
      },
      ctx,
    ),
);

export const expireProductsAction = action(
  inputs.expireProductsInput,
  (i) => [i.studentId],
  (s, i, ctx) =>
    expireProducts(of(s, i.studentId), { studentId: i.studentId, items: i.items ?? null }, ctx),
);

export const voidExpirationAction = action(
  inputs.voidExpirationInput,
  (i) => [i.studentId],
  (s, i, ctx) => voidExpiration(of(s, i.studentId), i, ctx),
);

export const transferExpirationAction = action(
  inputs.transferExpirationInput,
  (i) => [i.fromStudentId, i.toStudentId],
  (s, i, ctx) => transferExpiration(of(s, i.fromStudentId), i, ctx),
);

export const voidPurchaseAction = action(
  inputs.voidPurchaseInput,
  (i) => [i.studentId],
  (s, i, ctx) => voidPurchase(of(s, i.studentId), i, ctx),
);

export const voidRefundAction = action(
  inputs.voidRefundInput,
  (i) => [i.studentId],
  (s, i, ctx) => voidRefund(of(s, i.studentId), i, ctx),
);

/** The daily job: expires what has passed its date on every ledger holding some (origin Auto). */
export async function expireDueProducts(platform: Platform, now = new Date()): Promise<number> {
  const candidates = await ledgerRepository.studentsWithDueLots(platform.db.db, now);
  let expired = 0;
  for (const studentId of candidates) {
    const result = await platform.db.transaction((tx) =>
      writeLedger(
        tx,
        [studentId],
        { author: { id: null, name: 'Daily expiration' }, origin: 'auto', now },
        (states, ctx) => expireProducts(of(states, studentId), { studentId }, ctx),
      ),
    );
    expired += result.entries.length;
  }
  return expired;
}

/**
 * A student's ledger as of now: the replayed state (balances, funds, lots) and its version, which
 * is the version of the last entry (every write adds exactly one entry per student it touches).
 */
export async function readLedger(platform: Platform, studentId: string) {
  const entries = await ledgerRepository.entriesOf(platform.db.db, studentId);
  return { studentId, version: entries.at(-1)?.version ?? 0, state: deriveLedger(entries) };
}

// ---- Service API for other modules: run inside the caller's transaction. ----

/** Coupons (onlyFirstPurchase): whether the student has a purchase that was not voided. */
export async function hasStandingPurchase(db: Executor, studentId: string): Promise<boolean> {
  const state = deriveLedger(await ledgerRepository.entriesOf(db, studentId));
  return [...state.entries.values()].some(
    (facts) => facts.entry.kind === 'purchase' && facts.settledBy === null,
  );
}

/** Coupons: whether a purchase was ever recorded with this coupon. */
export const isCouponUsed = (db: Executor, couponId: string) =>
  ledgerRepository.couponUsed(db, couponId);

export type ModuleWriteOptions = Omit<WriteOptions, 'origin'> & { origin?: WriteOptions['origin'] };

/** Booking checkout: records a paid purchase in the caller's transaction. */
export function recordPurchase(
  tx: Transaction,
  raw: z.input<typeof inputs.purchaseInput>,
  options: ModuleWriteOptions,
): Promise<WriteResult> {
  const input = parse(inputs.purchaseInput, raw);
  const known = new Map<string, ProductName>();
  return writeLedger(
    tx,
    [input.studentId],
    {
      ...options,
      knownProducts: known,
      idempotencyKey: input.idempotencyKey,
      expectedVersion: input.expectedVersion,
    },
    (_s, ctx) => decidePurchase(input, ctx, tx, known),
  );
}

/** Lessons: a scheduled (or lengthened, or transferred-in) lesson takes products. */
export function consumeProducts(
  tx: Transaction,
  kind: (typeof CONSUMING_KINDS)[number],
  raw: z.input<typeof inputs.lessonProductsInput>,
  options: ModuleWriteOptions,
): Promise<WriteResult> {
  const input = parse(inputs.lessonProductsInput, raw);
  return writeLedger(tx, [input.studentId], options, (s, ctx) =>
    consumeRule(of(s, input.studentId), { ...input, kind }, ctx),
  );
}

/** Lessons: a cancelled (or shortened, or transferred-out) lesson gives products back. */
export function returnProducts(
  tx: Transaction,
  kind: (typeof RETURNING_KINDS)[number],
  raw: z.input<typeof inputs.lessonProductsInput>,
  options: ModuleWriteOptions,
): Promise<WriteResult> {
  const input = parse(inputs.lessonProductsInput, raw);
  return writeLedger(tx, [input.studentId], options, (s, ctx) =>
    returnRule(of(s, input.studentId), { ...input, kind }, ctx),
  );
}
