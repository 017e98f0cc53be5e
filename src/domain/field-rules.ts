// Field rules (docs/permissions.md "Field rules"): who may read a field of an object, beyond the
// root field that reached the object. A root field's permission decides who reaches a record; a
// field whose name says money or private data must also say who may read it, because a record
// can be reached by people who may see part of it only — an Instructor reads their own lessons,
// but not what the student paid for them. Pure data shared by the server (enforcement, the
// generated matrix test) and the documentation.
import { can, type Permission } from './permissions.ts';
import type { StaffRole } from './roles.ts';

export type FieldRule =
  /** Anyone who reaches the record: catalogue prices, the school's own address. */
  | { kind: 'public' }
  /** As private as its record: whoever the root field lets read the record reads this too. */
  | { kind: 'record' }
  /**
   * A student's money: staff with `ledger.read`, and accounts without a staff role (students and
   * parents, whose root fields reach only their own records). Never Instructors, never signed out.
   */
  | { kind: 'money' }
  /** A permission of the matrix on top of the record's. */
  | { kind: 'permission'; permission: Permission };

const PUBLIC: FieldRule = { kind: 'public' };
const RECORD: FieldRule = { kind: 'record' };
const MONEY: FieldRule = { kind: 'money' };
const permission = (name: Permission): FieldRule => ({ kind: 'permission', permission: name });

/**
 * Words that mark a field as money or private data. Every object field whose name contains one
 * must have a rule below: the schema test fails for a new one without.
 */
export const SENSITIVE_FIELD_NAME =
  /cents|pay$|price|amount|fee|funds|paid|refunded|discount|balance|email|phone|address|dob|birth|licen[cs]e|note/i;

/** `Type.field` → its rule. Object fields not listed are as private as their record. */
export const FIELD_RULES: Readonly<Record<string, FieldRule>> = {
  // A student's money: what they paid, hold and were charged.
  'Lesson.priceCents': MONEY,
  'LessonCancellation.feeCents': MONEY,
  'CancellationLog.feeCents': MONEY,
  'LessonChangeFee.changeFeeCents': MONEY,
  'LedgerEntry.amountCents': MONEY,
  'StudentLedger.fundsCents': MONEY,
  // Minutes and units held are not money: the instructor of a lesson may see them.
  'StudentLedger.balances': RECORD,
  'StudentLedger.typeBalances': RECORD,
  // The buyer's own checkout, cancellation preview and receipts: their root fields reach only
  // the caller's own records, so a parent who is also on staff still sees what they paid.
  'Checkout.amountCents': RECORD,
  'Checkout.discountCents': RECORD,
  'CourseCheckout.amountCents': RECORD,
  'CourseCheckout.discountCents': RECORD,
  // A card payment on its way (the payment page): read only by the buyer who started it.
  'CardPayment.amountCents': RECORD,
  'LessonCancellationPreview.feeCents': RECORD,
  'Payment.paidCents': RECORD,
  'Payment.refundedCents': RECORD,
  'Payment.refunds': RECORD,
  'PaymentRefund.amountCents': RECORD,
  // Whether a course shows right answers after a failed quiz: a course rule, not a fee.
  'Course.quizFeedback': RECORD,
  'OnlineCourseEnrollment.quizFeedback': RECORD,
  'Receipt.schoolAddress': PUBLIC,
  'Receipt.schoolPhone': PUBLIC,
  // Instructors' pay: Admin only, whoever else reads the private info.
  'InstructorPrivateInfo.teachingPay': permission('instructors.readPay'),
  'InstructorPrivateInfo.nonTeachingPay': permission('instructors.readPay'),
  // Timesheets: the root fields reach every instructor's only with `instructors.readPay`, an
  // instructor's own otherwise (docs/timesheets.md), so their pay is as private as the record.
  'Timesheet.teachingRateCents': RECORD,
  'Timesheet.nonTeachingRateCents': RECORD,
  'Timesheet.teachingPayCents': RECORD,
  'Timesheet.nonTeachingPayCents': RECORD,
  'Timesheet.totalPayCents': RECORD,
  'TimesheetLine.rateCents': RECORD,
  'TimesheetLine.payCents': RECORD,
  'TimesheetPeriod.totalPayCents': RECORD,
  // Which schedule blocks the school pays: a setting, not an amount.
  'TimesheetSettings.paidBlockTypes': RECORD,
  // The rest of an instructor's private info is itself null unless the caller may read it.
  'InstructorPrivateInfo.baseAddress': RECORD,
  'InstructorPrivateInfo.email': RECORD,
  'InstructorPrivateInfo.licenseExpirationDate': RECORD,
  'InstructorPrivateInfo.licenseNumber': RECORD,
  'InstructorPrivateInfo.phoneNumber': RECORD,
  // Student contact details: staff who read students, the instructor of their lessons (who
  // picks them up), the student and their parent.
  'Student.dob': RECORD,
  'Student.email': RECORD,
  'Student.licenseExpirationDate': RECORD,
  'Student.licenseIssueDate': RECORD,
  'Student.licenseNumber': RECORD,
  'Student.parentEmail': RECORD,
  'Student.signInEmail': RECORD,
  'Student.address': RECORD,
  // A waiting-list entry reaches only its own account or staff with `waitlist.read`.
  'WaitlistEntry.customerEmail': RECORD,
  'WaitlistEntry.address': RECORD,
  'StudentAddress.address': RECORD,
  'StudentAddress.phone': RECORD,
  'StudentAddress.secondaryPhone': RECORD,
  'StudentGuardian.email': RECORD,
  'CohortStudent.email': RECORD,
  'InstructorLessonStudent.email': RECORD,
  'InstructorLessonStudent.parentEmail': RECORD,
  'InstructorLessonStudent.phone': RECORD,
  'InstructorLessonStudent.notes': RECORD,
  'InstructorLesson.pickupAddress': RECORD,
  'InstructorLesson.actualDurationNote': RECORD,
  'Lesson.actualDurationNote': RECORD,
  'LessonCancellation.note': RECORD,
  'CancellationLog.note': RECORD,
  'LedgerEntry.note': RECORD,
  'AvailabilityException.note': RECORD,
  'DrivingSkillReport.lastEmailSent': RECORD,
  'ScholarshipApplication.dob': RECORD,
  'SeatTimeReport.studentDateOfBirth': RECORD,
  'ScholarshipApplication.email': RECORD,
  'Voucher.note': RECORD,
  // Staff accounts' work addresses are visible in the back-office (a regional manager's, an
  // audit entry's author); user management reads every account.
  'User.email': RECORD,
  'UserAuthMeta.email': RECORD,
  // Prices, fees and discounts the school publishes, and its public places.
  'BookingFromPrice.fromCents': PUBLIC,
  'BookingQuote.discountCents': PUBLIC,
  'BookingQuote.subtotalCents': PUBLIC,
  'BookingQuote.totalCents': PUBLIC,
  'CourseQuote.discountCents': PUBLIC,
  'CourseQuote.subtotalCents': PUBLIC,
  'CourseQuote.totalCents': PUBLIC,
  'Course.priceCents': PUBLIC,
  'Quote.discount': PUBLIC,
  'Quote.unitPrice': PUBLIC,
  'QuoteStep.amountCents': PUBLIC,
  'QuoteStep.discount': PUBLIC,
  'QuoteStep.price': PUBLIC,
  'QuoteStep.unitPrice': PUBLIC,
  'LandingPagePrice.priceCents': PUBLIC,
  'LandingPageCoupon.discount': PUBLIC,
  'PublicLocationLandingPage.prices': PUBLIC,
  'PublicLocationLandingPage.centerAddress': PUBLIC,
  'PublicLandingPageLink.centerAddress': PUBLIC,
  'LandingPageMeetingPoint.address': PUBLIC,
  'BookingMeetingPoint.address': PUBLIC,
  'InstructorLessonMeetingPoint.address': PUBLIC,
  'StateMeetingPoint.address': PUBLIC,
  'StateConfig.lateCancellationFeeCents': PUBLIC,
  'Coupon.discount': PUBLIC,
  // Pricing set-up and places, read in the back-office: the same prices the public quote shows.
  'PriceScheme.canonicalPrice': RECORD,
  'PriceScheme.effectivePrices': RECORD,
  'PriceSchemeProductPrice.price': RECORD,
  'PriceSchemeFragment.priceSchemes': RECORD,
  'PriceSchemeFragment.productPrices': RECORD,
  'PriceSchemeFragmentProductPrice.priceAlgorithm': RECORD,
  'PriceSchemePreview.priceScheme': RECORD,
  'PriceSchemePreview.prices': RECORD,
  'PriceSchemePreviewPrice.currentPrice': RECORD,
  'PriceSchemePreviewPrice.previewPrice': RECORD,
  'PriceAlgorithm.amountCents': RECORD,
  'EffectivePrice.basePrice': RECORD,
  'EffectivePrice.price': RECORD,
  'RegionScheme.priceScheme': RECORD,
  'SuperRegion.priceScheme': RECORD,
  'RegionAtPoint.priceSchemeId': RECORD,
  'LocationLandingPage.priceSchemeId': RECORD,
  'LocationLandingPage.centerAddress': RECORD,
  'ParkingHub.address': RECORD,
};

/** Whether a caller (`roles` null when signed out, [] for a student or parent) may read the field. */
export function fieldRuleAllows(rule: FieldRule, roles: readonly StaffRole[] | null): boolean {
  switch (rule.kind) {
    case 'public':
    case 'record':
      return true;
    case 'money':
      return roles !== null && (roles.length === 0 || can(roles, 'ledger.read'));
    case 'permission':
      return can(roles, rule.permission);
  }
}

/** The rule in words, for docs/permissions.md. */
export function describeFieldRule(rule: FieldRule): string {
  switch (rule.kind) {
    case 'public':
      return 'public: whoever reaches the record';
    case 'record':
      return 'record: as private as its record';
    case 'money':
      return "money: `ledger.read`, or the student's or parent's own account; never Instructors";
    case 'permission':
      return `\`${rule.permission}\``;
  }
}
