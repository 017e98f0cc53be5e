// The audit report of one enrolment as a PDF a regulator can file: the same facts as the screen
// and the CSV, drawn with pdf-lib (the library the certificates already use). Times are in the
// course's time zone, named once at the top; durations are exact to the second.
import {
  DATE_FORMAT,
  LONG_DATE_TIME_ZONE_FORMAT,
  formatDate,
} from '../../../domain/date-format.ts';
import { formatExactDuration } from '../../../domain/seat-time/exact-duration.ts';
import { findUsState } from '../../../domain/us-states.ts';
import { SCHOOL_NAME } from '../certificates/certificate-pdf.ts';
import { PdfTableWriter } from './pdf-table-writer.ts';
import { enrollmentStatusWords, identitySummary } from './seat-time-report-csv.ts';
import {
  examScoreWords,
  examSectionWords,
  type SeatTimeReport,
} from './seat-time-report.service.ts';

export async function renderSeatTimeReportPdf(report: SeatTimeReport): Promise<Uint8Array> {
  const { enrollment } = report;
  const { course } = enrollment;
  const zone = enrollment.timeZone;
  const when = (value: Date | null) =>
    value ? formatDate(value, LONG_DATE_TIME_ZONE_FORMAT, zone) : '';
  const day = (value: string) => formatDate(value, DATE_FORMAT, zone);
  const writer = await PdfTableWriter.create(
    `Seat-time audit report: ${report.studentName}, ${course.name}`,
    `${SCHOOL_NAME} · ${report.studentName} · ${course.name} · generated ${when(report.generatedAt)}`,
  );

  writer.title(SCHOOL_NAME, 12);
  writer.title('Seat-time audit report');
  writer.facts([
    ['Student', report.studentName],
    ['Date of birth', report.studentDob ? day(report.studentDob) : 'not on record'],
    ['Course', course.name],
    ['State', findUsState(course.state)?.name ?? course.state],
    ['Status', enrollmentStatusWords(report)],
    ['Enrolled', when(enrollment.enrolledAt)],
    ...(enrollment.endedAt ? [['Ended', when(enrollment.endedAt)] as const] : []),
    ...(report.endedReason ? [['Ended because', report.endedReason] as const] : []),
    ['Completed', enrollment.completedAt ? when(enrollment.completedAt) : 'not completed'],
    [
      'Certificate',
      report.certificate
        ? `${report.certificate.certNumber} (${report.certificate.label}), issued ${when(report.certificate.issuedAt)}`
        : 'not issued',
    ],
    ['Report generated', when(report.generatedAt)],
  ]);

  writer.heading('Course rule and totals');
  writer.facts([
    ['Required seat time', formatExactDuration(course.requiredSeconds)],
    ['Daily cap', course.dailyCapSeconds ? formatExactDuration(course.dailyCapSeconds) : 'none'],
    ['Minimum days', course.minDays ? String(course.minDays) : 'none'],
    ['Credited seat time', formatExactDuration(enrollment.creditedSeconds)],
    ['Days with credited time', String(enrollment.creditedDays)],
    ['Seat time complete', enrollment.seatTimeComplete ? 'yes' : 'no'],
  ]);

  writer.heading('Seat time per day');
  writer.note(
    `Days run midnight to midnight in ${zone}. Credited = measured + corrections, at least zero, at most the daily cap.`,
  );
  if (enrollment.days.length === 0) writer.note('No seat time recorded.');
  else
    writer.table(
      [
        { title: 'Day', width: 110 },
        { title: 'Measured', width: 100, align: 'right' },
        { title: 'Corrections', width: 100, align: 'right' },
        { title: 'Credited', width: 100, align: 'right' },
        { title: 'Daily cap', width: 106 },
      ],
      enrollment.days.map((row) => [
        day(row.day),
        formatExactDuration(row.rawSeconds),
        row.patchSeconds === 0 ? '' : formatExactDuration(row.patchSeconds),
        formatExactDuration(row.creditedSeconds),
        row.capReached ? 'reached' : '',
      ]),
    );

  writer.heading('Staff corrections');
  if (enrollment.patches.length === 0) writer.note('No corrections.');
  else
    writer.table(
      [
        { title: 'Day', width: 80 },
        { title: 'Change', width: 70, align: 'right' },
        { title: 'Reason', width: 176 },
        { title: 'By', width: 90 },
        { title: 'Made', width: 100 },
      ],
      enrollment.patches.map((patch) => [
        day(patch.day),
        formatExactDuration(patch.seconds),
        patch.reason,
        patch.createdByName,
        when(patch.createdAt),
      ]),
    );

  writer.heading('Lectures and quizzes');
  if (report.lectures.length === 0) writer.note('The course has no lectures.');
  else
    writer.table(
      [
        { title: 'Lecture', width: 150 },
        { title: 'Minimum', width: 60, align: 'right' },
        { title: 'Studied', width: 66, align: 'right' },
        { title: 'Completed', width: 100 },
        { title: 'Quiz', width: 140 },
      ],
      report.lectures.map((lecture) => [
        `${lecture.number}. ${lecture.title}`,
        lecture.minimumSeconds ? formatExactDuration(lecture.minimumSeconds) : '',
        `${formatExactDuration(lecture.studiedSeconds)}${lecture.minimumMet === false ? '\n(below minimum)' : ''}`,
        lecture.completedAt
          ? when(lecture.completedAt)
          : lecture.readAt
            ? `read ${when(lecture.readAt)}`
            : 'not completed',
        lecture.quizzes
          .map((quiz) =>
            quiz.attempts === 0
              ? 'not attempted'
              : `${quiz.passed ? 'passed' : 'not passed'}, best ${quiz.numCorrect} of ${quiz.totalQuestions}, ${quiz.attempts} ${quiz.attempts === 1 ? 'attempt' : 'attempts'}`,
          )
          .join('\n'),
      ]),
    );

  writer.heading('Final exam');
  if (report.finalExamAttempts.length === 0) writer.note('No attempt.');
  else
    writer.table(
      [
        { title: 'Attempt', width: 50, align: 'right' },
        { title: 'Started and submitted', width: 140 },
        { title: 'Score', width: 90 },
        { title: 'Sections', width: 150 },
        { title: 'Result', width: 86 },
      ],
      report.finalExamAttempts.map((attempt) => [
        String(attempt.number),
        `${when(attempt.startedAt)}\n${attempt.submittedAt ? when(attempt.submittedAt) : 'not submitted'}`,
        `${examScoreWords(attempt)}\npass mark ${attempt.passPercent} %`,
        examSectionWords(attempt).replaceAll('; ', '\n'),
        [attempt.resultWords, attempt.aftermathWords].filter(Boolean).join('\n'),
      ]),
    );

  writer.heading('Identity questions');
  writer.note(
    `${identitySummary(report)}. The answers the student gave are stored hashed and are never shown, here or anywhere.`,
  );
  if (report.identityChecks.length > 0)
    writer.table(
      [
        { title: 'Asked', width: 130 },
        { title: 'Question', width: 196 },
        { title: 'Result', width: 190 },
      ],
      report.identityChecks.map((check) => [when(check.askedAt), check.prompt, check.resultWords]),
    );

  return writer.save();
}
