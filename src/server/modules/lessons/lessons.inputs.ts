// What the lesson mutations accept (validated here; the service names the field at fault).
import { z } from 'zod';
import {
  ATTENDANCES,
  CANCELLATION_INITIATORS,
  CANCELLATION_REASONS,
} from '../../../domain/scheduling/lesson-enums.ts';
import { MOVE_REQUESTERS } from '../../../domain/scheduling/lesson-move-policy.ts';

const id = (what: string) => z.uuid(`must be ${what} id`);
const idempotencyKey = z.string().trim().min(1, 'is required').max(200, 'at most 200 characters');
const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const latitude = z
  .number()
  .min(-90, 'must be between -90 and 90')
  .max(90, 'must be between -90 and 90');
const longitude = z
  .number()
  .min(-180, 'must be between -180 and 180')
  .max(180, 'must be between -180 and 180');

/** Where the lesson starts: a meeting point, or a home pickup (address with coordinates or a ZIP). */
export const pickupFields = {
  meetingPointId: id('a meeting point').nullish(),
  pickupLocation: text(500).nullish(),
  pickupLatitude: latitude.nullish(),
  pickupLongitude: longitude.nullish(),
  /** A home pickup known only by ZIP: the server places it at the ZIP's centre. */
  pickupZip: text(10).nullish(),
};

export const scheduleLessonInput = z.object({
  idempotencyKey,
  instructorId: id('an instructor'),
  lessonTypeId: id('a lesson type'),
  startTime: z.date('must be a date and time'),
  studentIds: z
    .array(id('a student'))
    .min(1, 'name a student')
    .max(2, 'at most two students')
    .refine((ids) => new Set(ids).size === ids.length, 'names a student twice'),
  ...pickupFields,
  pickupDetails: text(1000).default(''),
  comments: text(4000).default(''),
  isShareable: z.boolean().nullish(),
  isObserverAllowed: z.boolean().default(false),
  priceCents: z.number().int('must be whole cents').min(0, 'cannot be negative').nullish(),
});
export type ScheduleLessonInput = z.input<typeof scheduleLessonInput>;
export type ScheduleLesson = z.output<typeof scheduleLessonInput>;

export const scheduleMultipleInput = z.object({
  idempotencyKey,
  lessons: z
    .array(scheduleLessonInput.omit({ idempotencyKey: true }))
    .min(1, 'name a lesson')
    .max(20, 'at most 20 lessons at once'),
});

export const updateLessonInput = z.object({
  idempotencyKey,
  lessonId: id('a lesson'),
  startTime: z.date('must be a date and time').nullish(),
  durationMinutes: z
    .number()
    .int('must be whole minutes')
    .min(1, 'must be at least 1')
    .max(720, 'at most 720')
    .nullish(),
  instructorId: id('an instructor').nullish(),
  ...pickupFields,
  actualDurationMinutes: z.number().int('must be whole minutes').min(0).max(720).nullish(),
  actualDurationNote: text(1000).nullish(),
  comments: text(4000).nullish(),
  isShareable: z.boolean().nullish(),
  isObserverAllowed: z.boolean().nullish(),
  /** A move (time, instructor or place): who asked for it; the school unless said. */
  requestedBy: z.enum(MOVE_REQUESTERS, 'must be School or Student').nullish(),
  /** For a shared lesson moved at a student's request: which student asked. */
  requestingStudentId: id('a student').nullish(),
  /** Waive the late-cancellation rule for a late move asked for by the student. */
  waiveLateFee: z.boolean().nullish(),
  attendance: z
    .array(z.object({ studentId: id('a student'), attendance: z.enum(ATTENDANCES) }))
    .max(2)
    .nullish(),
});
export type UpdateLessonInput = z.input<typeof updateLessonInput>;

export const cancelLessonInput = z.object({
  idempotencyKey,
  lessonId: id('a lesson'),
  reason: z.enum(CANCELLATION_REASONS, 'must be EXPIRED, NO_SHOW or OTHER'),
  initiatedBy: z.enum(CANCELLATION_INITIATORS, 'is not an initiator'),
  note: text(2000).default(''),
  waiveLateFee: z.boolean().default(false),
  studentId: id('a student').nullish(),
});
export type CancelLessonInput = z.input<typeof cancelLessonInput>;

export const removeStudentInput = z.object({
  idempotencyKey,
  lessonId: id('a lesson'),
  studentId: id('a student'),
});
export type RemoveStudentInput = z.input<typeof removeStudentInput>;
