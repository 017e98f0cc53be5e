// Cancelling a lesson or one student's place in it, and removing a student (docs/lessons.md
// "Cancellation policy", "Removing a student"). Each cancelled place returns or forfeits its
// minutes through the ledger, may be charged the state's late fee, and writes a cancel-log row,
// all in one transaction; the notification job is queued after commit.
import { can } from '../../../domain/permissions.ts';
import { cancellationOutcome } from '../../../domain/scheduling/cancellation-policy.ts';
import { useItems } from '../../../domain/scheduling/lesson-minutes.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { returnProducts } from '../ledger/ledger.service.ts';
import { lateCancellationPolicy } from '../state-configs/state-configs.service.ts';
import {
  ledgerAuthor,
  lessonsAudit,
  lessonTransaction,
  parse,
  Replayed,
} from './lesson-booking.ts';
import { chargeLateFee } from './lesson-late-fee.ts';
import { auditPlaces, placeUse } from './lesson-places.ts';
import * as inputs from './lessons.inputs.ts';
import { lessonCancelNotificationJob } from './lessons.jobs.ts';
import { triggerWaitlistOffers } from '../waitlist/waitlist.jobs.ts';
import { lessonsRepository, type LessonView } from './lessons.repository.ts';

/** A key this lesson's students' ledgers have seen: the call is a repeat. */
async function throwIfReplayed(
  tx: Transaction,
  lessonId: string,
  studentIds: readonly string[],
  key: string,
): Promise<void> {
  for (const studentId of studentIds) {
    if ((await lessonsRepository.lessonOfKey(tx, studentId, key)) === lessonId)
      throw new Replayed(lessonId);
  }
}

async function lockedLesson(tx: Transaction, lessonId: string) {
  const lesson = await lessonsRepository.lockLesson(tx, lessonId);
  if (!lesson) throw notFound('Lesson');
  const type = (await lessonsRepository.lessonType(tx, lesson.lessonTypeId))!;
  const places = await lessonsRepository.places(tx, lessonId);
  return { lesson, type, places };
}

async function view(platform: Platform, lessonId: string): Promise<LessonView> {
  const [found] = await lessonsRepository.views(platform.db.db, [lessonId]);
  if (!found) throw notFound('Lesson');
  return found;
}

export async function cancelLesson(
  platform: Platform,
  viewer: Viewer,
  raw: inputs.CancelLessonInput,
): Promise<LessonView> {
  const input = parse(inputs.cancelLessonInput, raw);
  if (input.waiveLateFee && !can(viewer.roles, 'lessons.waiveLateFee')) throw forbidden();
  const now = new Date();
  let cancellationIds: string[] = [];
  try {
    cancellationIds = await lessonTransaction(platform, viewer, async (tx, audit) => {
      const { lesson, type, places } = await lockedLesson(tx, input.lessonId);
      await throwIfReplayed(
        tx,
        lesson.id,
        places.map((p) => p.studentId),
        input.idempotencyKey,
      );
      if (lesson.cancelledAt) throw conflict('This lesson is already cancelled.');
      const active = places.filter((place) => !place.removedAt);
      const targets = input.studentId
        ? active.filter((place) => place.studentId === input.studentId)
        : active;
      if (input.studentId && targets.length === 0) {
        if (places.some((place) => place.studentId === input.studentId))
          throw conflict("This student's place is already cancelled.");
        throw validationError([{ path: 'input.studentId', message: 'is not in this lesson' }]);
      }
      const instructor = (await lessonsRepository.lockInstructor(tx, lesson.instructorId))!;
      const policy = await lateCancellationPolicy(tx, instructor.usStateId);
      const outcome = cancellationOutcome({
        initiatedBy: input.initiatedBy,
        reason: input.reason,
        startTime: lesson.startTime,
        now,
        windowHours: policy.windowHours,
        feeCents: policy.feeCents,
        waived: input.waiveLateFee,
      });
      const author = ledgerAuthor(viewer);
      const note = input.note || null;
      const ids: string[] = [];
      for (const place of targets) {
        const items = outcome.returnsMinutes ? useItems(placeUse(place, type.name)) : [];
        await returnProducts(
          tx,
          'cancelLesson',
          { studentId: place.studentId, lessonId: lesson.id, items },
          { author, idempotencyKey: input.idempotencyKey, note },
        );
        if (outcome.feeCents > 0) {
          await chargeLateFee(tx, {
            studentId: place.studentId,
            lessonId: lesson.id,
            feeCents: outcome.feeCents,
            author,
            note: note ?? 'Late cancellation fee',
          });
        }
        await lessonsRepository.updatePlace(tx, lesson.id, place.studentId, { removedAt: now });
        const row = await lessonsRepository.insertCancellation(tx, {
          lessonId: lesson.id,
          studentId: place.studentId,
          reason: input.reason,
          initiatedBy: input.initiatedBy,
          note: input.note,
          changedById: viewer.userId,
          instructorId: lesson.instructorId,
          lessonStartTime: lesson.startTime,
          minutesForfeited: !outcome.returnsMinutes,
          feeCents: outcome.feeCents,
          timestamp: now,
        });
        ids.push(row.id);
      }
      await auditPlaces(
        tx,
        viewer,
        lesson.id,
        places,
        await lessonsRepository.places(tx, lesson.id),
      );
      // The last place gone cancels the lesson and frees the instructor's time.
      if (targets.length === active.length)
        await audit.update(lessonsAudit, lesson.id, { cancelledAt: now, updatedAt: now });
      return ids;
    });
  } catch (error) {
    if (!(error instanceof Replayed)) throw error;
  }
  if (cancellationIds.length > 0) {
    await platform.jobs
      .enqueue(lessonCancelNotificationJob, { cancellationIds })
      .catch((error: unknown) =>
        platform.log.warn({ err: error }, 'could not queue the lesson-cancel notification'),
      );
    // The freed time may be what someone on the waiting list asked for.
    await triggerWaitlistOffers(platform);
  }
  return view(platform, input.lessonId);
}

/** A staff correction: the student's minutes go back in full; no cancel-log row. */
export async function removeStudentFromLesson(
  platform: Platform,
  viewer: Viewer,
  raw: inputs.RemoveStudentInput,
): Promise<LessonView> {
  const input = parse(inputs.removeStudentInput, raw);
  const now = new Date();
  try {
    await lessonTransaction(platform, viewer, async (tx, audit) => {
      const { lesson, type, places } = await lockedLesson(tx, input.lessonId);
      await throwIfReplayed(tx, lesson.id, [input.studentId], input.idempotencyKey);
      if (lesson.cancelledAt) throw new AppError('BAD_REQUEST', 'This lesson is cancelled.');
      const place = places.find((p) => p.studentId === input.studentId);
      if (!place)
        throw validationError([{ path: 'input.studentId', message: 'is not in this lesson' }]);
      if (place.removedAt) throw conflict('This student is no longer in the lesson.');
      if (places.filter((p) => !p.removedAt).length === 1)
        throw new AppError(
          'BAD_REQUEST',
          'This is the only student of the lesson: cancel the lesson instead.',
        );
      await returnProducts(
        tx,
        'removeStudentFromLesson',
        {
          studentId: place.studentId,
          lessonId: lesson.id,
          items: useItems(placeUse(place, type.name)),
        },
        { author: ledgerAuthor(viewer), idempotencyKey: input.idempotencyKey },
      );
      await lessonsRepository.updatePlace(tx, lesson.id, place.studentId, { removedAt: now });
      await auditPlaces(
        tx,
        viewer,
        lesson.id,
        places,
        await lessonsRepository.places(tx, lesson.id),
      );
      await audit.update(lessonsAudit, lesson.id, { updatedAt: now });
    });
  } catch (error) {
    if (!(error instanceof Replayed)) throw error;
  }
  return view(platform, input.lessonId);
}
