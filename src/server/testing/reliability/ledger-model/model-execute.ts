// Sends a request to the real services, in-process (the same functions the GraphQL mutations
// call), and reports what they answered: the entries written, or the refusal's code. Anything
// thrown that is not an AppError is a crash and fails the run.
import { and, eq, gt } from 'drizzle-orm';
import type { Viewer } from '../../../auth/auth.service.ts';
import { AppError, type ErrorCode } from '../../../graphql/errors.ts';
import type { Platform } from '../../../platform.ts';
import * as ledger from '../../../modules/ledger/ledger.service.ts';
import { ledgerEntries } from '../../../modules/ledger/ledger.tables.ts';
import type { EntryAuthor } from '../../../modules/ledger/ledger.repository.ts';
import type { WriteResult } from '../../../modules/ledger/ledger-writer.ts';
import { scheduleLesson } from '../../../modules/lessons/lesson-booking.ts';
import { cancelLesson } from '../../../modules/lessons/lesson-cancel.ts';
import type { Accepted } from './model-predict.ts';
import { storedVersions } from './model-observe.ts';
import type { LedgerRequest, LessonTypeKey, Request } from './model-requests.ts';

export interface Real {
  platform: Platform;
  author: EntryAuthor;
  viewer: Viewer;
  lessonTypeIds: Record<LessonTypeKey, string>;
  studentIds: string[];
  instructorIds: string[];
}

export type Outcome =
  | ({ ok: true; after: WriteResult['after'] } & Accepted)
  | { ok: false; code: ErrorCode; message: string };

const DAY = 86_400_000;
const PICKUP = {
  pickupLocation: '12 Oak St, Austin, TX',
  pickupLatitude: 30.27,
  pickupLongitude: -97.74,
};

export async function execute(real: Real, request: Request): Promise<Outcome> {
  try {
    if (request.op === 'dailyExpiration') return await daily(real);
    if (request.op === 'book') {
      const view = await scheduleLesson(real.platform, real.viewer, {
        idempotencyKey: request.key,
        instructorId: request.instructorId,
        lessonTypeId: real.lessonTypeIds[request.lessonType],
        startTime: new Date(request.start),
        studentIds: request.studentIds,
        ...PICKUP,
      });
      return lessonAnswer(view.lesson.id);
    }
    if (request.op === 'cancel') {
      const view = await cancelLesson(real.platform, real.viewer, {
        idempotencyKey: request.key,
        lessonId: request.lessonId,
        initiatedBy: request.initiatedBy,
        reason: request.reason,
        waiveLateFee: request.waiveLateFee,
        studentId: request.studentId,
      });
      return lessonAnswer(view.lesson.id);
    }
    const result = await writeLedger(real, request);
    return {
      ok: true,
      after: result.after,
      entries: result.entries,
      replayed: result.replayed,
      lessonId: null,
    };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

const lessonAnswer = (lessonId: string): Outcome => ({
  ok: true,
  after: undefined,
  entries: [],
  replayed: null,
  lessonId,
});

function writeLedger(real: Real, request: LedgerRequest): Promise<WriteResult> {
  const { platform, author } = real;
  const write = { idempotencyKey: request.key, expectedVersion: request.expectedVersion };
  switch (request.op) {
    case 'purchase': {
      const input = {
        ...write,
        studentId: request.studentId,
        items: request.items,
        paymentMethod: 'cash' as const,
        amountCents: request.amountCents,
        expiresAt: new Date(request.expiresAt),
      };
      if (!request.backdated) return ledger.recordPurchaseAction(platform, author, input);
      // Sold two days ago for a date that has passed since: the only way to an expired lot
      // without waiting (the rules refuse a past date as of the purchase's own clock).
      return platform.db.transaction((tx) =>
        ledger.recordPurchase(tx, input, { author, now: new Date(Date.now() - 2 * DAY) }),
      );
    }
    case 'charge':
      return ledger.chargeAction(platform, author, {
        ...write,
        studentId: request.studentId,
        amountCents: request.amountCents,
        paymentMethod: 'check',
      });
    case 'refund':
      return ledger.refundAction(platform, author, {
        ...write,
        studentId: request.studentId,
        purchaseId: request.purchaseId,
        amountCents: request.amountCents,
        items: request.items,
      });
    case 'voidPurchase':
      return ledger.voidPurchaseAction(platform, author, {
        ...write,
        studentId: request.studentId,
        purchaseId: request.purchaseId,
      });
    case 'voidRefund':
      return ledger.voidRefundAction(platform, author, {
        ...write,
        studentId: request.studentId,
        refundId: request.refundId,
      });
    case 'editPurchase':
      return ledger.editPurchaseAction(platform, author, {
        ...write,
        studentId: request.studentId,
        purchaseId: request.purchaseId,
        amountCents: request.amountCents,
        expiresAt: request.expiresAt === null ? null : new Date(request.expiresAt),
      });
    case 'transferPurchase':
      return ledger.transferPurchaseAction(platform, author, {
        ...write,
        fromStudentId: request.fromStudentId,
        toStudentId: request.toStudentId,
        items: request.items,
      });
    case 'transferAccount':
      return ledger.transferAccountAction(platform, author, {
        ...write,
        fromStudentId: request.fromStudentId,
        toStudentId: request.toStudentId,
      });
    case 'expireProducts':
      return ledger.expireProductsAction(platform, author, {
        ...write,
        studentId: request.studentId,
        items: request.items,
      });
    case 'voidExpiration':
      return ledger.voidExpirationAction(platform, author, {
        ...write,
        studentId: request.studentId,
        expirationId: request.expirationId,
        expiresAt: new Date(request.expiresAt),
      });
    case 'transferExpiration':
      return ledger.transferExpirationAction(platform, author, {
        ...write,
        fromStudentId: request.fromStudentId,
        toStudentId: request.toStudentId,
        expirationId: request.expirationId,
        expiresAt: new Date(request.expiresAt),
      });
  }
}

/**
 * The daily job over the whole database; answers with the entries it wrote for this run's
 * students (read back by version, as the job itself answers only a count).
 */
async function daily(real: Real): Promise<Outcome> {
  const db = real.platform.db.db;
  const before = await storedVersions(db, real.studentIds);
  await ledger.expireDueProducts(real.platform);
  const written = [];
  for (const studentId of real.studentIds) {
    const rows = await db
      .select({
        id: ledgerEntries.id,
        studentId: ledgerEntries.studentId,
        amountCents: ledgerEntries.amountCents,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.studentId, studentId),
          gt(ledgerEntries.version, before.get(studentId) ?? 0),
        ),
      );
    written.push(...rows);
  }
  return { ok: true, after: undefined, entries: written, replayed: false, lessonId: null };
}
