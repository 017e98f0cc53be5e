// The audit report of an online-course enrolment (docs/seat-time.md "Audit report"): everything a
// regulator asks to see, read from the record and recomputed the way the course credits it, so
// the report can never disagree with the enrolment. One function builds it; the GraphQL field,
// the PDF and the CSV all print the same object. Staff with `seatTime.report` only.
import { can } from '../../../domain/permissions.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { z } from 'zod';
import { isCalendarDate } from '../../../domain/calendar-date.ts';
import { addDays } from '../../../domain/school-day.ts';
import { forbidden, fromZodIssues, notFound, validationError } from '../../graphql/errors.ts';
import { coursesRepository } from '../courses/courses.repository.ts';
import { certificatesRepository } from '../certificates/certificates.repository.ts';
import { courseProgress } from '../course-progress/progress-view.ts';
import {
  enrollmentView,
  type OnlineEnrollmentView,
} from '../online-enrollments/enrollment-view.ts';
import {
  onlineEnrollmentsRepository,
  type EnrollmentWithCourse,
} from '../online-enrollments/online-enrollments.repository.ts';
import { studentsRepository } from '../students/students.repository.ts';
import { seatTimeReportRepository } from './seat-time-report.repository.ts';
import { identityChecksRepository } from '../identity-checks/identity-checks.repository.ts';
import {
  CHALLENGE_RESULT_LABELS,
  type ChallengeResult,
} from '../../../domain/identity-checks/identity-standing.ts';
import { EXAM_SECTION_LABELS } from '../../../domain/final-exam/final-exam-rule.ts';
import {
  finalExamRepository,
  type FinalExamAttemptRecord,
} from '../final-exam/final-exam.repository.ts';

export interface ReportQuiz {
  number: number;
  attempts: number;
  passed: boolean;
  numCorrect: number;
  totalQuestions: number;
}

export interface ReportLecture {
  /** From 1, in course order. */
  number: number;
  title: string;
  minimumSeconds: number | null;
  readAt: Date | null;
  completedAt: Date | null;
  /** Seconds studied on the lecture as the course credits them (within the day's cap). */
  studiedSeconds: number;
  /** Whether the studied time reaches the lecture's minimum; null when it has none. */
  minimumMet: boolean | null;
  quizzes: ReportQuiz[];
}

/** A section of a final-exam attempt scored on its own (where the course's rule says so). */
export interface ReportExamSection {
  label: string;
  numCorrect: number;
  totalQuestions: number;
  percent: number;
  passed: boolean;
}

/** What the rule did to the enrolment right after a failed attempt, if anything. */
export type ExamAftermath = 'restarted' | 'ended' | null;

/** A final-exam attempt: when, the score, per section, the result; never a question or answer. */
export interface ReportExamAttempt {
  /** 1, 2, 3… within one run of the course (counts from 1 again after a restart). */
  number: number;
  startedAt: Date;
  submittedAt: Date | null;
  numCorrect: number | null;
  totalQuestions: number;
  percent: number | null;
  passPercent: number;
  /** Empty when the rule scores the exam as a whole. */
  sections: ReportExamSection[];
  passed: boolean | null;
  resultWords: string;
  aftermath: ExamAftermath;
  /** "The course restarted", "The enrolment ended", or empty. */
  aftermathWords: string;
}

export interface ReportCertificate {
  certNumber: string;
  label: string;
  issuedAt: Date;
}

/**
 * An enrolment with its seat time, student, identity questions, final-exam attempts and
 * certificate: a row group of the course CSV.
 */
export interface EnrollmentRecord {
  enrollment: OnlineEnrollmentView;
  studentName: string;
  /** YYYY-MM-DD, or null when not on record. */
  studentDob: string | null;
  certificate: ReportCertificate | null;
  identityChecks: ReportIdentityCheck[];
  /** Every final-exam attempt, oldest first, across restarts. */
  finalExamAttempts: ReportExamAttempt[];
  generatedAt: Date;
}

/** An identity question asked while studying: when, what, and how it was settled; no answer. */
export interface ReportIdentityCheck {
  askedAt: Date;
  prompt: string;
  /** When it was answered, or found unanswered after its time; null while it waits. */
  settledAt: Date | null;
  result: ChallengeResult | null;
  resultWords: string;
}

export interface SeatTimeReport extends EnrollmentRecord {
  lectures: ReportLecture[];
  /** Why the product ended the enrolment (too many missed identity questions), if it did. */
  endedReason: string | null;
}

/** Longest range of one course CSV: a year of days (a leap year's 366). */
const MAX_RANGE_DAYS = 366;

/** Refuses anyone without the report permission (students, instructors) before any read. */
export function assertMayReport(viewer: Viewer): void {
  if (!can(viewer.roles, 'seatTime.report')) throw forbidden();
}

async function enrollmentRecord(
  db: Executor,
  found: EnrollmentWithCourse,
  now: Date,
): Promise<EnrollmentRecord> {
  const [enrollment, [student], certificate, challenges, attempts] = await Promise.all([
    enrollmentView(db, found, now),
    studentsRepository.findByIds(db, [found.enrollment.studentId]),
    found.enrollment.certificateId
      ? certificatesRepository.findView(db, found.enrollment.certificateId)
      : null,
    identityChecksRepository.challenges(db, found.enrollment.id),
    finalExamRepository.attemptRecords(db, found.enrollment.id),
  ]);
  return {
    enrollment,
    studentName: student?.name ?? '',
    studentDob: student?.dob ?? null,
    certificate: certificate && {
      certNumber: certificate.certNumber,
      label: certificate.certTypeLabel,
      issuedAt: certificate.issuedAt,
    },
    identityChecks: challenges.map((challenge) => ({
      askedAt: challenge.askedAt,
      prompt: challenge.prompt,
      settledAt: challenge.settledAt,
      result: challenge.result,
      resultWords: challenge.result
        ? CHALLENGE_RESULT_LABELS[challenge.result]
        : 'Waiting for the answer',
    })),
    finalExamAttempts: examAttempts(attempts, found.enrollment),
    generatedAt: now,
  };
}

/** The report of one enrolment, as recorded now. */
export async function buildSeatTimeReport(
  db: Executor,
  enrollmentId: string,
  now: Date,
): Promise<SeatTimeReport> {
  const found = await onlineEnrollmentsRepository.find(db, enrollmentId);
  if (!found) throw notFound('Enrolment');
  const [record, progress] = await Promise.all([
    enrollmentRecord(db, found, now),
    courseProgress(db, found.enrollment.id, found.course.id),
  ]);
  const testOf = new Map(progress.tests.map((test) => [test.partId, test]));
  return {
    ...record,
    lectures: progress.lectures.map((lecture, index) => ({
      number: index + 1,
      title: lecture.lecture.title,
      minimumSeconds: lecture.lecture.minimumSeconds,
      readAt: lecture.readAt,
      completedAt: lecture.completedAt,
      studiedSeconds: lecture.studiedSeconds,
      minimumMet: lecture.lecture.minimumSeconds
        ? lecture.studiedSeconds >= lecture.lecture.minimumSeconds
        : null,
      quizzes: lecture.quizPartIds.flatMap((partId) => {
        const test = testOf.get(partId);
        return test ? [test] : [];
      }),
    })),
    endedReason: found.enrollment.endedReason,
  };
}

const percentOf = (right: number, total: number) =>
  total === 0 ? 100 : Math.floor((right * 100) / total);

/**
 * The attempts as the report prints them. The rule's consequence of a last failed attempt is
 * written in the same transaction as its grade, so it carries the submit time: a restart sets
 * `restartedAt` to it (only the latest restart is kept, so an earlier one shows as the next
 * attempt counting from 1 again), an ended enrolment `endedAt`.
 */
export function examAttempts(
  attempts: readonly FinalExamAttemptRecord[],
  enrollment: { restartedAt: Date | null; endedAt: Date | null },
): ReportExamAttempt[] {
  return attempts.map((attempt, index) => {
    const next = attempts[index + 1];
    const submitted = attempt.submittedAt?.getTime() ?? null;
    const aftermath: ExamAftermath =
      attempt.passed !== false || submitted === null
        ? null
        : (next && next.number === 1) || enrollment.restartedAt?.getTime() === submitted
          ? 'restarted'
          : !next && enrollment.endedAt?.getTime() === submitted
            ? 'ended'
            : null;
    return {
      number: attempt.number,
      startedAt: attempt.startedAt,
      submittedAt: attempt.submittedAt,
      numCorrect: attempt.numCorrect,
      totalQuestions: attempt.totalQuestions,
      percent: attempt.percent,
      passPercent: attempt.passPercent,
      sections: attempt.sectionsScored
        ? (attempt.sections ?? []).map((section) => ({
            label: EXAM_SECTION_LABELS[section.section],
            numCorrect: section.numCorrect,
            totalQuestions: section.totalQuestions,
            percent: percentOf(section.numCorrect, section.totalQuestions),
            passed: section.passed,
          }))
        : [],
      passed: attempt.passed,
      resultWords: attempt.passed === null ? 'not submitted' : attempt.passed ? 'passed' : 'failed',
      aftermath,
      aftermathWords:
        aftermath === 'restarted'
          ? 'The course restarted'
          : aftermath === 'ended'
            ? 'The enrolment ended'
            : '',
    };
  });
}

/** "85 % (17 of 20)", or nothing before the attempt is submitted. */
export function examScoreWords(attempt: ReportExamAttempt): string {
  return attempt.percent === null
    ? ''
    : `${attempt.percent} % (${attempt.numCorrect} of ${attempt.totalQuestions})`;
}

/** "Highway signs 80 % (8 of 10), passed; Traffic laws …" */
export function examSectionWords(attempt: ReportExamAttempt): string {
  return attempt.sections
    .map(
      (section) =>
        `${section.label} ${section.percent} % (${section.numCorrect} of ${section.totalQuestions}), ${section.passed ? 'passed' : 'failed'}`,
    )
    .join('; ');
}

/** `seatTimeReport(enrollmentId)`: the permission first, then the id, then the report. */
export async function readSeatTimeReport(
  db: Executor,
  viewer: Viewer,
  enrollmentId: string,
  now = new Date(),
): Promise<SeatTimeReport> {
  assertMayReport(viewer);
  if (!isUuid(enrollmentId)) {
    throw validationError([{ path: 'enrollmentId', message: 'is not an enrolment id' }]);
  }
  return buildSeatTimeReport(db, enrollmentId, now);
}

const rangeInput = z
  .object({
    courseId: z.string().refine(isUuid, 'is not a course id'),
    from: z.string().refine(isCalendarDate, 'must be a date (YYYY-MM-DD)'),
    to: z.string().refine(isCalendarDate, 'must be a date (YYYY-MM-DD)'),
  })
  .superRefine((input, context) => {
    if (!isCalendarDate(input.from) || !isCalendarDate(input.to)) return;
    if (input.to < input.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'is before the start' });
    } else if (input.to > addDays(input.from, MAX_RANGE_DAYS - 1)) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `is more than ${MAX_RANGE_DAYS} days after the start`,
      });
    }
  });

/**
 * The course CSV's records: every enrolment of the course with seat time on a local day from
 * `from` to `to` (inclusive, in the course's zone), however it ended.
 */
export async function readCourseSeatTimeRecords(
  db: Executor,
  viewer: Viewer,
  raw: z.input<typeof rangeInput>,
  now = new Date(),
): Promise<{ courseName: string; records: EnrollmentRecord[] }> {
  assertMayReport(viewer);
  const parsed = rangeInput.safeParse(raw);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  const { courseId, from, to } = parsed.data;
  const course = await coursesRepository.findById(db, courseId);
  if (!course) throw notFound('Course');
  const records: EnrollmentRecord[] = [];
  for (const found of await seatTimeReportRepository.enrollmentsOfCourse(db, courseId)) {
    const record = await enrollmentRecord(db, found, now);
    if (record.enrollment.days.some((day) => day.day >= from && day.day <= to)) {
      records.push(record);
    }
  }
  return { courseName: course.name, records };
}
