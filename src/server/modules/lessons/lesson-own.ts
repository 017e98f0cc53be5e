// What a student (or a parent for their teen) may do to their own lessons from the portal
// (docs/portal.md "Cancel and reschedule"): see what cancelling now would do, cancel their own
// place (always through cancelLesson, initiator Student, never waived), and move a lesson they
// have to themselves to another free time of the next days. The student records are those of
// `myStudents`; staff with `lessons.write` may act for any student (as on the phone).
import { can } from '../../../domain/permissions.ts';
import { cancellationOutcome } from '../../../domain/scheduling/cancellation-policy.ts';
import { isLessonOf } from '../../../domain/scheduling/lesson-place.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { AppError, forbidden, notFound, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { searchSlots } from '../slot-search/slot-search.service.ts';
import { lateCancellationPolicy } from '../state-configs/state-configs.service.ts';
import { myStudents } from '../students/students.service.ts';
import { lessonsAudit, lessonTransaction, recheckSlot } from './lesson-booking.ts';
import { cancelLesson } from './lesson-cancel.ts';
import { queueLessonMoved } from './lesson-moved-message.ts';
import { lessonsRepository, type LessonView } from './lessons.repository.ts';
import { previewOfView, type CancellationPreview } from './lessons.service.ts';

/** How many days ahead the portal offers new times for a lesson. */
export const RESCHEDULE_DAYS = 14;

export interface OwnLessonRef {
  lessonId: string;
  studentId: string;
}

/** FORBIDDEN unless the student record is the caller's own (or the caller books for anyone). */
async function assertOwnStudent(db: Executor, viewer: Viewer, studentId: string): Promise<void> {
  if (can(viewer.roles, 'lessons.write')) {
    if (!isUuid(studentId)) throw notFound('Student');
    return;
  }
  const own = await myStudents(db, viewer);
  if (!own.some((student) => student.id === studentId)) throw forbidden();
}

/**
 * The lesson with the student's own place in it. Another student's lesson is FORBIDDEN, and so is
 * one the student was removed from: it is no longer theirs (`isLessonOf`).
 */
async function ownLesson(platform: Platform, viewer: Viewer, ref: OwnLessonRef) {
  const db = platform.db.db;
  await assertOwnStudent(db, viewer, ref.studentId);
  if (!isUuid(ref.lessonId)) throw notFound('Lesson');
  const [view] = await lessonsRepository.views(db, [ref.lessonId]);
  if (!view) throw notFound('Lesson');
  const place = view.students.find((entry) => entry.studentId === ref.studentId);
  if (!place || !isLessonOf(view, [ref.studentId])) throw forbidden();
  return { view, place };
}

/** A lesson only this student still has a place in, with no other student's name shown. */
const onlyPlaceOf = (view: LessonView, studentId: string): LessonView => ({
  ...view,
  students: view.students.filter((entry) => entry.studentId === studentId),
});

/** What cancelling the student's place now would do (the dialog shows it before confirming). */
export async function ownCancellationPreview(
  platform: Platform,
  viewer: Viewer,
  ref: OwnLessonRef,
): Promise<CancellationPreview> {
  const { view } = await ownLesson(platform, viewer, ref);
  return previewOfView(platform.db.db, view, {
    initiatedBy: 'Student',
    reason: 'OTHER',
    waiveLateFee: false,
    studentId: ref.studentId,
  });
}

/** Cancels the student's own place (a shared lesson keeps the other student's place). */
export async function cancelOwnLesson(
  platform: Platform,
  viewer: Viewer,
  input: OwnLessonRef & { idempotencyKey: string },
): Promise<LessonView> {
  const { view, place } = await ownLesson(platform, viewer, input);
  if (view.lesson.cancelledAt || place.removedAt)
    throw new AppError('CONFLICT', 'This lesson is already cancelled.');
  if (view.lesson.endTime <= new Date())
    throw new AppError('BAD_REQUEST', 'This lesson is over: it can no longer be cancelled.');
  const cancelled = await cancelLesson(platform, viewer, {
    idempotencyKey: input.idempotencyKey,
    lessonId: input.lessonId,
    studentId: input.studentId,
    reason: 'OTHER',
    initiatedBy: 'Student',
    note: 'Cancelled by the student in the portal',
    waiveLateFee: false,
  });
  return onlyPlaceOf(cancelled, input.studentId);
}

/** Why this lesson cannot be moved online (null: it can), and the policy that decided it. */
async function rescheduleRefusal(
  platform: Pick<Platform, 'config'>,
  db: Executor,
  view: LessonView,
  studentId: string,
  now: Date,
) {
  const phone = platform.config.BOOKING_PHONE;
  const policy = await lateCancellationPolicy(db, view.instructor.usStateId);
  const active = view.students.filter((entry) => !entry.removedAt);
  if (view.lesson.cancelledAt || !active.some((entry) => entry.studentId === studentId))
    return { policy, refusal: 'This lesson is cancelled.' };
  if (active.length > 1)
    return {
      policy,
      refusal: `This lesson is shared with another student: call the school at ${phone} to move it.`,
    };
  const outcome = cancellationOutcome({
    initiatedBy: 'Student',
    reason: 'OTHER',
    startTime: view.lesson.startTime,
    now,
    windowHours: policy.windowHours,
    feeCents: policy.feeCents,
    waived: false,
  });
  if (outcome.late)
    return {
      policy,
      refusal: `Less than ${policy.windowHours} hours before the lesson it can no longer be moved online: call the school at ${phone}.`,
    };
  return { policy, refusal: null };
}

export interface RescheduleOptions {
  /** Null when the lesson may be moved; otherwise why not, in the family's words. */
  refusal: string | null;
  windowHours: number;
  slots: { startTime: Date; instructorId: string; instructorName: string }[];
}

/**
 * The free times of the next days for the same lesson: same type and length, same pickup, with
 * any instructor the slot search finds (the lesson's own instructor first at each time).
 */
export async function ownRescheduleOptions(
  platform: Platform,
  viewer: Viewer,
  ref: OwnLessonRef,
): Promise<RescheduleOptions> {
  const { view } = await ownLesson(platform, viewer, ref);
  const now = new Date();
  const { policy, refusal } = await rescheduleRefusal(
    platform,
    platform.db.db,
    view,
    ref.studentId,
    now,
  );
  if (refusal) return { refusal, windowHours: policy.windowHours, slots: [] };
  const lesson = view.lesson;
  const pickup =
    lesson.pickupLatitude !== null && lesson.pickupLongitude !== null
      ? { lat: lesson.pickupLatitude, lng: lesson.pickupLongitude }
      : lesson.locationId
        ? { meetingPointId: lesson.locationId }
        : null;
  if (!pickup)
    return {
      refusal: `This lesson has no pickup yet: call the school at ${platform.config.BOOKING_PHONE} to move it.`,
      windowHours: policy.windowHours,
      slots: [],
    };
  const found = await searchSlots(platform, {
    pickup,
    lessonTypeId: lesson.lessonTypeId,
    from: now,
    to: new Date(now.getTime() + RESCHEDULE_DAYS * 86_400_000),
    studentIds: [ref.studentId],
    excludeLessonId: lesson.id,
    now,
  });
  const slots = found.slots.flatMap((slot) => {
    const ordered = [...slot.instructors].sort(
      (a, b) =>
        Number(b.instructorId === lesson.instructorId) -
        Number(a.instructorId === lesson.instructorId),
    );
    const first = ordered[0];
    if (!first || slot.startTime.getTime() === lesson.startTime.getTime()) return [];
    return [
      { startTime: slot.startTime, instructorId: first.instructorId, instructorName: first.name },
    ];
  });
  return { refusal: null, windowHours: policy.windowHours, slots };
}

/**
 * Moves the lesson to a new time (and the instructor of that slot) in one transaction: the
 * lesson is locked, the policy and the slot rechecked there, and the exclusion constraint has
 * the last word (CONFLICT, nothing changed). Minutes do not move: the length stays the same.
 */
export async function rescheduleOwnLesson(
  platform: Platform,
  viewer: Viewer,
  input: OwnLessonRef & { startTime: Date; instructorId: string },
): Promise<LessonView> {
  await ownLesson(platform, viewer, input);
  if (Number.isNaN(input.startTime.getTime()))
    throw validationError([{ path: 'input.startTime', message: 'must be a date and time' }]);
  if (!isUuid(input.instructorId))
    throw validationError([{ path: 'input.instructorId', message: 'is not an instructor' }]);
  const now = new Date();
  // Only the times the portal offers: moving a lesson far ahead would stretch its minutes' use-by.
  if (input.startTime.getTime() > now.getTime() + RESCHEDULE_DAYS * 86_400_000)
    throw validationError([
      { path: 'input.startTime', message: `must be within the next ${RESCHEDULE_DAYS} days` },
    ]);
  const queued = await lessonTransaction(platform, viewer, async (tx, audit) => {
    const lesson = await lessonsRepository.lockLesson(tx, input.lessonId);
    if (!lesson) throw notFound('Lesson');
    const [view] = await lessonsRepository.views(tx, [lesson.id]);
    const { refusal } = await rescheduleRefusal(platform, tx, view!, input.studentId, now);
    if (refusal) throw new AppError('BAD_REQUEST', refusal);
    const instructor = await lessonsRepository.lockInstructor(tx, input.instructorId);
    if (!instructor)
      throw validationError([{ path: 'input.instructorId', message: 'is not an instructor' }]);
    await recheckSlot(tx, {
      instructor,
      start: input.startTime,
      durationMinutes: lesson.durationMinutes,
      pickup: lesson,
      now,
      holderUserId: viewer.userId,
      excludeLessonId: lesson.id,
      startIsNew: true,
      studentIds: [input.studentId],
      prefix: 'input',
    });
    await audit.update(lessonsAudit, lesson.id, {
      startTime: input.startTime,
      endTime: new Date(input.startTime.getTime() + lesson.durationMinutes * 60_000),
      instructorId: instructor.id,
      updatedAt: now,
    });
    // The family and the instructors hear of it as of a move by staff; a move the policy allows
    // online costs nothing, so there is no penalty to tell.
    const [after] = await lessonsRepository.views(tx, [lesson.id]);
    return queueLessonMoved(platform.outbox, tx, view!, after!, []);
  });
  for (const message of queued) await message.dispatch();
  const [moved] = await lessonsRepository.views(platform.db.db, [input.lessonId]);
  return onlyPlaceOf(moved!, input.studentId);
}
