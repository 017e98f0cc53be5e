/** Instructor status (SPEC §4). Only an Active instructor can be given new bookings. */
export const INSTRUCTOR_STATUSES = ['Active', 'Inactive', 'Retired'] as const;
export type InstructorStatus = (typeof INSTRUCTOR_STATUSES)[number];

/** Instructor badges (SPEC §4): the lesson-count badges are computed, the others assigned. */
export const COMPUTED_INSTRUCTOR_BADGES = [
  'lessons100',
  'lessons500',
  'lessons800',
  'lessons1000',
  'lessons1500',
  'lessons2000',
] as const;
export const ASSIGNED_INSTRUCTOR_BADGES = [
  'manager',
  'operator',
  'otherLanguage',
  'trainingSpecialist',
] as const;
export type AssignedInstructorBadge = (typeof ASSIGNED_INSTRUCTOR_BADGES)[number];
export type InstructorBadge = (typeof COMPUTED_INSTRUCTOR_BADGES)[number] | AssignedInstructorBadge;
