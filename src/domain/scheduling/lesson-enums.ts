// Enumerations of lessons (SPEC §4, §9) shared by the server and the screens, each with the one
// table of words people read for it (screens, emails): no code reaches a person.

/** Why a lesson (or one student's place in it) was cancelled. */
export const CANCELLATION_REASONS = ['EXPIRED', 'NO_SHOW', 'OTHER'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const CANCELLATION_REASON_LABELS: Readonly<Record<CancellationReason, string>> = {
  EXPIRED: 'Expired',
  NO_SHOW: 'No-show',
  OTHER: 'Other',
};

/**
 * Who asked for the cancellation. `RoadReady` is the school itself (SPEC §4: "a value naming the
 * provider"); the school, an instructor and an immediate reschedule return the minutes, a late
 * student cancellation or a no-show forfeits them (DESIGN §3, docs/scheduling.md).
 */
export const CANCELLATION_INITIATORS = [
  'RoadReady',
  'Immediate_Reschedule',
  'Instructor',
  'Student',
] as const;
export type CancellationInitiator = (typeof CANCELLATION_INITIATORS)[number];

export const CANCELLATION_INITIATOR_LABELS: Readonly<Record<CancellationInitiator, string>> = {
  RoadReady: 'The school',
  Immediate_Reschedule: 'Immediate reschedule',
  Instructor: 'The instructor',
  Student: 'The student',
};

/** Whether a student came to a lesson; recorded by the instructor. */
export const ATTENDANCES = ['Unrecorded', 'Attended', 'NoShow'] as const;
export type Attendance = (typeof ATTENDANCES)[number];

export const ATTENDANCE_LABELS: Readonly<Record<Attendance, string>> = {
  Unrecorded: 'Not recorded',
  Attended: 'Attended',
  NoShow: 'No-show',
};

/** Where a lesson stands: derived from its cancellation and its end (not stored). */
export const LESSON_STATUSES = ['Scheduled', 'Completed', 'Cancelled'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

export const LESSON_STATUS_LABELS: Readonly<Record<LessonStatus, string>> = {
  Scheduled: 'Scheduled',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};

/** Schedule block types of the instructor calendar (SPEC §4). */
export const SCHEDULE_BLOCK_TYPES = [
  'BREAK',
  'DRIVE',
  'ESTIMATED',
  'FILLER',
  'LESSON',
  'MEAL_BREAK',
  'TIME_LOG',
] as const;
export type ScheduleBlockType = (typeof SCHEDULE_BLOCK_TYPES)[number];

export const SCHEDULE_BLOCK_TYPE_LABELS: Readonly<Record<ScheduleBlockType, string>> = {
  LESSON: 'Lesson',
  TIME_LOG: 'Time logged',
  DRIVE: 'Drive',
  ESTIMATED: 'Held at checkout',
  BREAK: 'Break',
  MEAL_BREAK: 'Meal break',
  FILLER: 'Free',
};

/** Kinds of a recurring break (a subset of the schedule block types). */
export const BREAK_KINDS = ['BREAK', 'MEAL_BREAK'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];
