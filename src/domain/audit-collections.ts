/**
 * The collections whose changes are audited (SPEC §9), as they appear in the audit log. SPEC's
 * list is the minimum; FeatureFlags is added because a flag changes the product for everyone,
 * CertificateTypes and Certificates because issued numbers are official records (DESIGN §3),
 * OnlineEnrollments because enrolments and seat-time corrections are what a regulator audits,
 * Cohorts because a seat in a class is something a family paid for, ScholarshipApplications
 * because a grant gives a course away, Articles and LicensingGuides because they tell the public
 * what the law asks of them, LocationLandingPages and Metros because they publish prices,
 * Regions because a region decides which prices a pickup point gets, Courses because a course
 * carries the state rule (seat time, breaks, lecture timers, quiz feedback) a regulator audits,
 * Timesheets because an approved pay period and its corrections are what payroll pays,
 * IdentityQuestions because the school's personal questions decide who may finish a course.
 */
export const AUDIT_COLLECTIONS = [
  'Articles',
  'CertificateTypes',
  'Certificates',
  'Cohorts',
  'Courses',
  'FeatureFlags',
  'IdentityQuestions',
  'InstructorAvailsV2',
  'InstructorReviewsV2',
  'Instructors',
  'LessonSlotsV2',
  'LicensingGuides',
  'LocationLandingPages',
  'Metros',
  'OnlineEnrollments',
  'Regions',
  'ScholarshipApplications',
  'Timesheets',
  'Users',
  'Vehicles',
  'Vouchers',
] as const;

export type AuditCollection = (typeof AUDIT_COLLECTIONS)[number];

/** What each collection holds, as the audit log names it ("Vehicle", not `Vehicles`). */
export const AUDIT_COLLECTION_LABELS: Readonly<Record<AuditCollection, string>> = {
  Articles: 'Article',
  CertificateTypes: 'Certificate type',
  Certificates: 'Certificate',
  Cohorts: 'Cohort',
  Courses: 'Course',
  FeatureFlags: 'Feature flag',
  IdentityQuestions: 'Identity question',
  InstructorAvailsV2: 'Instructor availability',
  InstructorReviewsV2: 'Instructor review',
  Instructors: 'Instructor',
  LessonSlotsV2: 'Lesson',
  LicensingGuides: 'Licensing guide',
  LocationLandingPages: 'Location landing page',
  Metros: 'Metro',
  OnlineEnrollments: 'Online course enrolment',
  Regions: 'Region',
  ScholarshipApplications: 'Scholarship application',
  Timesheets: 'Timesheet',
  Users: 'User',
  Vehicles: 'Vehicle',
  Vouchers: 'Voucher',
};

export const AUDIT_ACTIONS = ['Create', 'Delete', 'Unknown', 'Update'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  Create: 'Created',
  Delete: 'Deleted',
  Unknown: 'Unknown',
  Update: 'Changed',
};
