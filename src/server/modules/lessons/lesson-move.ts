// Moving a lesson (docs/lessons.md "Moving a lesson"): what a change of time, instructor or place
// costs by the move policy (`src/domain/scheduling/lesson-move-policy.ts`, the cancellation rule
// of the old time), written to the ledger inside `updateLesson`'s transaction, and the field a
// refused move names.
import { moveOutcome, type MoveRequester } from '../../../domain/scheduling/lesson-move-policy.ts';
import { useItems } from '../../../domain/scheduling/lesson-minutes.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError, validationError } from '../../graphql/errors.ts';
import { consumeProducts } from '../ledger/ledger.service.ts';
import type { EntryAuthor } from '../ledger/ledger.repository.ts';
import { lateCancellationPolicy } from '../state-configs/state-configs.service.ts';
import { Replayed } from './lesson-booking.ts';
import { chargeLateFee } from './lesson-late-fee.ts';
import type { MovePenalty } from './lesson-moved-message.ts';
import { placeUse } from './lesson-places.ts';
import type { LessonView } from './lessons.repository.ts';
import type { LessonStudentRow } from './lessons.tables.ts';

const LATE_MOVE_NOTE = 'Moved at the student’s request inside the late-cancellation window';

export interface MoveRequest {
  requestedBy: MoveRequester;
  requestingStudentId: string | null | undefined;
  waiveLateFee: boolean;
  idempotencyKey: string;
}

/**
 * Applies the move policy to the lesson as it was booked (`before`): nothing when the school moves
 * it or the student asked in time; otherwise the asking student's place forfeits the old time's
 * minutes (the new time takes its own again, NOT_ENOUGH_PRODUCT when the balance cannot cover it)
 * and the state's late fee is charged, unless waived. Returns what each student paid.
 */
export async function applyMovePolicy(
  tx: Transaction,
  options: {
    before: LessonView;
    active: readonly LessonStudentRow[];
    request: MoveRequest;
    author: EntryAuthor;
    now: Date;
  },
): Promise<MovePenalty[]> {
  const { before, active, request } = options;
  if (request.requestedBy !== 'Student') return [];
  const asking = askingPlace(active, request.requestingStudentId);
  const policy = await lateCancellationPolicy(tx, before.instructor.usStateId);
  const outcome = moveOutcome({
    requestedBy: request.requestedBy,
    startTime: before.lesson.startTime,
    now: options.now,
    windowHours: policy.windowHours,
    feeCents: policy.feeCents,
    waived: request.waiveLateFee,
  });
  if (!outcome.penalised || outcome.returnsMinutes) return [];
  const forfeit = await consumeProducts(
    tx,
    'updateLesson',
    {
      studentId: asking.studentId,
      lessonId: before.lesson.id,
      items: useItems(placeUse(asking, before.type.name)),
    },
    {
      author: options.author,
      idempotencyKey: `${request.idempotencyKey}:late`,
      note: LATE_MOVE_NOTE,
    },
  );
  if (forfeit.replayed) throw new Replayed(before.lesson.id);
  if (outcome.feeCents > 0)
    await chargeLateFee(tx, {
      studentId: asking.studentId,
      lessonId: before.lesson.id,
      feeCents: outcome.feeCents,
      author: options.author,
      note: LATE_MOVE_NOTE,
    });
  return [{ studentId: asking.studentId, minutesForfeited: true, feeCents: outcome.feeCents }];
}

/** The place of the student who asked: named, or the only one; a shared lesson must name it. */
function askingPlace(
  active: readonly LessonStudentRow[],
  studentId: string | null | undefined,
): LessonStudentRow {
  const path = 'input.requestingStudentId';
  if (studentId) {
    const place = active.find((entry) => entry.studentId === studentId);
    if (!place) throw validationError([{ path, message: 'is not in this lesson' }]);
    return place;
  }
  if (active.length !== 1)
    throw validationError([{ path, message: 'name the student who asked to move the lesson' }]);
  return active[0]!;
}

/**
 * The field a refused change is about, for CONFLICT answers that name none (the slot rules, a
 * student already busy, the exclusion constraint): the new start, else the new instructor, else
 * the new place, else the new length.
 */
export function moveFieldOf(input: {
  startTime?: Date | null | undefined;
  instructorId?: string | null | undefined;
  meetingPointId?: string | null | undefined;
  pickupZip?: string | null | undefined;
  pickupLocation?: string | null | undefined;
  durationMinutes?: number | null | undefined;
}): string | null {
  if (input.startTime) return 'input.startTime';
  if (input.instructorId) return 'input.instructorId';
  if (input.meetingPointId) return 'input.meetingPointId';
  if (input.pickupZip) return 'input.pickupZip';
  if (input.pickupLocation) return 'input.pickupLocation';
  if (input.durationMinutes) return 'input.durationMinutes';
  return null;
}

/** A CONFLICT without a field gets the change's field; anything else passes unchanged. */
export function namingMoveField(error: unknown, path: string | null): unknown {
  if (!path || !(error instanceof AppError) || error.code !== 'CONFLICT' || error.fields)
    return error;
  return new AppError('CONFLICT', error.message, [{ path, message: error.message }]);
}
