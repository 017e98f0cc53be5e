// Use cases on vouchers (docs/coupons.md "Vouchers"): create a batch of codes for a product,
// activate or deactivate one, and redeem one for a student, which records a purchase paid by
// `voucher` in the ledger in the same transaction. Every change is audited (collection Vouchers).
import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  generateVoucherCode,
  normaliseCode,
  VOUCHER_PREFIX_PATTERN,
} from '../../../domain/coupons/voucher-code.ts';
import { can } from '../../../domain/permissions.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError, conflict, fromZodIssues, notFound } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction, type AuditRecorder } from '../audit/audit-capture.ts';
import { recordPurchase } from '../ledger/ledger.service.ts';
import { productsRepository } from '../products/products.repository.ts';
import { assertHoldsStudent } from '../students/students.service.ts';
import { actorFromViewer } from '../users/users.service.ts';
import { vouchersRepository } from './vouchers.repository.ts';
import { vouchers, type VoucherRow } from './vouchers.tables.ts';

/** Vouchers are audited in the SPEC §9 collection "Vouchers", at path `Vouchers/<voucher id>`. */
export const vouchersAudit = auditedEntity({
  collection: 'Vouchers',
  table: vouchers,
  id: vouchers.id,
  ignore: ['updatedAt', 'createdAt'],
});

/** Most vouchers one call creates. */
export const MAX_VOUCHER_BATCH = 200;
/** What a redeemed voucher buys expires this many days after the redemption. */
export const VOUCHER_PURCHASE_VALID_DAYS = 365;

const createInput = z.object({
  productId: z.uuid('must be a product id'),
  count: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_VOUCHER_BATCH, `at most ${MAX_VOUCHER_BATCH} at a time`),
  prefix: z
    .string()
    .trim()
    .transform((prefix) => prefix.toUpperCase())
    .refine((prefix) => prefix === '' || VOUCHER_PREFIX_PATTERN.test(prefix), {
      message: 'letters and digits only, at most 12',
    })
    .nullish(),
  note: z.string().trim().max(500).nullish(),
});

const updateInput = z.object({
  id: z.uuid('must be a voucher id'),
  isActive: z.boolean().nullish(),
  note: z.string().trim().max(500).nullish(),
});

const redeemInput = z.object({
  code: z.string().trim().min(1, 'is required').max(100),
  studentId: z.uuid('must be a student id'),
});

export async function createVouchers(
  platform: Platform,
  viewer: Viewer,
  raw: z.input<typeof createInput>,
): Promise<VoucherRow[]> {
  const parsed = createInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const input = parsed.data;
  return auditedTransaction(platform, actorFromViewer(viewer), (tx, audit) =>
    issueVouchers(tx, audit, viewer, input),
  );
}

/**
 * Creates a batch of vouchers inside the caller's audited transaction, so another module (e.g. a
 * granted scholarship) records the voucher and its own change together or not at all.
 */
export async function issueVouchers(
  tx: Transaction,
  audit: AuditRecorder,
  viewer: Viewer,
  input: { productId: string; count: number; prefix?: string | null; note?: string | null },
): Promise<VoucherRow[]> {
  const [product] = await productsRepository.findByIds(tx, [input.productId]);
  if (!product) throw notFound('Product');
  if (product.isArchived) throw new AppError('BAD_REQUEST', 'The product is archived.');
  const codes = new Set<string>();
  // Draw until the batch has `count` codes no voucher holds yet (collisions are rare).
  for (let round = 0; codes.size < input.count; round += 1) {
    if (round > 20) throw new Error('could not draw unused voucher codes');
    const drawn = new Set<string>();
    while (drawn.size + codes.size < input.count) {
      const code = generateVoucherCode(randomInt, input.prefix);
      if (!codes.has(code)) drawn.add(code);
    }
    const taken = await vouchersRepository.takenCodes(tx, [...drawn]);
    for (const code of drawn) if (!taken.has(code)) codes.add(code);
  }
  const batchId = randomUUID();
  const created: VoucherRow[] = [];
  for (const code of [...codes].sort()) {
    created.push(
      await audit.insert(vouchersAudit, {
        code,
        productId: product.id,
        batchId,
        createdById: viewer.userId,
        createdByName: viewer.name,
        note: input.note || null,
      }),
    );
  }
  return created;
}

export async function updateVoucher(
  platform: Platform,
  viewer: Viewer,
  raw: z.input<typeof updateInput>,
): Promise<VoucherRow> {
  const parsed = updateInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  const { id, isActive, note } = parsed.data;
  return auditedTransaction(platform, actorFromViewer(viewer), async (tx, audit) => {
    const [current] = await vouchersRepository.findByIds(tx, [id]);
    if (!current) throw notFound('Voucher');
    if (current.redeemedAt && isActive != null && isActive !== current.isActive) {
      throw conflict('This voucher was already redeemed; it can no longer be (de)activated.');
    }
    const patch: Partial<VoucherRow> = { updatedAt: new Date() };
    if (isActive != null) patch.isActive = isActive;
    if (note !== undefined) patch.note = note || null;
    const result = await audit.update(vouchersAudit, id, patch);
    if (!result) throw notFound('Voucher');
    return result.after;
  });
}

/**
 * Staff who record purchases redeem for anyone; anyone else only for a student record their
 * account holds (their own, or a teen's as a parent).
 */
async function checkRedeemer(platform: Platform, viewer: Viewer, studentId: string) {
  if (can(viewer.roles, 'ledger.purchase')) return;
  await assertHoldsStudent(platform.db.db, viewer, studentId);
}

/**
 * Redeems a voucher for a student, exactly once: the voucher row is locked, checked (unknown →
 * NOT_FOUND, deactivated → VOUCHER_INACTIVE, used → VOUCHER_REDEEMED), the ledger purchase is
 * recorded (its product, quantity 1, paid by `voucher`, 0 cents) and the voucher marked redeemed,
 * all in one transaction.
 */
export async function redeemVoucher(
  platform: Platform,
  viewer: Viewer,
  raw: z.input<typeof redeemInput>,
  now = new Date(),
): Promise<VoucherRow> {
  const parsed = redeemInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const { code, studentId } = parsed.data;
  await checkRedeemer(platform, viewer, studentId);
  return auditedTransaction(platform, actorFromViewer(viewer), (tx, audit) =>
    redeemVoucherWithin(tx, audit, viewer, { code, studentId }, now),
  );
}

/**
 * The redemption inside the caller's transaction (booking checkout pays with a voucher this way):
 * the same checks and writes as `redeemVoucher`, without its permission check.
 */
export async function redeemVoucherWithin(
  tx: Transaction,
  audit: AuditRecorder,
  viewer: Viewer,
  { code, studentId }: { code: string; studentId: string },
  now: Date,
): Promise<VoucherRow> {
  const voucher = await vouchersRepository.lockByCode(tx, normaliseCode(code));
  if (!voucher) throw notFound('Voucher');
  if (voucher.redeemedAt) {
    throw new AppError('VOUCHER_REDEEMED', 'This voucher has already been redeemed.');
  }
  if (!voucher.isActive) throw new AppError('VOUCHER_INACTIVE', 'This voucher is not active.');
  const { entries } = await recordPurchase(
    tx,
    {
      // One purchase per voucher even if the same student's redemption is retried.
      idempotencyKey: `voucher:${voucher.id}`,
      studentId,
      items: [{ productId: voucher.productId, quantity: 1 }],
      paymentMethod: 'voucher',
      amountCents: 0,
      paymentReference: voucher.code,
      expiresAt: new Date(now.getTime() + VOUCHER_PURCHASE_VALID_DAYS * 86_400_000),
      voucherId: voucher.id,
    },
    { author: { id: viewer.userId, name: viewer.name }, now },
  );
  const result = await audit.update(vouchersAudit, voucher.id, {
    redeemedAt: now,
    redeemedByStudentId: studentId,
    ledgerEntryId: entries[0]!.id,
    updatedAt: now,
  });
  return result!.after;
}
