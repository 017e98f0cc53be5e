/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddInstructorInput = {
  adminInfo?: InstructorAdminInfoInput | null | undefined;
  privateInfo?: InstructorPrivateInfoInput | null | undefined;
  profile?: InstructorProfileInput | null | undefined;
};

export type AddStudentInput = {
  acceptTOS?: boolean | null | undefined;
  address?: StudentAddressInput | null | undefined;
  contractStatus?: LegalFormStatus | null | undefined;
  /** YYYY-MM-DD, not in the future. */
  dob?: string | null | undefined;
  email?: string | null | undefined;
  licenseExpirationDate?: string | null | undefined;
  licenseIssueDate?: string | null | undefined;
  licenseNumber?: string | null | undefined;
  name: string;
  observerApproved?: boolean | null | undefined;
  parentEmail?: string | null | undefined;
  parentName?: string | null | undefined;
  preferredPronoun?: string | null | undefined;
  previousHours?: number | null | undefined;
  privateApproved?: boolean | null | undefined;
  /** Links the sign-in account with this email; null unlinks. */
  signInEmail?: string | null | undefined;
  smsOptIn?: boolean | null | undefined;
  stripeCustomerId?: string | null | undefined;
  transferStatus?: TransferStatus | null | undefined;
  transferType?: TransferType | null | undefined;
  usStateId?: string | null | undefined;
};

export type ApproveTimesheetPeriodInput = {
  end: string;
  start: string;
};

export type AssignedInstructorBadge =
  | 'manager'
  | 'operator'
  | 'otherLanguage'
  | 'trainingSpecialist';

export type Attendance =
  | 'Attended'
  | 'NoShow'
  | 'Unrecorded';

export type AuditAction =
  | 'Create'
  | 'Delete'
  | 'Unknown'
  | 'Update';

export type AuditCollection =
  | 'Articles'
  | 'CertificateTypes'
  | 'Certificates'
  | 'Cohorts'
  | 'Courses'
  | 'FeatureFlags'
  | 'IdentityQuestions'
  | 'InstructorAvailsV2'
  | 'InstructorReviewsV2'
  | 'Instructors'
  | 'LessonSlotsV2'
  | 'LicensingGuides'
  | 'LocationLandingPages'
  | 'Metros'
  | 'OnlineEnrollments'
  | 'Regions'
  | 'ScholarshipApplications'
  | 'Timesheets'
  | 'Users'
  | 'Vehicles'
  | 'Vouchers';

export type AuditLogQuery = {
  action?: AuditAction | null | undefined;
  collectionName?: AuditCollection | null | undefined;
  collectionPath?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  updatedById?: string | number | null | undefined;
};

export type AvailabilityFindingKind =
  | 'OUTSIDE_AVAILABILITY'
  | 'OVERLAP';

export type BehindTheWheelPart =
  | 'driving'
  | 'lessons'
  | 'observation';

export type BehindTheWheelStatus =
  | 'InProgress'
  | 'Met'
  | 'NoDateOfBirth'
  | 'NoLicenceState'
  | 'NoRule'
  | 'NotRequiredAtAge';

/** Without id: a new alert on studentId. With id: edits that alert. */
export type BookingAlertInput = {
  id?: string | number | null | undefined;
  studentId?: string | number | null | undefined;
  text: string;
};

export type BreakKind =
  | 'BREAK'
  | 'MEAL_BREAK';

export type CancelLessonInput = {
  idempotencyKey: string;
  initiatedBy: CancellationInitiator;
  lessonId: string | number;
  note?: string | null | undefined;
  reason: CancellationReason;
  /** Only this student's place. */
  studentId?: string | number | null | undefined;
  waiveLateFee?: boolean | null | undefined;
};

export type CancelOwnLessonInput = {
  idempotencyKey: string;
  lessonId: string | number;
  studentId: string | number;
};

/** Who asked: RoadReady is the school itself. */
export type CancellationInitiator =
  | 'Immediate_Reschedule'
  | 'Instructor'
  | 'RoadReady'
  | 'Student';

export type CancellationReason =
  | 'EXPIRED'
  | 'NO_SHOW'
  | 'OTHER';

export type CardPaymentResult =
  /** Not paid: declined, or the bank’s check failed. */
  | 'FAILED'
  /** Paid and booked (or enrolled). */
  | 'PAID'
  /** The bank has not answered yet; the webhook completes it. */
  | 'PROCESSING'
  /** Paid, but the checkout could not be completed: given back. */
  | 'REFUNDED';

export type CertificateTypeInput = {
  label: string;
  prefix: string;
  usStateId: string;
  valMax: number;
  valMin: number;
};

export type ChangeValueType =
  | 'DateTime'
  | 'Float'
  | 'Int'
  | 'String';

export type ChargeInput = {
  amountCents: number;
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  lessonId?: string | number | null | undefined;
  note?: string | null | undefined;
  paymentMethod: PaymentMethod;
  paymentReference?: string | null | undefined;
  studentId: string | number;
};

export type CheckoutBookingInput = {
  couponCode?: string | null | undefined;
  holdId: string | number;
  idempotencyKey: string;
  meetingPointId?: string | number | null | undefined;
  /** The payment provider's card token (docs/payments.md). */
  paymentSource?: string | null | undefined;
  pickupDetails?: string | null | undefined;
  pickupLocation: string;
  studentId: string | number;
  voucherCode?: string | null | undefined;
};

export type CheckoutCourseInput = {
  /** The class, for a classroom course. */
  cohortId?: string | number | null | undefined;
  couponCode?: string | null | undefined;
  courseId: string | number;
  idempotencyKey: string;
  /** The payment provider's card token (docs/payments.md). */
  paymentSource?: string | null | undefined;
  studentId: string | number;
  voucherCode?: string | null | undefined;
};

/** Attendance of a student at a cohort session; Not_Set until marked. */
export type CohortAttendance =
  | 'Absent'
  | 'Made_Up'
  | 'Not_Set'
  | 'Present';

export type CohortSessionInput = {
  endTime: string;
  name: string;
  startTime: string;
};

export type CouponFilter = {
  includeExpired?: boolean | null | undefined;
  scope?: CouponScope | null | undefined;
  /** Words found in the code or the title. */
  term?: string | null | undefined;
};

export type CouponScope =
  | 'course'
  | 'lesson'
  | 'roadTest';

/** The order of the list: code, title, scope, expiration, ascending or descending. */
export type CouponSort =
  | 'codeAsc'
  | 'codeDesc'
  | 'expirationAsc'
  | 'expirationDesc'
  | 'scopeAsc'
  | 'scopeDesc'
  | 'titleAsc'
  | 'titleDesc';

/** dollar: discount in cents off; percent: discount in basis points (1–10000). */
export type CouponType =
  | 'dollar'
  | 'percent';

/** What a lecture part is (SPEC §3): a content block or a quiz. */
export type CourseContentType =
  | 'content'
  | 'quiz';

/** How a course is taught: online (the course player) or in a classroom. */
export type CourseFormat =
  | 'classroom'
  | 'online';

export type CourseOfferingInput = {
  courseId: string | number;
  externalCourseId: string;
  format: CourseFormat;
  /** Required for a classroom; empty online. */
  location?: string | null | undefined;
};

export type CourseTimerEventInput = {
  enrollmentId: string | number;
  kind: CourseTimerEventKind;
  /** The lecture the page shows: its time counts towards the lecture’s minimum. A start or resume naming a locked lecture is refused. */
  lectureId?: string | number | null | undefined;
  /** The page’s own event counter, increasing. */
  seq: number;
  /** The page (tab) sending the event. */
  session: string;
};

export type CourseTimerEventKind =
  | 'end'
  | 'heartbeat'
  | 'hidden'
  | 'pause'
  | 'resume'
  | 'start';

export type CreateCohortInput = {
  courseId: string | number;
  description?: string | null | undefined;
  /** YYYY-MM-DD. */
  endDate: string;
  /** Defaults to true. */
  isOpen?: boolean | null | undefined;
  maxEnrollees: number;
  name: string;
  sessions?: Array<CohortSessionInput> | null | undefined;
  /** YYYY-MM-DD. */
  startDate: string;
  /** Defaults to the course state's zone. */
  timeZone?: string | null | undefined;
};

export type CreateCouponInput = {
  code: string;
  courseId?: string | null | undefined;
  discount: number;
  displayInLandingPages?: boolean | null | undefined;
  expiration: string;
  isDailyCoupon?: boolean | null | undefined;
  onlyFirstPurchase?: boolean | null | undefined;
  regionIds?: Array<string | number> | null | undefined;
  scope: CouponScope;
  state?: string | null | undefined;
  title: string;
  type: CouponType;
};

export type CreateCourseInput = {
  /** One of teen, adult, teen-parent-taught, teen-instructor-led. */
  audience: string;
  /** One of classroom-drivers-ed, adult-classroom-drivers-ed, drivers-ed, adult-drivers-ed, parent-taught, traffic-school, knowledge-test. */
  category: string;
  /** The certificate issued automatically on completion; null: none. */
  certificateTypeId?: string | number | null | undefined;
  dailyCapSeconds?: number | null | undefined;
  description?: string | null | undefined;
  /** At least this much of requiredSeconds must be instruction; the rest may be breaks (taken after instruction begins, before the final exam). Null: no break time counts. */
  instructionMinSeconds?: number | null | undefined;
  isPublished?: boolean | null | undefined;
  /** Whether each lecture’s minimumSeconds must be studied before it is completed and the next opens. */
  lectureMinimumEnforced?: boolean | null | undefined;
  minDays?: number | null | undefined;
  /** Shown on the public site and in the portal. */
  name: string;
  priceCents: number;
  productId?: string | number | null | undefined;
  quizFeedback?: QuizFeedback | null | undefined;
  quizPassPercent?: number | null | undefined;
  /** Wait after a failed lesson quiz before the next attempt; null: none. */
  quizRetryWaitSeconds?: number | null | undefined;
  /** Seat time the state requires, in seconds. */
  requiredSeconds: number;
  state: string;
  summary?: string | null | undefined;
};

export type CreateFeatureFlagInput = {
  description?: string | null | undefined;
  key: string;
  type: FeatureFlagType;
  value: string;
};

export type CreateFinalExamQuestionInput = {
  /** The answers: 2 to 6, all different. Students see them shuffled. */
  choices: Array<string>;
  /** Which choice is right, counted from 0. */
  correctIndex: number;
  prompt: string;
  section: FinalExamSection;
};

export type CreateLectureInput = {
  courseId: string | number;
  /** Least seat time credited on this lecture before the next opens, in seconds; null: none (docs/seat-time.md). */
  minimumSeconds?: number | null | undefined;
  /** At most 200 characters. */
  title: string;
};

export type CreateLecturePartInput = {
  /** For content. */
  content?: LectureBlockInput | null | undefined;
  /** For content. */
  layout?: LectureLayout | null | undefined;
  lectureId: string | number;
  type: CourseContentType;
};

export type CreateLectureQuizQuestionInput = {
  /** The answers in the order shown: 2 to 6, all different. */
  choices: Array<string>;
  /** Which choice is right, counted from 0. */
  correctIndex: number;
  /** Why, shown to the student after answering. */
  explanation: string;
  prompt: string;
};

export type CreateLessonTypeInput = {
  description?: string | null | undefined;
  /** 1 to 720. */
  durationMinutes: number;
  label: string;
  name: LessonTypeName;
};

export type CreateMyStudentInput = {
  /** YYYY-MM-DD; required for a teen. */
  dob?: string | null | undefined;
  /** True when a parent books for their teen: the record is the teen’s. */
  forTeen: boolean;
  name: string;
  usStateId?: string | null | undefined;
};

export type CreateParkingHubInput = {
  address: string;
  latitude: number;
  longitude: number;
  name: string;
  superRegionId: string | number;
};

export type CreatePriceSchemeFragmentInput = {
  name: string;
  priceSchemeIds?: Array<string | number> | null | undefined;
  productPrices?: Array<PriceSchemeFragmentProductPriceInput> | null | undefined;
};

export type CreatePriceSchemeInput = {
  /** Cents per hour of driving. */
  canonicalPrice: number;
  name: string;
  products?: Array<PriceSchemeProductPriceInput> | null | undefined;
};

export type CreateProductInput = {
  components?: Array<ProductComponentInput> | null | undefined;
  description?: string | null | undefined;
  name: string;
  type: ProductType;
};

export type CreateRegionInput = {
  geometry: unknown;
  name: string;
  superRegionId: string | number;
};

export type CreateStateConfigInput = {
  /** A certificate type of the same state; default none. */
  behindTheWheelCertificateTypeId?: string | number | null | undefined;
  cmsId?: string | null | undefined;
  hasFixedLocations?: boolean | null | undefined;
  hasHomePickup?: boolean | null | undefined;
  hasMeetingPoints?: boolean | null | undefined;
  isShareableByDefault?: boolean | null | undefined;
  /** Default 0. */
  lateCancellationFeeCents?: number | null | undefined;
  /** Default 48. */
  lateCancellationWindowHours?: number | null | undefined;
  longName: string;
  state: string;
};

export type CreateStateMeetingPointInput = {
  address: string;
  description?: string | null | undefined;
  label: string;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  restrictedLessonTypes?: Array<string> | null | undefined;
  state: string;
};

export type CreateSuperRegionInput = {
  googleBusinessPageUrl?: string | null | undefined;
  name: string;
  slackChannelId?: string | null | undefined;
  state: string;
};

export type CreateVouchersInput = {
  count: number;
  note?: string | null | undefined;
  prefix?: string | null | undefined;
  productId: string | number;
};

export type DrivingSkillRatingInput = {
  drivingSkillId: string | number;
  /** One of Todo, NeedsAdditionalDevelopment, NeedsImprovement, Consistent, Capable, Proficient. */
  rating: string;
};

export type EditPurchaseInput = {
  amountCents?: number | null | undefined;
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  expiresAt?: string | null | undefined;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  note?: string | null | undefined;
  paymentMethod?: PaymentMethod | null | undefined;
  paymentReference?: string | null | undefined;
  purchaseId: string | number;
  studentId: string | number;
};

export type EnrollStudentToOnlineCourseInput = {
  courseId: string | number;
  studentId: string | number;
};

export type ExpireProductsInput = {
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  items?: Array<LedgerItemInput> | null | undefined;
  note?: string | null | undefined;
  studentId: string | number;
};

export type FeatureFlagType =
  | 'boolean'
  | 'integer'
  | 'string';

/** What happens to the enrolment after the last failed attempt. */
export type FinalExamAfterLastFail =
  | 'endEnrollment'
  | 'restartCourse';

/** Only the fields given change; null clears examQuestionCount or examMaxAttempts. */
export type FinalExamRuleInput = {
  examAfterLastFail?: FinalExamAfterLastFail | null | undefined;
  /** Attempts allowed in one run of the course; null: unlimited. */
  examMaxAttempts?: number | null | undefined;
  /** Share right needed to pass: of each section when sections are scored. */
  examPassPercent?: number | null | undefined;
  /** Fewest questions the pool must hold before a student may start. */
  examPoolSize?: number | null | undefined;
  /** Questions drawn for each attempt; null: the course has no final exam. */
  examQuestionCount?: number | null | undefined;
  examSectionsScored?: boolean | null | undefined;
};

/** A part of the exam a state may score on its own. */
export type FinalExamSection =
  | 'general'
  | 'signs'
  | 'trafficLaws';

export type HoldSlotInput = {
  instructorId: string | number;
  lessonTypeId: string | number;
  pickup: SlotPickupInput;
  startTime: string;
};

export type IdentityAnswerInput = {
  /** Case and spaces do not count. */
  answer: string;
  questionId: string | number;
};

/** How an identity question was settled: right, or a miss (wrong, not in time). */
export type IdentityChallengeResult =
  | 'passed'
  | 'timedOut'
  | 'wrong';

/** Only the fields given change; null for both waits: the course asks no questions. */
export type IdentityCheckRuleInput = {
  /** Time to answer a question once asked. */
  identityAnswerSeconds?: number | null | undefined;
  /** Greatest wait; each wait is drawn at random between the two. */
  identityCheckMaxSeconds?: number | null | undefined;
  /** Least wait between two identity questions; null: the course asks none. */
  identityCheckMinSeconds?: number | null | undefined;
  /** Misses (wrong or late answers) that fail the enrolment. */
  identityMaxMisses?: number | null | undefined;
};

export type IdentityQuestionInput = {
  /** 5 to 200 characters. */
  prompt: string;
};

export type InstructorAdminInfoInput = {
  badges?: Array<AssignedInstructorBadge> | null | undefined;
  payrollFirstName?: string | null | undefined;
  payrollLastName?: string | null | undefined;
  payrollTitle?: string | null | undefined;
  regionalManagerId?: string | number | null | undefined;
  /** An account with the Instructor role. */
  userId?: string | number | null | undefined;
};

export type InstructorPrivateInfoInput = {
  baseAddress?: string | null | undefined;
  baseLatitude?: number | null | undefined;
  baseLongitude?: number | null | undefined;
  /** Places the base at the ZIP centre when no coordinates are given. */
  baseZip?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  /** YYYY-MM-DD. */
  licenseExpirationDate?: string | null | undefined;
  licenseNumber?: string | null | undefined;
  maxBaseTravelMinutes?: number | null | undefined;
  maxBetweenTravelMinutes?: number | null | undefined;
  /** Cents an hour; Admin only. */
  nonTeachingPay?: number | null | undefined;
  /** Any spelling; stored as E.164. */
  phoneNumber?: string | null | undefined;
  slackUsername?: string | null | undefined;
  status?: InstructorStatus | null | undefined;
  /** Cents an hour; Admin only. */
  teachingPay?: number | null | undefined;
};

export type InstructorProfileInput = {
  about?: string | null | undefined;
  languages?: Array<string> | null | undefined;
  name?: string | null | undefined;
  regionId?: string | number | null | undefined;
  serviceRegionIds?: Array<string | number> | null | undefined;
  summary?: string | null | undefined;
  /** IANA zone, e.g. America/Los_Angeles. */
  timeZone?: string | null | undefined;
  title?: string | null | undefined;
  /** Two-letter US state code. */
  usStateId?: string | null | undefined;
};

export type InstructorReviewModeration =
  | 'Approved'
  | 'Rejected';

export type InstructorReviewStatus =
  | 'Approved'
  | 'Pending'
  | 'Rejected';

/** Only Active instructors can be given new bookings. */
export type InstructorStatus =
  | 'Active'
  | 'Inactive'
  | 'Retired';

export type JobListState =
  | 'active'
  | 'completed'
  | 'failed'
  | 'queued';

/** queued: waiting (first run or a retry); active: running; then failed or completed. */
export type JobState =
  | 'active'
  | 'cancelled'
  | 'completed'
  | 'failed'
  | 'queued';

export type JoinWaitlistInput = {
  address?: string | null | undefined;
  /** HH:MM, the place’s time. */
  earliestTime: string;
  /** HH:MM (24:00 for midnight). */
  latestTime: string;
  lessonTypeId: string | number;
  /** Instead of a ZIP code. */
  meetingPointId?: string | number | null | undefined;
  /** Two-letter state of the booking page. */
  state: string;
  /** YYYY-MM-DD, within 60 days. */
  until: string;
  /** 1 = Monday … 7 = Sunday. */
  weekdays: Array<number>;
  /** The pickup’s ZIP code (home pickup). */
  zipCode?: string | null | undefined;
};

/** The block fields; those the layout does not use are dropped (see LectureBlock). */
export type LectureBlockInput = {
  caption?: string | null | undefined;
  columns?: Array<LectureColumnInput> | null | undefined;
  heading?: string | null | undefined;
  imageAlt?: string | null | undefined;
  imageUrl?: string | null | undefined;
  text?: string | null | undefined;
  videoTitle?: string | null | undefined;
  videoUrl?: string | null | undefined;
};

export type LectureColumnInput = {
  imageAlt?: string | null | undefined;
  imageUrl?: string | null | undefined;
  text?: string | null | undefined;
};

/** How a content block is laid out (SPEC §3). */
export type LectureLayout =
  | 'singleImage'
  | 'singleVideo'
  | 'title'
  | 'twoColumn';

export type LectureQuizAnswerInput = {
  /** From 0, in the order shown. */
  choiceIndex: number;
  questionId: string | number;
};

/** purchase, or one of the ledger action kinds of the specification. */
export type LedgerEntryKind =
  | 'cancelLesson'
  | 'charge'
  | 'editPurchase'
  | 'expireProducts'
  | 'purchase'
  | 'refund'
  | 'removeStudentFromLesson'
  | 'scheduleLesson'
  | 'scheduleMultipleLessons'
  | 'transferAccount'
  | 'transferExpiration'
  | 'transferLesson'
  | 'transferPurchase'
  | 'updateLesson'
  | 'voidExpiration'
  | 'voidPurchase'
  | 'voidRefund';

export type LedgerItemInput = {
  productId: string | number;
  quantity: number;
};

export type LedgerLogType =
  | 'Expiration'
  | 'IncomingPurchaseTransfer'
  | 'OutgoingPurchaseTransfer'
  | 'Purchase'
  | 'Refund';

/** auto: written by a scheduled job; manual: by staff or on their behalf. */
export type LedgerOrigin =
  | 'auto'
  | 'manual';

export type LegacyImportFormat =
  | 'CSV'
  | 'JSON';

export type LegalFormStatus =
  | 'Issue'
  | 'NotSent'
  | 'Sent'
  | 'Signed';

export type LessonAttendanceInput = {
  attendance: Attendance;
  studentId: string | number;
};

/** The lesson type names of the specification. */
export type LessonKind =
  | 'DmvTest'
  | 'OneHour'
  | 'OneHourShared'
  | 'PrepTest60'
  | 'RoadTest'
  | 'RoadTest15'
  | 'RoadTest15WithCar'
  | 'RoadTestWithCar'
  | 'Shared'
  | 'Standard';

/** Who asked for a lesson to move: the school moves it free; the student pays late. */
export type LessonMoveRequester =
  | 'School'
  | 'Student';

export type LessonStatus =
  | 'Cancelled'
  | 'Completed'
  | 'Scheduled';

export type LessonToSchedule = {
  comments?: string | null | undefined;
  instructorId: string | number;
  isObserverAllowed?: boolean | null | undefined;
  isShareable?: boolean | null | undefined;
  lessonTypeId: string | number;
  meetingPointId?: string | number | null | undefined;
  pickupDetails?: string | null | undefined;
  pickupLatitude?: number | null | undefined;
  /** Home pickup address. */
  pickupLocation?: string | null | undefined;
  pickupLongitude?: number | null | undefined;
  /** A home pickup placed at its ZIP. */
  pickupZip?: string | null | undefined;
  priceCents?: number | null | undefined;
  startTime: string;
  /** One, or two for a shared type. */
  studentIds: Array<string | number>;
};

/** The lesson type names of SPEC §9. */
export type LessonTypeName =
  | 'DmvTest'
  | 'OneHour'
  | 'OneHourShared'
  | 'PrepTest60'
  | 'RoadTest'
  | 'RoadTest15'
  | 'RoadTest15WithCar'
  | 'RoadTestWithCar'
  | 'Shared'
  | 'Standard';

export type LicensingGuideInput = {
  articleSlug?: string | null | undefined;
  label: string;
  steps: Array<LicensingGuideStepInput>;
};

export type LicensingGuideStepInput = {
  description: string;
  id: string;
  /** Empty for a step without a link. */
  link: string;
  linkText: string;
  title: string;
};

/** Create: name, state, slug, centerAddress and priceSchemeId are required. */
export type LocationLandingPageInput = {
  centerAddress?: string | null | undefined;
  cmsId?: string | null | undefined;
  googleMyBusinessUrl?: string | null | undefined;
  hubId?: string | number | null | undefined;
  isPublished?: boolean | null | undefined;
  meetingPointIds?: Array<string | number> | null | undefined;
  metroId?: string | number | null | undefined;
  name?: string | null | undefined;
  priceSchemeId?: string | number | null | undefined;
  /** Region ids. */
  regions?: Array<string | number> | null | undefined;
  slug?: string | null | undefined;
  state?: string | null | undefined;
  stateCmsId?: string | null | undefined;
};

/** Which entries of a change log or ledger to show. */
export type LogFilter =
  | 'All'
  | 'Auto'
  | 'Cancels'
  | 'Manual';

export type MarkLectureReadInput = {
  enrollmentId: string | number;
  lectureId: string | number;
};

/** Create: name, slug and state are required. */
export type MetroInput = {
  cmsId?: string | null | undefined;
  isPublished?: boolean | null | undefined;
  locationLandingPageIds?: Array<string | number> | null | undefined;
  name?: string | null | undefined;
  slug?: string | null | undefined;
  state?: string | null | undefined;
  stateCmsId?: string | null | undefined;
};

export type MigrateStudentOnlineCourseInput = {
  /** A published online course, same category. */
  courseId: string | number;
  enrollmentId: string | number;
};

/** One place earlier (up) or later (down) in a list. */
export type MoveDirection =
  | 'down'
  | 'up';

/** Without id: a new note on studentId. With id: edits that note. */
export type NoteInput = {
  id?: string | number | null | undefined;
  isHiddenFromInstructorView?: boolean | null | undefined;
  isPinned?: boolean | null | undefined;
  studentId?: string | number | null | undefined;
  text: string;
};

export type OnlineCourseLectureState =
  | 'completed'
  | 'locked'
  | 'open';

export type OnlineEnrollmentStatus =
  | 'Enrolled'
  | 'Migrated'
  | 'Unenrolled';

export type OutboxChannel =
  | 'email'
  | 'sms';

/** queued: waiting to be sent; sent: accepted by the transport; failed: gave up (see lastError); held: no transport for the channel. */
export type OutboxStatus =
  | 'failed'
  | 'held'
  | 'queued'
  | 'sent';

/** Which page of a list: `first` rows after the cursor `after`, or after `skip` rows. */
export type PageQuery = {
  after?: string | null | undefined;
  first?: number | null | undefined;
  skip?: number | null | undefined;
};

export type PatchSeatTimeInput = {
  /** YYYY-MM-DD in the course’s time zone. */
  day: string;
  enrollmentId: string | number;
  reason: string;
  /** Signed, not zero. */
  seconds: number;
};

export type PayPeriodLength =
  | 'BIWEEKLY'
  | 'WEEKLY';

export type PaymentMethod =
  | 'acquisition'
  | 'cash'
  | 'cashCheck'
  | 'charter'
  | 'check'
  | 'complimentary'
  | 'corporate'
  | 'notApplicable'
  | 'paypal'
  | 'stripe'
  | 'transfer'
  | 'voucher';

export type PracticeAnswerInput = {
  /** Null when left unanswered. */
  choiceIndex?: number | null | undefined;
  questionId: string | number;
};

export type PracticeQuestionInput = {
  /** 2 to 6 different answers. */
  choices: Array<string>;
  /** Index of the right answer in choices. */
  correctIndex: number;
  explanation: string;
  isActive?: boolean | null | undefined;
  position?: number | null | undefined;
  prompt: string;
  /** Handbook and section. */
  source?: string | null | undefined;
};

export type PriceAlgorithmInput = {
  amountCents?: number | null | undefined;
  kind: PriceAlgorithmKind;
  percentBasisPoints?: number | null | undefined;
  rounding: RoundingType;
  roundingDigit?: number | null | undefined;
};

export type PriceAlgorithmKind =
  | 'dollarDiscount'
  | 'dollarThenPercentDiscount'
  | 'fixed'
  | 'percentDiscount'
  | 'percentThenDollarDiscount';

/** A draft fragment; `id` names the stored fragment it would replace, if any. */
export type PriceSchemeFragmentPreviewInput = {
  id?: string | number | null | undefined;
  name?: string | null | undefined;
  priceSchemeIds: Array<string | number>;
  productPrices: Array<PriceSchemeFragmentProductPriceInput>;
};

export type PriceSchemeFragmentProductPriceInput = {
  priceAlgorithm: PriceAlgorithmInput;
  productId: string | number;
};

export type PriceSchemeProductPriceInput = {
  /** Cents. */
  price: number;
  productId: string | number;
};

export type ProductComponentInput = {
  productId: string | number;
  quantity: number;
};

export type ProductFilter = {
  includeArchived?: boolean | null | undefined;
  type?: ProductType | null | undefined;
};

export type ProductType =
  | 'course'
  | 'drivingMinute'
  | 'fee'
  | 'homePickup'
  | 'observationMinute'
  | 'package';

export type PurchaseInput = {
  amountCents: number;
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  expiresAt: string;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  items: Array<LedgerItemInput>;
  note?: string | null | undefined;
  paymentMethod: PaymentMethod;
  paymentReference?: string | null | undefined;
  studentId: string | number;
};

export type PutAvailabilityExceptionInput = {
  /** Local date YYYY-MM-DD. */
  date: string;
  endMinute?: number | null | undefined;
  /** Absent: a new exception. */
  id?: string | number | null | undefined;
  instructorId: string | number;
  /** True: extra hours; false: time off. */
  isAvailable: boolean;
  note?: string | null | undefined;
  /** Absent with endMinute: the whole day. */
  startMinute?: number | null | undefined;
};

export type PutCertificateInput = {
  certTypeId: string | number;
  /** Same key again → the first certificate, nothing new issued. */
  idempotencyKey?: string | null | undefined;
  /** Given: the printed certificate is mailed at this speed. */
  shippingSpeed?: ShippingSpeed | null | undefined;
  studentId: string | number;
};

export type PutCohortSessionInput = {
  cohortId: string | number;
  endTime: string;
  name: string;
  startTime: string;
};

export type PutInstructorReferenceInput = {
  category: string;
  /** Absent: a new link. */
  id?: string | number | null | undefined;
  label: string;
  sortOrder?: number | null | undefined;
  subLabel?: string | null | undefined;
  url: string;
};

export type PutVehicleInput = {
  /** Absent: a new vehicle. */
  id?: string | number | null | undefined;
  instructorIds: Array<string | number>;
  name: string;
  samsaraId?: string | null | undefined;
};

/** What a graded lesson quiz shows: the right answers after every attempt, only once the quiz is passed, or never (the score only). */
export type QuizFeedback =
  | 'answers'
  | 'answersWhenPassed'
  | 'scoreOnly';

export type QuoteCouponRefusal =
  | 'expired'
  | 'notInRegion';

export type QuoteInput = {
  couponCode?: string | null | undefined;
  pickup: QuotePickupInput;
  productId: string | number;
  /** Whole units, at least 1; 1 when absent. */
  quantity?: number | null | undefined;
};

/** Where the student is picked up: a US ZIP code, or latitude and longitude. */
export type QuotePickupInput = {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  zip?: string | null | undefined;
};

export type QuoteStatus =
  | 'noPriceScheme'
  | 'notServed'
  | 'notSold'
  | 'priced';

export type QuoteStepKind =
  | 'coupon'
  | 'fragment'
  | 'priceScheme'
  | 'quantity'
  | 'region'
  | 'superRegion'
  | 'total';

export type RefundInput = {
  amountCents: number;
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  items?: Array<LedgerItemInput> | null | undefined;
  note?: string | null | undefined;
  paymentMethod?: PaymentMethod | null | undefined;
  purchaseId: string | number;
  studentId: string | number;
};

export type RemoveStudentFromLessonInput = {
  idempotencyKey: string;
  lessonId: string | number;
  studentId: string | number;
};

export type RescheduleOwnLessonInput = {
  instructorId: string | number;
  lessonId: string | number;
  startTime: string;
  studentId: string | number;
};

export type RoundingType =
  | 'digit'
  | 'down'
  | 'nearest'
  | 'up';

export type ScheduleBlockType =
  | 'BREAK'
  | 'DRIVE'
  | 'ESTIMATED'
  | 'FILLER'
  | 'LESSON'
  | 'MEAL_BREAK'
  | 'TIME_LOG';

export type ScheduleLessonInput = {
  comments?: string | null | undefined;
  idempotencyKey: string;
  instructorId: string | number;
  isObserverAllowed?: boolean | null | undefined;
  isShareable?: boolean | null | undefined;
  lessonTypeId: string | number;
  meetingPointId?: string | number | null | undefined;
  pickupDetails?: string | null | undefined;
  pickupLatitude?: number | null | undefined;
  /** Home pickup address. */
  pickupLocation?: string | null | undefined;
  pickupLongitude?: number | null | undefined;
  /** A home pickup placed at its ZIP. */
  pickupZip?: string | null | undefined;
  priceCents?: number | null | undefined;
  startTime: string;
  /** One, or two for a shared type. */
  studentIds: Array<string | number>;
};

export type ScheduleMultipleLessonsInput = {
  idempotencyKey: string;
  lessons: Array<LessonToSchedule>;
};

export type ScholarshipStatus =
  | 'declined'
  | 'granted'
  | 'pending';

export type ShippingOrderStatus =
  | 'Queued'
  | 'Requested'
  | 'Shipped';

export type ShippingSpeed =
  | 'express'
  | 'expressTracking'
  | 'guaranteed'
  | 'priority'
  | 'standard';

/** A driving-skill rating (SPEC §4), from Todo (1) to Proficient (6). */
export type SkillRating =
  | 'Capable'
  | 'Consistent'
  | 'NeedsAdditionalDevelopment'
  | 'NeedsImprovement'
  | 'Proficient'
  | 'Todo';

/** Exactly one of: lat and lng, zipCode, meetingPointId. */
export type SlotPickupInput = {
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  meetingPointId?: string | number | null | undefined;
  zipCode?: string | null | undefined;
};

export type SlotSearchInput = {
  excludeLessonId?: string | number | null | undefined;
  from: string;
  lessonTypeId: string | number;
  pickup: SlotPickupInput;
  studentIds?: Array<string | number> | null | undefined;
  /** IANA zone the days are grouped in; the school’s by default. */
  timeZone?: string | null | undefined;
  /** At most 31 days after from. */
  to: string;
};

export type StaffRole =
  | 'Admin'
  | 'ClassroomManager'
  | 'Instructor'
  | 'RegionalManager'
  | 'SyncCheckAdmin'
  | 'Trainee';

/** Only the fields sent change; an empty string or null clears one. */
export type StudentAddressInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  /** The pin placed by hand, with longitude (both or neither). Left as it was with a new address, or null, the address is placed again by the geocoder. */
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  phone?: string | null | undefined;
  secondaryPhone?: string | null | undefined;
  /** Two-letter US state code. */
  state?: string | null | undefined;
  /** 12345 or 12345-6789. */
  zipcode?: string | null | undefined;
};

export type SubmitLectureQuizInput = {
  answers: Array<LectureQuizAnswerInput>;
  enrollmentId: string | number;
  /** The quiz part of the lecture. */
  partId: string | number;
};

export type SyncConflictKind =
  | 'studentExpiredMinutes'
  | 'studentFundsBalance'
  | 'studentProductBalance';

/** Which side of a conflict holds more: our ledger (next) or the legacy system. */
export type SyncIndicator =
  | 'legacyHigher'
  | 'nextHigher';

export type SyncProductType =
  | 'drivingMinute'
  | 'observationMinute';

export type SyncProgressEvent =
  | 'cancel'
  | 'conflict'
  | 'end'
  | 'progress'
  | 'start';

export type TimesheetLineKind =
  | 'NON_TEACHING'
  | 'TEACHING';

export type TimesheetSettingsInput = {
  /** YYYY-MM-DD, the first day of a period. */
  anchorDate: string;
  /** Schedule block types paid as non-teaching time: DRIVE, BREAK, MEAL_BREAK, FILLER. */
  paidBlockTypes: Array<string>;
  periodLength: PayPeriodLength;
};

export type TransferAccountInput = {
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  fromStudentId: string | number;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  note?: string | null | undefined;
  toStudentId: string | number;
};

export type TransferExpirationInput = {
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  expirationId: string | number;
  expiresAt: string;
  fromStudentId: string | number;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  note?: string | null | undefined;
  toStudentId: string | number;
};

export type TransferPurchaseInput = {
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  fromStudentId: string | number;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  items: Array<LedgerItemInput>;
  note?: string | null | undefined;
  toStudentId: string | number;
};

export type TransferStatus =
  | 'No'
  | 'YesMissingPaperwork'
  | 'YesPaperWorkComplete';

export type TransferType =
  | 'Both'
  | 'CarOnly'
  | 'CourseOnly';

export type UpdateArticleInput = {
  body?: string | null | undefined;
  description?: string | null | undefined;
  isPublished?: boolean | null | undefined;
  slug?: string | null | undefined;
  title?: string | null | undefined;
};

/** Only the fields given change. */
export type UpdateCohortInput = {
  description?: string | null | undefined;
  endDate?: string | null | undefined;
  isOpen?: boolean | null | undefined;
  /** Not below numEnrolled. */
  maxEnrollees?: number | null | undefined;
  name?: string | null | undefined;
  startDate?: string | null | undefined;
  timeZone?: string | null | undefined;
};

export type UpdateCouponInput = {
  code?: string | null | undefined;
  courseId?: string | null | undefined;
  discount?: number | null | undefined;
  displayInLandingPages?: boolean | null | undefined;
  expiration?: string | null | undefined;
  id: string | number;
  isDailyCoupon?: boolean | null | undefined;
  onlyFirstPurchase?: boolean | null | undefined;
  regionIds?: Array<string | number> | null | undefined;
  scope?: CouponScope | null | undefined;
  state?: string | null | undefined;
  title?: string | null | undefined;
  type?: CouponType | null | undefined;
};

/** Only the fields given change; null clears dailyCapSeconds, minDays, instructionMinSeconds, quizRetryWaitSeconds, productId or certificateTypeId. */
export type UpdateCourseInput = {
  /** One of teen, adult, teen-parent-taught, teen-instructor-led. */
  audience?: string | null | undefined;
  /** One of classroom-drivers-ed, adult-classroom-drivers-ed, drivers-ed, adult-drivers-ed, parent-taught, traffic-school, knowledge-test. */
  category?: string | null | undefined;
  /** The certificate issued automatically on completion; null: none. */
  certificateTypeId?: string | number | null | undefined;
  dailyCapSeconds?: number | null | undefined;
  description?: string | null | undefined;
  /** At least this much of requiredSeconds must be instruction; the rest may be breaks (taken after instruction begins, before the final exam). Null: no break time counts. */
  instructionMinSeconds?: number | null | undefined;
  isPublished?: boolean | null | undefined;
  /** Whether each lecture’s minimumSeconds must be studied before it is completed and the next opens. */
  lectureMinimumEnforced?: boolean | null | undefined;
  minDays?: number | null | undefined;
  /** Shown on the public site and in the portal. */
  name?: string | null | undefined;
  priceCents?: number | null | undefined;
  productId?: string | number | null | undefined;
  quizFeedback?: QuizFeedback | null | undefined;
  quizPassPercent?: number | null | undefined;
  /** Wait after a failed lesson quiz before the next attempt; null: none. */
  quizRetryWaitSeconds?: number | null | undefined;
  /** Seat time the state requires, in seconds. */
  requiredSeconds?: number | null | undefined;
  state?: string | null | undefined;
  summary?: string | null | undefined;
};

/** Only the fields given change; the whole question is checked again. */
export type UpdateFinalExamQuestionInput = {
  /** The answers: 2 to 6, all different. Students see them shuffled. */
  choices?: Array<string> | null | undefined;
  /** Which choice is right, counted from 0. */
  correctIndex?: number | null | undefined;
  prompt?: string | null | undefined;
  section?: FinalExamSection | null | undefined;
};

export type UpdateInstructorInput = {
  adminInfo?: InstructorAdminInfoInput | null | undefined;
  id: string | number;
  privateInfo?: InstructorPrivateInfoInput | null | undefined;
  profile?: InstructorProfileInput | null | undefined;
};

/** Only the fields given change; minimumSeconds null removes the minimum. */
export type UpdateLectureInput = {
  /** Least seat time credited on this lecture before the next opens, in seconds; null: none (docs/seat-time.md). */
  minimumSeconds?: number | null | undefined;
  /** At most 200 characters. */
  title?: string | null | undefined;
};

export type UpdateLecturePartInput = {
  content: LectureBlockInput;
  /** Kept if absent. */
  layout?: LectureLayout | null | undefined;
};

/** Only the fields given change; the whole question is checked again. */
export type UpdateLectureQuizQuestionInput = {
  /** The answers in the order shown: 2 to 6, all different. */
  choices?: Array<string> | null | undefined;
  /** Which choice is right, counted from 0. */
  correctIndex?: number | null | undefined;
  /** Why, shown to the student after answering. */
  explanation?: string | null | undefined;
  prompt?: string | null | undefined;
};

export type UpdateLessonInput = {
  actualDurationMinutes?: number | null | undefined;
  actualDurationNote?: string | null | undefined;
  attendance?: Array<LessonAttendanceInput> | null | undefined;
  comments?: string | null | undefined;
  durationMinutes?: number | null | undefined;
  idempotencyKey: string;
  instructorId?: string | number | null | undefined;
  isObserverAllowed?: boolean | null | undefined;
  isShareable?: boolean | null | undefined;
  lessonId: string | number;
  meetingPointId?: string | number | null | undefined;
  pickupLatitude?: number | null | undefined;
  /** Home pickup address. */
  pickupLocation?: string | null | undefined;
  pickupLongitude?: number | null | undefined;
  /** A home pickup placed at its ZIP. */
  pickupZip?: string | null | undefined;
  /** A move (start, instructor or place): who asked for it; School unless given. The student asking inside the late window pays by the cancellation policy. */
  requestedBy?: LessonMoveRequester | null | undefined;
  /** A shared lesson moved at a student’s request: the student who asked. */
  requestingStudentId?: string | number | null | undefined;
  startTime?: string | null | undefined;
  /** Waive the late penalty of a move the student asked for (lessons.waiveLateFee). */
  waiveLateFee?: boolean | null | undefined;
};

export type UpdateLessonTypeInput = {
  description?: string | null | undefined;
  /** 1 to 720. */
  durationMinutes?: number | null | undefined;
  label?: string | null | undefined;
  /** A fee product for a road or DMV test; null clears it; absent keeps it. */
  testProductId?: string | number | null | undefined;
};

export type UpdateParkingHubInput = {
  address?: string | null | undefined;
  id: string | number;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  name?: string | null | undefined;
  superRegionId?: string | number | null | undefined;
};

export type UpdatePracticeQuestionInput = {
  choices?: Array<string> | null | undefined;
  correctIndex?: number | null | undefined;
  explanation?: string | null | undefined;
  isActive?: boolean | null | undefined;
  position?: number | null | undefined;
  prompt?: string | null | undefined;
  source?: string | null | undefined;
};

export type UpdatePriceSchemeFragmentInput = {
  id: string | number;
  name?: string | null | undefined;
  priceSchemeIds?: Array<string | number> | null | undefined;
  productPrices?: Array<PriceSchemeFragmentProductPriceInput> | null | undefined;
};

export type UpdatePriceSchemeInput = {
  canonicalPrice?: number | null | undefined;
  id: string | number;
  name?: string | null | undefined;
  /** Replaces every product price of the scheme. */
  products?: Array<PriceSchemeProductPriceInput> | null | undefined;
};

export type UpdateProductInput = {
  components?: Array<ProductComponentInput> | null | undefined;
  description?: string | null | undefined;
  id: string | number;
  isArchived?: boolean | null | undefined;
  name?: string | null | undefined;
  type?: ProductType | null | undefined;
};

export type UpdateRegionInput = {
  geometry?: unknown;
  id: string | number;
  name?: string | null | undefined;
  superRegionId?: string | number | null | undefined;
};

export type UpdateStateConfigInput = {
  /** A certificate type of the same state; empty string: none. */
  behindTheWheelCertificateTypeId?: string | null | undefined;
  /** Empty string: none. */
  cmsId?: string | null | undefined;
  hasFixedLocations?: boolean | null | undefined;
  hasHomePickup?: boolean | null | undefined;
  hasMeetingPoints?: boolean | null | undefined;
  id: string | number;
  isShareableByDefault?: boolean | null | undefined;
  lateCancellationFeeCents?: number | null | undefined;
  lateCancellationWindowHours?: number | null | undefined;
  longName?: string | null | undefined;
};

export type UpdateStateMeetingPointInput = {
  address?: string | null | undefined;
  /** True removes latitude and longitude. */
  clearCoordinates?: boolean | null | undefined;
  description?: string | null | undefined;
  id: string | number;
  label?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  restrictedLessonTypes?: Array<string> | null | undefined;
  state?: string | null | undefined;
};

/** Only the fields sent change; null clears an optional field. */
export type UpdateStudentInput = {
  acceptTOS?: boolean | null | undefined;
  address?: StudentAddressInput | null | undefined;
  contractStatus?: LegalFormStatus | null | undefined;
  /** YYYY-MM-DD, not in the future. */
  dob?: string | null | undefined;
  email?: string | null | undefined;
  id: string | number;
  /** Soft delete (or restore). */
  isDeleted?: boolean | null | undefined;
  licenseExpirationDate?: string | null | undefined;
  licenseIssueDate?: string | null | undefined;
  licenseNumber?: string | null | undefined;
  name?: string | null | undefined;
  observerApproved?: boolean | null | undefined;
  parentEmail?: string | null | undefined;
  parentName?: string | null | undefined;
  preferredPronoun?: string | null | undefined;
  previousHours?: number | null | undefined;
  privateApproved?: boolean | null | undefined;
  /** Links the sign-in account with this email; null unlinks. */
  signInEmail?: string | null | undefined;
  smsOptIn?: boolean | null | undefined;
  stripeCustomerId?: string | null | undefined;
  transferStatus?: TransferStatus | null | undefined;
  transferType?: TransferType | null | undefined;
  usStateId?: string | null | undefined;
};

export type UpdateSuperRegionInput = {
  /** Empty string: none. */
  googleBusinessPageUrl?: string | null | undefined;
  id: string | number;
  name?: string | null | undefined;
  /** Empty string: none. */
  slackChannelId?: string | null | undefined;
  state?: string | null | undefined;
};

export type UpdateVoucherInput = {
  id: string | number;
  isActive?: boolean | null | undefined;
  note?: string | null | undefined;
};

export type UserLogKind =
  | 'Auto'
  | 'Cancels'
  | 'Manual';

export type UsersWithRolesInput = {
  excludeRole?: StaffRole | null | undefined;
  /** Only these accounts, e.g. to name the ones a picker has chosen. */
  ids?: Array<string | number> | null | undefined;
  includeRole?: StaffRole | null | undefined;
  /** Words to find in the name or email. */
  term?: string | null | undefined;
};

export type VoidExpirationInput = {
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  expirationId: string | number;
  expiresAt: string;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  note?: string | null | undefined;
  studentId: string | number;
};

export type VoidPurchaseInput = {
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  note?: string | null | undefined;
  purchaseId: string | number;
  studentId: string | number;
};

export type VoidRefundInput = {
  /** The ledger version you saw; stale → LEDGER_OUT_OF_SYNC. */
  expectedVersion?: number | null | undefined;
  /** Same key again → the first answer, nothing new written. */
  idempotencyKey: string;
  note?: string | null | undefined;
  refundId: string | number;
  studentId: string | number;
};

export type VoucherFilter = {
  batchId?: string | number | null | undefined;
  /** Part of a code, regardless of case. */
  code?: string | null | undefined;
  productId?: string | number | null | undefined;
  redeemed?: boolean | null | undefined;
};

/** The order of the list: code, created, ascending or descending. */
export type VoucherSort =
  | 'codeAsc'
  | 'codeDesc'
  | 'createdAsc'
  | 'createdDesc';

export type WaitlistStatus =
  | 'Booked'
  | 'Cancelled'
  | 'Expired'
  | 'Offered'
  | 'Waiting';

export type WeeklyBreakInput = {
  endMinute: number;
  kind: BreakKind;
  startMinute: number;
  weekday: number;
};

export type WeeklySpanInput = {
  /** At most 1440. */
  endMinute: number;
  startMinute: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
};

export type AdminWelcomeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminWelcomeQuery = { me: { id: string, name: string } };

export type ApiTelemetryQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ApiTelemetryQuery = { apiCallCountByDate: Array<{ id: string, count: number }>, apiCallCountByOperation: Array<{ operationName: string, count: number }> };

export type AuditLogsQueryVariables = Exact<{
  query?: AuditLogQuery | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type AuditLogsQuery = { auditLogs: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, timestamp: string, action: AuditAction, updatedBy: { id: string | null, name: string | null, role: string | null }, collection: { name: AuditCollection, path: string, label: string }, changes: Array<{ path: string, label: string, valueType: ChangeValueType, oldValue: string | null, newValue: string | null, oldText: string | null, newText: string | null }> } }> } };

export type AuditAuthorOptionsQueryVariables = Exact<{
  query?: UsersWithRolesInput | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type AuditAuthorOptionsQuery = { usersWithRoles: { edges: Array<{ node: { id: string, name: string, email: string } }> } };

export type AvailabilityInstructorOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AvailabilityInstructorOptionsQuery = { availabilityInstructorOptions: Array<{ id: string, name: string, timeZone: string, status: string }> };

export type InstructorAvailabilityQueryVariables = Exact<{
  instructorId: string | number;
  from?: string | null | undefined;
}>;


export type InstructorAvailabilityQuery = { instructorAvailability: { instructorId: string, instructorName: string, timeZone: string, weeklyHours: Array<{ weekday: number, startMinute: number, endMinute: number }>, breaks: Array<{ weekday: number, startMinute: number, endMinute: number, kind: BreakKind }>, exceptions: Array<{ id: string, date: string, startMinute: number | null, endMinute: number | null, isAvailable: boolean, note: string }> } };

export type ScheduleColumnFieldsFragment = { instructorId: string, instructorName: string, timeZone: string, blocks: Array<{ type: ScheduleBlockType, start: string, end: string, referenceId: string | null }>, lessons: Array<{ id: string, lessonTypeLabel: string, studentNames: Array<string>, pickupLocation: string }> };

export type InstructorScheduleQueryVariables = Exact<{
  instructorId: string | number;
  from: string;
  to: string;
}>;


export type InstructorScheduleQuery = { instructorSchedule: { instructorId: string, instructorName: string, timeZone: string, blocks: Array<{ type: ScheduleBlockType, start: string, end: string, referenceId: string | null }>, lessons: Array<{ id: string, lessonTypeLabel: string, studentNames: Array<string>, pickupLocation: string }> } };

export type SetInstructorWeeklyHoursMutationVariables = Exact<{
  instructorId: string | number;
  spans: Array<WeeklySpanInput> | WeeklySpanInput;
  breaks?: Array<WeeklyBreakInput> | WeeklyBreakInput | null | undefined;
}>;


export type SetInstructorWeeklyHoursMutation = { setInstructorWeeklyHours: { instructorId: string } };

export type PutAvailabilityExceptionMutationVariables = Exact<{
  input: PutAvailabilityExceptionInput;
}>;


export type PutAvailabilityExceptionMutation = { putAvailabilityException: { id: string } };

export type DeleteAvailabilityExceptionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAvailabilityExceptionMutation = { deleteAvailabilityException: { id: string } };

export type AvailabilityAuditFindingsQueryVariables = Exact<{
  instructorId?: string | number | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type AvailabilityAuditFindingsQuery = { availabilityAuditFindings: { totalCount: number, edges: Array<{ node: { id: string, kind: AvailabilityFindingKind, instructorId: string, instructorName: string, instructorTimeZone: string, lessonStart: string, lessonEnd: string, lessonTypeLabel: string } }> } };

export type BehindTheWheelProgressQueryVariables = Exact<{
  studentId: string | number;
}>;


export type BehindTheWheelProgressQuery = { behindTheWheelProgress: { progress: { studentId: string, studentName: string, status: BehindTheWheelStatus, text: string, remainingText: string, ageRemark: string | null, rule: { stateName: string, summary: string, ageCondition: string | null, officialSource: string, isConfirmed: boolean } | null, parts: Array<{ part: BehindTheWheelPart, label: string, doneMinutes: number, requiredMinutes: number }> }, certificateType: { id: string, label: string } | null, certificate: { id: string, certNumber: string, pdfUrl: string } | null } };

export type BtwProgressFieldsFragment = { studentId: string, studentName: string, status: BehindTheWheelStatus, text: string, remainingText: string, ageRemark: string | null, rule: { stateName: string, summary: string, ageCondition: string | null, officialSource: string, isConfirmed: boolean } | null, parts: Array<{ part: BehindTheWheelPart, label: string, doneMinutes: number, requiredMinutes: number }> };

export type IssueBehindTheWheelCertificateMutationVariables = Exact<{
  studentId: string | number;
}>;


export type IssueBehindTheWheelCertificateMutation = { issueBehindTheWheelCertificate: { replayed: boolean, certificate: { id: string, certNumber: string } } };

export type BehindTheWheelReportQueryVariables = Exact<{
  regionId?: string | number | null | undefined;
  withinHours?: number | null | undefined;
}>;


export type BehindTheWheelReportQuery = { behindTheWheelReport: { totalCount: number, rows: Array<{ regionId: string | null, regionName: string | null, superRegionName: string | null, progress: { usStateId: string | null, remainingMinutes: number | null, countedLessons: number, studentId: string, studentName: string, status: BehindTheWheelStatus, text: string, remainingText: string, ageRemark: string | null, rule: { stateName: string, summary: string, ageCondition: string | null, officialSource: string, isConfirmed: boolean } | null, parts: Array<{ part: BehindTheWheelPart, label: string, doneMinutes: number, requiredMinutes: number }> } }> } };

export type BehindTheWheelReportRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BehindTheWheelReportRegionsQuery = { regions: { edges: Array<{ node: { id: string, name: string } }> } };

export type BookLessonTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type BookLessonTypesQuery = { lessonTypes: Array<{ id: string, name: LessonTypeName, label: string, durationMinutes: number }> };

export type BookingFromPricesQueryVariables = Exact<{
  state?: string | null | undefined;
}>;


export type BookingFromPricesQuery = { bookingFromPrices: Array<{ lessonTypeId: string, fromCents: number }> };

export type BookingPlacesQueryVariables = Exact<{
  state: string;
  lessonTypeId?: string | number | null | undefined;
}>;


export type BookingPlacesQuery = { bookingPlaces: { homePickup: boolean, meetingPoints: Array<{ id: string, label: string, address: string, description: string }> } };

export type BookingQuoteQueryVariables = Exact<{
  lessonTypeId: string | number;
  zip?: string | null | undefined;
  meetingPointId?: string | number | null | undefined;
  couponCode?: string | null | undefined;
}>;


export type BookingQuoteQuery = { bookingQuote: { served: boolean, state: string | null, durationMinutes: number, subtotalCents: number | null, discountCents: number, totalCents: number | null } };

export type BookSlotsQueryVariables = Exact<{
  input: SlotSearchInput;
}>;


export type BookSlotsQuery = { slotSearch: { timeZone: string, days: Array<{ date: string, times: Array<{ startTime: string, instructors: Array<{ id: string, name: string }> }> }> } };

export type BookMyStudentsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookMyStudentsQuery = { myStudents: Array<{ id: string, name: string }> };

export type BookHoldSlotMutationVariables = Exact<{
  input: HoldSlotInput;
}>;


export type BookHoldSlotMutation = { holdSlot: { id: string, expiresAt: string } };

export type BookCheckoutMutationVariables = Exact<{
  input: CheckoutBookingInput;
}>;


export type BookCheckoutMutation = { checkoutBooking: { id: string } };

export type BookConfirmationQueryVariables = Exact<{
  id: string | number;
}>;


export type BookConfirmationQuery = { checkout: { id: string, amountCents: number, discountCents: number, couponCode: string | null, voucherCode: string | null, lesson: { id: string, startTime: string, durationMinutes: number, lessonType: { label: string }, instructor: { name: string, timeZone: string }, pickup: { location: string, meetingPointId: string | null, meetingPointLabel: string | null } } } };

export type BookCreateMyStudentMutationVariables = Exact<{
  input: CreateMyStudentInput;
}>;


export type BookCreateMyStudentMutation = { createMyStudent: { id: string } };

export type BookJoinWaitlistMutationVariables = Exact<{
  input: JoinWaitlistInput;
}>;


export type BookJoinWaitlistMutation = { joinWaitlist: { id: string, customerEmail: string, weekdays: Array<number>, earliestTime: string, latestTime: string, until: string } };

export type BookWaitlistOfferQueryVariables = Exact<{
  id: string | number;
}>;


export type BookWaitlistOfferQuery = { myWaitlistEntry: { id: string, status: WaitlistStatus, offerHoldId: string | null, lessonTypeLabel: string, timeZone: string, offer: { startTime: string, expiresAt: string, instructorName: string } | null }, myStudents: Array<{ id: string, name: string }> };

export type BookStartCardPaymentMutationVariables = Exact<{
  input: CheckoutBookingInput;
}>;


export type BookStartCardPaymentMutation = { startBookingCardPayment: { paymentReference: string | null, checkoutId: string | null } };

export type MyCalendarLinkQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCalendarLinkQuery = { myCalendarLink: { url: string, createdAt: string } | null };

export type RenewCalendarLinkMutationVariables = Exact<{ [key: string]: never; }>;


export type RenewCalendarLinkMutation = { renewCalendarLink: { url: string, createdAt: string } };

export type CertificateFieldsFragment = { id: string, certNumber: string, certTypeLabel: string, usStateId: string, issuedAt: string, issuedTo: string, studentName: string, createdBy: string, shippingSpeed: ShippingSpeed | null, shippingStatus: ShippingOrderStatus | null, pdfUrl: string };

export type CertificatesQueryVariables = Exact<{
  studentId?: string | number | null | undefined;
  certTypeId?: string | number | null | undefined;
  usStateId?: string | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type CertificatesQuery = { certificates: { totalCount: number, edges: Array<{ node: { id: string, certNumber: string, certTypeLabel: string, usStateId: string, issuedAt: string, issuedTo: string, studentName: string, createdBy: string, shippingSpeed: ShippingSpeed | null, shippingStatus: ShippingOrderStatus | null, pdfUrl: string } }> } };

export type CertificateTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type CertificateTypesQuery = { certificateTypes: Array<{ id: string, label: string, prefix: string, valMin: number, valMax: number, usStateId: string, lastIssued: number | null, remaining: number }> };

export type PutCertificateMutationVariables = Exact<{
  input: PutCertificateInput;
}>;


export type PutCertificateMutation = { putCertificate: { replayed: boolean, certificate: { id: string, certNumber: string, certTypeLabel: string, usStateId: string, issuedAt: string, issuedTo: string, studentName: string, createdBy: string, shippingSpeed: ShippingSpeed | null, shippingStatus: ShippingOrderStatus | null, pdfUrl: string } } };

export type CreateCertificateTypeMutationVariables = Exact<{
  input: CertificateTypeInput;
}>;


export type CreateCertificateTypeMutation = { createCertificateType: { id: string } };

export type UpdateCertificateTypeMutationVariables = Exact<{
  id: string | number;
  input: CertificateTypeInput;
}>;


export type UpdateCertificateTypeMutation = { updateCertificateType: { id: string } };

export type ShippingOrdersQueryVariables = Exact<{
  pageQuery?: PageQuery | null | undefined;
}>;


export type ShippingOrdersQuery = { shippingOrders: { totalCount: number, edges: Array<{ node: { id: string, certNumber: string, certTypeLabel: string, studentId: string, studentName: string, speed: ShippingSpeed, status: ShippingOrderStatus, createdAt: string } }> } };

export type MarkShippingOrderShippedMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkShippingOrderShippedMutation = { markShippingOrderShipped: { id: string, status: ShippingOrderStatus } };

export type MyCertificatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCertificatesQuery = { myCertificates: Array<{ id: string, certNumber: string, certTypeLabel: string, usStateId: string, issuedAt: string, issuedTo: string, studentName: string, createdBy: string, shippingSpeed: ShippingSpeed | null, shippingStatus: ShippingOrderStatus | null, pdfUrl: string }> };

export type CourseCohortsQueryVariables = Exact<{
  courseId: string | number;
  doShowClosed?: boolean | null | undefined;
}>;


export type CourseCohortsQuery = { course: { id: string, name: string, state: string } | null, cohorts: Array<{ id: string, name: string, description: string, startDate: string, endDate: string, timeZone: string, maxEnrollees: number, numEnrolled: number, isOpen: boolean, isEnrollmentOpen: boolean, sessions: Array<{ id: string, name: string, startTime: string, endTime: string }> }> };

export type CohortRosterQueryVariables = Exact<{
  cohortId: string | number;
}>;


export type CohortRosterQuery = { cohortRoster: { cohort: { id: string, courseId: string, name: string, description: string, startDate: string, endDate: string, timeZone: string, maxEnrollees: number, numEnrolled: number, isOpen: boolean, isEnrollmentOpen: boolean, sessions: Array<{ id: string, name: string, startTime: string, endTime: string }> }, students: Array<{ studentId: string, name: string, email: string | null, attendance: Array<{ sessionId: string, attendance: CohortAttendance }> }> } };

export type CreateCohortMutationVariables = Exact<{
  input: CreateCohortInput;
}>;


export type CreateCohortMutation = { createCohort: { id: string, name: string } };

export type UpdateCohortMutationVariables = Exact<{
  id: string | number;
  input: UpdateCohortInput;
}>;


export type UpdateCohortMutation = { updateCohort: { id: string, name: string } };

export type DeleteCohortMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCohortMutation = { deleteCohort: { id: string } };

export type PutCohortSessionMutationVariables = Exact<{
  id?: string | number | null | undefined;
  input: PutCohortSessionInput;
}>;


export type PutCohortSessionMutation = { putCohortSession: { id: string } };

export type DeleteCohortSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCohortSessionMutation = { deleteCohortSession: { id: string } };

export type EnrollStudentInCohortMutationVariables = Exact<{
  cohortId: string | number;
  studentId: string | number;
}>;


export type EnrollStudentInCohortMutation = { enrollStudentInCohort: { id: string, numEnrolled: number } };

export type RemoveStudentFromCohortMutationVariables = Exact<{
  cohortId: string | number;
  studentId: string | number;
}>;


export type RemoveStudentFromCohortMutation = { removeStudentFromCohort: { id: string, numEnrolled: number } };

export type SetCohortAttendanceMutationVariables = Exact<{
  sessionId: string | number;
  studentId: string | number;
  attendance: CohortAttendance;
}>;


export type SetCohortAttendanceMutation = { setCohortAttendance: { sessionId: string, studentId: string, attendance: CohortAttendance } };

export type PublicCohortsQueryVariables = Exact<{
  courseId: string | number;
}>;


export type PublicCohortsQuery = { cohorts: Array<{ id: string, name: string, description: string, startDate: string, endDate: string, timeZone: string, maxEnrollees: number, numEnrolled: number, isEnrollmentOpen: boolean, sessions: Array<{ id: string, name: string, startTime: string, endTime: string }> }> };

export type CouponsQueryVariables = Exact<{
  filter?: CouponFilter | null | undefined;
  pageQuery?: PageQuery | null | undefined;
  sort?: CouponSort | null | undefined;
}>;


export type CouponsQuery = { coupons: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, code: string, scope: CouponScope, title: string, type: CouponType, discount: number, expiration: string, courseId: string | null, state: string | null, isDailyCoupon: boolean, regionIds: Array<string>, displayInLandingPages: boolean, onlyFirstPurchase: boolean } }> } };

export type CouponRegionOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CouponRegionOptionsQuery = { couponRegionOptions: Array<{ id: string, name: string }> };

export type CreateCouponMutationVariables = Exact<{
  input: CreateCouponInput;
}>;


export type CreateCouponMutation = { createCoupon: { id: string, code: string } };

export type UpdateCouponMutationVariables = Exact<{
  input: UpdateCouponInput;
}>;


export type UpdateCouponMutation = { updateCoupon: { id: string, code: string } };

export type DeleteCouponMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCouponMutation = { deleteCoupon: string };

export type CourseContentQueryVariables = Exact<{
  courseId: string | number;
}>;


export type CourseContentQuery = { course: { id: string, name: string, state: string, isPublished: boolean } | null, courseLectures: Array<{ id: string, title: string, position: number, minimumSeconds: number | null, parts: Array<{ id: string, position: number, type: CourseContentType, layout: LectureLayout | null, content: { heading: string, text: string, imageUrl: string, imageAlt: string, caption: string, videoUrl: string, videoTitle: string, columns: Array<{ text: string, imageUrl: string, imageAlt: string }> } | null, questions: Array<{ id: string, prompt: string, choices: Array<string>, correctIndex: number, explanation: string }> }> }> };

export type CreateLectureMutationVariables = Exact<{
  input: CreateLectureInput;
}>;


export type CreateLectureMutation = { createLecture: { id: string } };

export type UpdateLectureMutationVariables = Exact<{
  id: string | number;
  input: UpdateLectureInput;
}>;


export type UpdateLectureMutation = { updateLecture: { id: string, title: string, minimumSeconds: number | null } };

export type DeleteLectureMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLectureMutation = { deleteLecture: { id: string } };

export type MoveLectureMutationVariables = Exact<{
  id: string | number;
  direction: MoveDirection;
}>;


export type MoveLectureMutation = { moveLecture: Array<{ id: string, position: number }> };

export type CreateLecturePartMutationVariables = Exact<{
  input: CreateLecturePartInput;
}>;


export type CreateLecturePartMutation = { createLecturePart: { id: string } };

export type UpdateLecturePartMutationVariables = Exact<{
  id: string | number;
  input: UpdateLecturePartInput;
}>;


export type UpdateLecturePartMutation = { updateLecturePart: { id: string } };

export type DeleteLecturePartMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLecturePartMutation = { deleteLecturePart: { id: string } };

export type MoveLecturePartMutationVariables = Exact<{
  id: string | number;
  direction: MoveDirection;
}>;


export type MoveLecturePartMutation = { moveLecturePart: Array<{ id: string, position: number }> };

export type CreateLectureQuizQuestionMutationVariables = Exact<{
  partId: string | number;
  input: CreateLectureQuizQuestionInput;
}>;


export type CreateLectureQuizQuestionMutation = { createLectureQuizQuestion: { id: string } };

export type UpdateLectureQuizQuestionMutationVariables = Exact<{
  id: string | number;
  input: UpdateLectureQuizQuestionInput;
}>;


export type UpdateLectureQuizQuestionMutation = { updateLectureQuizQuestion: { id: string } };

export type DeleteLectureQuizQuestionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLectureQuizQuestionMutation = { deleteLectureQuizQuestion: { id: string } };

export type FinalExamEditorQueryVariables = Exact<{
  courseId: string | number;
}>;


export type FinalExamEditorQuery = { course: { id: string, examQuestionCount: number | null, examPoolSize: number, examPassPercent: number, examSectionsScored: boolean, examMaxAttempts: number | null, examAfterLastFail: FinalExamAfterLastFail, examAfterLastFailLabel: string, finalExamDefault: { examQuestionCount: number | null, examPoolSize: number, examPassPercent: number, examSectionsScored: boolean, examMaxAttempts: number | null, examAfterLastFail: FinalExamAfterLastFail, source: string } } | null, finalExamQuestions: Array<{ id: string, section: FinalExamSection, sectionLabel: string, prompt: string, choices: Array<string>, correctIndex: number }> };

export type UpdateFinalExamRuleMutationVariables = Exact<{
  courseId: string | number;
  input: FinalExamRuleInput;
}>;


export type UpdateFinalExamRuleMutation = { updateCourseFinalExamRule: { id: string } };

export type CreateFinalExamQuestionMutationVariables = Exact<{
  courseId: string | number;
  input: CreateFinalExamQuestionInput;
}>;


export type CreateFinalExamQuestionMutation = { createFinalExamQuestion: { id: string } };

export type UpdateFinalExamQuestionMutationVariables = Exact<{
  id: string | number;
  input: UpdateFinalExamQuestionInput;
}>;


export type UpdateFinalExamQuestionMutation = { updateFinalExamQuestion: { id: string } };

export type DeleteFinalExamQuestionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFinalExamQuestionMutation = { deleteFinalExamQuestion: { id: string } };

export type IdentityChecksEditorQueryVariables = Exact<{
  courseId: string | number;
}>;


export type IdentityChecksEditorQuery = { course: { id: string, identityCheckMinSeconds: number | null, identityCheckMaxSeconds: number | null, identityAnswerSeconds: number, identityMaxMisses: number, identityCheckDefault: { identityCheckMinSeconds: number | null, identityCheckMaxSeconds: number | null, identityAnswerSeconds: number, identityMaxMisses: number, source: string } } | null, identityQuestions: Array<{ id: string, prompt: string }> };

export type UpdateIdentityCheckRuleMutationVariables = Exact<{
  courseId: string | number;
  input: IdentityCheckRuleInput;
}>;


export type UpdateIdentityCheckRuleMutation = { updateCourseIdentityCheckRule: { id: string } };

export type CreateIdentityQuestionMutationVariables = Exact<{
  input: IdentityQuestionInput;
}>;


export type CreateIdentityQuestionMutation = { createIdentityQuestion: { id: string } };

export type UpdateIdentityQuestionMutationVariables = Exact<{
  id: string | number;
  input: IdentityQuestionInput;
}>;


export type UpdateIdentityQuestionMutation = { updateIdentityQuestion: { id: string } };

export type RetireIdentityQuestionMutationVariables = Exact<{
  id: string | number;
}>;


export type RetireIdentityQuestionMutation = { retireIdentityQuestion: { id: string } };

export type PortalOnlineCoursesQueryVariables = Exact<{
  studentId: string | number;
}>;


export type PortalOnlineCoursesQuery = { studentOnlineCourses: Array<{ id: string, name: string, enrolled: boolean, status: OnlineEnrollmentStatus, percentComplete: number, percentTestsPassed: number, creditedSeconds: number, requiredSeconds: number, seatTimeComplete: boolean, earliestCompletionDate: string | null, completed: boolean, completedAt: string | null, currentLecture: { id: string, title: string } | null }> };

export type PlayerEnrollmentQueryVariables = Exact<{
  id: string | number;
}>;


export type PlayerEnrollmentQuery = { studentOnlineCourse: { id: string, name: string, courseId: string, enrolled: boolean, timeZone: string, percentComplete: number, percentTestsPassed: number, quizPassPercent: number, quizFeedback: QuizFeedback, quizRetryWaitSeconds: number | null, creditedSeconds: number, requiredSeconds: number, dailyCapSeconds: number | null, seatTimeComplete: boolean, earliestCompletionDate: string | null, completed: boolean, completedAt: string | null, certificateId: string | null, endedReason: string | null, studiedByYou: boolean, identityCheck: { asksQuestions: boolean, answered: boolean, missesLeft: number, questionsToAnswer: Array<{ id: string, prompt: string }> }, days: Array<{ day: string, creditedSeconds: number, capReached: boolean }>, currentLecture: { id: string } | null, lectures: Array<{ id: string, title: string, position: number, state: OnlineCourseLectureState, readAt: string | null, completedAt: string | null, quizPartIds: Array<string>, enforcedMinimumSeconds: number | null, remainingSeconds: number }>, tests: Array<{ partId: string, lectureTitle: string, number: number, numCorrect: number, totalQuestions: number, passed: boolean, attempts: number }> } };

export type PlayerLecturesQueryVariables = Exact<{
  courseId: string | number;
}>;


export type PlayerLecturesQuery = { coursePlayerLectures: Array<{ id: string, title: string, parts: Array<{ id: string, type: CourseContentType, layout: LectureLayout | null, content: { heading: string, text: string, imageUrl: string, imageAlt: string, caption: string, videoUrl: string, videoTitle: string, columns: Array<{ text: string, imageUrl: string, imageAlt: string }> } | null, questions: Array<{ id: string, prompt: string, choices: Array<string> }> }> }> };

export type PlayerMarkLectureReadMutationVariables = Exact<{
  input: MarkLectureReadInput;
}>;


export type PlayerMarkLectureReadMutation = { markLectureRead: { id: string } };

export type PlayerSubmitLectureQuizMutationVariables = Exact<{
  input: SubmitLectureQuizInput;
}>;


export type PlayerSubmitLectureQuizMutation = { submitLectureQuiz: { id: string, numCorrect: number, totalQuestions: number, passPercent: number, passed: boolean, answersShown: boolean, answers: Array<{ questionId: string, correctIndex: number, correct: boolean, explanation: string }> } };

export type PlayerCourseTimerMutationVariables = Exact<{
  input: CourseTimerEventInput;
}>;


export type PlayerCourseTimerMutation = { recordCourseTimerEvent: { accepted: boolean } };

export type PlayerFinalExamQueryVariables = Exact<{
  id: string | number;
}>;


export type PlayerFinalExamQuery = { studentOnlineCourse: { id: string, enrolled: boolean, completed: boolean, finalExam: { questionCount: number, passPercent: number, sectionsScored: boolean, maxAttempts: number | null, afterLastFail: FinalExamAfterLastFail, attemptsUsed: number, attemptsLeft: number | null, passed: boolean, available: boolean, blockedBecause: string | null, openAttemptId: string | null, restartedAt: string | null, attempts: Array<{ id: string, number: number, percent: number | null, passed: boolean | null }> } | null } };

export type PlayerStartFinalExamMutationVariables = Exact<{
  enrollmentId: string | number;
}>;


export type PlayerStartFinalExamMutation = { startFinalExam: { id: string, number: number, questions: Array<{ number: number, sectionLabel: string, prompt: string, choices: Array<string> }> } };

export type PlayerSubmitFinalExamMutationVariables = Exact<{
  attemptId: string | number;
  answers: Array<number> | number;
}>;


export type PlayerSubmitFinalExamMutation = { submitFinalExam: { passed: boolean, attemptsLeft: number | null, courseRestarted: boolean, enrollmentEnded: boolean, attempt: { id: string, number: number, numCorrect: number | null, totalQuestions: number, percent: number | null, passPercent: number, sections: Array<{ section: FinalExamSection, label: string, numCorrect: number, totalQuestions: number, passed: boolean }> } } };

export type PlayerSubmitIdentityAnswersMutationVariables = Exact<{
  enrollmentId: string | number;
  answers: Array<IdentityAnswerInput> | IdentityAnswerInput;
}>;


export type PlayerSubmitIdentityAnswersMutation = { submitIdentityAnswers: { id: string, identityCheck: { answered: boolean } } };

export type PlayerIdentityChallengeQueryVariables = Exact<{
  enrollmentId: string | number;
}>;


export type PlayerIdentityChallengeQuery = { identityChallenge: { id: string, prompt: string, secondsLeft: number, answerableByYou: boolean } | null };

export type PlayerAnswerIdentityChallengeMutationVariables = Exact<{
  challengeId: string | number;
  answer: string;
}>;


export type PlayerAnswerIdentityChallengeMutation = { answerIdentityChallenge: { result: IdentityChallengeResult, resultLabel: string, missesLeft: number, enrollmentFailed: boolean } };

export type AdminCoursesQueryVariables = Exact<{
  state?: string | null | undefined;
}>;


export type AdminCoursesQuery = { courses: Array<{ id: string, state: string, category: string, audience: string, name: string, summary: string, description: string, requiredSeconds: number, dailyCapSeconds: number | null, minDays: number | null, minimumDays: number, quizPassPercent: number, instructionMinSeconds: number | null, lectureMinimumEnforced: boolean, quizFeedback: QuizFeedback, quizRetryWaitSeconds: number | null, priceCents: number, certificateTypeId: string | null, isPublished: boolean, path: string, offerings: Array<{ id: string, format: CourseFormat, location: string, externalCourseId: string }> }> };

export type CreateCourseMutationVariables = Exact<{
  input: CreateCourseInput;
}>;


export type CreateCourseMutation = { createCourse: { id: string, name: string } };

export type UpdateCourseMutationVariables = Exact<{
  id: string | number;
  input: UpdateCourseInput;
}>;


export type UpdateCourseMutation = { updateCourse: { id: string, name: string } };

export type PutCourseOfferingMutationVariables = Exact<{
  id?: string | number | null | undefined;
  input: CourseOfferingInput;
}>;


export type PutCourseOfferingMutation = { putCourseOffering: { id: string } };

export type DeleteCourseOfferingMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCourseOfferingMutation = { deleteCourseOffering: { id: string } };

export type CourseCertificateTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type CourseCertificateTypesQuery = { certificateTypes: Array<{ id: string, label: string, usStateId: string }> };

export type CourseQuoteQueryVariables = Exact<{
  courseId: string | number;
  couponCode?: string | null | undefined;
}>;


export type CourseQuoteQuery = { courseQuote: { courseId: string, isSoldOnline: boolean, subtotalCents: number, discountCents: number, totalCents: number } };

export type EnrolMyStudentsQueryVariables = Exact<{ [key: string]: never; }>;


export type EnrolMyStudentsQuery = { myStudents: Array<{ id: string, name: string }> };

export type EnrolCreateMyStudentMutationVariables = Exact<{
  input: CreateMyStudentInput;
}>;


export type EnrolCreateMyStudentMutation = { createMyStudent: { id: string } };

export type CheckoutCourseMutationVariables = Exact<{
  input: CheckoutCourseInput;
}>;


export type CheckoutCourseMutation = { checkoutCourse: { id: string } };

export type CourseCheckoutConfirmationQueryVariables = Exact<{
  id: string | number;
}>;


export type CourseCheckoutConfirmationQuery = { courseCheckout: { id: string, amountCents: number, discountCents: number, voucherCode: string | null, onlineEnrollmentId: string | null, course: { id: string, name: string }, cohort: { id: string, name: string, startDate: string, endDate: string } | null } };

export type StartCourseCardPaymentMutationVariables = Exact<{
  input: CheckoutCourseInput;
}>;


export type StartCourseCardPaymentMutation = { startCourseCardPayment: { paymentReference: string | null, checkoutId: string | null } };

export type PublicCourseFieldsFragment = { id: string, state: string, category: string, audience: string, name: string, summary: string, description: string, requiredSeconds: number, dailyCapSeconds: number | null, minimumDays: number, priceCents: number, isSoldOnline: boolean, path: string, offerings: Array<{ id: string, format: CourseFormat, location: string }> };

export type CoursePageQueryVariables = Exact<{
  state: string;
  category: string;
}>;


export type CoursePageQuery = { coursePage: { id: string, state: string, category: string, audience: string, name: string, summary: string, description: string, requiredSeconds: number, dailyCapSeconds: number | null, minimumDays: number, priceCents: number, isSoldOnline: boolean, path: string, offerings: Array<{ id: string, format: CourseFormat, location: string }> } | null };

export type OtherStateCoursesQueryVariables = Exact<{
  state: string;
  courseId: string | number;
}>;


export type OtherStateCoursesQuery = { otherStateCourses: Array<{ id: string, state: string, name: string, path: string }> };

export type StateCoursesQueryVariables = Exact<{
  state?: string | null | undefined;
}>;


export type StateCoursesQuery = { courses: Array<{ id: string, state: string, category: string, audience: string, name: string, summary: string, description: string, requiredSeconds: number, dailyCapSeconds: number | null, minimumDays: number, priceCents: number, isSoldOnline: boolean, path: string, offerings: Array<{ id: string, format: CourseFormat, location: string }> }> };

export type InstructorsCoverageQueryVariables = Exact<{
  state?: string | null | undefined;
}>;


export type InstructorsCoverageQuery = { instructorsCoverageGeoJson: unknown };

export type DispatchRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DispatchRegionsQuery = { dispatchRegions: Array<{ id: string, name: string, state: string }> };

export type DispatchBoardQueryVariables = Exact<{
  regionId: string | number;
  from: string;
  to: string;
}>;


export type DispatchBoardQuery = { dispatchBoard: { timeZone: string, region: { id: string, name: string }, instructors: Array<{ instructorId: string, instructorName: string, timeZone: string, blocks: Array<{ type: ScheduleBlockType, start: string, end: string, referenceId: string | null }>, lessons: Array<{ id: string, lessonTypeLabel: string, studentNames: Array<string>, pickupLocation: string }> }> } };

export type DispatchMoveLessonMutationVariables = Exact<{
  input: UpdateLessonInput;
}>;


export type DispatchMoveLessonMutation = { updateLesson: { id: string, startTime: string } };

export type CreateFeatureFlagMutationVariables = Exact<{
  input: CreateFeatureFlagInput;
}>;


export type CreateFeatureFlagMutation = { createFeatureFlag: { id: string, key: string, type: FeatureFlagType, value: string, description: string, updatedAt: string } };

export type SetFeatureFlagMutationVariables = Exact<{
  key: string;
  value: string;
  description?: string | null | undefined;
}>;


export type SetFeatureFlagMutation = { setFeatureFlag: { id: string, key: string, type: FeatureFlagType, value: string, description: string, updatedAt: string } };

export type DeleteFeatureFlagMutationVariables = Exact<{
  key: string;
}>;


export type DeleteFeatureFlagMutation = { deleteFeatureFlag: { id: string, key: string } };

export type InstructorsQueryVariables = Exact<{
  term?: string | null | undefined;
  status?: Array<InstructorStatus> | InstructorStatus | null | undefined;
  state?: string | null | undefined;
  regionalManagerId?: string | number | null | undefined;
  regionId?: string | number | null | undefined;
  first?: number | null | undefined;
  skip?: number | null | undefined;
}>;


export type InstructorsQuery = { instructors: { totalCount: number, edges: Array<{ node: { id: string, name: string, title: string, status: InstructorStatus, usStateId: string, portraitImage: string | null, region: { id: string, name: string } | null } }> } };

export type RegionalManagersQueryVariables = Exact<{
  term?: string | null | undefined;
}>;


export type RegionalManagersQuery = { regionalManagers: Array<{ id: string, name: string }> };

export type InstructorRegionOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type InstructorRegionOptionsQuery = { regions: { edges: Array<{ node: { id: string, name: string, state: string } }> } };

export type InstructorAccountsQueryVariables = Exact<{
  query?: UsersWithRolesInput | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type InstructorAccountsQuery = { usersWithRoles: { edges: Array<{ node: { id: string, name: string, email: string } }> } };

export type InstructorQueryVariables = Exact<{
  id: string | number;
}>;


export type InstructorQuery = { instructor: { id: string, name: string, title: string, about: string, summary: string, portraitImage: string | null, languages: Array<string>, timeZone: string, usStateId: string, status: InstructorStatus, region: { id: string, name: string } | null, serviceRegions: Array<{ id: string, name: string }>, privateInfo: { firstName: string, lastName: string, status: InstructorStatus, email: string | null, phoneNumber: string | null, slackUsername: string | null, licenseNumber: string | null, licenseExpirationDate: string | null, baseAddress: string | null, baseLatitude: number | null, baseLongitude: number | null, maxBaseTravelMinutes: number | null, maxBetweenTravelMinutes: number | null, teachingPay: number | null, nonTeachingPay: number | null, breakTimes: Array<{ weekday: number, startMinute: number, endMinute: number }> } | null, adminInfo: { userId: string | null, payrollFirstName: string | null, payrollLastName: string | null, payrollTitle: string | null, assignedBadges: Array<AssignedInstructorBadge>, regionalManager: { id: string, name: string } | null, badges: Array<{ badge: string, title: string, icon: string }> } | null } };

export type InstructorReviewsQueryVariables = Exact<{
  instructorId: string | number;
  status?: Array<InstructorReviewStatus> | InstructorReviewStatus | null | undefined;
}>;


export type InstructorReviewsQuery = { instructorReviews: { totalCount: number, edges: Array<{ node: { id: string, rating: number, text: string, status: InstructorReviewStatus, createdAt: string } }> } };

export type ModerateInstructorReviewMutationVariables = Exact<{
  id: string | number;
  status: InstructorReviewModeration;
}>;


export type ModerateInstructorReviewMutation = { moderateInstructorReview: { id: string, status: InstructorReviewStatus } };

export type AddInstructorMutationVariables = Exact<{
  input: AddInstructorInput;
}>;


export type AddInstructorMutation = { addInstructor: { id: string, name: string } };

export type UpdateInstructorMutationVariables = Exact<{
  input: UpdateInstructorInput;
}>;


export type UpdateInstructorMutation = { updateInstructor: { id: string, name: string, status: InstructorStatus } };

export type InstructorReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type InstructorReferenceQuery = { reference: Array<{ id: string, url: string, label: string, category: string, subLabel: string }> };

export type PutInstructorReferenceMutationVariables = Exact<{
  input: PutInstructorReferenceInput;
}>;


export type PutInstructorReferenceMutation = { putInstructorReference: { id: string } };

export type DeleteInstructorReferenceMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteInstructorReferenceMutation = { deleteInstructorReference: { id: string } };

export type JobsQueryVariables = Exact<{
  state: JobListState;
  name?: string | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type JobsQuery = { jobs: { totalCount: number, edges: Array<{ node: { id: string, name: string, state: JobState, dataSummary: string, attempts: number, retryLimit: number, createdAt: string, startedAt: string | null, completedAt: string | null, error: string | null } }> } };

export type RetryJobMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryJobMutation = { retryJob: { id: string, state: JobState } };

export type LandingPagesAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type LandingPagesAdminQuery = { locationLandingPages: { totalCount: number, nodes: Array<{ id: string, name: string, state: string, slug: string, path: string, hubId: string | null, metroId: string | null, centerAddress: string, googleMyBusinessUrl: string | null, meetingPointIds: Array<string>, priceSchemeId: string, cmsId: string | null, stateCmsId: string | null, regions: Array<string>, isPublished: boolean, lastRevalidatedAt: string | null }> }, metros: Array<{ id: string, name: string, state: string, slug: string, path: string, cmsId: string | null, stateCmsId: string | null, isPublished: boolean, locationLandingPageIds: Array<string> }>, parkingHubs: Array<{ id: string, name: string, superRegion: { state: string } }>, priceSchemes: Array<{ id: string, name: string }>, regions: { edges: Array<{ node: { id: string, name: string, state: string } }> } };

export type LandingMeetingPointsQueryVariables = Exact<{
  state: string;
}>;


export type LandingMeetingPointsQuery = { stateMeetingPoints: Array<{ id: string, label: string }> };

export type CreateLocationLandingPageMutationVariables = Exact<{
  input: LocationLandingPageInput;
}>;


export type CreateLocationLandingPageMutation = { createLocationLandingPage: { id: string } };

export type UpdateLocationLandingPageMutationVariables = Exact<{
  id: string | number;
  input: LocationLandingPageInput;
}>;


export type UpdateLocationLandingPageMutation = { updateLocationLandingPage: { id: string, isPublished: boolean } };

export type DeleteLocationLandingPageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLocationLandingPageMutation = { deleteLocationLandingPage: { id: string } };

export type RevalidateLocationLandingPageMutationVariables = Exact<{
  id: string | number;
}>;


export type RevalidateLocationLandingPageMutation = { revalidateLocationLandingPage: { id: string, lastRevalidatedAt: string | null } };

export type CreateMetroMutationVariables = Exact<{
  input: MetroInput;
}>;


export type CreateMetroMutation = { createMetro: { id: string } };

export type UpdateMetroMutationVariables = Exact<{
  id: string | number;
  input: MetroInput;
}>;


export type UpdateMetroMutation = { updateMetro: { id: string, isPublished: boolean } };

export type DeleteMetroMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMetroMutation = { deleteMetro: { id: string } };

export type LandingPageQueryVariables = Exact<{
  state: string;
  slug: string;
}>;


export type LandingPageQuery = { publicLocationLandingPage: { id: string, name: string, state: string, path: string, centerAddress: string, googleMyBusinessUrl: string | null, metro: { name: string, path: string } | null, prices: Array<{ productId: string, name: string, description: string, priceCents: number, perMinute: boolean }>, meetingPoints: Array<{ id: string, label: string, address: string, description: string }>, instructors: Array<{ id: string, name: string, title: string, about: string, languages: Array<string>, portraitImage: string | null }>, coupons: Array<{ id: string, code: string, title: string, type: string, discount: number, expiration: string }> } | null };

export type MetroPageQueryVariables = Exact<{
  state: string;
  slug: string;
}>;


export type MetroPageQuery = { publicMetro: { id: string, name: string, state: string, path: string, pages: Array<{ name: string, centerAddress: string, path: string }> } | null };

export type PublishedLandingPathsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublishedLandingPathsQuery = { publishedLandingPaths: Array<string> };

export type LedgerTabQueryVariables = Exact<{
  studentId: string | number;
  pageQuery?: PageQuery | null | undefined;
}>;


export type LedgerTabQuery = { studentLedger: { studentId: string, version: number, fundsCents: number, balances: Array<{ quantity: number, product: { id: string, name: string, type: ProductType } }>, typeBalances: Array<{ productType: ProductType, quantity: number }>, lots: Array<{ lotId: string, quantity: number, expiresAt: string, product: { id: string, name: string, type: ProductType } }>, entries: { totalCount: number, edges: Array<{ node: { id: string, version: number, kind: LedgerEntryKind, logType: LedgerLogType | null, origin: LedgerOrigin, createdAt: string, createdByName: string, referenceEntryId: string | null, counterpartStudentId: string | null, lessonId: string | null, paymentMethod: PaymentMethod | null, paymentReference: string | null, amountCents: number, note: string | null, items: Array<{ quantity: number, product: { id: string, name: string, type: ProductType } }> | null, lines: Array<{ lotId: string, quantity: number, productType: ProductType, expiresAt: string | null, product: { id: string, name: string, type: ProductType } }> } }> } } };

export type LedgerStudentNamesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type LedgerStudentNamesQuery = { students: { edges: Array<{ node: { id: string, name: string } }> } };

export type LedgerStudentSearchQueryVariables = Exact<{
  term: string;
}>;


export type LedgerStudentSearchQuery = { students: { edges: Array<{ node: { id: string, name: string, email: string | null, parentName: string | null } }> } };

export type LedgerProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type LedgerProductsQuery = { products: { edges: Array<{ node: { id: string, name: string, type: ProductType, isArchived: boolean, components: Array<{ quantity: number, product: { id: string, name: string, type: ProductType } }> } }> } };

export type LedgerPurchaseMutationVariables = Exact<{
  input: PurchaseInput;
}>;


export type LedgerPurchaseMutation = { purchase: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerChargeMutationVariables = Exact<{
  input: ChargeInput;
}>;


export type LedgerChargeMutation = { charge: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerRefundMutationVariables = Exact<{
  input: RefundInput;
}>;


export type LedgerRefundMutation = { refund: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerTransferPurchaseMutationVariables = Exact<{
  input: TransferPurchaseInput;
}>;


export type LedgerTransferPurchaseMutation = { transferPurchase: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerVoidPurchaseMutationVariables = Exact<{
  input: VoidPurchaseInput;
}>;


export type LedgerVoidPurchaseMutation = { voidPurchase: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerVoidRefundMutationVariables = Exact<{
  input: VoidRefundInput;
}>;


export type LedgerVoidRefundMutation = { voidRefund: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerExpireProductsMutationVariables = Exact<{
  input: ExpireProductsInput;
}>;


export type LedgerExpireProductsMutation = { expireProducts: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerVoidExpirationMutationVariables = Exact<{
  input: VoidExpirationInput;
}>;


export type LedgerVoidExpirationMutation = { voidExpiration: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerEditPurchaseMutationVariables = Exact<{
  input: EditPurchaseInput;
}>;


export type LedgerEditPurchaseMutation = { editPurchase: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerTransferAccountMutationVariables = Exact<{
  input: TransferAccountInput;
}>;


export type LedgerTransferAccountMutation = { transferAccount: { replayed: boolean, entries: Array<{ id: string }> } };

export type LedgerTransferExpirationMutationVariables = Exact<{
  input: TransferExpirationInput;
}>;


export type LedgerTransferExpirationMutation = { transferExpiration: { replayed: boolean, entries: Array<{ id: string }> } };

export type LessonTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type LessonTypesQuery = { lessonTypes: Array<{ id: string, name: LessonTypeName, label: string, durationMinutes: number, description: string, testProductId: string | null }> };

export type LessonTypeFeeProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type LessonTypeFeeProductsQuery = { products: { edges: Array<{ node: { id: string, name: string } }> } };

export type CreateLessonTypeMutationVariables = Exact<{
  input: CreateLessonTypeInput;
}>;


export type CreateLessonTypeMutation = { createLessonType: { id: string, label: string } };

export type UpdateLessonTypeMutationVariables = Exact<{
  id: string | number;
  input: UpdateLessonTypeInput;
}>;


export type UpdateLessonTypeMutation = { updateLessonType: { id: string, label: string, durationMinutes: number, description: string, testProductId: string | null } };

export type DeleteLessonTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLessonTypeMutation = { deleteLessonType: { id: string } };

export type StudentLessonsQueryVariables = Exact<{
  studentId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type StudentLessonsQuery = { lessons: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, status: LessonStatus, startTime: string, endTime: string, durationMinutes: number, actualDurationMinutes: number | null, comments: string, instructor: { id: string, name: string, timeZone: string }, lessonType: { id: string, name: LessonKind, label: string }, pickup: { meetingPointId: string | null, meetingPointLabel: string | null, location: string, latitude: number | null, longitude: number | null }, students: Array<{ studentId: string, name: string, drivingMinutes: number, observationMinutes: number, attendance: Attendance, removedAt: string | null }>, cancellations: Array<{ studentId: string | null, initiatedBy: CancellationInitiator, reason: CancellationReason, minutesForfeited: boolean, feeCents: number | null }> } }> } };

export type LessonBookingOptionsQueryVariables = Exact<{
  state: string;
  withMeetingPoints: boolean;
}>;


export type LessonBookingOptionsQuery = { lessonBookableTypes: Array<{ id: string, name: LessonKind, label: string, durationMinutes: number }>, stateMeetingPoints?: Array<{ id: string, label: string, address: string, restrictedLessonTypes: Array<string> }> };

export type LessonPartnerSearchQueryVariables = Exact<{
  term?: string | null | undefined;
}>;


export type LessonPartnerSearchQuery = { students: { edges: Array<{ node: { id: string, name: string } }> } };

export type ScheduleLessonMutationVariables = Exact<{
  input: ScheduleLessonInput;
}>;


export type ScheduleLessonMutation = { scheduleLesson: { id: string } };

export type ScheduleMultipleLessonsMutationVariables = Exact<{
  input: ScheduleMultipleLessonsInput;
}>;


export type ScheduleMultipleLessonsMutation = { scheduleMultipleLessons: Array<{ id: string }> };

export type UpdateLessonMutationVariables = Exact<{
  input: UpdateLessonInput;
}>;


export type UpdateLessonMutation = { updateLesson: { id: string } };

export type CancelLessonMutationVariables = Exact<{
  input: CancelLessonInput;
}>;


export type CancelLessonMutation = { cancelLesson: { id: string } };

export type RemoveStudentFromLessonMutationVariables = Exact<{
  input: RemoveStudentFromLessonInput;
}>;


export type RemoveStudentFromLessonMutation = { removeStudentFromLesson: { id: string } };

export type LessonCancellationPreviewQueryVariables = Exact<{
  lessonId: string | number;
  initiatedBy: CancellationInitiator;
  reason: CancellationReason;
  waiveLateFee?: boolean | null | undefined;
}>;


export type LessonCancellationPreviewQuery = { lessonCancellationPreview: { returnsMinutes: boolean, late: boolean, hoursBeforeStart: number, feeCents: number, drivingMinutes: number, observationMinutes: number, testUnits: number } };

export type LessonMovePlacesQueryVariables = Exact<{
  state: string;
}>;


export type LessonMovePlacesQuery = { stateMeetingPoints: Array<{ id: string, label: string, address: string, restrictedLessonTypes: Array<string> }> };

export type LessonMovePreviewQueryVariables = Exact<{
  lessonId: string | number;
  initiatedBy: CancellationInitiator;
  waiveLateFee?: boolean | null | undefined;
  studentId?: string | number | null | undefined;
}>;


export type LessonMovePreviewQuery = { lessonCancellationPreview: { returnsMinutes: boolean, late: boolean, hoursBeforeStart: number, feeCents: number, drivingMinutes: number, observationMinutes: number, testUnits: number, windowHours: number } };

export type CancellationLogsQueryVariables = Exact<{
  from: string;
  to: string;
  instructorId?: string | number | null | undefined;
  initiatedBy?: CancellationInitiator | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CancellationLogsQuery = { cancellationLogs: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, note: string, timestamp: string, initiatedBy: CancellationInitiator, reason: CancellationReason, user: string | null, changedBy: string | null, instructor: string, lessonStartTime: string, minutesForfeited: boolean, feeCents: number } }> }, lessonBookableInstructors: Array<{ id: string, name: string }> };

export type StaffArticlesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffArticlesQuery = { staffArticles: Array<{ id: string, slug: string, path: string, state: string | null, title: string, description: string, body: string, isPublished: boolean, updatedAt: string }> };

export type UpdateArticleMutationVariables = Exact<{
  id: string | number;
  input: UpdateArticleInput;
}>;


export type UpdateArticleMutation = { updateArticle: { id: string, title: string, description: string, body: string, isPublished: boolean, updatedAt: string } };

export type AdminLicensingGuideQueryVariables = Exact<{
  state: string;
  audience: string;
}>;


export type AdminLicensingGuideQuery = { licensingGuide: { id: string, state: string, audience: string, label: string, articleSlug: string | null, steps: Array<{ id: string, title: string, description: string, link: string, linkText: string }> } | null };

export type UpdateLicensingGuideMutationVariables = Exact<{
  state: string;
  audience: string;
  input: LicensingGuideInput;
}>;


export type UpdateLicensingGuideMutation = { updateLicensingGuide: { id: string, label: string, articleSlug: string | null, steps: Array<{ id: string, title: string, description: string, link: string, linkText: string }> } };

export type PublicGuideFieldsFragment = { id: string, state: string, audience: string, audienceLabel: string, label: string, updatedAt: string, article: { slug: string, path: string, title: string } | null, steps: Array<{ id: string, title: string, description: string, link: string, linkText: string }> };

export type LicensingGuidePageQueryVariables = Exact<{
  state: string;
  audience: string;
}>;


export type LicensingGuidePageQuery = { licensingGuide: { id: string, state: string, audience: string, audienceLabel: string, label: string, updatedAt: string, article: { slug: string, path: string, title: string } | null, steps: Array<{ id: string, title: string, description: string, link: string, linkText: string }> } | null, licensingGuides: Array<{ audience: string, audienceLabel: string }> };

export type LicensingGuidesIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type LicensingGuidesIndexQuery = { licensingGuides: Array<{ state: string, audience: string, audienceLabel: string, label: string, article: { path: string } | null }> };

export type ArticlePageQueryVariables = Exact<{
  slug: string;
}>;


export type ArticlePageQuery = { article: { id: string, slug: string, path: string, state: string | null, title: string, description: string, body: string, updatedAt: string } | null };

export type TeenGuideQueryVariables = Exact<{
  state: string;
}>;


export type TeenGuideQuery = { licensingGuide: { id: string, state: string, audience: string, audienceLabel: string, label: string, updatedAt: string, article: { slug: string, path: string, title: string } | null, steps: Array<{ id: string, title: string, description: string, link: string, linkText: string }> } | null };

export type InstructorLessonFieldsFragment = { id: string, startTime: string, endTime: string, durationMinutes: number, actualDurationMinutes: number | null, actualDurationNote: string | null, comments: string, lessonTypeLabel: string, pickupAddress: string, mapsUrl: string | null, meetingPoint: { label: string, address: string } | null, students: Array<{ studentId: string, name: string, phone: string | null, email: string | null, parentEmail: string | null, pickupDetails: string, attendance: string, drivingMinutes: number, observationMinutes: number, notes: Array<{ id: string, text: string, createdByName: string, createdAt: string, isPinned: boolean }>, bookingAlerts: Array<{ id: string, text: string }> }> };

export type MyLessonsQueryVariables = Exact<{
  from: string;
  to: string;
  instructorId?: string | number | null | undefined;
}>;


export type MyLessonsQuery = { myLessons: { instructor: { id: string, name: string, timeZone: string } | null, lessons: Array<{ id: string, startTime: string, endTime: string, durationMinutes: number, actualDurationMinutes: number | null, actualDurationNote: string | null, comments: string, lessonTypeLabel: string, pickupAddress: string, mapsUrl: string | null, meetingPoint: { label: string, address: string } | null, students: Array<{ studentId: string, name: string, phone: string | null, email: string | null, parentEmail: string | null, pickupDetails: string, attendance: string, drivingMinutes: number, observationMinutes: number, notes: Array<{ id: string, text: string, createdByName: string, createdAt: string, isPinned: boolean }>, bookingAlerts: Array<{ id: string, text: string }> }> }> } };

export type MyLessonQueryVariables = Exact<{
  id: string | number;
}>;


export type MyLessonQuery = { myLesson: { instructor: { id: string, name: string, timeZone: string }, lesson: { id: string, startTime: string, endTime: string, durationMinutes: number, actualDurationMinutes: number | null, actualDurationNote: string | null, comments: string, lessonTypeLabel: string, pickupAddress: string, mapsUrl: string | null, meetingPoint: { label: string, address: string } | null, students: Array<{ studentId: string, name: string, phone: string | null, email: string | null, parentEmail: string | null, pickupDetails: string, attendance: string, drivingMinutes: number, observationMinutes: number, notes: Array<{ id: string, text: string, createdByName: string, createdAt: string, isPinned: boolean }>, bookingAlerts: Array<{ id: string, text: string }> }> } } };

export type MyLessonsInstructorOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLessonsInstructorOptionsQuery = { myLessonsInstructorOptions: Array<{ id: string, name: string }> };

export type OnlineEnrollmentFieldsFragment = { id: string, name: string, enrolled: boolean, status: OnlineEnrollmentStatus, courseId: string, courseState: string, courseCategory: string, enrolledAt: string, endedAt: string | null, endedReason: string | null, migratedFromId: string | null, timeZone: string, requiredSeconds: number, dailyCapSeconds: number | null, minDays: number | null, creditedSeconds: number, creditedDays: number, seatTimeComplete: boolean, earliestCompletionDate: string | null, percentComplete: number, percentTestsPassed: number, completed: boolean, completedAt: string | null, certificateId: string | null, identityCheck: { asksQuestions: boolean, answered: boolean, asked: number, passed: number, missed: number, maxMisses: number }, days: Array<{ day: string, rawSeconds: number, patchSeconds: number, adjustedSeconds: number, creditedSeconds: number, capReached: boolean }>, patches: Array<{ id: string, day: string, seconds: number, reason: string, createdBy: string, createdAt: string }>, currentLecture: { id: string, title: string } | null, tests: Array<{ partId: string, number: number, lectureTitle: string, numCorrect: number, totalQuestions: number, passed: boolean, attempts: number }> };

export type StudentOnlineCoursesQueryVariables = Exact<{
  studentId: string | number;
}>;


export type StudentOnlineCoursesQuery = { studentOnlineCourses: Array<{ id: string, name: string, enrolled: boolean, status: OnlineEnrollmentStatus, courseId: string, courseState: string, courseCategory: string, enrolledAt: string, endedAt: string | null, endedReason: string | null, migratedFromId: string | null, timeZone: string, requiredSeconds: number, dailyCapSeconds: number | null, minDays: number | null, creditedSeconds: number, creditedDays: number, seatTimeComplete: boolean, earliestCompletionDate: string | null, percentComplete: number, percentTestsPassed: number, completed: boolean, completedAt: string | null, certificateId: string | null, identityCheck: { asksQuestions: boolean, answered: boolean, asked: number, passed: number, missed: number, maxMisses: number }, days: Array<{ day: string, rawSeconds: number, patchSeconds: number, adjustedSeconds: number, creditedSeconds: number, capReached: boolean }>, patches: Array<{ id: string, day: string, seconds: number, reason: string, createdBy: string, createdAt: string }>, currentLecture: { id: string, title: string } | null, tests: Array<{ partId: string, number: number, lectureTitle: string, numCorrect: number, totalQuestions: number, passed: boolean, attempts: number }> }> };

export type EnrollableCoursesQueryVariables = Exact<{
  state?: string | null | undefined;
}>;


export type EnrollableCoursesQuery = { courses: Array<{ id: string, state: string, category: string, name: string, requiredSeconds: number, dailyCapSeconds: number | null, offerings: Array<{ format: CourseFormat }> }> };

export type EnrollStudentToOnlineCourseMutationVariables = Exact<{
  input: EnrollStudentToOnlineCourseInput;
}>;


export type EnrollStudentToOnlineCourseMutation = { enrollStudentToOnlineCourse: { id: string, name: string, enrolled: boolean, status: OnlineEnrollmentStatus, courseId: string, courseState: string, courseCategory: string, enrolledAt: string, endedAt: string | null, endedReason: string | null, migratedFromId: string | null, timeZone: string, requiredSeconds: number, dailyCapSeconds: number | null, minDays: number | null, creditedSeconds: number, creditedDays: number, seatTimeComplete: boolean, earliestCompletionDate: string | null, percentComplete: number, percentTestsPassed: number, completed: boolean, completedAt: string | null, certificateId: string | null, identityCheck: { asksQuestions: boolean, answered: boolean, asked: number, passed: number, missed: number, maxMisses: number }, days: Array<{ day: string, rawSeconds: number, patchSeconds: number, adjustedSeconds: number, creditedSeconds: number, capReached: boolean }>, patches: Array<{ id: string, day: string, seconds: number, reason: string, createdBy: string, createdAt: string }>, currentLecture: { id: string, title: string } | null, tests: Array<{ partId: string, number: number, lectureTitle: string, numCorrect: number, totalQuestions: number, passed: boolean, attempts: number }> } };

export type UnenrollStudentFromOnlineCourseMutationVariables = Exact<{
  id: string | number;
}>;


export type UnenrollStudentFromOnlineCourseMutation = { unenrollStudentFromOnlineCourse: { id: string, name: string, enrolled: boolean, status: OnlineEnrollmentStatus, courseId: string, courseState: string, courseCategory: string, enrolledAt: string, endedAt: string | null, endedReason: string | null, migratedFromId: string | null, timeZone: string, requiredSeconds: number, dailyCapSeconds: number | null, minDays: number | null, creditedSeconds: number, creditedDays: number, seatTimeComplete: boolean, earliestCompletionDate: string | null, percentComplete: number, percentTestsPassed: number, completed: boolean, completedAt: string | null, certificateId: string | null, identityCheck: { asksQuestions: boolean, answered: boolean, asked: number, passed: number, missed: number, maxMisses: number }, days: Array<{ day: string, rawSeconds: number, patchSeconds: number, adjustedSeconds: number, creditedSeconds: number, capReached: boolean }>, patches: Array<{ id: string, day: string, seconds: number, reason: string, createdBy: string, createdAt: string }>, currentLecture: { id: string, title: string } | null, tests: Array<{ partId: string, number: number, lectureTitle: string, numCorrect: number, totalQuestions: number, passed: boolean, attempts: number }> } };

export type MigrateStudentOnlineCourseMutationVariables = Exact<{
  input: MigrateStudentOnlineCourseInput;
}>;


export type MigrateStudentOnlineCourseMutation = { migrateStudentOnlineCourse: { id: string, name: string, enrolled: boolean, status: OnlineEnrollmentStatus, courseId: string, courseState: string, courseCategory: string, enrolledAt: string, endedAt: string | null, endedReason: string | null, migratedFromId: string | null, timeZone: string, requiredSeconds: number, dailyCapSeconds: number | null, minDays: number | null, creditedSeconds: number, creditedDays: number, seatTimeComplete: boolean, earliestCompletionDate: string | null, percentComplete: number, percentTestsPassed: number, completed: boolean, completedAt: string | null, certificateId: string | null, identityCheck: { asksQuestions: boolean, answered: boolean, asked: number, passed: number, missed: number, maxMisses: number }, days: Array<{ day: string, rawSeconds: number, patchSeconds: number, adjustedSeconds: number, creditedSeconds: number, capReached: boolean }>, patches: Array<{ id: string, day: string, seconds: number, reason: string, createdBy: string, createdAt: string }>, currentLecture: { id: string, title: string } | null, tests: Array<{ partId: string, number: number, lectureTitle: string, numCorrect: number, totalQuestions: number, passed: boolean, attempts: number }> } };

export type PatchSeatTimeMutationVariables = Exact<{
  input: PatchSeatTimeInput;
}>;


export type PatchSeatTimeMutation = { patchSeatTime: { id: string, name: string, enrolled: boolean, status: OnlineEnrollmentStatus, courseId: string, courseState: string, courseCategory: string, enrolledAt: string, endedAt: string | null, endedReason: string | null, migratedFromId: string | null, timeZone: string, requiredSeconds: number, dailyCapSeconds: number | null, minDays: number | null, creditedSeconds: number, creditedDays: number, seatTimeComplete: boolean, earliestCompletionDate: string | null, percentComplete: number, percentTestsPassed: number, completed: boolean, completedAt: string | null, certificateId: string | null, identityCheck: { asksQuestions: boolean, answered: boolean, asked: number, passed: number, missed: number, maxMisses: number }, days: Array<{ day: string, rawSeconds: number, patchSeconds: number, adjustedSeconds: number, creditedSeconds: number, capReached: boolean }>, patches: Array<{ id: string, day: string, seconds: number, reason: string, createdBy: string, createdAt: string }>, currentLecture: { id: string, title: string } | null, tests: Array<{ partId: string, number: number, lectureTitle: string, numCorrect: number, totalQuestions: number, passed: boolean, attempts: number }> } };

export type OutboxMessagesQueryVariables = Exact<{
  status?: OutboxStatus | null | undefined;
  channel?: OutboxChannel | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type OutboxMessagesQuery = { outboxMessages: { totalCount: number, edges: Array<{ node: { id: string, channel: OutboxChannel, to: string, subject: string, status: OutboxStatus, attempts: number, lastError: string | null, createdAt: string, sentAt: string | null, resentFromId: string | null } }> } };

export type OutboxMessageQueryVariables = Exact<{
  id: string | number;
}>;


export type OutboxMessageQuery = { outboxMessage: { id: string, subject: string, to: string, text: string, html: string | null, attachmentNames: Array<string> } | null };

export type ResendOutboxMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendOutboxMessageMutation = { resendOutboxMessage: { id: string, status: OutboxStatus } };

export type CardPaymentQueryVariables = Exact<{
  reference: string;
}>;


export type CardPaymentQuery = { cardPayment: { reference: string, clientSecret: string, amountCents: number, description: string, payable: boolean } };

export type CompleteCardPaymentMutationVariables = Exact<{
  reference: string;
}>;


export type CompleteCardPaymentMutation = { completeCardPayment: { result: CardPaymentResult, bookingCheckoutId: string | null, courseCheckoutId: string | null, message: string | null, canRetry: boolean, startAgainPath: string } };

export type PortalOwnCancellationPreviewQueryVariables = Exact<{
  lessonId: string | number;
  studentId: string | number;
}>;


export type PortalOwnCancellationPreviewQuery = { ownLessonCancellationPreview: { returnsMinutes: boolean, late: boolean, feeCents: number, drivingMinutes: number, observationMinutes: number, testUnits: number, windowHours: number } };

export type PortalCancelOwnLessonMutationVariables = Exact<{
  input: CancelOwnLessonInput;
}>;


export type PortalCancelOwnLessonMutation = { cancelOwnLesson: { id: string, status: LessonStatus } };

export type PortalOwnRescheduleOptionsQueryVariables = Exact<{
  lessonId: string | number;
  studentId: string | number;
}>;


export type PortalOwnRescheduleOptionsQuery = { ownLessonRescheduleOptions: { refusal: string | null, windowHours: number, slots: Array<{ startTime: string, instructorId: string, instructorName: string }> } };

export type PortalRescheduleOwnLessonMutationVariables = Exact<{
  input: RescheduleOwnLessonInput;
}>;


export type PortalRescheduleOwnLessonMutation = { rescheduleOwnLesson: { id: string, startTime: string } };

export type PortalMyMoneyQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalMyMoneyQuery = { myMoney: Array<{ studentId: string, studentName: string, held: Array<{ productId: string, name: string, type: ProductType, quantity: number, lots: Array<{ quantity: number, expiresAt: string }> }>, payments: Array<{ id: string, kind: string, createdAt: string, paidCents: number, refundedCents: number, paymentMethod: PaymentMethod | null, couponCode: string | null, voucherCode: string | null, voided: boolean, lines: Array<{ name: string, type: ProductType | null, quantity: number }> }> }> };

export type PortalMyReceiptQueryVariables = Exact<{
  id: string | number;
}>;


export type PortalMyReceiptQuery = { myReceipt: { studentName: string, schoolName: string, schoolAddress: string, schoolPhone: string, payment: { id: string, kind: string, createdAt: string, paidCents: number, refundedCents: number, paymentMethod: PaymentMethod | null, paymentReference: string | null, couponCode: string | null, voucherCode: string | null, voided: boolean, lines: Array<{ name: string, type: ProductType | null, quantity: number }>, refunds: Array<{ id: string, createdAt: string, amountCents: number, paymentMethod: PaymentMethod | null }> } } };

export type PortalMyStudentsQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalMyStudentsQuery = { myStudents: Array<{ id: string, name: string }> };

export type PortalLessonsQueryVariables = Exact<{
  studentId: string | number;
}>;


export type PortalLessonsQuery = { lessons: { totalCount: number, edges: Array<{ node: { id: string, status: LessonStatus, startTime: string, endTime: string, durationMinutes: number, instructor: { id: string, name: string, timeZone: string }, lessonType: { id: string, label: string }, pickup: { meetingPointLabel: string | null, location: string }, students: Array<{ studentId: string, pickupDetails: string, attendance: Attendance, removedAt: string | null }>, cancellations: Array<{ studentId: string | null }>, myReview: { id: string, rating: number, status: InstructorReviewStatus } | null } }> } };

export type PortalReviewInstructorMutationVariables = Exact<{
  lessonId: string | number;
  rating: number;
  text?: string | null | undefined;
}>;


export type PortalReviewInstructorMutation = { reviewInstructor: { id: string, rating: number, status: InstructorReviewStatus } };

export type PortalFamilyQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalFamilyQuery = { myStudents: Array<{ id: string, name: string, dob: string | null, age: number, usStateId: string | null, userId: string | null, signInEmail: string | null }> };

export type PortalAddTeenMutationVariables = Exact<{
  input: CreateMyStudentInput;
}>;


export type PortalAddTeenMutation = { createMyStudent: { id: string, name: string } };

export type PracticeQuestionsQueryVariables = Exact<{
  state: string;
  includeInactive?: boolean | null | undefined;
}>;


export type PracticeQuestionsQuery = { practiceQuestions: Array<{ id: string, prompt: string, choices: Array<string>, correctIndex: number, explanation: string, source: string, position: number, isActive: boolean }> };

export type CreatePracticeQuestionMutationVariables = Exact<{
  state: string;
  input: PracticeQuestionInput;
}>;


export type CreatePracticeQuestionMutation = { createPracticeQuestion: { id: string } };

export type UpdatePracticeQuestionMutationVariables = Exact<{
  id: string | number;
  input: UpdatePracticeQuestionInput;
}>;


export type UpdatePracticeQuestionMutation = { updatePracticeQuestion: { id: string, isActive: boolean } };

export type PracticeTestStatesQueryVariables = Exact<{ [key: string]: never; }>;


export type PracticeTestStatesQuery = { practiceTestStates: Array<{ state: string, questionCount: number }> };

export type PracticeTestQueryVariables = Exact<{
  state: string;
  questionCount?: number | null | undefined;
  set?: number | null | undefined;
}>;


export type PracticeTestQuery = { practiceTest: { questions: Array<{ id: string, prompt: string, choices: Array<string> }> } };

export type GradePracticeTestMutationVariables = Exact<{
  state: string;
  answers: Array<PracticeAnswerInput> | PracticeAnswerInput;
}>;


export type GradePracticeTestMutation = { gradePracticeTest: { numCorrect: number, totalQuestions: number, percent: number, passed: boolean, questions: Array<{ id: string, prompt: string, choices: Array<string>, chosenIndex: number | null, correctIndex: number, isCorrect: boolean, explanation: string, source: string }> } };

export type PriceSchemesQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceSchemesQuery = { priceSchemes: Array<{ id: string, name: string, canonicalPrice: number, products: Array<{ price: number, product: { id: string, name: string, type: ProductType, isArchived: boolean } }>, effectivePrices: Array<{ price: number, product: { id: string }, steps: Array<{ fragmentName: string, before: number, after: number }> }> }> };

export type PriceableProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceableProductsQuery = { products: { totalCount: number, edges: Array<{ node: { id: string, name: string, type: ProductType } }> } };

export type CreatePriceSchemeMutationVariables = Exact<{
  input: CreatePriceSchemeInput;
}>;


export type CreatePriceSchemeMutation = { createPriceScheme: { id: string, name: string } };

export type UpdatePriceSchemeMutationVariables = Exact<{
  input: UpdatePriceSchemeInput;
}>;


export type UpdatePriceSchemeMutation = { updatePriceScheme: { id: string, name: string } };

export type DeletePriceSchemeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePriceSchemeMutation = { deletePriceScheme: { id: string } };

export type PriceSchemeFragmentsQueryVariables = Exact<{
  pageQuery?: PageQuery | null | undefined;
}>;


export type PriceSchemeFragmentsQuery = { priceSchemeFragments: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, name: string, priceSchemes: Array<{ id: string, name: string }>, productPrices: Array<{ product: { id: string, name: string }, priceAlgorithm: { kind: PriceAlgorithmKind, amountCents: number | null, percentBasisPoints: number | null, rounding: RoundingType, roundingDigit: number | null } }> } }> } };

export type PriceSchemeOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceSchemeOptionsQuery = { priceSchemes: Array<{ id: string, name: string }> };

export type PreviewPriceSchemeFragmentQueryVariables = Exact<{
  input: PriceSchemeFragmentPreviewInput;
}>;


export type PreviewPriceSchemeFragmentQuery = { previewPriceSchemeFragment: Array<{ priceScheme: { id: string, name: string }, prices: Array<{ currentPrice: number, previewPrice: number, product: { id: string, name: string } }> }> };

export type CreatePriceSchemeFragmentMutationVariables = Exact<{
  input: CreatePriceSchemeFragmentInput;
}>;


export type CreatePriceSchemeFragmentMutation = { createPriceSchemeFragment: { id: string, name: string } };

export type UpdatePriceSchemeFragmentMutationVariables = Exact<{
  input: UpdatePriceSchemeFragmentInput;
}>;


export type UpdatePriceSchemeFragmentMutation = { updatePriceSchemeFragment: { id: string, name: string } };

export type DeletePriceSchemeFragmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePriceSchemeFragmentMutation = { deletePriceSchemeFragment: { id: string } };

export type QuoteQueryVariables = Exact<{
  input: QuoteInput;
}>;


export type QuoteQuery = { quote: { status: QuoteStatus, quantity: number, unitPrice: number | null, subtotal: number | null, discount: number, total: number | null, couponCheckedAgainAtCheckout: boolean, steps: Array<{ kind: QuoteStepKind, id: string | null, name: string | null, price: number | null, algorithm: PriceAlgorithmKind | null, before: number | null, after: number | null, quantity: number | null, unitPrice: number | null, subtotal: number | null, code: string | null, applied: boolean | null, reason: QuoteCouponRefusal | null, discount: number | null, total: number | null }> } };

export type ProductsQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type ProductsQuery = { products: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, name: string, description: string, type: ProductType, isArchived: boolean, wasSold: boolean, components: Array<{ quantity: number, product: { id: string, name: string, type: ProductType } }> } }> } };

export type ProductComponentOptionsQueryVariables = Exact<{
  pageQuery?: PageQuery | null | undefined;
}>;


export type ProductComponentOptionsQuery = { products: { totalCount: number, edges: Array<{ node: { id: string, name: string, type: ProductType } }> } };

export type CreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: string, name: string } };

export type UpdateProductMutationVariables = Exact<{
  input: UpdateProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { id: string, name: string, isArchived: boolean } };

export type DeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductMutation = { deleteProduct: { id: string, archived: boolean } };

export type RegionSchemesQueryVariables = Exact<{ [key: string]: never; }>;


export type RegionSchemesQuery = { regionSchemes: Array<{ id: string, superRegion: { id: string, name: string, state: string, googleBusinessPageUrl: string | null, slackChannelId: string | null }, priceScheme: { id: string, name: string } | null }>, priceSchemeChoices: Array<{ id: string, name: string }> };

export type CreateSuperRegionMutationVariables = Exact<{
  input: CreateSuperRegionInput;
}>;


export type CreateSuperRegionMutation = { createSuperRegion: { id: string, name: string } };

export type UpdateSuperRegionMutationVariables = Exact<{
  input: UpdateSuperRegionInput;
}>;


export type UpdateSuperRegionMutation = { updateSuperRegion: { id: string, name: string } };

export type DeleteSuperRegionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSuperRegionMutation = { deleteSuperRegion: { id: string } };

export type UpdateRegionSchemeMutationVariables = Exact<{
  superRegionId: string | number;
  priceSchemeId?: string | number | null | undefined;
}>;


export type UpdateRegionSchemeMutation = { updateRegionScheme: { id: string, priceScheme: { id: string, name: string } | null } };

export type RegionsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RegionsQuery = { regions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, state: string, superRegion: { id: string, name: string } } }> } };

export type RegionsMapQueryVariables = Exact<{ [key: string]: never; }>;


export type RegionsMapQuery = { regionsGeoJson: unknown, superRegions: Array<{ id: string, name: string, state: string }> };

export type CreateRegionMutationVariables = Exact<{
  input: CreateRegionInput;
}>;


export type CreateRegionMutation = { createRegion: { id: string, name: string } };

export type SuperRegionOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SuperRegionOptionsQuery = { superRegions: Array<{ id: string, name: string, state: string }> };

export type UpdateRegionMutationVariables = Exact<{
  input: UpdateRegionInput;
}>;


export type UpdateRegionMutation = { updateRegion: { id: string, name: string, state: string, superRegion: { id: string, name: string } } };

export type DeleteRegionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRegionMutation = { deleteRegion: { id: string } };

export type ParkingHubsQueryVariables = Exact<{ [key: string]: never; }>;


export type ParkingHubsQuery = { parkingHubs: Array<{ id: string, name: string, address: string, latitude: number, longitude: number, superRegion: { id: string, name: string, state: string } }>, superRegions: Array<{ id: string, name: string, state: string }> };

export type CreateParkingHubMutationVariables = Exact<{
  input: CreateParkingHubInput;
}>;


export type CreateParkingHubMutation = { createParkingHub: { id: string, name: string } };

export type UpdateParkingHubMutationVariables = Exact<{
  input: UpdateParkingHubInput;
}>;


export type UpdateParkingHubMutation = { updateParkingHub: { id: string, name: string } };

export type DeleteParkingHubMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteParkingHubMutation = { deleteParkingHub: { id: string } };

export type ScholarshipCourseQueryVariables = Exact<{
  id: string | number;
}>;


export type ScholarshipCourseQuery = { course: { id: string, name: string, state: string, path: string } | null };

export type ScholarshipCoursesQueryVariables = Exact<{ [key: string]: never; }>;


export type ScholarshipCoursesQuery = { courses: Array<{ id: string, name: string, state: string, path: string }> };

export type ApplyForScholarshipMutationVariables = Exact<{
  userName: string;
  email: string;
  dob: string;
  scholarshipAnswer: string;
  courseId: string | number;
}>;


export type ApplyForScholarshipMutation = { applyForScholarship: { id: string, status: ScholarshipStatus } };

export type ScholarshipApplicationsQueryVariables = Exact<{
  status?: ScholarshipStatus | null | undefined;
}>;


export type ScholarshipApplicationsQuery = { scholarshipApplications: Array<{ id: string, courseName: string, userName: string, email: string, dob: string, scholarshipAnswer: string, status: ScholarshipStatus, voucherCode: string | null, declineReason: string | null, reviewedByName: string | null, createdAt: string }> };

export type GrantScholarshipMutationVariables = Exact<{
  id: string | number;
}>;


export type GrantScholarshipMutation = { grantScholarship: { id: string, status: ScholarshipStatus, voucherCode: string | null } };

export type DeclineScholarshipMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type DeclineScholarshipMutation = { declineScholarship: { id: string, status: ScholarshipStatus } };

export type SiteViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteViewerQuery = { me: { name: string, roles: Array<StaffRole> } };

export type DrivingSkillsQueryVariables = Exact<{ [key: string]: never; }>;


export type DrivingSkillsQuery = { drivingSkills: Array<{ id: string, label: string }> };

export type SkillReportFieldsFragment = { id: string, studentId: string, lastEmailSent: string | null, lesson: { id: string, startTime: string, timeZone: string, instructorName: string, lessonTypeLabel: string, cancelled: boolean }, ratings: Array<{ drivingSkillId: string, label: string, rating: SkillRating, value: number }> };

export type StudentSkillReportsQueryVariables = Exact<{
  studentId: string | number;
}>;


export type StudentSkillReportsQuery = { lessonsDrivingSkillsReportsByStudent: Array<{ id: string, studentId: string, lastEmailSent: string | null, lesson: { id: string, startTime: string, timeZone: string, instructorName: string, lessonTypeLabel: string, cancelled: boolean }, ratings: Array<{ drivingSkillId: string, label: string, rating: SkillRating, value: number }> }> };

export type LessonSkillReportQueryVariables = Exact<{
  studentId: string | number;
  lessonId: string | number;
}>;


export type LessonSkillReportQuery = { lessonDrivingSkillsReportByStudentAndLesson: { id: string, studentId: string, lastEmailSent: string | null, lesson: { id: string, startTime: string, timeZone: string, instructorName: string, lessonTypeLabel: string, cancelled: boolean }, ratings: Array<{ drivingSkillId: string, label: string, rating: SkillRating, value: number }> } };

export type UpdateSkillReportMutationVariables = Exact<{
  lessonId: string | number;
  studentId: string | number;
  ratings: Array<DrivingSkillRatingInput> | DrivingSkillRatingInput;
}>;


export type UpdateSkillReportMutation = { updateLessonReportForStudent: { id: string, studentId: string, lastEmailSent: string | null, lesson: { id: string, startTime: string, timeZone: string, instructorName: string, lessonTypeLabel: string, cancelled: boolean }, ratings: Array<{ drivingSkillId: string, label: string, rating: SkillRating, value: number }> } };

export type EmailSkillReportMutationVariables = Exact<{
  studentId: string | number;
  lessonId: string | number;
  emails: Array<string> | string;
  comments?: string | null | undefined;
}>;


export type EmailSkillReportMutation = { emailStudentReport: { id: string, studentId: string, lastEmailSent: string | null, lesson: { id: string, startTime: string, timeZone: string, instructorName: string, lessonTypeLabel: string, cancelled: boolean }, ratings: Array<{ drivingSkillId: string, label: string, rating: SkillRating, value: number }> } };

export type SlotSearchQueryVariables = Exact<{
  input: SlotSearchInput;
}>;


export type SlotSearchQuery = { slotSearch: { regionId: string | null, durationMinutes: number, timeZone: string, days: Array<{ date: string, times: Array<{ startTime: string, instructors: Array<{ id: string, name: string, title: string }> }> }> } };

export type SlotSearchOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SlotSearchOptionsQuery = { lessonTypes: Array<{ id: string, label: string, durationMinutes: number }> };

export type SlotSearchMeetingPointsQueryVariables = Exact<{
  state: string;
}>;


export type SlotSearchMeetingPointsQuery = { stateMeetingPoints: Array<{ id: string, label: string, address: string }> };

export type StateConfigsQueryVariables = Exact<{ [key: string]: never; }>;


export type StateConfigsQuery = { stateConfigs: Array<{ id: string, state: string, longName: string, hasHomePickup: boolean, hasMeetingPoints: boolean, hasFixedLocations: boolean, isShareableByDefault: boolean, cmsId: string | null, lateCancellationWindowHours: number, lateCancellationFeeCents: number, behindTheWheelCertificateTypeId: string | null }> };

export type CreateStateConfigMutationVariables = Exact<{
  input: CreateStateConfigInput;
}>;


export type CreateStateConfigMutation = { createStateConfig: { id: string, state: string } };

export type UpdateStateConfigMutationVariables = Exact<{
  input: UpdateStateConfigInput;
}>;


export type UpdateStateConfigMutation = { updateStateConfig: { id: string, state: string } };

export type StateMeetingPointsQueryVariables = Exact<{
  state: string;
}>;


export type StateMeetingPointsQuery = { stateMeetingPoints: Array<{ id: string, state: string, address: string, label: string, description: string, restrictedLessonTypes: Array<string>, latitude: number | null, longitude: number | null }> };

export type CreateStateMeetingPointMutationVariables = Exact<{
  input: CreateStateMeetingPointInput;
}>;


export type CreateStateMeetingPointMutation = { createStateMeetingPoint: { id: string, label: string } };

export type UpdateStateMeetingPointMutationVariables = Exact<{
  input: UpdateStateMeetingPointInput;
}>;


export type UpdateStateMeetingPointMutation = { updateStateMeetingPoint: { id: string, label: string } };

export type DeleteStateMeetingPointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteStateMeetingPointMutation = { deleteStateMeetingPoint: { id: string } };

export type StudentsQueryVariables = Exact<{
  term?: string | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type StudentsQuery = { students: { totalCount: number, totalCountIsEstimate: boolean, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, name: string, email: string | null, dob: string | null, age: number, usStateId: string | null, licenseNumber: string | null, isAccountDisabled: boolean, address: { id: string, phone: string | null, city: string | null, state: string | null } } }> } };

export type StudentDetailsFragment = { id: string, name: string, email: string | null, signInEmail: string | null, userId: string | null, dob: string | null, age: number, signupTimestamp: string, usStateId: string | null, parentName: string | null, parentEmail: string | null, stripeCustomerId: string | null, smsOptIn: boolean, acceptTOS: boolean, licenseNumber: string | null, licenseIssueDate: string | null, licenseExpirationDate: string | null, previousHours: number, preferredPronoun: string | null, isDeleted: boolean, isAccountDisabled: boolean, observerApproved: boolean, privateApproved: boolean, contractStatus: LegalFormStatus, transferStatus: TransferStatus, transferType: TransferType | null, address: { id: string, address: string | null, phone: string | null, secondaryPhone: string | null, city: string | null, state: string | null, zipcode: string | null, latitude: number | null, longitude: number | null } };

export type StudentQueryVariables = Exact<{
  id: string | number;
}>;


export type StudentQuery = { student: { id: string, name: string, email: string | null, signInEmail: string | null, userId: string | null, dob: string | null, age: number, signupTimestamp: string, usStateId: string | null, parentName: string | null, parentEmail: string | null, stripeCustomerId: string | null, smsOptIn: boolean, acceptTOS: boolean, licenseNumber: string | null, licenseIssueDate: string | null, licenseExpirationDate: string | null, previousHours: number, preferredPronoun: string | null, isDeleted: boolean, isAccountDisabled: boolean, observerApproved: boolean, privateApproved: boolean, contractStatus: LegalFormStatus, transferStatus: TransferStatus, transferType: TransferType | null, address: { id: string, address: string | null, phone: string | null, secondaryPhone: string | null, city: string | null, state: string | null, zipcode: string | null, latitude: number | null, longitude: number | null } }, studentGuardians: Array<{ userId: string, name: string, email: string, linkedAt: string }>, bookingAlerts: Array<{ id: string, text: string, createdAt: string, createdBy: { id: string | null, name: string } }> };

export type AddStudentMutationVariables = Exact<{
  input: AddStudentInput;
}>;


export type AddStudentMutation = { addStudent: { id: string, name: string } };

export type UpdateStudentMutationVariables = Exact<{
  input: UpdateStudentInput;
}>;


export type UpdateStudentMutation = { updateStudent: { id: string, name: string, email: string | null, signInEmail: string | null, userId: string | null, dob: string | null, age: number, signupTimestamp: string, usStateId: string | null, parentName: string | null, parentEmail: string | null, stripeCustomerId: string | null, smsOptIn: boolean, acceptTOS: boolean, licenseNumber: string | null, licenseIssueDate: string | null, licenseExpirationDate: string | null, previousHours: number, preferredPronoun: string | null, isDeleted: boolean, isAccountDisabled: boolean, observerApproved: boolean, privateApproved: boolean, contractStatus: LegalFormStatus, transferStatus: TransferStatus, transferType: TransferType | null, address: { id: string, address: string | null, phone: string | null, secondaryPhone: string | null, city: string | null, state: string | null, zipcode: string | null, latitude: number | null, longitude: number | null } } };

export type DisableStudentAccountMutationVariables = Exact<{
  studentId: string | number;
}>;


export type DisableStudentAccountMutation = { disableStudentAccount: { id: string, isAccountDisabled: boolean } };

export type StudentNotesQueryVariables = Exact<{
  studentId: string | number;
}>;


export type StudentNotesQuery = { notes: Array<{ id: string, text: string, isPinned: boolean, isHiddenFromInstructorView: boolean, createdAt: string, updatedAt: string, createdBy: { id: string | null, name: string } }> };

export type PutNoteMutationVariables = Exact<{
  input: NoteInput;
}>;


export type PutNoteMutation = { putNote: { id: string } };

export type DeleteNoteMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNoteMutation = { deleteNote: string };

export type PutBookingAlertMutationVariables = Exact<{
  input: BookingAlertInput;
}>;


export type PutBookingAlertMutation = { putBookingAlert: { id: string } };

export type RemoveBookingAlertMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveBookingAlertMutation = { removeBookingAlert: string };

export type StudentUserLogsQueryVariables = Exact<{
  studentId: string | number;
  logType?: LogFilter | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type StudentUserLogsQuery = { userLogs: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, kind: UserLogKind, type: string, message: string, createdAt: string, actor: { id: string | null, name: string } } }> } };

export type SyncCheckFieldsFragment = { id: string, startTime: string, endTime: string | null, isRunning: boolean, cancelRequested: boolean, isCancelled: boolean, startedByName: string, studentsCount: number, checkedStudentsCount: number, ignoredStudentsCount: number, ledgerStudentsCount: number, outOfSyncStudentsCount: number, conflictsCount: number, errorsCount: number };

export type SyncStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type SyncStatusQuery = { syncChecks: { totalCount: number, edges: Array<{ node: { id: string, startTime: string, endTime: string | null, isRunning: boolean, cancelRequested: boolean, isCancelled: boolean, startedByName: string, studentsCount: number, checkedStudentsCount: number, ignoredStudentsCount: number, ledgerStudentsCount: number, outOfSyncStudentsCount: number, conflictsCount: number, errorsCount: number } }> }, lastCompletedSyncCheck: { id: string, endTime: string | null, conflictsCount: number } | null };

export type SyncCheckQueryVariables = Exact<{
  id: string | number;
  kind?: SyncConflictKind | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type SyncCheckQuery = { syncCheck: { id: string, startTime: string, endTime: string | null, isRunning: boolean, cancelRequested: boolean, isCancelled: boolean, startedByName: string, studentsCount: number, checkedStudentsCount: number, ignoredStudentsCount: number, ledgerStudentsCount: number, outOfSyncStudentsCount: number, conflictsCount: number, errorsCount: number, errors: Array<{ message: string, fromStudentId: string | null, toStudentId: string | null }>, conflicts: { totalCount: number, edges: Array<{ node: { id: string, studentId: string, studentName: string, kind: SyncConflictKind, productType: SyncProductType | null, syncIndicator: SyncIndicator, nextValue: number, legacyValue: number } }> } } };

export type SyncConflictQueryVariables = Exact<{
  id: string | number;
}>;


export type SyncConflictQuery = { syncConflict: { id: string, lastSyncCheckId: string, studentId: string, studentName: string, kind: SyncConflictKind, productType: SyncProductType | null, syncIndicator: SyncIndicator, nextValue: number, legacyValue: number, breakdown: Array<{ day: string, nextChange: number, legacyChange: number | null, nextTotal: number, legacyTotal: number | null, diverges: boolean }> } };

export type StartSyncCheckMutationVariables = Exact<{ [key: string]: never; }>;


export type StartSyncCheckMutation = { startSyncCheck: { id: string } };

export type CancelSyncCheckMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelSyncCheckMutation = { cancelSyncCheck: { id: string, cancelRequested: boolean } };

export type ImportLegacyBalancesMutationVariables = Exact<{
  format: LegacyImportFormat;
  content: string;
}>;


export type ImportLegacyBalancesMutation = { importLegacyBalances: { importedCount: number, importedDaysCount: number, rejected: Array<{ line: number, reason: string }> } };

export type SyncCheckProgressSubscriptionVariables = Exact<{
  syncCheckId: string | number;
}>;


export type SyncCheckProgressSubscription = { syncCheckProgress: { kind: SyncProgressEvent, syncCheckId: string, studentsCount: number, processedCount: number, conflictsCount: number, conflictId: string | null } };

export type PayPeriodsQueryVariables = Exact<{
  count?: number | null | undefined;
}>;


export type PayPeriodsQuery = { payPeriods: Array<{ start: string, end: string, isComplete: boolean, approval: { approvedAt: string } | null }>, timesheetSettings: { periodLength: PayPeriodLength, anchorDate: string, paidBlockTypes: Array<ScheduleBlockType>, timeZone: string } };

export type TimesheetPeriodQueryVariables = Exact<{
  start: string;
  end: string;
}>;


export type TimesheetPeriodQuery = { timesheetPeriod: { start: string, end: string, isComplete: boolean, totalPayCents: number, approval: { approvedAt: string, approvedByName: string } | null, timesheets: Array<{ instructorId: string, instructorName: string, teachingRateCents: number | null, nonTeachingRateCents: number | null, teachingMinutes: number, nonTeachingMinutes: number, teachingPayCents: number, nonTeachingPayCents: number, totalPayCents: number, lines: Array<{ key: string, kind: TimesheetLineKind, blockType: ScheduleBlockType, date: string, description: string, minutes: number, rateCents: number, payCents: number, correctsPeriodStart: string | null, reason: string | null }> }> } };

export type ApproveTimesheetPeriodMutationVariables = Exact<{
  input: ApproveTimesheetPeriodInput;
}>;


export type ApproveTimesheetPeriodMutation = { approveTimesheetPeriod: { start: string, approval: { approvedAt: string, approvedByName: string } | null } };

export type UpdateTimesheetSettingsMutationVariables = Exact<{
  input: TimesheetSettingsInput;
}>;


export type UpdateTimesheetSettingsMutation = { updateTimesheetSettings: { periodLength: PayPeriodLength, anchorDate: string, paidBlockTypes: Array<ScheduleBlockType> } };

export type UsersWithRolesQueryVariables = Exact<{
  query?: UsersWithRolesInput | null | undefined;
  pageQuery?: PageQuery | null | undefined;
}>;


export type UsersWithRolesQuery = { usersWithRoles: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, email: string, name: string, roles: Array<StaffRole>, isTwoFactorEnabled: boolean, isDisabled: boolean, lastActive: string | null } }> } };

export type UpdateUserRolesMutationVariables = Exact<{
  userId: string | number;
  roles: Array<StaffRole> | StaffRole;
}>;


export type UpdateUserRolesMutation = { updateUserRoles: { id: string, roles: Array<StaffRole> } };

export type DisableUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type DisableUserMutation = { disableUser: { id: string, isDisabled: boolean } };

export type EnableUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type EnableUserMutation = { enableUser: { id: string, isDisabled: boolean } };

export type VehiclesQueryVariables = Exact<{
  pageQuery?: PageQuery | null | undefined;
}>;


export type VehiclesQuery = { vehicles: { totalCount: number, edges: Array<{ node: { id: string, name: string, samsaraId: string | null, instructors: Array<{ id: string, name: string }> } }> } };

export type VehicleInstructorOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type VehicleInstructorOptionsQuery = { vehicleInstructorOptions: Array<{ id: string, name: string }> };

export type PutVehicleMutationVariables = Exact<{
  input: PutVehicleInput;
}>;


export type PutVehicleMutation = { putVehicle: { id: string, name: string } };

export type DeleteVehicleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteVehicleMutation = { deleteVehicle: { id: string } };

export type VouchersQueryVariables = Exact<{
  filter?: VoucherFilter | null | undefined;
  pageQuery?: PageQuery | null | undefined;
  sort?: VoucherSort | null | undefined;
}>;


export type VouchersQuery = { vouchers: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, code: string, isActive: boolean, redeemedAt: string | null, createdAt: string, createdByName: string, note: string | null, product: { id: string, name: string }, redeemedBy: { id: string, name: string } | null } }> } };

export type VoucherProductOptionsQueryVariables = Exact<{
  pageQuery?: PageQuery | null | undefined;
}>;


export type VoucherProductOptionsQuery = { products: { edges: Array<{ node: { id: string, name: string, type: ProductType } }> } };

export type CreateVouchersMutationVariables = Exact<{
  input: CreateVouchersInput;
}>;


export type CreateVouchersMutation = { createVouchers: Array<{ id: string, code: string, product: { id: string, name: string } }> };

export type UpdateVoucherMutationVariables = Exact<{
  input: UpdateVoucherInput;
}>;


export type UpdateVoucherMutation = { updateVoucher: { id: string, isActive: boolean } };

export type RedeemVoucherMutationVariables = Exact<{
  code: string;
  studentId: string | number;
}>;


export type RedeemVoucherMutation = { redeemVoucher: { id: string, code: string, ledgerEntryId: string | null, product: { id: string, name: string }, redeemedBy: { id: string, name: string } | null } };

export type MyWaitlistQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWaitlistQuery = { myWaitlist: Array<{ id: string, status: WaitlistStatus, customerName: string, customerEmail: string, lessonTypeLabel: string, zipCode: string | null, address: string | null, meetingPointLabel: string | null, timeZone: string, weekdays: Array<number>, earliestTime: string, latestTime: string, until: string, createdAt: string, offersMade: number, offer: { startTime: string, expiresAt: string, instructorName: string, bookingPath: string } | null }> };

export type CancelWaitlistEntryMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelWaitlistEntryMutation = { cancelWaitlistEntry: { id: string, status: WaitlistStatus } };

export type WaitlistEntryFieldsFragment = { id: string, status: WaitlistStatus, customerName: string, customerEmail: string, lessonTypeLabel: string, zipCode: string | null, address: string | null, meetingPointLabel: string | null, timeZone: string, weekdays: Array<number>, earliestTime: string, latestTime: string, until: string, createdAt: string, offersMade: number, offer: { startTime: string, expiresAt: string, instructorName: string, bookingPath: string } | null };

export type RegionWaitlistQueryVariables = Exact<{
  regionId: string | number;
  statuses?: Array<WaitlistStatus> | WaitlistStatus | null | undefined;
}>;


export type RegionWaitlistQuery = { waitlist: Array<{ id: string, status: WaitlistStatus, customerName: string, customerEmail: string, lessonTypeLabel: string, zipCode: string | null, address: string | null, meetingPointLabel: string | null, timeZone: string, weekdays: Array<number>, earliestTime: string, latestTime: string, until: string, createdAt: string, offersMade: number, offer: { startTime: string, expiresAt: string, instructorName: string, bookingPath: string } | null }> };

export type WaitlistRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type WaitlistRegionsQuery = { waitlistRegions: Array<{ id: string, name: string, state: string, waiting: number }> };

export type GetMyselfQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMyselfQuery = { me: { id: string, email: string, roles: Array<StaffRole> } };

export type FeatureFlagsQueryVariables = Exact<{ [key: string]: never; }>;


export type FeatureFlagsQuery = { featureFlags: Array<{ id: string, key: string, type: FeatureFlagType, value: string, description: string, updatedAt: string }> };

export type UserRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type UserRolesQuery = { userRoles: Array<StaffRole> };

export const ScheduleColumnFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleColumnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstructorSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"referenceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"studentNames"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLocation"}}]}}]}}]} as unknown as DocumentNode<ScheduleColumnFieldsFragment, unknown>;
export const BtwProgressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BtwProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BehindTheWheelProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"remainingText"}},{"kind":"Field","name":{"kind":"Name","value":"ageRemark"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"ageCondition"}},{"kind":"Field","name":{"kind":"Name","value":"officialSource"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"part"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"doneMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"requiredMinutes"}}]}}]}}]} as unknown as DocumentNode<BtwProgressFieldsFragment, unknown>;
export const CertificateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedTo"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"shippingSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"shippingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]} as unknown as DocumentNode<CertificateFieldsFragment, unknown>;
export const PublicCourseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minimumDays"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"isSoldOnline"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"offerings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<PublicCourseFieldsFragment, unknown>;
export const PublicGuideFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGuideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LicensingGuide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"audienceLabel"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}}]}}]}}]} as unknown as DocumentNode<PublicGuideFieldsFragment, unknown>;
export const InstructorLessonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstructorLessonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstructorLesson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"actualDurationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"actualDurationNote"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAddress"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"parentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"pickupDetails"}},{"kind":"Field","name":{"kind":"Name","value":"attendance"}},{"kind":"Field","name":{"kind":"Name","value":"drivingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"observationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<InstructorLessonFieldsFragment, unknown>;
export const OnlineEnrollmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnlineEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnlineCourseEnrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseState"}},{"kind":"Field","name":{"kind":"Name","value":"courseCategory"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asksQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"asked"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"missed"}},{"kind":"Field","name":{"kind":"Name","value":"maxMisses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"migratedFromId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minDays"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"creditedDays"}},{"kind":"Field","name":{"kind":"Name","value":"seatTimeComplete"}},{"kind":"Field","name":{"kind":"Name","value":"earliestCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"rawSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"patchSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"capReached"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"percentTestsPassed"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"currentLecture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"lectureTitle"}},{"kind":"Field","name":{"kind":"Name","value":"numCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}}]}}]} as unknown as DocumentNode<OnlineEnrollmentFieldsFragment, unknown>;
export const SkillReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SkillReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrivingSkillReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailSent"}},{"kind":"Field","name":{"kind":"Name","value":"lesson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drivingSkillId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<SkillReportFieldsFragment, unknown>;
export const StudentDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"signupTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"parentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"stripeCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"smsOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"acceptTOS"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseIssueDate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"previousHours"}},{"kind":"Field","name":{"kind":"Name","value":"preferredPronoun"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"isAccountDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"observerApproved"}},{"kind":"Field","name":{"kind":"Name","value":"privateApproved"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transferStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transferType"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]} as unknown as DocumentNode<StudentDetailsFragment, unknown>;
export const SyncCheckFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SyncCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"isRunning"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"isCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"studentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"checkedStudentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"ignoredStudentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerStudentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"outOfSyncStudentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"conflictsCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorsCount"}}]}}]} as unknown as DocumentNode<SyncCheckFieldsFragment, unknown>;
export const WaitlistEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPointLabel"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"earliestTime"}},{"kind":"Field","name":{"kind":"Name","value":"latestTime"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"offersMade"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingPath"}}]}}]}}]} as unknown as DocumentNode<WaitlistEntryFieldsFragment, unknown>;
export const AdminWelcomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWelcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminWelcomeQuery, AdminWelcomeQueryVariables>;
export const ApiTelemetryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTelemetry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiCallCountByDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiCallCountByOperation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operationName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ApiTelemetryQuery, ApiTelemetryQueryVariables>;
export const AuditLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"valueType"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}},{"kind":"Field","name":{"kind":"Name","value":"oldText"}},{"kind":"Field","name":{"kind":"Name","value":"newText"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogsQuery, AuditLogsQueryVariables>;
export const AuditAuthorOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditAuthorOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersWithRolesInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersWithRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditAuthorOptionsQuery, AuditAuthorOptionsQueryVariables>;
export const AvailabilityInstructorOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailabilityInstructorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availabilityInstructorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AvailabilityInstructorOptionsQuery, AvailabilityInstructorOptionsQueryVariables>;
export const InstructorAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstructorAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructorAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"instructorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exceptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<InstructorAvailabilityQuery, InstructorAvailabilityQueryVariables>;
export const InstructorScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstructorSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructorSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"instructorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleColumnFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleColumnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstructorSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"referenceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"studentNames"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLocation"}}]}}]}}]} as unknown as DocumentNode<InstructorScheduleQuery, InstructorScheduleQueryVariables>;
export const SetInstructorWeeklyHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetInstructorWeeklyHours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"spans"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklySpanInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"breaks"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WeeklyBreakInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setInstructorWeeklyHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"instructorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"spans"},"value":{"kind":"Variable","name":{"kind":"Name","value":"spans"}}},{"kind":"Argument","name":{"kind":"Name","value":"breaks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"breaks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructorId"}}]}}]}}]} as unknown as DocumentNode<SetInstructorWeeklyHoursMutation, SetInstructorWeeklyHoursMutationVariables>;
export const PutAvailabilityExceptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PutAvailabilityException"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutAvailabilityExceptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putAvailabilityException"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PutAvailabilityExceptionMutation, PutAvailabilityExceptionMutationVariables>;
export const DeleteAvailabilityExceptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAvailabilityException"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAvailabilityException"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteAvailabilityExceptionMutation, DeleteAvailabilityExceptionMutationVariables>;
export const AvailabilityAuditFindingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailabilityAuditFindings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availabilityAuditFindings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"instructorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"instructorTimeZone"}},{"kind":"Field","name":{"kind":"Name","value":"lessonStart"}},{"kind":"Field","name":{"kind":"Name","value":"lessonEnd"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AvailabilityAuditFindingsQuery, AvailabilityAuditFindingsQueryVariables>;
export const BehindTheWheelProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BehindTheWheelProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"behindTheWheelProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BtwProgressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificateType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BtwProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BehindTheWheelProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"remainingText"}},{"kind":"Field","name":{"kind":"Name","value":"ageRemark"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"ageCondition"}},{"kind":"Field","name":{"kind":"Name","value":"officialSource"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"part"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"doneMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"requiredMinutes"}}]}}]}}]} as unknown as DocumentNode<BehindTheWheelProgressQuery, BehindTheWheelProgressQueryVariables>;
export const IssueBehindTheWheelCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IssueBehindTheWheelCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueBehindTheWheelCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certNumber"}}]}}]}}]}}]} as unknown as DocumentNode<IssueBehindTheWheelCertificateMutation, IssueBehindTheWheelCertificateMutationVariables>;
export const BehindTheWheelReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BehindTheWheelReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withinHours"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"behindTheWheelReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"regionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"withinHours"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withinHours"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"regionName"}},{"kind":"Field","name":{"kind":"Name","value":"superRegionName"}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"countedLessons"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BtwProgressFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BtwProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BehindTheWheelProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"remainingText"}},{"kind":"Field","name":{"kind":"Name","value":"ageRemark"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"ageCondition"}},{"kind":"Field","name":{"kind":"Name","value":"officialSource"}},{"kind":"Field","name":{"kind":"Name","value":"isConfirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"part"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"doneMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"requiredMinutes"}}]}}]}}]} as unknown as DocumentNode<BehindTheWheelReportQuery, BehindTheWheelReportQueryVariables>;
export const BehindTheWheelReportRegionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BehindTheWheelReportRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BehindTheWheelReportRegionsQuery, BehindTheWheelReportRegionsQueryVariables>;
export const BookLessonTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookLessonTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessonTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}}]}}]}}]} as unknown as DocumentNode<BookLessonTypesQuery, BookLessonTypesQueryVariables>;
export const BookingFromPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingFromPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingFromPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessonTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"fromCents"}}]}}]}}]} as unknown as DocumentNode<BookingFromPricesQuery, BookingFromPricesQueryVariables>;
export const BookingPlacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingPlaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonTypeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingPlaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"lessonTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonTypeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePickup"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<BookingPlacesQuery, BookingPlacesQueryVariables>;
export const BookingQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonTypeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"meetingPointId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lessonTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"zip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zip"}}},{"kind":"Argument","name":{"kind":"Name","value":"meetingPointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"meetingPointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"couponCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"served"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]} as unknown as DocumentNode<BookingQuoteQuery, BookingQuoteQueryVariables>;
export const BookSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SlotSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slotSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"times"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"instructors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookSlotsQuery, BookSlotsQueryVariables>;
export const BookMyStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookMyStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BookMyStudentsQuery, BookMyStudentsQueryVariables>;
export const BookHoldSlotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookHoldSlot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HoldSlotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdSlot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<BookHoldSlotMutation, BookHoldSlotMutationVariables>;
export const BookCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BookCheckoutMutation, BookCheckoutMutationVariables>;
export const BookConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"lesson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"lessonType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPointId"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPointLabel"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookConfirmationQuery, BookConfirmationQueryVariables>;
export const BookCreateMyStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookCreateMyStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMyStudentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMyStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BookCreateMyStudentMutation, BookCreateMyStudentMutationVariables>;
export const BookJoinWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookJoinWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinWaitlistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"earliestTime"}},{"kind":"Field","name":{"kind":"Name","value":"latestTime"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}}]} as unknown as DocumentNode<BookJoinWaitlistMutation, BookJoinWaitlistMutationVariables>;
export const BookWaitlistOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookWaitlistOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWaitlistEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"offerHoldId"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BookWaitlistOfferQuery, BookWaitlistOfferQueryVariables>;
export const BookStartCardPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookStartCardPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startBookingCardPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutId"}}]}}]}}]} as unknown as DocumentNode<BookStartCardPaymentMutation, BookStartCardPaymentMutationVariables>;
export const MyCalendarLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCalendarLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCalendarLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MyCalendarLinkQuery, MyCalendarLinkQueryVariables>;
export const RenewCalendarLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewCalendarLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewCalendarLink"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RenewCalendarLinkMutation, RenewCalendarLinkMutationVariables>;
export const CertificatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Certificates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"certTypeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"usStateId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"certTypeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"certTypeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"usStateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"usStateId"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedTo"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"shippingSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"shippingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]} as unknown as DocumentNode<CertificatesQuery, CertificatesQueryVariables>;
export const CertificateTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CertificateTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"valMin"}},{"kind":"Field","name":{"kind":"Name","value":"valMax"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"lastIssued"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]}}]} as unknown as DocumentNode<CertificateTypesQuery, CertificateTypesQueryVariables>;
export const PutCertificateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PutCertificate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutCertificateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putCertificate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedTo"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"shippingSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"shippingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]} as unknown as DocumentNode<PutCertificateMutation, PutCertificateMutationVariables>;
export const CreateCertificateTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCertificateType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCertificateType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateCertificateTypeMutation, CreateCertificateTypeMutationVariables>;
export const UpdateCertificateTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCertificateType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CertificateTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCertificateType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateCertificateTypeMutation, UpdateCertificateTypeMutationVariables>;
export const ShippingOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShippingOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShippingOrdersQuery, ShippingOrdersQueryVariables>;
export const MarkShippingOrderShippedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkShippingOrderShipped"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markShippingOrderShipped"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MarkShippingOrderShippedMutation, MarkShippingOrderShippedMutationVariables>;
export const MyCertificatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCertificates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CertificateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CertificateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Certificate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"certNumber"}},{"kind":"Field","name":{"kind":"Name","value":"certTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedTo"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"shippingSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"shippingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]} as unknown as DocumentNode<MyCertificatesQuery, MyCertificatesQueryVariables>;
export const CourseCohortsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseCohorts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"doShowClosed"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cohorts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"doShowClosed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"doShowClosed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"maxEnrollees"}},{"kind":"Field","name":{"kind":"Name","value":"numEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"isEnrollmentOpen"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<CourseCohortsQuery, CourseCohortsQueryVariables>;
export const CohortRosterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CohortRoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cohortId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohortRoster"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cohortId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cohortId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohort"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"maxEnrollees"}},{"kind":"Field","name":{"kind":"Name","value":"numEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"isEnrollmentOpen"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"attendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"attendance"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CohortRosterQuery, CohortRosterQueryVariables>;
export const CreateCohortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCohort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCohortInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCohort"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateCohortMutation, CreateCohortMutationVariables>;
export const UpdateCohortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCohort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCohortInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCohort"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateCohortMutation, UpdateCohortMutationVariables>;
export const DeleteCohortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCohort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCohort"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteCohortMutation, DeleteCohortMutationVariables>;
export const PutCohortSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PutCohortSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutCohortSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putCohortSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PutCohortSessionMutation, PutCohortSessionMutationVariables>;
export const DeleteCohortSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCohortSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCohortSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteCohortSessionMutation, DeleteCohortSessionMutationVariables>;
export const EnrollStudentInCohortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnrollStudentInCohort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cohortId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollStudentInCohort"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cohortId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cohortId"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numEnrolled"}}]}}]}}]} as unknown as DocumentNode<EnrollStudentInCohortMutation, EnrollStudentInCohortMutationVariables>;
export const RemoveStudentFromCohortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveStudentFromCohort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cohortId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeStudentFromCohort"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cohortId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cohortId"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numEnrolled"}}]}}]}}]} as unknown as DocumentNode<RemoveStudentFromCohortMutation, RemoveStudentFromCohortMutationVariables>;
export const SetCohortAttendanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCohortAttendance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attendance"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CohortAttendance"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCohortAttendance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"attendance"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attendance"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"attendance"}}]}}]}}]} as unknown as DocumentNode<SetCohortAttendanceMutation, SetCohortAttendanceMutationVariables>;
export const PublicCohortsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicCohorts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohorts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"maxEnrollees"}},{"kind":"Field","name":{"kind":"Name","value":"numEnrolled"}},{"kind":"Field","name":{"kind":"Name","value":"isEnrollmentOpen"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]} as unknown as DocumentNode<PublicCohortsQuery, PublicCohortsQueryVariables>;
export const CouponsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Coupons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"expiration"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isDailyCoupon"}},{"kind":"Field","name":{"kind":"Name","value":"regionIds"}},{"kind":"Field","name":{"kind":"Name","value":"displayInLandingPages"}},{"kind":"Field","name":{"kind":"Name","value":"onlyFirstPurchase"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CouponsQuery, CouponsQueryVariables>;
export const CouponRegionOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponRegionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponRegionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CouponRegionOptionsQuery, CouponRegionOptionsQueryVariables>;
export const CreateCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCouponInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateCouponMutation, CreateCouponMutationVariables>;
export const UpdateCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCouponInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<UpdateCouponMutation, UpdateCouponMutationVariables>;
export const DeleteCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCouponMutation, DeleteCouponMutationVariables>;
export const CourseContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"courseLectures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"correctIndex"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CourseContentQuery, CourseContentQueryVariables>;
export const CreateLectureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLecture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLectureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLecture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateLectureMutation, CreateLectureMutationVariables>;
export const UpdateLectureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLecture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLectureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLecture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"minimumSeconds"}}]}}]}}]} as unknown as DocumentNode<UpdateLectureMutation, UpdateLectureMutationVariables>;
export const DeleteLectureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLecture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLecture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteLectureMutation, DeleteLectureMutationVariables>;
export const MoveLectureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveLecture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveLecture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<MoveLectureMutation, MoveLectureMutationVariables>;
export const CreateLecturePartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLecturePart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLecturePartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLecturePart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateLecturePartMutation, CreateLecturePartMutationVariables>;
export const UpdateLecturePartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLecturePart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLecturePartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLecturePart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateLecturePartMutation, UpdateLecturePartMutationVariables>;
export const DeleteLecturePartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLecturePart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLecturePart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteLecturePartMutation, DeleteLecturePartMutationVariables>;
export const MoveLecturePartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveLecturePart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveLecturePart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<MoveLecturePartMutation, MoveLecturePartMutationVariables>;
export const CreateLectureQuizQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLectureQuizQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLectureQuizQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLectureQuizQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateLectureQuizQuestionMutation, CreateLectureQuizQuestionMutationVariables>;
export const UpdateLectureQuizQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLectureQuizQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLectureQuizQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLectureQuizQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateLectureQuizQuestionMutation, UpdateLectureQuizQuestionMutationVariables>;
export const DeleteLectureQuizQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLectureQuizQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLectureQuizQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteLectureQuizQuestionMutation, DeleteLectureQuizQuestionMutationVariables>;
export const FinalExamEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FinalExamEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"examQuestionCount"}},{"kind":"Field","name":{"kind":"Name","value":"examPoolSize"}},{"kind":"Field","name":{"kind":"Name","value":"examPassPercent"}},{"kind":"Field","name":{"kind":"Name","value":"examSectionsScored"}},{"kind":"Field","name":{"kind":"Name","value":"examMaxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"examAfterLastFail"}},{"kind":"Field","name":{"kind":"Name","value":"examAfterLastFailLabel"}},{"kind":"Field","name":{"kind":"Name","value":"finalExamDefault"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examQuestionCount"}},{"kind":"Field","name":{"kind":"Name","value":"examPoolSize"}},{"kind":"Field","name":{"kind":"Name","value":"examPassPercent"}},{"kind":"Field","name":{"kind":"Name","value":"examSectionsScored"}},{"kind":"Field","name":{"kind":"Name","value":"examMaxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"examAfterLastFail"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"finalExamQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"sectionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"correctIndex"}}]}}]}}]} as unknown as DocumentNode<FinalExamEditorQuery, FinalExamEditorQueryVariables>;
export const UpdateFinalExamRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFinalExamRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinalExamRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCourseFinalExamRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateFinalExamRuleMutation, UpdateFinalExamRuleMutationVariables>;
export const CreateFinalExamQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFinalExamQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFinalExamQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFinalExamQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateFinalExamQuestionMutation, CreateFinalExamQuestionMutationVariables>;
export const UpdateFinalExamQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFinalExamQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFinalExamQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFinalExamQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateFinalExamQuestionMutation, UpdateFinalExamQuestionMutationVariables>;
export const DeleteFinalExamQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFinalExamQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFinalExamQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteFinalExamQuestionMutation, DeleteFinalExamQuestionMutationVariables>;
export const IdentityChecksEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityChecksEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckMinSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckMaxSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"identityAnswerSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"identityMaxMisses"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckDefault"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityCheckMinSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheckMaxSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"identityAnswerSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"identityMaxMisses"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"identityQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}}]}}]}}]} as unknown as DocumentNode<IdentityChecksEditorQuery, IdentityChecksEditorQueryVariables>;
export const UpdateIdentityCheckRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateIdentityCheckRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityCheckRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCourseIdentityCheckRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateIdentityCheckRuleMutation, UpdateIdentityCheckRuleMutationVariables>;
export const CreateIdentityQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateIdentityQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createIdentityQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateIdentityQuestionMutation, CreateIdentityQuestionMutationVariables>;
export const UpdateIdentityQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateIdentityQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateIdentityQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateIdentityQuestionMutation, UpdateIdentityQuestionMutationVariables>;
export const RetireIdentityQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetireIdentityQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retireIdentityQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RetireIdentityQuestionMutation, RetireIdentityQuestionMutationVariables>;
export const PortalOnlineCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalOnlineCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentOnlineCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"percentTestsPassed"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"seatTimeComplete"}},{"kind":"Field","name":{"kind":"Name","value":"earliestCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentLecture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<PortalOnlineCoursesQuery, PortalOnlineCoursesQueryVariables>;
export const PlayerEnrollmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerEnrollment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentOnlineCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"percentTestsPassed"}},{"kind":"Field","name":{"kind":"Name","value":"quizPassPercent"}},{"kind":"Field","name":{"kind":"Name","value":"quizFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"quizRetryWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"seatTimeComplete"}},{"kind":"Field","name":{"kind":"Name","value":"earliestCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"studiedByYou"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asksQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"questionsToAnswer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"missesLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"capReached"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentLecture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lectures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"quizPartIds"}},{"kind":"Field","name":{"kind":"Name","value":"enforcedMinimumSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partId"}},{"kind":"Field","name":{"kind":"Name","value":"lectureTitle"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"numCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}}]}}]}}]} as unknown as DocumentNode<PlayerEnrollmentQuery, PlayerEnrollmentQueryVariables>;
export const PlayerLecturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerLectures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coursePlayerLectures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"videoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"videoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlayerLecturesQuery, PlayerLecturesQueryVariables>;
export const PlayerMarkLectureReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlayerMarkLectureRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkLectureReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markLectureRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PlayerMarkLectureReadMutation, PlayerMarkLectureReadMutationVariables>;
export const PlayerSubmitLectureQuizDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlayerSubmitLectureQuiz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitLectureQuizInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitLectureQuiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"numCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"passPercent"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"answersShown"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"correctIndex"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}}]}}]} as unknown as DocumentNode<PlayerSubmitLectureQuizMutation, PlayerSubmitLectureQuizMutationVariables>;
export const PlayerCourseTimerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlayerCourseTimer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseTimerEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordCourseTimerEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<PlayerCourseTimerMutation, PlayerCourseTimerMutationVariables>;
export const PlayerFinalExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerFinalExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentOnlineCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"finalExam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"passPercent"}},{"kind":"Field","name":{"kind":"Name","value":"sectionsScored"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"afterLastFail"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"blockedBecause"}},{"kind":"Field","name":{"kind":"Name","value":"openAttemptId"}},{"kind":"Field","name":{"kind":"Name","value":"restartedAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlayerFinalExamQuery, PlayerFinalExamQueryVariables>;
export const PlayerStartFinalExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlayerStartFinalExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enrollmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startFinalExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enrollmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enrollmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"sectionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}}]}}]}}]}}]} as unknown as DocumentNode<PlayerStartFinalExamMutation, PlayerStartFinalExamMutationVariables>;
export const PlayerSubmitFinalExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlayerSubmitFinalExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitFinalExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attemptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"courseRestarted"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentEnded"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"numCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"passPercent"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"numCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlayerSubmitFinalExamMutation, PlayerSubmitFinalExamMutationVariables>;
export const PlayerSubmitIdentityAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlayerSubmitIdentityAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enrollmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityAnswerInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitIdentityAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enrollmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enrollmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answered"}}]}}]}}]}}]} as unknown as DocumentNode<PlayerSubmitIdentityAnswersMutation, PlayerSubmitIdentityAnswersMutationVariables>;
export const PlayerIdentityChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerIdentityChallenge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enrollmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityChallenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enrollmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enrollmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"answerableByYou"}}]}}]}}]} as unknown as DocumentNode<PlayerIdentityChallengeQuery, PlayerIdentityChallengeQueryVariables>;
export const PlayerAnswerIdentityChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlayerAnswerIdentityChallenge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerIdentityChallenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"resultLabel"}},{"kind":"Field","name":{"kind":"Name","value":"missesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"enrollmentFailed"}}]}}]}}]} as unknown as DocumentNode<PlayerAnswerIdentityChallengeMutation, PlayerAnswerIdentityChallengeMutationVariables>;
export const AdminCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"doShowUnpublished"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumDays"}},{"kind":"Field","name":{"kind":"Name","value":"quizPassPercent"}},{"kind":"Field","name":{"kind":"Name","value":"instructionMinSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"lectureMinimumEnforced"}},{"kind":"Field","name":{"kind":"Name","value":"quizFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"quizRetryWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"certificateTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"offerings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"externalCourseId"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCoursesQuery, AdminCoursesQueryVariables>;
export const CreateCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateCourseMutation, CreateCourseMutationVariables>;
export const UpdateCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateCourseMutation, UpdateCourseMutationVariables>;
export const PutCourseOfferingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PutCourseOffering"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseOfferingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putCourseOffering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PutCourseOfferingMutation, PutCourseOfferingMutationVariables>;
export const DeleteCourseOfferingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCourseOffering"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCourseOffering"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteCourseOfferingMutation, DeleteCourseOfferingMutationVariables>;
export const CourseCertificateTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseCertificateTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"certificateTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}}]}}]}}]} as unknown as DocumentNode<CourseCertificateTypesQuery, CourseCertificateTypesQueryVariables>;
export const CourseQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"couponCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"isSoldOnline"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]} as unknown as DocumentNode<CourseQuoteQuery, CourseQuoteQueryVariables>;
export const EnrolMyStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnrolMyStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EnrolMyStudentsQuery, EnrolMyStudentsQueryVariables>;
export const EnrolCreateMyStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnrolCreateMyStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMyStudentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMyStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EnrolCreateMyStudentMutation, EnrolCreateMyStudentMutationVariables>;
export const CheckoutCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckoutCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CheckoutCourseMutation, CheckoutCourseMutationVariables>;
export const CourseCheckoutConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseCheckoutConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"onlineEnrollmentId"}},{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cohort"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]}}]} as unknown as DocumentNode<CourseCheckoutConfirmationQuery, CourseCheckoutConfirmationQueryVariables>;
export const StartCourseCardPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartCourseCardPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCourseCardPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"checkoutId"}}]}}]}}]} as unknown as DocumentNode<StartCourseCardPaymentMutation, StartCourseCardPaymentMutationVariables>;
export const CoursePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoursePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coursePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minimumDays"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"isSoldOnline"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"offerings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<CoursePageQuery, CoursePageQueryVariables>;
export const OtherStateCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OtherStateCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otherStateCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<OtherStateCoursesQuery, OtherStateCoursesQueryVariables>;
export const StateCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StateCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minimumDays"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"isSoldOnline"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"offerings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<StateCoursesQuery, StateCoursesQueryVariables>;
export const InstructorsCoverageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstructorsCoverage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructorsCoverageGeoJson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}]}]}}]} as unknown as DocumentNode<InstructorsCoverageQuery, InstructorsCoverageQueryVariables>;
export const DispatchRegionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DispatchRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<DispatchRegionsQuery, DispatchRegionsQueryVariables>;
export const DispatchBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DispatchBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"regionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ScheduleColumnFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ScheduleColumnFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstructorSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"referenceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"studentNames"}},{"kind":"Field","name":{"kind":"Name","value":"pickupLocation"}}]}}]}}]} as unknown as DocumentNode<DispatchBoardQuery, DispatchBoardQueryVariables>;
export const DispatchMoveLessonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DispatchMoveLesson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLessonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLesson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}}]}}]}}]} as unknown as DocumentNode<DispatchMoveLessonMutation, DispatchMoveLessonMutationVariables>;
export const CreateFeatureFlagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFeatureFlag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFeatureFlagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFeatureFlag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<CreateFeatureFlagMutation, CreateFeatureFlagMutationVariables>;
export const SetFeatureFlagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFeatureFlag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"description"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFeatureFlag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}},{"kind":"Argument","name":{"kind":"Name","value":"description"},"value":{"kind":"Variable","name":{"kind":"Name","value":"description"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetFeatureFlagMutation, SetFeatureFlagMutationVariables>;
export const DeleteFeatureFlagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFeatureFlag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFeatureFlag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<DeleteFeatureFlagMutation, DeleteFeatureFlagMutationVariables>;
export const InstructorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Instructors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InstructorStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regionalManagerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"regionalManagerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regionalManagerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"regionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"portraitImage"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<InstructorsQuery, InstructorsQueryVariables>;
export const RegionalManagersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegionalManagers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionalManagers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RegionalManagersQuery, RegionalManagersQueryVariables>;
export const InstructorRegionOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstructorRegionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InstructorRegionOptionsQuery, InstructorRegionOptionsQueryVariables>;
export const InstructorAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstructorAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersWithRolesInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersWithRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InstructorAccountsQuery, InstructorAccountsQueryVariables>;
export const InstructorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Instructor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"about"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"portraitImage"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privateInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"slackUsername"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"baseAddress"}},{"kind":"Field","name":{"kind":"Name","value":"baseLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"baseLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"maxBaseTravelMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxBetweenTravelMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"teachingPay"}},{"kind":"Field","name":{"kind":"Name","value":"nonTeachingPay"}},{"kind":"Field","name":{"kind":"Name","value":"breakTimes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"startMinute"}},{"kind":"Field","name":{"kind":"Name","value":"endMinute"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"payrollFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"payrollLastName"}},{"kind":"Field","name":{"kind":"Name","value":"payrollTitle"}},{"kind":"Field","name":{"kind":"Name","value":"regionalManager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedBadges"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badge"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InstructorQuery, InstructorQueryVariables>;
export const InstructorReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstructorReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InstructorReviewStatus"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructorReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"instructorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"40"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InstructorReviewsQuery, InstructorReviewsQueryVariables>;
export const ModerateInstructorReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateInstructorReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InstructorReviewModeration"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderateInstructorReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ModerateInstructorReviewMutation, ModerateInstructorReviewMutationVariables>;
export const AddInstructorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInstructor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddInstructorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInstructor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddInstructorMutation, AddInstructorMutationVariables>;
export const UpdateInstructorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInstructor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInstructorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInstructor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UpdateInstructorMutation, UpdateInstructorMutationVariables>;
export const InstructorReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstructorReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subLabel"}}]}}]}}]} as unknown as DocumentNode<InstructorReferenceQuery, InstructorReferenceQueryVariables>;
export const PutInstructorReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PutInstructorReference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutInstructorReferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putInstructorReference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PutInstructorReferenceMutation, PutInstructorReferenceMutationVariables>;
export const DeleteInstructorReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInstructorReference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInstructorReference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteInstructorReferenceMutation, DeleteInstructorReferenceMutationVariables>;
export const JobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Jobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JobListState"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"dataSummary"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"retryLimit"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]}}]} as unknown as DocumentNode<JobsQuery, JobsQueryVariables>;
export const RetryJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<RetryJobMutation, RetryJobMutationVariables>;
export const LandingPagesAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingPagesAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationLandingPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"hubId"}},{"kind":"Field","name":{"kind":"Name","value":"metroId"}},{"kind":"Field","name":{"kind":"Name","value":"centerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"googleMyBusinessUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPointIds"}},{"kind":"Field","name":{"kind":"Name","value":"priceSchemeId"}},{"kind":"Field","name":{"kind":"Name","value":"cmsId"}},{"kind":"Field","name":{"kind":"Name","value":"stateCmsId"}},{"kind":"Field","name":{"kind":"Name","value":"regions"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"lastRevalidatedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"metros"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"cmsId"}},{"kind":"Field","name":{"kind":"Name","value":"stateCmsId"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"locationLandingPageIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parkingHubs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"superRegion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LandingPagesAdminQuery, LandingPagesAdminQueryVariables>;
export const LandingMeetingPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingMeetingPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateMeetingPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<LandingMeetingPointsQuery, LandingMeetingPointsQueryVariables>;
export const CreateLocationLandingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLocationLandingPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationLandingPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLocationLandingPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateLocationLandingPageMutation, CreateLocationLandingPageMutationVariables>;
export const UpdateLocationLandingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLocationLandingPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationLandingPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLocationLandingPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}}]}}]} as unknown as DocumentNode<UpdateLocationLandingPageMutation, UpdateLocationLandingPageMutationVariables>;
export const DeleteLocationLandingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLocationLandingPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLocationLandingPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteLocationLandingPageMutation, DeleteLocationLandingPageMutationVariables>;
export const RevalidateLocationLandingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevalidateLocationLandingPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revalidateLocationLandingPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastRevalidatedAt"}}]}}]}}]} as unknown as DocumentNode<RevalidateLocationLandingPageMutation, RevalidateLocationLandingPageMutationVariables>;
export const CreateMetroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMetro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MetroInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMetro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateMetroMutation, CreateMetroMutationVariables>;
export const UpdateMetroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMetro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MetroInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMetro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}}]}}]} as unknown as DocumentNode<UpdateMetroMutation, UpdateMetroMutationVariables>;
export const DeleteMetroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMetro"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMetro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteMetroMutation, DeleteMetroMutationVariables>;
export const LandingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicLocationLandingPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"centerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"googleMyBusinessUrl"}},{"kind":"Field","name":{"kind":"Name","value":"metro"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"perMinute"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meetingPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"about"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"portraitImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"expiration"}}]}}]}}]}}]} as unknown as DocumentNode<LandingPageQuery, LandingPageQueryVariables>;
export const MetroPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MetroPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicMetro"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"pages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"centerAddress"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<MetroPageQuery, MetroPageQueryVariables>;
export const PublishedLandingPathsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishedLandingPaths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedLandingPaths"}}]}}]} as unknown as DocumentNode<PublishedLandingPathsQuery, PublishedLandingPathsQueryVariables>;
export const LedgerTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"fundsCents"}},{"kind":"Field","name":{"kind":"Name","value":"balances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"typeBalances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"EnumValue","value":"All"}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"logType"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"referenceEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartStudentId"}},{"kind":"Field","name":{"kind":"Name","value":"lessonId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LedgerTabQuery, LedgerTabQueryVariables>;
export const LedgerStudentNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerStudentNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeDeleted"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LedgerStudentNamesQuery, LedgerStudentNamesQueryVariables>;
export const LedgerStudentSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerStudentSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LedgerStudentSearchQuery, LedgerStudentSearchQueryVariables>;
export const LedgerProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LedgerProductsQuery, LedgerProductsQueryVariables>;
export const LedgerPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerPurchaseMutation, LedgerPurchaseMutationVariables>;
export const LedgerChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerCharge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerChargeMutation, LedgerChargeMutationVariables>;
export const LedgerRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerRefundMutation, LedgerRefundMutationVariables>;
export const LedgerTransferPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerTransferPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferPurchaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferPurchase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerTransferPurchaseMutation, LedgerTransferPurchaseMutationVariables>;
export const LedgerVoidPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerVoidPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoidPurchaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidPurchase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerVoidPurchaseMutation, LedgerVoidPurchaseMutationVariables>;
export const LedgerVoidRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerVoidRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoidRefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerVoidRefundMutation, LedgerVoidRefundMutationVariables>;
export const LedgerExpireProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerExpireProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExpireProductsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expireProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerExpireProductsMutation, LedgerExpireProductsMutationVariables>;
export const LedgerVoidExpirationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerVoidExpiration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoidExpirationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidExpiration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerVoidExpirationMutation, LedgerVoidExpirationMutationVariables>;
export const LedgerEditPurchaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerEditPurchase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditPurchaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editPurchase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerEditPurchaseMutation, LedgerEditPurchaseMutationVariables>;
export const LedgerTransferAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerTransferAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerTransferAccountMutation, LedgerTransferAccountMutationVariables>;
export const LedgerTransferExpirationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LedgerTransferExpiration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferExpirationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferExpiration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerTransferExpirationMutation, LedgerTransferExpirationMutationVariables>;
export const LessonTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LessonTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessonTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"testProductId"}}]}}]}}]} as unknown as DocumentNode<LessonTypesQuery, LessonTypesQueryVariables>;
export const LessonTypeFeeProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LessonTypeFeeProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"fee"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LessonTypeFeeProductsQuery, LessonTypeFeeProductsQueryVariables>;
export const CreateLessonTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLessonType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLessonTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLessonType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<CreateLessonTypeMutation, CreateLessonTypeMutationVariables>;
export const UpdateLessonTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLessonType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLessonTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLessonType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"testProductId"}}]}}]}}]} as unknown as DocumentNode<UpdateLessonTypeMutation, UpdateLessonTypeMutationVariables>;
export const DeleteLessonTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLessonType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLessonType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteLessonTypeMutation, DeleteLessonTypeMutationVariables>;
export const StudentLessonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentLessons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"actualDurationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"instructor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lessonType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetingPointId"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPointLabel"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"drivingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"observationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"attendance"}},{"kind":"Field","name":{"kind":"Name","value":"removedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"initiatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"minutesForfeited"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<StudentLessonsQuery, StudentLessonsQueryVariables>;
export const LessonBookingOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LessonBookingOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withMeetingPoints"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessonBookableTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateMeetingPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withMeetingPoints"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"restrictedLessonTypes"}}]}}]}}]} as unknown as DocumentNode<LessonBookingOptionsQuery, LessonBookingOptionsQueryVariables>;
export const LessonPartnerSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LessonPartnerSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LessonPartnerSearchQuery, LessonPartnerSearchQueryVariables>;
export const ScheduleLessonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleLesson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleLessonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleLesson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ScheduleLessonMutation, ScheduleLessonMutationVariables>;
export const ScheduleMultipleLessonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleMultipleLessons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleMultipleLessonsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleMultipleLessons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ScheduleMultipleLessonsMutation, ScheduleMultipleLessonsMutationVariables>;
export const UpdateLessonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLesson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLessonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLesson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateLessonMutation, UpdateLessonMutationVariables>;
export const CancelLessonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelLesson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelLessonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelLesson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CancelLessonMutation, CancelLessonMutationVariables>;
export const RemoveStudentFromLessonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveStudentFromLesson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveStudentFromLessonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeStudentFromLesson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RemoveStudentFromLessonMutation, RemoveStudentFromLessonMutationVariables>;
export const LessonCancellationPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LessonCancellationPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"initiatedBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationInitiator"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationReason"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waiveLateFee"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessonCancellationPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"initiatedBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"initiatedBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"waiveLateFee"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waiveLateFee"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnsMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"hoursBeforeStart"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"drivingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"observationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"testUnits"}}]}}]}}]} as unknown as DocumentNode<LessonCancellationPreviewQuery, LessonCancellationPreviewQueryVariables>;
export const LessonMovePlacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LessonMovePlaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateMeetingPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"restrictedLessonTypes"}}]}}]}}]} as unknown as DocumentNode<LessonMovePlacesQuery, LessonMovePlacesQueryVariables>;
export const LessonMovePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LessonMovePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"initiatedBy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationInitiator"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waiveLateFee"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessonCancellationPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"initiatedBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"initiatedBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"EnumValue","value":"OTHER"}},{"kind":"Argument","name":{"kind":"Name","value":"waiveLateFee"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waiveLateFee"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnsMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"hoursBeforeStart"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"drivingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"observationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"testUnits"}},{"kind":"Field","name":{"kind":"Name","value":"windowHours"}}]}}]}}]} as unknown as DocumentNode<LessonMovePreviewQuery, LessonMovePreviewQueryVariables>;
export const CancellationLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CancellationLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"initiatedBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationInitiator"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"instructorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"initiatedBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"initiatedBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"initiatedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"user"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"instructor"}},{"kind":"Field","name":{"kind":"Name","value":"lessonStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"minutesForfeited"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lessonBookableInstructors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CancellationLogsQuery, CancellationLogsQueryVariables>;
export const StaffArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<StaffArticlesQuery, StaffArticlesQueryVariables>;
export const UpdateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateArticleMutation, UpdateArticleMutationVariables>;
export const AdminLicensingGuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLicensingGuide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audience"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licensingGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"audience"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audience"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"articleSlug"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}}]}}]}}]}}]} as unknown as DocumentNode<AdminLicensingGuideQuery, AdminLicensingGuideQueryVariables>;
export const UpdateLicensingGuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLicensingGuide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audience"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LicensingGuideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLicensingGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"audience"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audience"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"articleSlug"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateLicensingGuideMutation, UpdateLicensingGuideMutationVariables>;
export const LicensingGuidePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LicensingGuidePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audience"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licensingGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"audience"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audience"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGuideFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licensingGuides"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"audienceLabel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGuideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LicensingGuide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"audienceLabel"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}}]}}]}}]} as unknown as DocumentNode<LicensingGuidePageQuery, LicensingGuidePageQueryVariables>;
export const LicensingGuidesIndexDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LicensingGuidesIndex"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licensingGuides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"audienceLabel"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<LicensingGuidesIndexQuery, LicensingGuidesIndexQueryVariables>;
export const ArticlePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ArticlePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ArticlePageQuery, ArticlePageQueryVariables>;
export const TeenGuideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeenGuide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licensingGuide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"audience"},"value":{"kind":"StringValue","value":"teen","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicGuideFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicGuideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LicensingGuide"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"audienceLabel"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"linkText"}}]}}]}}]} as unknown as DocumentNode<TeenGuideQuery, TeenGuideQueryVariables>;
export const MyLessonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLessons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLessons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"instructorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instructorId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lessons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstructorLessonFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstructorLessonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstructorLesson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"actualDurationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"actualDurationNote"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAddress"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"parentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"pickupDetails"}},{"kind":"Field","name":{"kind":"Name","value":"attendance"}},{"kind":"Field","name":{"kind":"Name","value":"drivingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"observationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<MyLessonsQuery, MyLessonsQueryVariables>;
export const MyLessonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLesson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLesson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lesson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstructorLessonFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstructorLessonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstructorLesson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"actualDurationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"actualDurationNote"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"pickupAddress"}},{"kind":"Field","name":{"kind":"Name","value":"mapsUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"parentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"pickupDetails"}},{"kind":"Field","name":{"kind":"Name","value":"attendance"}},{"kind":"Field","name":{"kind":"Name","value":"drivingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"observationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<MyLessonQuery, MyLessonQueryVariables>;
export const MyLessonsInstructorOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLessonsInstructorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLessonsInstructorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MyLessonsInstructorOptionsQuery, MyLessonsInstructorOptionsQueryVariables>;
export const StudentOnlineCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentOnlineCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentOnlineCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnlineEnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnlineEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnlineCourseEnrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseState"}},{"kind":"Field","name":{"kind":"Name","value":"courseCategory"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asksQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"asked"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"missed"}},{"kind":"Field","name":{"kind":"Name","value":"maxMisses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"migratedFromId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minDays"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"creditedDays"}},{"kind":"Field","name":{"kind":"Name","value":"seatTimeComplete"}},{"kind":"Field","name":{"kind":"Name","value":"earliestCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"rawSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"patchSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"capReached"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"percentTestsPassed"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"currentLecture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"lectureTitle"}},{"kind":"Field","name":{"kind":"Name","value":"numCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}}]}}]} as unknown as DocumentNode<StudentOnlineCoursesQuery, StudentOnlineCoursesQueryVariables>;
export const EnrollableCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnrollableCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"offerings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]}}]} as unknown as DocumentNode<EnrollableCoursesQuery, EnrollableCoursesQueryVariables>;
export const EnrollStudentToOnlineCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnrollStudentToOnlineCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnrollStudentToOnlineCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrollStudentToOnlineCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnlineEnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnlineEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnlineCourseEnrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseState"}},{"kind":"Field","name":{"kind":"Name","value":"courseCategory"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asksQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"asked"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"missed"}},{"kind":"Field","name":{"kind":"Name","value":"maxMisses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"migratedFromId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minDays"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"creditedDays"}},{"kind":"Field","name":{"kind":"Name","value":"seatTimeComplete"}},{"kind":"Field","name":{"kind":"Name","value":"earliestCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"rawSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"patchSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"capReached"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"percentTestsPassed"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"currentLecture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"lectureTitle"}},{"kind":"Field","name":{"kind":"Name","value":"numCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}}]}}]} as unknown as DocumentNode<EnrollStudentToOnlineCourseMutation, EnrollStudentToOnlineCourseMutationVariables>;
export const UnenrollStudentFromOnlineCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnenrollStudentFromOnlineCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unenrollStudentFromOnlineCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnlineEnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnlineEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnlineCourseEnrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseState"}},{"kind":"Field","name":{"kind":"Name","value":"courseCategory"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asksQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"asked"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"missed"}},{"kind":"Field","name":{"kind":"Name","value":"maxMisses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"migratedFromId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minDays"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"creditedDays"}},{"kind":"Field","name":{"kind":"Name","value":"seatTimeComplete"}},{"kind":"Field","name":{"kind":"Name","value":"earliestCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"rawSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"patchSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"capReached"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"percentTestsPassed"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"currentLecture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"lectureTitle"}},{"kind":"Field","name":{"kind":"Name","value":"numCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}}]}}]} as unknown as DocumentNode<UnenrollStudentFromOnlineCourseMutation, UnenrollStudentFromOnlineCourseMutationVariables>;
export const MigrateStudentOnlineCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MigrateStudentOnlineCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MigrateStudentOnlineCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"migrateStudentOnlineCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnlineEnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnlineEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnlineCourseEnrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseState"}},{"kind":"Field","name":{"kind":"Name","value":"courseCategory"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asksQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"asked"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"missed"}},{"kind":"Field","name":{"kind":"Name","value":"maxMisses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"migratedFromId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minDays"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"creditedDays"}},{"kind":"Field","name":{"kind":"Name","value":"seatTimeComplete"}},{"kind":"Field","name":{"kind":"Name","value":"earliestCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"rawSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"patchSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"capReached"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"percentTestsPassed"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"currentLecture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"lectureTitle"}},{"kind":"Field","name":{"kind":"Name","value":"numCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}}]}}]} as unknown as DocumentNode<MigrateStudentOnlineCourseMutation, MigrateStudentOnlineCourseMutationVariables>;
export const PatchSeatTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatchSeatTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PatchSeatTimeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"patchSeatTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnlineEnrollmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnlineEnrollmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OnlineCourseEnrollment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseState"}},{"kind":"Field","name":{"kind":"Name","value":"courseCategory"}},{"kind":"Field","name":{"kind":"Name","value":"enrolledAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asksQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"asked"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"missed"}},{"kind":"Field","name":{"kind":"Name","value":"maxMisses"}}]}},{"kind":"Field","name":{"kind":"Name","value":"migratedFromId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"requiredSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCapSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"minDays"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"creditedDays"}},{"kind":"Field","name":{"kind":"Name","value":"seatTimeComplete"}},{"kind":"Field","name":{"kind":"Name","value":"earliestCompletionDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"rawSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"patchSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"adjustedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"creditedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"capReached"}}]}},{"kind":"Field","name":{"kind":"Name","value":"patches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentComplete"}},{"kind":"Field","name":{"kind":"Name","value":"percentTestsPassed"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"certificateId"}},{"kind":"Field","name":{"kind":"Name","value":"currentLecture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"lectureTitle"}},{"kind":"Field","name":{"kind":"Name","value":"numCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}}]}}]}}]} as unknown as DocumentNode<PatchSeatTimeMutation, PatchSeatTimeMutationVariables>;
export const OutboxMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboxMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxChannel"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboxMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"resentFromId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OutboxMessagesQuery, OutboxMessagesQueryVariables>;
export const OutboxMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboxMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboxMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"attachmentNames"}}]}}]}}]} as unknown as DocumentNode<OutboxMessageQuery, OutboxMessageQueryVariables>;
export const ResendOutboxMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendOutboxMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendOutboxMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResendOutboxMessageMutation, ResendOutboxMessageMutationVariables>;
export const CardPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CardPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}}]}}]}}]} as unknown as DocumentNode<CardPaymentQuery, CardPaymentQueryVariables>;
export const CompleteCardPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteCardPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeCardPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"bookingCheckoutId"}},{"kind":"Field","name":{"kind":"Name","value":"courseCheckoutId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"startAgainPath"}}]}}]}}]} as unknown as DocumentNode<CompleteCardPaymentMutation, CompleteCardPaymentMutationVariables>;
export const PortalOwnCancellationPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalOwnCancellationPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownLessonCancellationPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnsMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"drivingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"observationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"testUnits"}},{"kind":"Field","name":{"kind":"Name","value":"windowHours"}}]}}]}}]} as unknown as DocumentNode<PortalOwnCancellationPreviewQuery, PortalOwnCancellationPreviewQueryVariables>;
export const PortalCancelOwnLessonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortalCancelOwnLesson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelOwnLessonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOwnLesson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PortalCancelOwnLessonMutation, PortalCancelOwnLessonMutationVariables>;
export const PortalOwnRescheduleOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalOwnRescheduleOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownLessonRescheduleOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"windowHours"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}}]}}]}}]}}]} as unknown as DocumentNode<PortalOwnRescheduleOptionsQuery, PortalOwnRescheduleOptionsQueryVariables>;
export const PortalRescheduleOwnLessonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortalRescheduleOwnLesson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RescheduleOwnLessonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescheduleOwnLesson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}}]}}]}}]} as unknown as DocumentNode<PortalRescheduleOwnLessonMutation, PortalRescheduleOwnLessonMutationVariables>;
export const PortalMyMoneyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalMyMoney"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMoney"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"held"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"lots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"voided"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PortalMyMoneyQuery, PortalMyMoneyQueryVariables>;
export const PortalMyReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalMyReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolName"}},{"kind":"Field","name":{"kind":"Name","value":"schoolAddress"}},{"kind":"Field","name":{"kind":"Name","value":"schoolPhone"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"voided"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PortalMyReceiptQuery, PortalMyReceiptQueryVariables>;
export const PortalMyStudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalMyStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PortalMyStudentsQuery, PortalMyStudentsQueryVariables>;
export const PortalLessonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalLessons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"instructor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lessonType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetingPointLabel"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}},{"kind":"Field","name":{"kind":"Name","value":"students"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"pickupDetails"}},{"kind":"Field","name":{"kind":"Name","value":"attendance"}},{"kind":"Field","name":{"kind":"Name","value":"removedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"studentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PortalLessonsQuery, PortalLessonsQueryVariables>;
export const PortalReviewInstructorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortalReviewInstructor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewInstructor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PortalReviewInstructorMutation, PortalReviewInstructorMutationVariables>;
export const PortalFamilyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalFamily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"signInEmail"}}]}}]}}]} as unknown as DocumentNode<PortalFamilyQuery, PortalFamilyQueryVariables>;
export const PortalAddTeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortalAddTeen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMyStudentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMyStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PortalAddTeenMutation, PortalAddTeenMutationVariables>;
export const PracticeQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PracticeQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeInactive"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"practiceQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeInactive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeInactive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"correctIndex"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<PracticeQuestionsQuery, PracticeQuestionsQueryVariables>;
export const CreatePracticeQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePracticeQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PracticeQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPracticeQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePracticeQuestionMutation, CreatePracticeQuestionMutationVariables>;
export const UpdatePracticeQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePracticeQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePracticeQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePracticeQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<UpdatePracticeQuestionMutation, UpdatePracticeQuestionMutationVariables>;
export const PracticeTestStatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PracticeTestStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"practiceTestStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}}]}}]}}]} as unknown as DocumentNode<PracticeTestStatesQuery, PracticeTestStatesQueryVariables>;
export const PracticeTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PracticeTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionCount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"set"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"practiceTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionCount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionCount"}}},{"kind":"Argument","name":{"kind":"Name","value":"set"},"value":{"kind":"Variable","name":{"kind":"Name","value":"set"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}}]}}]}}]}}]} as unknown as DocumentNode<PracticeTestQuery, PracticeTestQueryVariables>;
export const GradePracticeTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GradePracticeTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PracticeAnswerInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gradePracticeTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"chosenIndex"}},{"kind":"Field","name":{"kind":"Name","value":"correctIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]}}]} as unknown as DocumentNode<GradePracticeTestMutation, GradePracticeTestMutationVariables>;
export const PriceSchemesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"effectivePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fragmentName"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PriceSchemesQuery, PriceSchemesQueryVariables>;
export const PriceableProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceableProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PriceableProductsQuery, PriceableProductsQueryVariables>;
export const CreatePriceSchemeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePriceScheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePriceSchemeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPriceScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreatePriceSchemeMutation, CreatePriceSchemeMutationVariables>;
export const UpdatePriceSchemeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePriceScheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePriceSchemeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePriceScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdatePriceSchemeMutation, UpdatePriceSchemeMutationVariables>;
export const DeletePriceSchemeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePriceScheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePriceScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeletePriceSchemeMutation, DeletePriceSchemeMutationVariables>;
export const PriceSchemeFragmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceSchemeFragments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceSchemeFragments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceAlgorithm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"percentBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"roundingDigit"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PriceSchemeFragmentsQuery, PriceSchemeFragmentsQueryVariables>;
export const PriceSchemeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceSchemeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PriceSchemeOptionsQuery, PriceSchemeOptionsQueryVariables>;
export const PreviewPriceSchemeFragmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewPriceSchemeFragment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceSchemeFragmentPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewPriceSchemeFragment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceScheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"previewPrice"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PreviewPriceSchemeFragmentQuery, PreviewPriceSchemeFragmentQueryVariables>;
export const CreatePriceSchemeFragmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePriceSchemeFragment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePriceSchemeFragmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPriceSchemeFragment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreatePriceSchemeFragmentMutation, CreatePriceSchemeFragmentMutationVariables>;
export const UpdatePriceSchemeFragmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePriceSchemeFragment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePriceSchemeFragmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePriceSchemeFragment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdatePriceSchemeFragmentMutation, UpdatePriceSchemeFragmentMutationVariables>;
export const DeletePriceSchemeFragmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePriceSchemeFragment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePriceSchemeFragment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeletePriceSchemeFragmentMutation, DeletePriceSchemeFragmentMutationVariables>;
export const QuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Quote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"couponCheckedAgainAtCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"algorithm"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"discount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<QuoteQuery, QuoteQueryVariables>;
export const ProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Products"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"wasSold"}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductsQuery, ProductsQueryVariables>;
export const ProductComponentOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductComponentOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductComponentOptionsQuery, ProductComponentOptionsQueryVariables>;
export const CreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}}]}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const RegionSchemesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegionSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionSchemes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"superRegion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"googleBusinessPageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"slackChannelId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceScheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceSchemeChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RegionSchemesQuery, RegionSchemesQueryVariables>;
export const CreateSuperRegionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSuperRegion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSuperRegionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSuperRegion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateSuperRegionMutation, CreateSuperRegionMutationVariables>;
export const UpdateSuperRegionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSuperRegion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSuperRegionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSuperRegion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateSuperRegionMutation, UpdateSuperRegionMutationVariables>;
export const DeleteSuperRegionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSuperRegion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSuperRegion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteSuperRegionMutation, DeleteSuperRegionMutationVariables>;
export const UpdateRegionSchemeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRegionScheme"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"superRegionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceSchemeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRegionScheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"superRegionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"superRegionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"priceSchemeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceSchemeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priceScheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateRegionSchemeMutation, UpdateRegionSchemeMutationVariables>;
export const RegionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Regions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"superRegion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RegionsQuery, RegionsQueryVariables>;
export const RegionsMapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegionsMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionsGeoJson"}},{"kind":"Field","name":{"kind":"Name","value":"superRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<RegionsMapQuery, RegionsMapQueryVariables>;
export const CreateRegionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRegion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRegionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRegion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateRegionMutation, CreateRegionMutationVariables>;
export const SuperRegionOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuperRegionOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"superRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<SuperRegionOptionsQuery, SuperRegionOptionsQueryVariables>;
export const UpdateRegionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRegion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRegionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRegion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"superRegion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateRegionMutation, UpdateRegionMutationVariables>;
export const DeleteRegionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRegion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRegion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteRegionMutation, DeleteRegionMutationVariables>;
export const ParkingHubsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParkingHubs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parkingHubs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"superRegion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"superRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<ParkingHubsQuery, ParkingHubsQueryVariables>;
export const CreateParkingHubDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateParkingHub"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateParkingHubInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createParkingHub"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateParkingHubMutation, CreateParkingHubMutationVariables>;
export const UpdateParkingHubDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateParkingHub"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateParkingHubInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateParkingHub"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateParkingHubMutation, UpdateParkingHubMutationVariables>;
export const DeleteParkingHubDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteParkingHub"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteParkingHub"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteParkingHubMutation, DeleteParkingHubMutationVariables>;
export const ScholarshipCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScholarshipCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<ScholarshipCourseQuery, ScholarshipCourseQueryVariables>;
export const ScholarshipCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScholarshipCourses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<ScholarshipCoursesQuery, ScholarshipCoursesQueryVariables>;
export const ApplyForScholarshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyForScholarship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dob"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scholarshipAnswer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyForScholarship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userName"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"dob"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dob"}}},{"kind":"Argument","name":{"kind":"Name","value":"scholarshipAnswer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scholarshipAnswer"}}},{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ApplyForScholarshipMutation, ApplyForScholarshipMutationVariables>;
export const ScholarshipApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScholarshipApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ScholarshipStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scholarshipApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"scholarshipAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedByName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ScholarshipApplicationsQuery, ScholarshipApplicationsQueryVariables>;
export const GrantScholarshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantScholarship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantScholarship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"voucherCode"}}]}}]}}]} as unknown as DocumentNode<GrantScholarshipMutation, GrantScholarshipMutationVariables>;
export const DeclineScholarshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineScholarship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineScholarship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DeclineScholarshipMutation, DeclineScholarshipMutationVariables>;
export const SiteViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<SiteViewerQuery, SiteViewerQueryVariables>;
export const DrivingSkillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DrivingSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drivingSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<DrivingSkillsQuery, DrivingSkillsQueryVariables>;
export const StudentSkillReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentSkillReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessonsDrivingSkillsReportsByStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SkillReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SkillReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrivingSkillReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailSent"}},{"kind":"Field","name":{"kind":"Name","value":"lesson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drivingSkillId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<StudentSkillReportsQuery, StudentSkillReportsQueryVariables>;
export const LessonSkillReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LessonSkillReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessonDrivingSkillsReportByStudentAndLesson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SkillReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SkillReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrivingSkillReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailSent"}},{"kind":"Field","name":{"kind":"Name","value":"lesson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drivingSkillId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<LessonSkillReportQuery, LessonSkillReportQueryVariables>;
export const UpdateSkillReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSkillReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ratings"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DrivingSkillRatingInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLessonReportForStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ratings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ratings"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SkillReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SkillReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrivingSkillReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailSent"}},{"kind":"Field","name":{"kind":"Name","value":"lesson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drivingSkillId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<UpdateSkillReportMutation, UpdateSkillReportMutationVariables>;
export const EmailSkillReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailSkillReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emails"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comments"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailStudentReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lessonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lessonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"emails"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emails"}}},{"kind":"Argument","name":{"kind":"Name","value":"comments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comments"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SkillReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SkillReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrivingSkillReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"lastEmailSent"}},{"kind":"Field","name":{"kind":"Name","value":"lesson"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ratings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drivingSkillId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<EmailSkillReportMutation, EmailSkillReportMutationVariables>;
export const SlotSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SlotSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SlotSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slotSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"times"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"instructors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SlotSearchQuery, SlotSearchQueryVariables>;
export const SlotSearchOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SlotSearchOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lessonTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}}]}}]}}]} as unknown as DocumentNode<SlotSearchOptionsQuery, SlotSearchOptionsQueryVariables>;
export const SlotSearchMeetingPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SlotSearchMeetingPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateMeetingPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<SlotSearchMeetingPointsQuery, SlotSearchMeetingPointsQueryVariables>;
export const StateConfigsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StateConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"longName"}},{"kind":"Field","name":{"kind":"Name","value":"hasHomePickup"}},{"kind":"Field","name":{"kind":"Name","value":"hasMeetingPoints"}},{"kind":"Field","name":{"kind":"Name","value":"hasFixedLocations"}},{"kind":"Field","name":{"kind":"Name","value":"isShareableByDefault"}},{"kind":"Field","name":{"kind":"Name","value":"cmsId"}},{"kind":"Field","name":{"kind":"Name","value":"lateCancellationWindowHours"}},{"kind":"Field","name":{"kind":"Name","value":"lateCancellationFeeCents"}},{"kind":"Field","name":{"kind":"Name","value":"behindTheWheelCertificateTypeId"}}]}}]}}]} as unknown as DocumentNode<StateConfigsQuery, StateConfigsQueryVariables>;
export const CreateStateConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStateConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStateConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStateConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<CreateStateConfigMutation, CreateStateConfigMutationVariables>;
export const UpdateStateConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStateConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStateConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStateConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<UpdateStateConfigMutation, UpdateStateConfigMutationVariables>;
export const StateMeetingPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StateMeetingPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stateMeetingPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"restrictedLessonTypes"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]} as unknown as DocumentNode<StateMeetingPointsQuery, StateMeetingPointsQueryVariables>;
export const CreateStateMeetingPointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStateMeetingPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStateMeetingPointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStateMeetingPoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<CreateStateMeetingPointMutation, CreateStateMeetingPointMutationVariables>;
export const UpdateStateMeetingPointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStateMeetingPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStateMeetingPointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStateMeetingPoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<UpdateStateMeetingPointMutation, UpdateStateMeetingPointMutationVariables>;
export const DeleteStateMeetingPointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStateMeetingPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStateMeetingPoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteStateMeetingPointMutation, DeleteStateMeetingPointMutationVariables>;
export const StudentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Students"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isAccountDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<StudentsQuery, StudentsQueryVariables>;
export const StudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Student"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"student"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"studentGuardians"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentIds"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"id"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"signupTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"parentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"stripeCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"smsOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"acceptTOS"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseIssueDate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"previousHours"}},{"kind":"Field","name":{"kind":"Name","value":"preferredPronoun"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"isAccountDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"observerApproved"}},{"kind":"Field","name":{"kind":"Name","value":"privateApproved"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transferStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transferType"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]} as unknown as DocumentNode<StudentQuery, StudentQueryVariables>;
export const AddStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddStudentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddStudentMutation, AddStudentMutationVariables>;
export const UpdateStudentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStudentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudentDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudentDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Student"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"signInEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"age"}},{"kind":"Field","name":{"kind":"Name","value":"signupTimestamp"}},{"kind":"Field","name":{"kind":"Name","value":"usStateId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"parentEmail"}},{"kind":"Field","name":{"kind":"Name","value":"stripeCustomerId"}},{"kind":"Field","name":{"kind":"Name","value":"smsOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"acceptTOS"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseIssueDate"}},{"kind":"Field","name":{"kind":"Name","value":"licenseExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"previousHours"}},{"kind":"Field","name":{"kind":"Name","value":"preferredPronoun"}},{"kind":"Field","name":{"kind":"Name","value":"isDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"isAccountDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"observerApproved"}},{"kind":"Field","name":{"kind":"Name","value":"privateApproved"}},{"kind":"Field","name":{"kind":"Name","value":"contractStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transferStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transferType"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]} as unknown as DocumentNode<UpdateStudentMutation, UpdateStudentMutationVariables>;
export const DisableStudentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableStudentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableStudentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAccountDisabled"}}]}}]}}]} as unknown as DocumentNode<DisableStudentAccountMutation, DisableStudentAccountMutationVariables>;
export const StudentNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"isHiddenFromInstructorView"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<StudentNotesQuery, StudentNotesQueryVariables>;
export const PutNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PutNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PutNoteMutation, PutNoteMutationVariables>;
export const DeleteNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteNoteMutation, DeleteNoteMutationVariables>;
export const PutBookingAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PutBookingAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putBookingAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PutBookingAlertMutation, PutBookingAlertMutationVariables>;
export const RemoveBookingAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBookingAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBookingAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveBookingAlertMutation, RemoveBookingAlertMutationVariables>;
export const StudentUserLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StudentUserLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"logType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"logType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"logType"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<StudentUserLogsQuery, StudentUserLogsQueryVariables>;
export const SyncStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncChecks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SyncCheckFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastCompletedSyncCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"conflictsCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SyncCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"isRunning"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"isCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"studentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"checkedStudentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"ignoredStudentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerStudentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"outOfSyncStudentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"conflictsCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorsCount"}}]}}]} as unknown as DocumentNode<SyncStatusQuery, SyncStatusQueryVariables>;
export const SyncCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SyncConflictKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SyncCheckFields"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fromStudentId"}},{"kind":"Field","name":{"kind":"Name","value":"toStudentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"syncIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"nextValue"}},{"kind":"Field","name":{"kind":"Name","value":"legacyValue"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SyncCheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SyncCheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"isRunning"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"isCancelled"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"studentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"checkedStudentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"ignoredStudentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerStudentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"outOfSyncStudentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"conflictsCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorsCount"}}]}}]} as unknown as DocumentNode<SyncCheckQuery, SyncCheckQueryVariables>;
export const SyncConflictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncConflict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncConflict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncCheckId"}},{"kind":"Field","name":{"kind":"Name","value":"studentId"}},{"kind":"Field","name":{"kind":"Name","value":"studentName"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"productType"}},{"kind":"Field","name":{"kind":"Name","value":"syncIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"nextValue"}},{"kind":"Field","name":{"kind":"Name","value":"legacyValue"}},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"nextChange"}},{"kind":"Field","name":{"kind":"Name","value":"legacyChange"}},{"kind":"Field","name":{"kind":"Name","value":"nextTotal"}},{"kind":"Field","name":{"kind":"Name","value":"legacyTotal"}},{"kind":"Field","name":{"kind":"Name","value":"diverges"}}]}}]}}]}}]} as unknown as DocumentNode<SyncConflictQuery, SyncConflictQueryVariables>;
export const StartSyncCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartSyncCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSyncCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<StartSyncCheckMutation, StartSyncCheckMutationVariables>;
export const CancelSyncCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSyncCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSyncCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}}]}}]}}]} as unknown as DocumentNode<CancelSyncCheckMutation, CancelSyncCheckMutationVariables>;
export const ImportLegacyBalancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportLegacyBalances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegacyImportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importLegacyBalances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importedCount"}},{"kind":"Field","name":{"kind":"Name","value":"importedDaysCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<ImportLegacyBalancesMutation, ImportLegacyBalancesMutationVariables>;
export const SyncCheckProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SyncCheckProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"syncCheckId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncCheckProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"syncCheckId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"syncCheckId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"syncCheckId"}},{"kind":"Field","name":{"kind":"Name","value":"studentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"processedCount"}},{"kind":"Field","name":{"kind":"Name","value":"conflictsCount"}},{"kind":"Field","name":{"kind":"Name","value":"conflictId"}}]}}]}}]} as unknown as DocumentNode<SyncCheckProgressSubscription, SyncCheckProgressSubscriptionVariables>;
export const PayPeriodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayPeriods"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payPeriods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timesheetSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodLength"}},{"kind":"Field","name":{"kind":"Name","value":"anchorDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidBlockTypes"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<PayPeriodsQuery, PayPeriodsQueryVariables>;
export const TimesheetPeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimesheetPeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"end"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timesheetPeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"start"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"end"},"value":{"kind":"Variable","name":{"kind":"Name","value":"end"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"isComplete"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedByName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timesheets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructorId"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"teachingRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"nonTeachingRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"teachingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"nonTeachingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"teachingPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"nonTeachingPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"blockType"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"rateCents"}},{"kind":"Field","name":{"kind":"Name","value":"payCents"}},{"kind":"Field","name":{"kind":"Name","value":"correctsPeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TimesheetPeriodQuery, TimesheetPeriodQueryVariables>;
export const ApproveTimesheetPeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveTimesheetPeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveTimesheetPeriodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTimesheetPeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedByName"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveTimesheetPeriodMutation, ApproveTimesheetPeriodMutationVariables>;
export const UpdateTimesheetSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTimesheetSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TimesheetSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTimesheetSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodLength"}},{"kind":"Field","name":{"kind":"Name","value":"anchorDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidBlockTypes"}}]}}]}}]} as unknown as DocumentNode<UpdateTimesheetSettingsMutation, UpdateTimesheetSettingsMutationVariables>;
export const UsersWithRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersWithRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersWithRolesInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersWithRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isTwoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastActive"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UsersWithRolesQuery, UsersWithRolesQueryVariables>;
export const UpdateUserRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<UpdateUserRolesMutation, UpdateUserRolesMutationVariables>;
export const DisableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}}]}}]}}]} as unknown as DocumentNode<DisableUserMutation, DisableUserMutationVariables>;
export const EnableUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDisabled"}}]}}]}}]} as unknown as DocumentNode<EnableUserMutation, EnableUserMutationVariables>;
export const VehiclesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Vehicles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"samsaraId"}},{"kind":"Field","name":{"kind":"Name","value":"instructors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<VehiclesQuery, VehiclesQueryVariables>;
export const VehicleInstructorOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleInstructorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleInstructorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<VehicleInstructorOptionsQuery, VehicleInstructorOptionsQueryVariables>;
export const PutVehicleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PutVehicle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PutVehicleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putVehicle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PutVehicleMutation, PutVehicleMutationVariables>;
export const DeleteVehicleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVehicle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVehicle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteVehicleMutation, DeleteVehicleMutationVariables>;
export const VouchersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Vouchers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VoucherSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vouchers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"redeemedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redeemedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<VouchersQuery, VouchersQueryVariables>;
export const VoucherProductOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VoucherProductOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VoucherProductOptionsQuery, VoucherProductOptionsQueryVariables>;
export const CreateVouchersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVouchers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVouchersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVouchers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateVouchersMutation, CreateVouchersMutationVariables>;
export const UpdateVoucherDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVoucher"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateVoucherInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVoucher"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<UpdateVoucherMutation, UpdateVoucherMutationVariables>;
export const RedeemVoucherDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemVoucher"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemVoucher"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"studentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"studentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"redeemedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RedeemVoucherMutation, RedeemVoucherMutationVariables>;
export const MyWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWaitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWaitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaitlistEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPointLabel"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"earliestTime"}},{"kind":"Field","name":{"kind":"Name","value":"latestTime"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"offersMade"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingPath"}}]}}]}}]} as unknown as DocumentNode<MyWaitlistQuery, MyWaitlistQueryVariables>;
export const CancelWaitlistEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelWaitlistEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelWaitlistEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelWaitlistEntryMutation, CancelWaitlistEntryMutationVariables>;
export const RegionWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegionWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistStatus"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"regionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"statuses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaitlistEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"lessonTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"meetingPointLabel"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"earliestTime"}},{"kind":"Field","name":{"kind":"Name","value":"latestTime"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"offersMade"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"instructorName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingPath"}}]}}]}}]} as unknown as DocumentNode<RegionWaitlistQuery, RegionWaitlistQueryVariables>;
export const WaitlistRegionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitlistRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitlistRegions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}}]}}]}}]} as unknown as DocumentNode<WaitlistRegionsQuery, WaitlistRegionsQueryVariables>;
export const GetMyselfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetMyself"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<GetMyselfQuery, GetMyselfQueryVariables>;
export const FeatureFlagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeatureFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featureFlags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<FeatureFlagsQuery, FeatureFlagsQueryVariables>;
export const UserRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRoles"}}]}}]} as unknown as DocumentNode<UserRolesQuery, UserRolesQueryVariables>;