/** The collections whose changes are audited (SPEC §9), as they appear in the audit log. */
export const AUDIT_COLLECTIONS = [
  'InstructorAvailsV2',
  'InstructorReviewsV2',
  'Instructors',
  'LessonSlotsV2',
  'Users',
  'Vehicles',
  'Vouchers',
] as const;

export type AuditCollection = (typeof AUDIT_COLLECTIONS)[number];

export const AUDIT_ACTIONS = ['Create', 'Delete', 'Unknown', 'Update'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
