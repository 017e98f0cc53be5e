/**
 * The collections whose changes are audited (SPEC §9), as they appear in the audit log. SPEC's
 * list is the minimum; FeatureFlags is added because a flag changes the product for everyone,
 * CertificateTypes and Certificates because issued numbers are official records (DESIGN §3),
 * OnlineEnrollments because enrolments and seat-time corrections are what a regulator audits,
 * Cohorts because a seat in a class is something a family paid for, ScholarshipApplications
 * because a grant gives a course away, Articles and LicensingGuides because they tell the public
 * what the law asks of them, LocationLandingPages and Metros because they publish prices.
 */
export const AUDIT_COLLECTIONS = [
  'Articles',
  'CertificateTypes',
  'Certificates',
  'Cohorts',
  'FeatureFlags',
  'InstructorAvailsV2',
  'InstructorReviewsV2',
  'Instructors',
  'LessonSlotsV2',
  'LicensingGuides',
  'LocationLandingPages',
  'Metros',
  'OnlineEnrollments',
  'ScholarshipApplications',
  'Users',
  'Vehicles',
  'Vouchers',
] as const;

export type AuditCollection = (typeof AUDIT_COLLECTIONS)[number];

export const AUDIT_ACTIONS = ['Create', 'Delete', 'Unknown', 'Update'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
