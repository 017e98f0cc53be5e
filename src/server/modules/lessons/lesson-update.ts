// Changing a lesson (docs/lessons.md "Changing a lesson", "Moving a lesson"): a new length moves
// only the difference of each place's minutes; a new time, length, instructor or pickup is locked
// and rechecked like a booking (its own old time aside); a move (time, instructor or place) follows
// the move policy and emails the people concerned through the outbox; an Instructor records
// attendance, actual duration and comments of their own lessons only.
import type { z } from 'zod';
import { can } from '../../../domain/permissions.ts';
import { lessonUse, useDifference } from '../../../domain/scheduling/lesson-minutes.ts';
import { lessonHasStarted, notStartedReason } from '../../../domain/scheduling/lesson-recording.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, forbidden, notFound, validationError } from '../../graphql/errors.ts';
import type { QueuedMessage } from '../../mail/outbox.ts';
import type { Platform } from '../../platform.ts';
import { consumeProducts, returnProducts } from '../ledger/ledger.service.ts';
import {
  ledgerAuthor,
  lessonsAudit,
  lessonTransaction,
  parse,
  recheckSlot,
  Replayed,
  resolvePickup,
} from './lesson-booking.ts';
import { applyMovePolicy, moveFieldOf, namingMoveField } from './lesson-move.ts';
import { queueLessonMoved, type MovePenalty } from './lesson-moved-message.ts';
import { auditPlaces, placeUse } from './lesson-places.ts';
import * as inputs from './lessons.inputs.ts';
import { lessonsRepository, type LessonView } from './lessons.repository.ts';
import type { LessonRow } from './lessons.tables.ts';

/** Fields only `lessons.write` may change (they move minutes or the booking). */
const BOOKING_FIELDS = [
  'startTime',
  'durationMinutes',
  'instructorId',
  'meetingPointId',
  'pickupLocation',
  'pickupLatitude',
  'pickupLongitude',
  'pickupZip',
  'isShareable',
  'isObserverAllowed',
  'requestedBy',
  'requestingStudentId',
  'waiveLateFee',
] as const;

/**
 * What happened in the lesson (attendance, actual duration and its note) is refused before the
 * lesson has started, naming each field given (`lesson-recording.ts`); nothing is written.
 */
async function refuseRecordingBeforeStart(
  tx: Executor,
  lesson: LessonRow,
  input: z.output<typeof inputs.updateLessonInput>,
  now: Date,
): Promise<void> {
  if (lessonHasStarted(lesson.startTime, now)) return;
  const given = [
    { path: 'input.attendance', what: 'Attendance', set: (input.attendance ?? []).length > 0 },
    {
      path: 'input.actualDurationMinutes',
      what: 'The actual duration',
      set: input.actualDurationMinutes != null,
    },
    {
      path: 'input.actualDurationNote',
      what: 'The actual duration',
      set: !!input.actualDurationNote,
    },
  ].filter((field) => field.set);
  if (given.length === 0) return;
  const timeZone = await lessonsRepository.instructorTimeZone(tx, lesson.instructorId);
  throw validationError(
    given.map((field) => ({
      path: field.path,
      message: notStartedReason(field.what, { startTime: lesson.startTime, timeZone }, now)!,
    })),
  );
}

export async function updateLesson(
  platform: Platform,
  viewer: Viewer,
  raw: inputs.UpdateLessonInput,
): Promise<LessonView> {
  const input = parse(inputs.updateLessonInput, raw);
  const staff = can(viewer.roles, 'lessons.write');
  if (!staff && BOOKING_FIELDS.some((field) => input[field] != null)) throw forbidden();
  if (input.waiveLateFee && !can(viewer.roles, 'lessons.waiveLateFee')) throw forbidden();
  const now = new Date();
  let queued: QueuedMessage[] = [];
  try {
    queued = await lessonTransaction(platform, viewer, async (tx, audit) => {
      const lesson = await lessonsRepository.lockLesson(tx, input.lessonId);
      if (!lesson) throw notFound('Lesson');
      if (!staff) {
        const own = await lessonsRepository.instructorOfUser(tx, viewer.userId);
        if (own !== lesson.instructorId) throw forbidden();
      }
      await refuseRecordingBeforeStart(tx, lesson, input, now);
      const type = (await lessonsRepository.lessonType(tx, lesson.lessonTypeId))!;
      const places = await lessonsRepository.places(tx, lesson.id);
      const active = places.filter((place) => !place.removedAt);
      const patch: Partial<LessonRow> = { updatedAt: now };

      const start = input.startTime ?? lesson.startTime;
      const duration = input.durationMinutes ?? lesson.durationMinutes;
      const instructorId = input.instructorId ?? lesson.instructorId;
      const moved =
        start.getTime() !== lesson.startTime.getTime() ||
        duration !== lesson.durationMinutes ||
        instructorId !== lesson.instructorId;
      if (moved && lesson.cancelledAt)
        throw new AppError('BAD_REQUEST', 'A cancelled lesson cannot be moved.');
      const pickupGiven =
        input.meetingPointId != null || input.pickupLocation != null || input.pickupZip != null;
      const pickup = pickupGiven
        ? await resolvePickup(
            tx,
            input,
            type,
            'input',
            active.map((place) => place.studentId),
          )
        : null;
      // A move: the lesson is somewhere else or with someone else, at another time or not.
      const relocated =
        !lesson.cancelledAt &&
        (start.getTime() !== lesson.startTime.getTime() ||
          instructorId !== lesson.instructorId ||
          (pickup !== null &&
            (pickup.locationId !== lesson.locationId ||
              pickup.pickupLatitude !== lesson.pickupLatitude ||
              pickup.pickupLongitude !== lesson.pickupLongitude ||
              pickup.pickupLocation !== lesson.pickupLocation)));
      const [before] = relocated ? await lessonsRepository.views(tx, [lesson.id]) : [];
      // A new time, length, instructor or pickup (travel depends on it) is checked like a
      // booking; a cancelled lesson holds no time, so its pickup is only recorded.
      if (moved || (pickup && !lesson.cancelledAt)) {
        const instructor = await lessonsRepository.lockInstructor(tx, instructorId);
        if (!instructor)
          throw validationError([{ path: 'input.instructorId', message: 'is not an instructor' }]);
        await recheckSlot(tx, {
          instructor,
          start,
          durationMinutes: duration,
          pickup: pickup ?? lesson,
          now,
          holderUserId: viewer.userId,
          excludeLessonId: lesson.id,
          startIsNew: start.getTime() !== lesson.startTime.getTime(),
          studentIds: active.map((place) => place.studentId),
          prefix: 'input',
        });
      }
      // The move policy counts from the old start: the student asked late, or in time.
      const penalties: MovePenalty[] = before
        ? await applyMovePolicy(tx, {
            before,
            active,
            request: {
              requestedBy: input.requestedBy ?? 'School',
              requestingStudentId: input.requestingStudentId,
              waiveLateFee: input.waiveLateFee ?? false,
              idempotencyKey: input.idempotencyKey,
            },
            author: ledgerAuthor(viewer),
            now,
          })
        : [];
      if (moved) {
        Object.assign(patch, {
          startTime: start,
          endTime: new Date(start.getTime() + duration * 60_000),
          durationMinutes: duration,
          instructorId,
        });
      }
      if (pickup) Object.assign(patch, pickup);
      if (duration !== lesson.durationMinutes) {
        // The split is that of the lesson as booked: a removed partner's place still counts.
        const count = Math.min(2, places.length);
        const author = ledgerAuthor(viewer);
        for (const place of active) {
          const before = placeUse(place, type.name);
          const after = lessonUse(type.name, duration, count);
          const { take, give } = useDifference(before, after);
          const items = { studentId: place.studentId, lessonId: lesson.id };
          const options = { author, idempotencyKey: input.idempotencyKey };
          const results = [
            ...(take.length > 0
              ? [await consumeProducts(tx, 'updateLesson', { ...items, items: take }, options)]
              : []),
            ...(give.length > 0
              ? [
                  await returnProducts(
                    tx,
                    'updateLesson',
                    { ...items, items: give },
                    { ...options, idempotencyKey: `${input.idempotencyKey}:back` },
                  ),
                ]
              : []),
          ];
          if (results.some((result) => result.replayed)) throw new Replayed(lesson.id);
          await lessonsRepository.updatePlace(tx, lesson.id, place.studentId, {
            drivingMinutes: after.drivingMinutes,
            observationMinutes: after.observationMinutes,
          });
        }
      }
      if (input.actualDurationMinutes !== undefined)
        patch.actualDurationMinutes = input.actualDurationMinutes;
      if (input.actualDurationNote != null) patch.actualDurationNote = input.actualDurationNote;
      if (input.comments != null) patch.comments = input.comments;
      if (input.isShareable != null) patch.isShareable = input.isShareable;
      if (input.isObserverAllowed != null) patch.isObserverAllowed = input.isObserverAllowed;
      for (const [index, mark] of (input.attendance ?? []).entries()) {
        if (!places.some((place) => place.studentId === mark.studentId))
          throw validationError([
            { path: `input.attendance.${index}.studentId`, message: 'is not in this lesson' },
          ]);
        await lessonsRepository.updatePlace(tx, lesson.id, mark.studentId, {
          attendance: mark.attendance,
        });
      }
      await auditPlaces(
        tx,
        viewer,
        lesson.id,
        places,
        await lessonsRepository.places(tx, lesson.id),
      );
      await audit.update(lessonsAudit, lesson.id, patch);
      if (!before) return [];
      const [after] = await lessonsRepository.views(tx, [lesson.id]);
      return queueLessonMoved(platform.outbox, tx, before, after!, penalties);
    });
  } catch (error) {
    if (!(error instanceof Replayed)) throw namingMoveField(error, moveFieldOf(input));
  }
  // After commit: the send jobs may look for the messages now.
  for (const message of queued) await message.dispatch();
  const [found] = await lessonsRepository.views(platform.db.db, [input.lessonId]);
  if (!found) throw notFound('Lesson');
  return found;
}
