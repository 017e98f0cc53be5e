// What a family's scholarship application must hold (SPEC §7 applyForScholarship: userName,
// email, dob, scholarshipAnswer, courseId), checked the same way by the public form and the
// server (docs/scholarships.md). Messages follow the field label ("Email is not …").
import { isCalendarDate } from '../calendar-date.ts';

export const SCHOLARSHIP_ANSWER_MIN = 50;
export const SCHOLARSHIP_ANSWER_MAX = 3000;
export const SCHOLARSHIP_STATUSES = ['pending', 'granted', 'declined'] as const;

/** How staff read where an application stands. */
export const SCHOLARSHIP_STATUS_LABELS: Readonly<
  Record<(typeof SCHOLARSHIP_STATUSES)[number], string>
> = {
  pending: 'Pending',
  granted: 'Granted',
  declined: 'Declined',
};
export type ScholarshipStatus = (typeof SCHOLARSHIP_STATUSES)[number];

export interface ScholarshipApplicationValues {
  userName: string;
  email: string;
  dob: string;
  scholarshipAnswer: string;
}

export type ScholarshipField = keyof ScholarshipApplicationValues;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed values and the problems per field; `today` is 'YYYY-MM-DD'. */
export function checkScholarshipApplication(
  raw: ScholarshipApplicationValues,
  today: string,
): { values: ScholarshipApplicationValues; problems: Partial<Record<ScholarshipField, string>> } {
  const values = {
    userName: raw.userName.trim(),
    email: raw.email.trim().toLowerCase(),
    dob: raw.dob.trim(),
    scholarshipAnswer: raw.scholarshipAnswer.trim(),
  };
  const problems: Partial<Record<ScholarshipField, string>> = {};
  if (values.userName.length === 0) problems.userName = 'is required';
  else if (values.userName.length > 120) problems.userName = 'must be at most 120 characters';
  if (!EMAIL.test(values.email) || values.email.length > 254) {
    problems.email = 'is not a valid email address';
  }
  if (!isCalendarDate(values.dob)) problems.dob = 'must be a date (YYYY-MM-DD)';
  else if (values.dob >= today) problems.dob = 'must be in the past';
  else if (values.dob < '1900-01-01') problems.dob = 'must be after 1900';
  const length = values.scholarshipAnswer.length;
  if (length < SCHOLARSHIP_ANSWER_MIN) {
    problems.scholarshipAnswer = `must be at least ${SCHOLARSHIP_ANSWER_MIN} characters`;
  } else if (length > SCHOLARSHIP_ANSWER_MAX) {
    problems.scholarshipAnswer = `must be at most ${SCHOLARSHIP_ANSWER_MAX} characters`;
  }
  return { values, problems };
}
