// Enumerations of lessons (SPEC §4, §9) shared by the server and the screens.

/** Why a lesson (or one student's place in it) was cancelled. */
export const CANCELLATION_REASONS = ['EXPIRED', 'NO_SHOW', 'OTHER'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

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

/** Whether a student came to a lesson; recorded by the instructor. */
export const ATTENDANCES = ['Unrecorded', 'Attended', 'NoShow'] as const;
export type Attendance = (typeof ATTENDANCES)[number];

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

/** Kinds of a recurring break (a subset of the schedule block types). */
export const BREAK_KINDS = ['BREAK', 'MEAL_BREAK'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];
