// The concrete requests a step sends: real ids, the idempotency key and the expected version, all
// fixed when the step is resolved, so a replay can send exactly the same request again.
import type { StockType } from '../../../../domain/ledger/ledger-types.ts';

export interface Item {
  productId: string;
  quantity: number;
}

interface Write {
  key: string;
  expectedVersion: number | null;
}

export type LedgerRequest = Write &
  (
    | {
        op: 'purchase';
        studentId: string;
        items: Item[];
        amountCents: number;
        expiresAt: number;
        /** Recorded as of two days ago with a date already past: an expired lot to work with. */
        backdated: boolean;
      }
    | { op: 'charge'; studentId: string; amountCents: number }
    | { op: 'refund'; studentId: string; purchaseId: string; amountCents: number; items: Item[] }
    | { op: 'voidPurchase'; studentId: string; purchaseId: string }
    | { op: 'voidRefund'; studentId: string; refundId: string }
    | {
        op: 'editPurchase';
        studentId: string;
        purchaseId: string;
        amountCents: number | null;
        expiresAt: number | null;
      }
    | { op: 'transferPurchase'; fromStudentId: string; toStudentId: string; items: Item[] }
    | { op: 'transferAccount'; fromStudentId: string; toStudentId: string }
    | { op: 'expireProducts'; studentId: string; items: Item[] }
    | { op: 'voidExpiration'; studentId: string; expirationId: string; expiresAt: number }
    | {
        op: 'transferExpiration';
        fromStudentId: string;
        toStudentId: string;
        expirationId: string;
        expiresAt: number;
      }
  );

export type LessonTypeKey = 'Standard' | 'Shared' | 'RoadTest';

export type LessonRequest =
  | {
      op: 'book';
      key: string;
      lessonType: LessonTypeKey;
      studentIds: string[];
      instructorId: string;
      start: number;
    }
  | {
      op: 'cancel';
      key: string;
      lessonId: string;
      initiatedBy: 'Student' | 'RoadReady';
      reason: 'OTHER' | 'NO_SHOW';
      waiveLateFee: boolean;
      studentId: string | null;
    };

export type Request = LedgerRequest | LessonRequest | { op: 'dailyExpiration' };

/** The student whose ledger holds a write's key and version. */
export const actingStudent = (request: LedgerRequest): string =>
  'studentId' in request ? request.studentId : request.fromStudentId;

export interface CatalogueEntry {
  type: StockType | 'package';
  components: Item[];
}

export const LESSON_MINUTES: Record<LessonTypeKey, number> = {
  Standard: 120,
  Shared: 120,
  RoadTest: 60,
};

/** What one place of a lesson takes (docs/lessons.md "What a lesson uses"). */
export function placeUse(type: LessonTypeKey, students: number): [StockType, number][] {
  if (type === 'RoadTest') return [['fee', 1]];
  if (type === 'Shared' && students === 2)
    return [
      ['drivingMinute', 60],
      ['observationMinute', 60],
    ];
  return [['drivingMinute', 120]];
}
