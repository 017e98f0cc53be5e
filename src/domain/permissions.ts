// The permission matrix (DESIGN §3): which audience may use each permission. Every GraphQL field
// declares one of these; docs/permissions.md is generated from this table and the schema.
// Pure data shared by the server (enforcement) and the web (hiding what a role cannot use).
import { STAFF_ROLES, type StaffRole } from './roles.ts';

/**
 * `signedIn`: any signed-in user, staff or student; otherwise the staff roles listed (Admin always
 * included). Fields anyone may use declare the `public` scope instead of a permission.
 */
export type Audience = 'signedIn' | readonly StaffRole[];

/**
 * A permission that reaches only the caller's own records unless they also hold `unless`: e.g.
 * anyone signed in reads a student record, but only their own without `students.read`. `record`
 * names what "own" means (a student record the account holds: its own, or a teen's as a parent). The service enforces it
 * (FORBIDDEN for anyone else's record); the authorisation matrix test reads it from here.
 */
export interface OwnRecordsRule {
  record: 'student';
  unless: string;
}

export interface PermissionRule {
  audience: Audience;
  description: string;
  ownRecords?: OwnRecordsRule;
}

const ALL_STAFF = STAFF_ROLES;

export const PERMISSIONS = {
  'account.readOwn': {
    audience: 'signedIn',
    description: 'Read your own account: id, email, roles.',
  },
  'backOffice.read': {
    audience: ALL_STAFF,
    description: 'Open the back-office and read its reference data.',
  },
  'schema.introspect': {
    audience: ALL_STAFF,
    description: 'Introspect the GraphQL schema outside development.',
  },
  'users.read': {
    audience: ['Admin'],
    description:
      'List user accounts with their roles, two-factor and disabled state and last activity.',
  },
  'users.updateRoles': {
    audience: ['Admin'],
    description: 'Change the staff roles of a user.',
  },
  'users.disable': {
    audience: ['Admin'],
    description: 'Disable a user account (ending its sessions) and enable it again.',
  },
  'auditLog.read': {
    audience: ['Admin'],
    description: 'Read the audit log and follow new entries live.',
  },
  // Instructors see no money (DESIGN §3): prices and the products they price are for the office.
  'pricing.read': {
    audience: ['ClassroomManager', 'RegionalManager', 'SyncCheckAdmin', 'Trainee'],
    description:
      'Read products, price schemes and price scheme fragments, and preview a fragment (not Instructors: no money).',
  },
  'products.write': {
    audience: ['Admin'],
    description: 'Create, change, archive and delete products and packages.',
  },
  'pricing.write': {
    audience: ['Admin'],
    description: 'Create, change and delete price schemes and price scheme fragments.',
  },
  'coupons.write': {
    audience: ['ClassroomManager', 'RegionalManager'],
    description:
      'Create, change and delete coupons, checked per scope: course coupons Admin and ClassroomManager, lesson and road-test coupons Admin and RegionalManager.',
  },
  'vouchers.read': {
    audience: ['ClassroomManager', 'RegionalManager'],
    description: 'List vouchers and their codes (the front desk redeems them for students).',
  },
  'vouchers.write': {
    audience: ['Admin'],
    description: 'Create batches of vouchers and activate or deactivate them.',
  },
  'vouchers.redeem': {
    audience: 'signedIn',
    description:
      'Redeem a voucher: staff with `ledger.purchase` for any student, otherwise only for your own student record.',
    ownRecords: { record: 'student', unless: 'ledger.purchase' },
  },
  'vehicles.write': {
    audience: ['RegionalManager'],
    description: 'Add, change and remove vehicles and the instructors who drive them.',
  },
  'ledger.read': {
    audience: ['ClassroomManager', 'RegionalManager', 'SyncCheckAdmin', 'Trainee'],
    description:
      "Read a student's ledger: entries, balances and funds (not Instructors: no money).",
  },
  'ledger.purchase': {
    audience: ['ClassroomManager', 'RegionalManager'],
    description: 'Record purchases and charges taken at the front desk.',
  },
  'ledger.adjust': {
    audience: ['Admin'],
    description: 'Move money: refunds, voids, transfers, purchase edits and expiration changes.',
  },
  'students.read': {
    audience: ['ClassroomManager', 'RegionalManager', 'SyncCheckAdmin', 'Trainee'],
    description:
      'Find students and read their records, parent accounts, notes, booking alerts and change log. (Instructors get the students of their own lessons with the lessons module.)',
  },
  'students.readOne': {
    audience: 'signedIn',
    description:
      'Read one student record: any record with `students.read`, otherwise only one your account holds (your own, or your teen’s as a parent).',
    ownRecords: { record: 'student', unless: 'students.read' },
  },
  'students.readOwn': {
    audience: 'signedIn',
    description:
      'List the student records your account holds (the student portal): your own and, as a parent, each of your teens’; staff get theirs too, never anyone else’s.',
  },
  'students.write': {
    audience: ['ClassroomManager', 'RegionalManager'],
    description: 'Add students and edit their details, address and legal/permissions.',
  },
  'students.disableAccount': {
    audience: ['Admin'],
    description: "Disable a student's sign-in account and end its sessions.",
  },
  'notes.write': {
    audience: ['ClassroomManager', 'RegionalManager'],
    description: 'Add, edit, pin and delete staff notes on students.',
  },
  'apiTelemetry.read': {
    audience: ['Admin'],
    description: 'Read API telemetry: GraphQL operations counted per day and per operation.',
  },
  'featureFlags.write': {
    audience: ['Admin'],
    description: 'Create, change and delete feature flags (everyone reads them).',
  },
  'jobs.manage': {
    audience: ['Admin'],
    description: 'List background jobs with their errors and retry failed ones.',
  },
  'outbox.manage': {
    audience: ['Admin'],
    description: 'Read the email and SMS outbox and resend a message.',
  },
  'bookingAlerts.write': {
    audience: ['RegionalManager'],
    description: 'Add, edit and remove booking alerts on students.',
  },
  'regions.write': {
    audience: ['Admin'],
    description:
      'Create, change and delete super regions, regions, region schemes and parking hubs.',
  },
  'stateConfigs.write': {
    audience: ['Admin'],
    description: 'Create and change state configs, with their late-cancellation window and fee.',
  },
  'meetingPoints.write': {
    audience: ['RegionalManager'],
    description: 'Add, change and delete the meeting points of a state.',
  },
  // Instructors (issue 6). Private info and pay are filtered field by field in the service.
  'instructors.write': {
    audience: ['RegionalManager'],
    description:
      'Add instructors and change any instructor (pay only as Admin); move them between Active, Inactive and Retired.',
  },
  'instructors.updateProfile': {
    audience: ['RegionalManager', 'Instructor'],
    description:
      "Change an instructor's profile and portrait: any instructor with `instructors.write`, otherwise only your own public profile.",
  },
  'instructors.readPrivate': {
    audience: ['RegionalManager'],
    description:
      "Read an instructor's private info (contact, licence, base, travel limits); instructors read their own. Pay stays Admin-only.",
  },
  'instructors.readPay': {
    audience: ['Admin'],
    description: "Read and set instructors' teaching and non-teaching pay.",
  },
  'timesheets.read': {
    audience: ['Instructor'],
    description:
      "Read instructors' timesheets with their pay and the school's pay-period setting: every instructor's with `instructors.readPay`, an Instructor only their own.",
  },
  'timesheets.approve': {
    audience: ['Admin'],
    description:
      'Approve a pay period: its timesheets are stored and locked; later changes become corrections of the next open period.',
  },
  'timesheets.configure': {
    audience: ['Admin'],
    description:
      'Set the pay period (weekly or every two weeks, from an anchor date) and which schedule blocks are paid.',
  },
  'instructorReviews.write': {
    audience: 'signedIn',
    description: 'Review the instructor of a lesson you were booked on, once it has ended.',
  },
  'instructorReviews.moderate': {
    audience: ['RegionalManager'],
    description: 'Approve or reject instructor reviews, and read the pending and rejected ones.',
  },
  'instructorReferences.write': {
    audience: ['Admin'],
    description: "Add, change and remove the links of the instructors' reference page.",
  },
  'sync.read': {
    audience: ['SyncCheckAdmin'],
    description: 'Read sync checks and their conflicts, and follow a running check live.',
  },
  'sync.run': {
    audience: ['SyncCheckAdmin'],
    description: "Import the legacy system's balances and start or cancel sync checks.",
  },
  // Learning (module courses): the catalogue is public; unpublished courses are back-office data.
  'courses.write': {
    audience: ['ClassroomManager'],
    description:
      'Create and change courses (state rule, final exam rule, identity-check rule, price, publication), their offerings and their content: lectures, content blocks, quizzes, lecture images and the final exam question pool; and the school’s personal identity questions.',
  },
  // Course content (module lectures): staff read lectures with quiz answers under backOffice.read;
  // the course player reads them without answers.
  'courseContent.read': {
    audience: 'signedIn',
    description:
      'Read the lectures of a published course as a student sees them (quiz questions without their answers): a student only of a course they are enrolled in.',
  },
  // Cohorts (module cohorts): classes of a course with sessions, roster and attendance. Lists are
  // public for published courses; the roster is student data (`students.read`).
  'cohorts.write': {
    audience: ['ClassroomManager'],
    description:
      'Create, change and delete cohorts and their sessions, enrol and remove students, mark attendance.',
  },
  // Scholarships (module scholarships): anyone applies (public scope); staff review.
  'scholarships.review': {
    audience: ['ClassroomManager'],
    description:
      'List scholarship applications, grant them (a voucher for the course) or decline them with a reason.',
  },
  // DMV practice tests (module practice-tests): anyone takes a test (public scope); staff read
  // the question banks with their answers, and the course side edits them.
  'practiceQuestions.read': {
    audience: ALL_STAFF,
    description: 'Read the DMV practice-test questions of a state with their answers.',
  },
  'practiceQuestions.write': {
    audience: ['ClassroomManager'],
    description: 'Add, change and deactivate DMV practice-test questions.',
  },
  // Licensing guides and articles (module licensing-guides): the public reads published ones;
  // staff read drafts too, and the course side writes them (docs/licensing-guides.md).
  'licensingGuides.read': {
    audience: ALL_STAFF,
    description: 'Read every licensing guide and article, unpublished articles included.',
  },
  'licensingGuides.write': {
    audience: ['ClassroomManager'],
    description:
      'Change licensing guides (label, article link, steps) and create, edit and publish articles.',
  },
  // Location landing pages and metros (module landing-pages): the public reads published ones;
  // the back-office reads all with backOffice.read. Regional managers run their areas' pages.
  'landingPages.write': {
    audience: ['RegionalManager'],
    description:
      'Create, change, publish, revalidate and delete location landing pages and metros.',
  },
  // Scheduling: lesson types, instructor availability and calendars (modules lesson-types and
  // availability). Lesson types are read by everyone (public scope) for the booking flow.
  'lessonTypes.write': {
    audience: ['Admin'],
    description: 'Create, change and delete lesson types (names, labels, durations).',
  },
  'availability.read': {
    audience: ALL_STAFF,
    description:
      "Read an instructor's weekly hours, breaks, exceptions and calendar: any instructor with a back-office role other than Instructor alone; an Instructor only their own.",
  },
  'availability.write': {
    audience: ['Instructor', 'RegionalManager'],
    description:
      "Change an instructor's weekly hours, breaks and exceptions: Admin and RegionalManager for anyone, an Instructor only their own.",
  },
  'availabilityAudit.read': {
    audience: ['RegionalManager', 'Trainee'],
    description:
      'List the open findings of the availability audit (lessons outside availability or overlapping).',
  },
  'booking.checkout': {
    audience: 'signedIn',
    description:
      'Pay for and book a held lesson slot: for your own student record (a student, or a parent for their teen); staff with `ledger.purchase` for any student.',
    ownRecords: { record: 'student', unless: 'ledger.purchase' },
  },
  'booking.confirmation': {
    audience: 'signedIn',
    description:
      'Read the confirmation of a booking checkout you made (staff with `ledger.purchase`: any); anyone else’s reads as not found.',
  },
  'courses.checkout': {
    audience: 'signedIn',
    description:
      'Pay for a course and enrol in it (online, or a seat in a class): for your own student record (a student, or a parent for their teen); staff with `ledger.purchase` for any student.',
    ownRecords: { record: 'student', unless: 'ledger.purchase' },
  },
  'courses.checkoutConfirmation': {
    audience: 'signedIn',
    description:
      'Read the confirmation of a course checkout you made (staff with `ledger.purchase`: any); anyone else’s reads as not found.',
  },
  'payments.card': {
    audience: 'signedIn',
    description:
      'Pay in the browser for a checkout you started (a lesson or a course) and see how the payment ended; anyone else’s payment reads as not found.',
  },
  'students.createOwn': {
    audience: 'signedIn',
    description:
      'Create a student record your account holds while booking, enrolling or from the portal: your own (one per account), or, as a parent, each of your teens’.',
  },
  'slots.hold': {
    audience: 'signedIn',
    description:
      'Hold a lesson slot for 10 minutes while booking it, and release your own holds (Admin and RegionalManager release any).',
  },
  // Lesson messages (docs/messages.md).
  'calendarFeed.own': {
    audience: 'signedIn',
    description:
      'Read, make anew and turn off your own private calendar link: the lessons of your student records (your own, your teens’) and the lessons you teach.',
  },
  // The waiting list (docs/waitlist.md).
  'waitlist.join': {
    audience: 'signedIn',
    description:
      'Join the waiting list for a lesson time from the booking page, read your own entries and the time offered to you, and leave it.',
  },
  'waitlist.read': {
    audience: ['RegionalManager', 'Trainee'],
    description: "Read a region's waiting list: who waits for which lesson, days and hours.",
  },
  'waitlist.manage': {
    audience: ['RegionalManager'],
    description: 'Take any entry off the waiting list (its held time is released).',
  },
  // Driving skills, skill reports, the instructor's own lessons and the coverage map.
  'drivingSkills.write': {
    audience: ['Admin'],
    description: 'Add, rename and reorder the driving skills instructors rate.',
  },
  'skillReports.read': {
    audience: 'signedIn',
    description:
      "Read driving-skill reports: any student's with `students.read`, an Instructor only those of their own lessons, a student or parent only those of the records their account holds.",
    ownRecords: { record: 'student', unless: 'students.read' },
  },
  'skillReports.write': {
    audience: ['Instructor', 'RegionalManager'],
    description:
      'Rate driving skills and email the report: RegionalManager any lesson, an Instructor only their own lessons.',
  },
  'instructorZones.read': {
    audience: ['ClassroomManager', 'Instructor', 'RegionalManager', 'SyncCheckAdmin'],
    description:
      "Read an instructor's zone on the coverage map: service regions, base and travel reach (an Instructor only their own; not Trainees: the base is private).",
  },
  'myLessons.read': {
    audience: ['Instructor'],
    description:
      "Read your own lessons as an instructor: students, pickups, visible notes and booking alerts (Admin: any instructor's).",
  },
  'myLessons.readAny': {
    audience: [],
    description:
      "Pick any instructor in the instructor's lessons view and read their lessons (Admin only).",
  },
  // Certificates (docs/certificates.md "Who may do what").
  'certificates.read': {
    audience: ['ClassroomManager', 'RegionalManager', 'SyncCheckAdmin', 'Trainee'],
    description:
      "List issued certificates (all, or one student's), download their PDFs and read the fulfilment queue.",
  },
  'certificates.readOwn': {
    audience: 'signedIn',
    description:
      'List the certificates of the student records linked to your own account and download their PDFs (the student portal).',
  },
  'certificates.write': {
    audience: ['ClassroomManager'],
    description: 'Issue certificates (the next number of a type) and mark mailed ones shipped.',
  },
  'certificateTypes.write': {
    audience: ['Admin'],
    description: 'Create and change certificate types: label, state, prefix and number range.',
  },
  // Online-course enrolments and seat time (docs/online-enrollments.md, docs/seat-time.md).
  'onlineCourses.read': {
    audience: 'signedIn',
    description:
      "List a student's online-course enrolments with their seat time: staff with `students.read` any student's, a student only their own.",
    ownRecords: { record: 'student', unless: 'students.read' },
  },
  'onlineCourses.readEnrollment': {
    audience: 'signedIn',
    description:
      'Read one online-course enrolment with its seat time per day: staff with `students.read` any, a student only their own.',
  },
  'onlineCourses.enroll': {
    audience: ['ClassroomManager'],
    description:
      'Enrol students in online courses, unenrol them and migrate them to another course.',
  },
  'onlineCourses.timer': {
    audience: 'signedIn',
    description:
      "Send the course timer's events (start, heartbeat, pause…) for your own enrolment; the server stamps the time.",
  },
  'coursePlayer.study': {
    audience: 'signedIn',
    description:
      'Mark lectures read, submit lecture quizzes, take the final exam (graded on the server), give the answers to the personal identity questions and answer the questions asked while studying, in your own live online-course enrolment.',
  },
  'seatTime.patch': {
    audience: ['ClassroomManager'],
    description:
      "Correct a day's seat time with a signed number of seconds and a reason (audited; the daily cap still applies).",
  },
  'seatTime.report': {
    audience: ['ClassroomManager', 'RegionalManager', 'Trainee'],
    description:
      'Read and download the audit report of online-course enrolments: seat time per day and lecture, corrections, quizzes and the certificate (per enrolment; per course and date range as CSV).',
  },
  // Lessons (docs/lessons.md "Who may do what").
  'lessons.read': {
    audience: 'signedIn',
    description:
      'Read a lesson: staff any lesson, an Instructor only their own, a student only their own.',
  },
  'lessons.listOfStudent': {
    audience: 'signedIn',
    description:
      "List a student's lessons: staff any student's, an Instructor only their own lessons with that student, a student only their own.",
    ownRecords: { record: 'student', unless: 'students.read' },
  },
  'lessons.write': {
    audience: ['RegionalManager'],
    description:
      'Schedule, change and cancel lessons and remove a student from one (moves ledger minutes).',
  },
  'lessons.record': {
    audience: ['RegionalManager', 'Instructor'],
    description:
      'Change a lesson: an Instructor only the attendance, actual duration and comments of their own lessons.',
  },
  'lessons.waiveLateFee': {
    audience: ['RegionalManager'],
    description: 'Waive the late-cancellation penalty (forfeited minutes and fee) when cancelling.',
  },
  'lessons.manageOwn': {
    audience: 'signedIn',
    description:
      'Cancel or reschedule your own lessons from the portal under the cancellation policy (initiator Student; no waiving): a student their own places, a parent their teen’s; staff with `lessons.write` for any student.',
    ownRecords: { record: 'student', unless: 'lessons.write' },
  },
  'account.readOwnMoney': {
    audience: 'signedIn',
    description:
      'Read the balances, purchases and receipts of the student records linked to your own account (the student portal); anyone else’s read as not found.',
  },
  'lessons.cancellationLog': {
    audience: ['ClassroomManager', 'RegionalManager', 'SyncCheckAdmin', 'Trainee'],
    description: 'Read the cancellation log.',
  },
  // Behind-the-wheel requirements (docs/behind-the-wheel.md): progress is read where the student
  // is read; issuing its certificate is `certificates.write`.
  'behindTheWheel.read': {
    audience: 'signedIn',
    description:
      "Read a student's progress toward their state's behind-the-wheel requirement: staff with `students.read` any student's, an Instructor the students of their own lessons, a student or parent only the records their account holds.",
    ownRecords: { record: 'student', unless: 'students.read' },
  },
  'behindTheWheel.report': {
    audience: ['ClassroomManager', 'RegionalManager', 'SyncCheckAdmin', 'Trainee'],
    description:
      'List students by region with their behind-the-wheel progress, filtered to those within some hours of completing, and export it as CSV.',
  },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** The own-records rule of a permission, if it has one. */
export function ownRecordsRule(permission: Permission): OwnRecordsRule | undefined {
  const rule: PermissionRule = PERMISSIONS[permission];
  return rule.ownRecords;
}

/**
 * Whether a caller may use a permission. `roles` is null for a signed-out caller and an empty
 * list for a signed-in student or parent. Admin may do everything.
 */
export function can(roles: readonly StaffRole[] | null, permission: Permission): boolean {
  const audience: Audience = PERMISSIONS[permission].audience;
  if (roles === null) return false;
  if (audience === 'signedIn') return true;
  if (roles.includes('Admin')) return true;
  return roles.some((role) => audience.includes(role));
}

/** The roles a permission names, for the generated documentation. */
export function describeAudience(audience: Audience): string {
  if (audience === 'signedIn') return 'any signed-in user';
  return STAFF_ROLES.filter((role) => role === 'Admin' || audience.includes(role)).join(', ');
}
