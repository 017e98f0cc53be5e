// Every enumeration a person reads has one label table in the domain, and every value of it has
// a label in words: no code (NO_SHOW, OneHourShared, ClassroomManager) reaches a screen or email.
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_COLLECTION_LABELS,
  AUDIT_COLLECTIONS,
} from './audit-collections.ts';
import {
  REQUIREMENT_PART_LABELS,
  REQUIREMENT_PARTS,
} from './behind-the-wheel/requirement-progress.ts';
import { BTW_STATUS_LABELS, BTW_STATUSES } from './behind-the-wheel/student-btw-progress.ts';
import {
  SHIPPING_ORDER_STATUSES,
  SHIPPING_SPEED_LABELS,
  SHIPPING_SPEEDS,
  SHIPPING_STATUS_LABELS,
} from './certificates/shipping.ts';
import { ATTENDANCE_VALUES, COHORT_ATTENDANCE_LABELS } from './cohorts/attendance.ts';
import { COUPON_SCOPE_LABELS, COUPON_SCOPES } from './coupons/coupon-types.ts';
import { LECTURE_LAYOUT_LABELS, LECTURE_LAYOUTS } from './course-content/lecture-part.ts';
import { QUIZ_FEEDBACK_LABELS, QUIZ_FEEDBACKS } from './courses/quiz-feedback.ts';
import { FEATURE_FLAG_TYPE_LABELS, FEATURE_FLAG_TYPES } from './feature-flags.ts';
import {
  EXAM_AFTER_LAST_FAIL,
  EXAM_AFTER_LAST_FAIL_LABELS,
  EXAM_SECTION_LABELS,
  EXAM_SECTIONS,
} from './final-exam/final-exam-rule.ts';
import { CHALLENGE_RESULT_LABELS, CHALLENGE_RESULTS } from './identity-checks/identity-standing.ts';
import { LESSON_TYPE_NAME_LABELS, LESSON_TYPE_NAMES } from './lesson-type-names.ts';
import {
  SCHOLARSHIP_STATUS_LABELS,
  SCHOLARSHIP_STATUSES,
} from './scholarships/scholarship-application.ts';
import {
  KIND_LABELS,
  LOG_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PRODUCT_TYPE_LABELS,
} from './ledger/ledger-labels.ts';
import { LEDGER_LOG_TYPES } from './ledger/log-type.ts';
import { LEDGER_ENTRY_KINDS, PAYMENT_METHODS, PRODUCT_TYPES } from './ledger/ledger-types.ts';
import {
  JOB_STATE_LABELS,
  JOB_STATES,
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUSES,
} from './operations-states.ts';
import { ROLE_LABELS, STAFF_ROLES } from './roles.ts';
import { FINDING_KIND_LABELS, FINDING_KINDS } from './scheduling/lesson-availability-findings.ts';
import {
  ATTENDANCE_LABELS,
  ATTENDANCES,
  CANCELLATION_INITIATOR_LABELS,
  CANCELLATION_INITIATORS,
  CANCELLATION_REASON_LABELS,
  CANCELLATION_REASONS,
  LESSON_STATUS_LABELS,
  LESSON_STATUSES,
  SCHEDULE_BLOCK_TYPE_LABELS,
  SCHEDULE_BLOCK_TYPES,
} from './scheduling/lesson-enums.ts';
import { SKILL_RATING_LABELS } from './scheduling/skill-rating-labels.ts';
import { SKILL_RATINGS } from './scheduling/skill-rating.ts';
import {
  LEGAL_FORM_STATUS_LABELS,
  LEGAL_FORM_STATUSES,
  TRANSFER_STATUS_LABELS,
  TRANSFER_STATUSES,
  TRANSFER_TYPE_LABELS,
  TRANSFER_TYPES,
} from './student-legal-status.ts';

const TABLES: [string, readonly string[], Readonly<Record<string, string>>][] = [
  ['cancellation reason', CANCELLATION_REASONS, CANCELLATION_REASON_LABELS],
  ['cancellation initiator', CANCELLATION_INITIATORS, CANCELLATION_INITIATOR_LABELS],
  ['lesson attendance', ATTENDANCES, ATTENDANCE_LABELS],
  ['lesson status', LESSON_STATUSES, LESSON_STATUS_LABELS],
  ['schedule block type', SCHEDULE_BLOCK_TYPES, SCHEDULE_BLOCK_TYPE_LABELS],
  ['availability finding', FINDING_KINDS, FINDING_KIND_LABELS],
  ['lesson type name', LESSON_TYPE_NAMES, LESSON_TYPE_NAME_LABELS],
  ['staff role', STAFF_ROLES, ROLE_LABELS],
  ['audit collection', AUDIT_COLLECTIONS, AUDIT_COLLECTION_LABELS],
  ['audit action', AUDIT_ACTIONS, AUDIT_ACTION_LABELS],
  ['contract status', LEGAL_FORM_STATUSES, LEGAL_FORM_STATUS_LABELS],
  ['transfer status', TRANSFER_STATUSES, TRANSFER_STATUS_LABELS],
  ['transfer type', TRANSFER_TYPES, TRANSFER_TYPE_LABELS],
  ['skill rating', SKILL_RATINGS, SKILL_RATING_LABELS],
  ['ledger entry kind', LEDGER_ENTRY_KINDS, KIND_LABELS],
  ['ledger log type', LEDGER_LOG_TYPES, LOG_TYPE_LABELS],
  ['payment method', PAYMENT_METHODS, PAYMENT_METHOD_LABELS],
  ['product type', PRODUCT_TYPES, PRODUCT_TYPE_LABELS],
  ['job state', JOB_STATES, JOB_STATE_LABELS],
  ['shipping speed', SHIPPING_SPEEDS, SHIPPING_SPEED_LABELS],
  ['shipping status', SHIPPING_ORDER_STATUSES, SHIPPING_STATUS_LABELS],
  ['coupon scope', COUPON_SCOPES, COUPON_SCOPE_LABELS],
  ['cohort attendance', ATTENDANCE_VALUES, COHORT_ATTENDANCE_LABELS],
  ['lecture layout', LECTURE_LAYOUTS, LECTURE_LAYOUT_LABELS],
  ['quiz feedback', QUIZ_FEEDBACKS, QUIZ_FEEDBACK_LABELS],
  ['feature flag type', FEATURE_FLAG_TYPES, FEATURE_FLAG_TYPE_LABELS],
  ['scholarship status', SCHOLARSHIP_STATUSES, SCHOLARSHIP_STATUS_LABELS],
  ['outbox status', OUTBOX_STATUSES, OUTBOX_STATUS_LABELS],
  ['behind-the-wheel status', BTW_STATUSES, BTW_STATUS_LABELS],
  ['behind-the-wheel part', REQUIREMENT_PARTS, REQUIREMENT_PART_LABELS],
  ['final exam section', EXAM_SECTIONS, EXAM_SECTION_LABELS],
  ['after the last failed exam', EXAM_AFTER_LAST_FAIL, EXAM_AFTER_LAST_FAIL_LABELS],
  ['identity question result', CHALLENGE_RESULTS, CHALLENGE_RESULT_LABELS],
];

/** Brand names written with an inner capital on purpose. */
const BRANDS = new Set(['PayPal']);

/** A code rather than words: SCREAMING_CASE, snake_case, or one camelCase word (OneHourShared). */
const looksLikeCode = (label: string) =>
  !BRANDS.has(label) &&
  (/^[A-Z0-9_]{4,}$/.test(label) || /_/.test(label) || /^\S*[a-z][A-Z]\S*$/.test(label));

describe('enumeration labels', () => {
  for (const [name, values, labels] of TABLES) {
    it(`gives every ${name} a label in words, and nothing else`, () => {
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
      for (const value of values) {
        const label = labels[value]!;
        expect(label.trim(), `${name} ${value}`).not.toBe('');
        expect(looksLikeCode(label), `${name} ${value}: "${label}"`).toBe(false);
      }
    });
  }
});
