// The audit report as CSV (docs/seat-time.md "Audit report"). Seat time is in whole seconds, the
// unit every rule is checked in, so a spreadsheet can add it up; days and times are in the
// course's time zone, which the enrolment rows name. Text people typed (reasons, names, titles)
// is neutralised against spreadsheet formulas.
//
// One enrolment: one file, one row per fact, the `Section` column saying what the row is
// (Enrolment, Day, Correction, Lecture, Quiz, Identity question, Final exam, Certificate), so the
// file filters by section. A lecture's row has its studied seconds in "Measured seconds" against its
// minimum in "Required seconds".
// A course and a date range: one row per enrolment and local day with seat time (see the docs).
import { neutraliseFormula, toCsv, type CsvCell } from '../../../domain/csv.ts';
import { ISO_DATE_FORMAT, TIME_24H_FORMAT, formatDate } from '../../../domain/date-format.ts';
import { findUsState } from '../../../domain/us-states.ts';
import {
  examScoreWords,
  examSectionWords,
  type EnrollmentRecord,
  type SeatTimeReport,
} from './seat-time-report.service.ts';

const text = (value: string | null | undefined) => neutraliseFormula(value);

export const ENROLLMENT_CSV_HEADER = [
  'Section',
  'Date',
  'Time',
  'Item',
  'Required seconds',
  'Measured seconds',
  'Correction seconds',
  'Credited seconds',
  'Result',
  'Reason',
  'By',
] as const;

const STATUS_WORDS: Record<string, string> = {
  Enrolled: 'enrolled',
  Unenrolled: 'unenrolled',
  Migrated: 'moved to another course',
};

/** What the record says about the enrolment as a whole, in words. */
export function enrollmentStatusWords(report: EnrollmentRecord): string {
  const { enrollment } = report;
  if (enrollment.completedAt) return 'completed';
  return STATUS_WORDS[enrollment.status] ?? enrollment.status.toLowerCase();
}

/** Identity questions asked, answered right and missed (wrong or late); the rest still wait. */
function identityCounts(report: EnrollmentRecord) {
  const checks = report.identityChecks;
  const passed = checks.filter((check) => check.result === 'passed').length;
  const missed = checks.filter((check) => check.result && check.result !== 'passed').length;
  return { asked: checks.length, passed, missed, waiting: checks.length - passed - missed };
}

/** "3 asked: 2 answered right, 1 missed", or none. */
export function identitySummary(report: EnrollmentRecord): string {
  const { asked, passed, missed, waiting } = identityCounts(report);
  if (asked === 0) return 'none asked';
  return `${asked} asked: ${passed} answered right, ${missed} missed${waiting ? `, ${waiting} waiting` : ''}`;
}

/**
 * The final exam of an enrolment in four cells: attempts submitted (every run, as the record
 * keeps them), the best and the last score in whole percent, and whether one passed ("no final
 * exam" for a course without one).
 */
function finalExamCells(report: EnrollmentRecord): CsvCell[] {
  const submitted = report.finalExamAttempts.filter((attempt) => attempt.percent !== null);
  const percents = submitted.map((attempt) => attempt.percent!);
  const hasExam = report.enrollment.course.examQuestionCount !== null;
  return [
    submitted.length,
    percents.length > 0 ? Math.max(...percents) : '',
    percents.at(-1) ?? '',
    submitted.some((attempt) => attempt.passed)
      ? 'yes'
      : hasExam || submitted.length > 0
        ? 'no'
        : 'no final exam',
  ];
}

export function enrollmentReportCsv(report: SeatTimeReport): string {
  const { enrollment } = report;
  const zone = enrollment.timeZone;
  const date = (value: Date | null) => formatDate(value, ISO_DATE_FORMAT, zone);
  const time = (value: Date | null) => formatDate(value, TIME_24H_FORMAT, zone);
  const row = (cells: Partial<Record<(typeof ENROLLMENT_CSV_HEADER)[number], CsvCell>>) =>
    ENROLLMENT_CSV_HEADER.map((column) => cells[column] ?? '');
  const fact = (item: string, result: CsvCell, extra: Parameters<typeof row>[0] = {}) =>
    row({ Section: 'Enrolment', Item: item, Result: result, ...extra });

  const rows: CsvCell[][] = [
    fact('Student', text(report.studentName)),
    fact('Date of birth', report.studentDob ?? ''),
    fact('Course', text(enrollment.course.name)),
    fact('State', findUsState(enrollment.course.state)?.name ?? enrollment.course.state),
    fact('Time zone of days and times', zone),
    fact('Status', enrollmentStatusWords(report)),
    fact('Enrolled', '', { Date: date(enrollment.enrolledAt), Time: time(enrollment.enrolledAt) }),
    fact('Ended', '', { Date: date(enrollment.endedAt), Time: time(enrollment.endedAt) }),
    fact('Completed', '', {
      Date: date(enrollment.completedAt),
      Time: time(enrollment.completedAt),
    }),
    fact('Seat time', enrollment.seatTimeComplete ? 'complete' : 'not complete', {
      'Required seconds': enrollment.course.requiredSeconds,
      'Credited seconds': enrollment.creditedSeconds,
    }),
    fact('Daily cap seconds', enrollment.course.dailyCapSeconds ?? 'none'),
    fact('Days with credited time', enrollment.creditedDays, {
      'Required seconds': '',
      Reason: enrollment.course.minDays ? `at least ${enrollment.course.minDays} days` : '',
    }),
    ...(report.endedReason ? [fact('Ended because', text(report.endedReason))] : []),
    fact('Identity questions', identitySummary(report)),
    fact('Report generated', '', {
      Date: date(report.generatedAt),
      Time: time(report.generatedAt),
    }),
  ];
  for (const day of enrollment.days) {
    rows.push(
      row({
        Section: 'Day',
        Date: day.day,
        'Measured seconds': day.rawSeconds,
        'Correction seconds': day.patchSeconds,
        'Credited seconds': day.creditedSeconds,
        Result: day.capReached ? 'daily cap reached' : '',
      }),
    );
  }
  for (const patch of enrollment.patches) {
    rows.push(
      row({
        Section: 'Correction',
        Date: patch.day,
        Time: `${date(patch.createdAt)} ${time(patch.createdAt)}`,
        'Correction seconds': patch.seconds,
        Reason: text(patch.reason),
        By: text(patch.createdByName),
      }),
    );
  }
  for (const lecture of report.lectures) {
    rows.push(
      row({
        Section: 'Lecture',
        Date: date(lecture.completedAt ?? lecture.readAt),
        Time: time(lecture.completedAt ?? lecture.readAt),
        Item: text(`${lecture.number}. ${lecture.title}`),
        'Required seconds': lecture.minimumSeconds ?? '',
        'Measured seconds': lecture.studiedSeconds,
        Result: lecture.completedAt ? 'completed' : lecture.readAt ? 'read' : 'not completed',
        Reason:
          lecture.minimumMet === null ? '' : lecture.minimumMet ? 'minimum met' : 'minimum not met',
      }),
    );
    for (const quiz of lecture.quizzes) {
      rows.push(
        row({
          Section: 'Quiz',
          Item: text(`Quiz ${quiz.number} (lecture ${lecture.number})`),
          Result:
            quiz.attempts === 0
              ? 'not attempted'
              : `${quiz.passed ? 'passed' : 'not passed'}, best ${quiz.numCorrect} of ${quiz.totalQuestions}, ${quiz.attempts} ${quiz.attempts === 1 ? 'attempt' : 'attempts'}`,
        }),
      );
    }
  }
  for (const check of report.identityChecks) {
    rows.push(
      row({
        Section: 'Identity question',
        Date: date(check.askedAt),
        Time: time(check.askedAt),
        Item: text(check.prompt),
        Result: check.resultWords,
        Reason: check.settledAt ? `settled ${date(check.settledAt)} ${time(check.settledAt)}` : '',
      }),
    );
  }
  for (const attempt of report.finalExamAttempts) {
    rows.push(
      row({
        Section: 'Final exam',
        Date: date(attempt.startedAt),
        Time: time(attempt.startedAt),
        Item: `Attempt ${attempt.number}`,
        Result: [attempt.resultWords, examScoreWords(attempt), `pass mark ${attempt.passPercent} %`]
          .filter(Boolean)
          .join(', '),
        Reason: [
          attempt.submittedAt
            ? `submitted ${date(attempt.submittedAt)} ${time(attempt.submittedAt)}`
            : '',
          examSectionWords(attempt),
          attempt.aftermathWords,
        ]
          .filter(Boolean)
          .join('; '),
      }),
    );
  }
  rows.push(
    report.certificate
      ? row({
          Section: 'Certificate',
          Date: date(report.certificate.issuedAt),
          Time: time(report.certificate.issuedAt),
          Item: text(report.certificate.label),
          Result: report.certificate.certNumber,
        })
      : row({ Section: 'Certificate', Result: 'not issued' }),
  );
  return toCsv([ENROLLMENT_CSV_HEADER, ...rows]);
}

export const COURSE_CSV_HEADER = [
  'Course',
  'Student',
  'Date of birth',
  'Enrolment status',
  'Enrolled on',
  'Day',
  'Measured seconds',
  'Correction seconds',
  'Credited seconds',
  'Daily cap reached',
  'Corrections',
  'Credited to date seconds',
  'Required seconds',
  'Final exam attempts',
  'Final exam best percent',
  'Final exam last percent',
  'Final exam passed',
  'Identity questions asked',
  'Identity questions answered right',
  'Identity questions missed',
  'Completed on',
  'Certificate number',
  'Enrolment id',
] as const;

/**
 * One row per enrolment and local day from `from` to `to` (inclusive) with measured time or a
 * correction. "Credited to date" counts every earlier day too, so the last row of an enrolment
 * shows where it stood at the end of the range.
 */
export function courseReportCsv(
  reports: readonly EnrollmentRecord[],
  range: { from: string; to: string },
): string {
  const rows: CsvCell[][] = [];
  // Grouped by student, each enrolment's days in order: how an auditor reads one student at a time.
  const ordered = [...reports].sort(
    (a, b) =>
      a.studentName.localeCompare(b.studentName) ||
      a.enrollment.enrolledAt.getTime() - b.enrollment.enrolledAt.getTime(),
  );
  for (const report of ordered) {
    const { enrollment } = report;
    const zone = enrollment.timeZone;
    // What concludes the enrolment, repeated on each of its rows so any row read alone makes sense.
    const exam = finalExamCells(report);
    const identity = identityCounts(report);
    let toDate = 0;
    for (const day of enrollment.days) {
      toDate += day.creditedSeconds;
      if (day.day < range.from || day.day > range.to) continue;
      const corrections = enrollment.patches
        .filter((patch) => patch.day === day.day)
        .map((patch) => `${patch.seconds} s: ${patch.reason} (${patch.createdByName})`)
        .join('; ');
      rows.push([
        text(enrollment.course.name),
        text(report.studentName),
        report.studentDob ?? '',
        enrollmentStatusWords(report),
        formatDate(enrollment.enrolledAt, ISO_DATE_FORMAT, zone),
        day.day,
        day.rawSeconds,
        day.patchSeconds,
        day.creditedSeconds,
        day.capReached ? 'yes' : 'no',
        text(corrections),
        toDate,
        enrollment.course.requiredSeconds,
        ...exam,
        identity.asked,
        identity.passed,
        identity.missed,
        formatDate(enrollment.completedAt, ISO_DATE_FORMAT, zone),
        report.certificate?.certNumber ?? '',
        enrollment.id,
      ]);
    }
  }
  return toCsv([COURSE_CSV_HEADER, ...rows]);
}
