// Booking lessons (docs/lessons.md "Booking"): one transaction per call that locks the
// instructor, checks the slot at one point (`recheckSlot`, which runs the slot search's own
// rules), writes the lesson and takes each student's minutes through the ledger. The exclusion
// constraint is the last word on overlaps.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { LessonTypeName } from '../../../domain/lesson-type-names.ts';
import { storedHomeInZip } from '../../../domain/scheduling/home-pickup.ts';
import {
  isSharedLessonType,
  lessonUse,
  useItems,
} from '../../../domain/scheduling/lesson-minutes.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Transaction } from '../../db/client.ts';
import { postgresErrorCode } from '../../db/pg-errors.ts';
import { coordinatesOfZip } from '../../geo/zip-coordinates.ts';
import { AppError, conflict, fromZodIssues, validationError } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { auditedEntity, auditedTransaction, type AuditRecorder } from '../audit/audit-capture.ts';
import { consumeProducts } from '../ledger/ledger.service.ts';
import type { SlotPickup } from '../slot-search/slot-pickup.ts';
import { assertSlotBookable } from '../slot-search/slot-search.service.ts';
import {
  dispatchAll,
  queueLessonsBooked,
  type LessonMessagesPlatform,
} from '../lesson-messages/lesson-messages.ts';
import type { QueuedMessage } from '../../mail/outbox.ts';
import { actorFromViewer } from '../users/users.service.ts';
import * as inputs from './lessons.inputs.ts';
import { lessonsRepository, type InstructorFacts, type LessonView } from './lessons.repository.ts';
import { lessons, lessonStudents } from './lessons.tables.ts';

/** Path `LessonSlotsV2/<lesson id>` in the audit log; places are logged under their lesson. */
export const lessonsAudit = auditedEntity({
  collection: 'LessonSlotsV2',
  table: lessons,
  id: lessons.id,
  ignore: ['updatedAt', 'createdAt'],
});
export const lessonPlacesAudit = auditedEntity({
  collection: 'LessonSlotsV2',
  table: lessonStudents,
  id: lessonStudents.lessonId,
});

export function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues, 'input');
  return parsed.data;
}

export const ledgerAuthor = (viewer: Viewer) => ({ id: viewer.userId, name: viewer.name });

/** A ledger key seen before: the first call's lesson is the answer, this call writes nothing. */
export class Replayed extends Error {
  readonly lessonId: string;
  constructor(lessonId: string) {
    super('replayed');
    this.lessonId = lessonId;
  }
}

/**
 * What a lesson write needs of the platform (the demo seed runs before workers exist). Without an
 * outbox (the demo seed) no confirmation is queued.
 */
export type LessonsPlatform = Pick<Platform, 'db' | 'events' | 'log'> & LessonMessagesPlatform;

const DOUBLE_BOOKED = 'That instructor already has a lesson then.';

/** Runs a lesson write; turns the database's double-booking refusal into CONFLICT. */
export async function lessonTransaction<T>(
  platform: LessonsPlatform,
  viewer: Viewer,
  work: (tx: Transaction, audit: AuditRecorder) => Promise<T>,
): Promise<T> {
  try {
    return await auditedTransaction(platform, actorFromViewer(viewer), work);
  } catch (error) {
    if (postgresErrorCode(error) === '23P01') throw conflict(DOUBLE_BOOKED);
    throw error;
  }
}

export interface SlotCheck {
  instructor: InstructorFacts;
  start: Date;
  durationMinutes: number;
  /** Where the lesson starts, as stored: its coordinates, else its meeting point. */
  pickup: Pick<Pickup, 'locationId' | 'pickupLatitude' | 'pickupLongitude'>;
  now: Date;
  /** The booker, whose own checkout holds do not stand in their way. */
  holderUserId: string;
  /** A lesson being moved: its own old time does not count against it. */
  excludeLessonId?: string;
  /** The lesson's students: none of them may be on another lesson at the same time. */
  studentIds: readonly string[];
  /** False when a change keeps the start of a lesson already under way (see recheckSlot). */
  startIsNew: boolean;
  /** The input's path (`input`, `input.lessons.2`) for field errors. */
  prefix: string;
}

/** The pickup as the slot rules take it; VALIDATION_ERROR when there is nothing to place it by. */
function slotPickupOf(pickup: SlotCheck['pickup'], prefix: string): SlotPickup {
  if (pickup.pickupLatitude !== null && pickup.pickupLongitude !== null)
    return { lat: pickup.pickupLatitude, lng: pickup.pickupLongitude };
  // A meeting point without coordinates: the slot rules refuse it, naming the field.
  if (pickup.locationId) return { meetingPointId: pickup.locationId };
  throw validationError([
    {
      path: `${prefix}.pickupLatitude`,
      message: 'the pickup needs its coordinates to check the instructor can reach it',
    },
  ]);
}

/**
 * The one place a booking's time is checked inside its transaction (the instructor row is
 * locked already): the instructor takes bookings, the start is not in the past, and the slot
 * search's own rules (`assertSlotBookable`: coverage, weekly hours, exceptions, breaks, other
 * lessons, other people's holds, travel, reach from the base) allow it, or CONFLICT names the
 * rule. A change that keeps the start of a lesson already under way (its length, instructor or
 * pickup corrected afterwards) records what happened: the slot rules look ahead, so only the
 * exclusion constraint applies to it.
 */
export async function recheckSlot(tx: Transaction, slot: SlotCheck): Promise<void> {
  if (slot.instructor.status !== 'Active') {
    throw validationError([
      {
        path: `${slot.prefix}.instructorId`,
        message: `is ${slot.instructor.status}: only an Active instructor takes bookings`,
      },
    ]);
  }
  if (slot.start < slot.now) {
    if (!slot.startIsNew) return;
    throw validationError([
      { path: `${slot.prefix}.startTime`, message: 'is in the past: lessons are booked ahead' },
    ]);
  }
  await assertSlotBookable(tx, {
    instructorId: slot.instructor.id,
    durationMinutes: slot.durationMinutes,
    startTime: slot.start,
    pickup: slotPickupOf(slot.pickup, slot.prefix),
    pickupPath: slot.prefix,
    ignoreHoldsOf: slot.holderUserId,
    excludeLessonId: slot.excludeLessonId ?? null,
    now: slot.now,
  });
  await assertStudentsFree(tx, slot);
}

/**
 * A student cannot be in two cars at once: CONFLICT when one of the lesson's students is on
 * another lesson (not cancelled, not removed from it) that overlaps this one. Their ledgers are
 * locked first, so two bookings of one student at the same time run one after the other and the
 * second sees the first.
 */
async function assertStudentsFree(tx: Transaction, slot: SlotCheck): Promise<void> {
  await lessonsRepository.lockStudents(tx, slot.studentIds);
  const end = new Date(slot.start.getTime() + slot.durationMinutes * 60_000);
  const places = await lessonsRepository.studentLessonsBetween(
    tx,
    slot.studentIds,
    slot.start,
    end,
    slot.excludeLessonId ?? null,
  );
  const busy = [...new Set(places.map((place) => place.name))];
  if (busy.length === 0) return;
  throw conflict(
    `${busy.join(' and ')} already ${busy.length === 1 ? 'has' : 'have'} a lesson then.`,
  );
}

export interface PickupInput {
  meetingPointId?: string | null | undefined;
  pickupLocation?: string | null | undefined;
  pickupLatitude?: number | null | undefined;
  pickupLongitude?: number | null | undefined;
  pickupZip?: string | null | undefined;
}

export interface Pickup {
  locationId: string | null;
  pickupLocation: string;
  pickupLatitude: number | null;
  pickupLongitude: number | null;
}

/**
 * The pickup as stored: a meeting point that takes this lesson type, or a placed home address. A
 * home sent by ZIP code starts at the stored position of a booked student's address in that ZIP
 * (`storedHomeInZip`), else at the ZIP's centre.
 */
export async function resolvePickup(
  tx: Transaction,
  input: PickupInput,
  type: { name: LessonTypeName; label: string },
  prefix: string,
  studentIds: readonly string[],
): Promise<Pickup> {
  if (input.meetingPointId) {
    const point = await lessonsRepository.meetingPoint(tx, input.meetingPointId);
    const path = `${prefix}.meetingPointId`;
    if (!point) throw validationError([{ path, message: 'is not a meeting point' }]);
    if (point.restrictedLessonTypes.includes(type.name))
      throw validationError([{ path, message: `does not take ${type.label} lessons` }]);
    return {
      locationId: point.id,
      pickupLocation: point.address,
      pickupLatitude: point.latitude,
      pickupLongitude: point.longitude,
    };
  }
  const location = input.pickupLocation?.trim() ?? '';
  if (input.pickupZip) {
    const homes = await lessonsRepository.studentHomes(tx, studentIds);
    const place = storedHomeInZip(homes, input.pickupZip) ?? coordinatesOfZip(input.pickupZip);
    if (!place)
      throw validationError([{ path: `${prefix}.pickupZip`, message: 'is not a known ZIP code' }]);
    return {
      locationId: null,
      pickupLocation: location || input.pickupZip.trim(),
      pickupLatitude: place.latitude,
      pickupLongitude: place.longitude,
    };
  }
  if (!location)
    throw validationError([
      {
        path: `${prefix}.pickupLocation`,
        message: 'is required: a home address or a meeting point',
      },
    ]);
  if (input.pickupLatitude == null || input.pickupLongitude == null)
    throw validationError([
      { path: `${prefix}.pickupLatitude`, message: 'a home pickup needs its coordinates or a ZIP' },
    ]);
  return {
    locationId: null,
    pickupLocation: location,
    pickupLatitude: input.pickupLatitude,
    pickupLongitude: input.pickupLongitude,
  };
}

export type BookingKind = 'scheduleLesson' | 'scheduleMultipleLessons';

/** One lesson, inside the caller's transaction; returns its id. */
export async function bookLesson(
  tx: Transaction,
  audit: AuditRecorder,
  viewer: Viewer,
  input: Omit<inputs.ScheduleLesson, 'idempotencyKey'>,
  options: { key: string; kind: BookingKind; prefix: string; now: Date },
): Promise<string> {
  const { prefix } = options;
  const instructor = await lessonsRepository.lockInstructor(tx, input.instructorId);
  if (!instructor)
    throw validationError([{ path: `${prefix}.instructorId`, message: 'is not an instructor' }]);
  const type = await lessonsRepository.lessonType(tx, input.lessonTypeId);
  if (!type)
    throw validationError([{ path: `${prefix}.lessonTypeId`, message: 'is not a lesson type' }]);
  const studentIds = [...input.studentIds].sort();
  if (studentIds.length === 2 && !isSharedLessonType(type.name))
    throw validationError([
      { path: `${prefix}.studentIds`, message: `${type.label} lessons are for one student` },
    ]);
  const found = await lessonsRepository.studentsByIds(tx, studentIds);
  input.studentIds.forEach((id, index) => {
    if (!found.some((student) => student.id === id && !student.isDeleted))
      throw validationError([
        { path: `${prefix}.studentIds.${index}`, message: 'is not a student' },
      ]);
  });
  const pickup = await resolvePickup(tx, input, type, prefix, studentIds);
  const lessonId = randomUUID();
  const start = input.startTime;
  const end = new Date(start.getTime() + type.durationMinutes * 60_000);
  const use = lessonUse(type.name, type.durationMinutes, studentIds.length);
  const author = ledgerAuthor(viewer);
  const take = (studentId: string) =>
    consumeProducts(
      tx,
      options.kind,
      { studentId, lessonId, items: useItems(use) },
      { author, idempotencyKey: options.key },
    );

  // The first student's ledger answers a repeated key before anything else is written.
  const first = await take(studentIds[0]!);
  if (first.replayed) {
    // The key answered an entry of another action (a purchase, say): not this booking's replay.
    const bookedBefore = first.entries[0]?.lessonId;
    if (!bookedBefore) {
      throw conflict('This idempotency key was already used for another action. Send a new key.');
    }
    throw new Replayed(bookedBefore);
  }
  await recheckSlot(tx, {
    instructor,
    start,
    durationMinutes: type.durationMinutes,
    pickup,
    now: options.now,
    holderUserId: viewer.userId,
    startIsNew: true,
    studentIds,
    prefix,
  });
  await audit.insert(lessonsAudit, {
    id: lessonId,
    instructorId: instructor.id,
    lessonTypeId: type.id,
    bookedById: viewer.userId,
    bookedAt: options.now,
    startTime: start,
    endTime: end,
    durationMinutes: type.durationMinutes,
    comments: input.comments,
    isShareable: input.isShareable ?? isSharedLessonType(type.name),
    isObserverAllowed: input.isObserverAllowed,
    priceCents: input.priceCents ?? null,
    ...pickup,
  });
  for (const student of found.sort((a, b) => a.id.localeCompare(b.id))) {
    await audit.insert(lessonPlacesAudit, {
      lessonId,
      studentId: student.id,
      pickupDetails: input.pickupDetails,
      drivingMinutes: use.drivingMinutes,
      observationMinutes: use.observationMinutes,
      previousHours: student.previousHours,
    });
  }
  for (const studentId of studentIds.slice(1)) await take(studentId);
  return lessonId;
}

async function answer(
  platform: LessonsPlatform,
  work: () => Promise<string[]>,
): Promise<LessonView[]> {
  let ids: string[];
  try {
    ids = await work();
  } catch (error) {
    if (!(error instanceof Replayed)) throw error;
    ids = [error.lessonId];
  }
  return lessonsRepository.views(platform.db.db, ids);
}

/**
 * One lesson. `now` is the booking's clock: the API always books at the present; the demo seed
 * books its past lessons as of a week before each, so they pass the same rules.
 */
export async function scheduleLesson(
  platform: LessonsPlatform,
  viewer: Viewer,
  raw: inputs.ScheduleLessonInput,
  now = new Date(),
): Promise<LessonView> {
  const { idempotencyKey, ...input } = parse(inputs.scheduleLessonInput, raw);
  let queued: QueuedMessage[] = [];
  const [view] = await answer(platform, async () => {
    const booked = await lessonTransaction(platform, viewer, async (tx, audit) => {
      const id = await bookLesson(tx, audit, viewer, input, {
        key: idempotencyKey,
        kind: 'scheduleLesson',
        prefix: 'input',
        now,
      });
      // The confirmations commit with the booking (a replayed key books and sends nothing).
      return { id, queued: await queueLessonsBooked(platform, tx, [id]) };
    });
    queued = booked.queued;
    return [booked.id];
  });
  await dispatchAll(queued);
  if (!view) throw new AppError('INTERNAL_SERVER_ERROR', 'The booked lesson could not be read.');
  return view;
}

/** Several lessons at once: all of them or none. */
export async function scheduleMultipleLessons(
  platform: Platform,
  viewer: Viewer,
  raw: z.input<typeof inputs.scheduleMultipleInput>,
): Promise<LessonView[]> {
  const { idempotencyKey, lessons: list } = parse(inputs.scheduleMultipleInput, raw);
  const now = new Date();
  try {
    const { ids, queued } = await lessonTransaction(platform, viewer, async (tx, audit) => {
      // Every instructor of the batch is locked first, in id order, before any student's ledger:
      // a single booking locks its instructor, then its students, so the two cannot deadlock.
      for (const id of [...new Set(list.map((lesson) => lesson.instructorId))].sort())
        await lessonsRepository.lockInstructor(tx, id);
      const booked: string[] = [];
      for (const [index, input] of list.entries()) {
        const prefix = `input.lessons.${index}`;
        booked.push(
          await bookLesson(tx, audit, viewer, input, {
            key: `${idempotencyKey}#${index}`,
            kind: 'scheduleMultipleLessons',
            prefix,
            now,
          }).catch((error: unknown) => {
            throw namingLesson(error, prefix);
          }),
        );
      }
      return { ids: booked, queued: await queueLessonsBooked(platform, tx, booked) };
    });
    await dispatchAll(queued);
    return lessonsRepository.views(platform.db.db, ids);
  } catch (error) {
    if (!(error instanceof Replayed)) throw error;
    // A repeated call: the first call's lessons, found through each lesson's own key.
    return lessonsRepository.views(
      platform.db.db,
      await replayedIds(platform, list, idempotencyKey),
    );
  }
}

/**
 * A refusal of one lesson of a batch names that lesson (`fields: [{ path: 'input.lessons.2' }]`)
 * when it names no field of its own, so the caller can tell which pick to drop: the slot rules'
 * CONFLICT, the double-booking constraint and the ledger's NOT_ENOUGH_PRODUCT say only why.
 */
function namingLesson(error: unknown, prefix: string): unknown {
  if (postgresErrorCode(error) === '23P01')
    return new AppError('CONFLICT', DOUBLE_BOOKED, [{ path: prefix, message: DOUBLE_BOOKED }]);
  if (!(error instanceof AppError) || error.fields) return error;
  return new AppError(error.code, error.message, [{ path: prefix, message: error.message }]);
}

async function replayedIds(
  platform: Platform,
  list: readonly { studentIds: readonly string[] }[],
  key: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, input] of list.entries()) {
    const first = [...input.studentIds].sort()[0]!;
    const id = await lessonsRepository.lessonOfKey(platform.db.db, first, `${key}#${index}`);
    if (id) ids.push(id);
  }
  return ids;
}
