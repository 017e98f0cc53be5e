// GraphQL of the audit report (docs/seat-time.md "Audit report"): `seatTimeReport(enrollmentId)`.
// The enrolment reuses OnlineCourseEnrollment (seat time per day, staff patches with reasons and
// who made them, progress); the report adds the student, each lecture's record and the
// certificate. The PDF and CSV downloads are plain HTTP (seat-time-report.http.ts).
import { builder } from '../../graphql/builder.ts';
import { OnlineCourseEnrollment } from '../online-enrollments/online-enrollments.graphql.ts';
import { viewerOf } from '../students/viewer-of.ts';
import {
  readSeatTimeReport,
  type ReportCertificate,
  type ReportIdentityCheck,
  type ReportLecture,
  type ReportQuiz,
  type SeatTimeReport,
} from './seat-time-report.service.ts';

const ReportQuizRef = builder.objectRef<ReportQuiz>('SeatTimeReportQuiz').implement({
  description: 'A lecture quiz of the report: its best score and how many attempts it took.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'Position among the course’s quizzes, from 1.' }),
    attempts: t.exposeInt('attempts'),
    passed: t.exposeBoolean('passed'),
    numCorrect: t.exposeInt('numCorrect', { description: 'The best attempt’s right answers.' }),
    totalQuestions: t.exposeInt('totalQuestions'),
  }),
});

const ReportLectureRef = builder.objectRef<ReportLecture>('SeatTimeReportLecture').implement({
  description: 'A lecture of the enrolment’s course as the record shows it.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'Position in the course, from 1.' }),
    title: t.exposeString('title'),
    minimumSeconds: t.exposeInt('minimumSeconds', {
      nullable: true,
      description: 'Least seat time the course asks on this lecture; null when none.',
    }),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.readAt }),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.completedAt }),
    quizzes: t.field({ type: [ReportQuizRef], resolve: (row) => row.quizzes }),
  }),
});

const ReportCertificateRef = builder
  .objectRef<ReportCertificate>('SeatTimeReportCertificate')
  .implement({
    description: 'The certificate issued on completion.',
    fields: (t) => ({
      certNumber: t.exposeString('certNumber'),
      label: t.exposeString('label', { description: 'The certificate type.' }),
      issuedAt: t.field({ type: 'DateTime', resolve: (row) => row.issuedAt }),
    }),
  });

const ReportIdentityCheckRef = builder
  .objectRef<ReportIdentityCheck>('SeatTimeReportIdentityCheck')
  .implement({
    description:
      'An identity question asked while studying and how it was settled (never the answer).',
    fields: (t) => ({
      askedAt: t.field({ type: 'DateTime', resolve: (row) => row.askedAt }),
      prompt: t.exposeString('prompt'),
      settledAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.settledAt }),
      passed: t.boolean({
        nullable: true,
        resolve: (row) => (row.result ? row.result === 'passed' : null),
      }),
      result: t.exposeString('resultWords', {
        description: 'Answered right, wrong answer, not answered in time, or waiting.',
      }),
    }),
  });

const SeatTimeReportRef = builder.objectRef<SeatTimeReport>('SeatTimeReport').implement({
  description:
    'What a regulator audits of one online-course enrolment: seat time per day with staff corrections, lectures, quizzes, identity questions and the certificate.',
  fields: (t) => ({
    enrollment: t.field({
      type: OnlineCourseEnrollment,
      description: 'The enrolment with its days (raw, patched, credited) and patches.',
      resolve: (row) => row.enrollment,
    }),
    studentName: t.exposeString('studentName'),
    studentDateOfBirth: t.string({
      nullable: true,
      description: 'YYYY-MM-DD.',
      resolve: (row) => row.studentDob,
    }),
    lectures: t.field({ type: [ReportLectureRef], resolve: (row) => row.lectures }),
    identityChecks: t.field({
      type: [ReportIdentityCheckRef],
      description: 'Every identity question asked, oldest first.',
      resolve: (row) => row.identityChecks,
    }),
    certificate: t.field({
      type: ReportCertificateRef,
      nullable: true,
      resolve: (row) => row.certificate,
    }),
    generatedAt: t.field({ type: 'DateTime', resolve: (row) => row.generatedAt }),
  }),
});

builder.queryField('seatTimeReport', (t) =>
  t.field({
    type: SeatTimeReportRef,
    description: 'The audit report of one online-course enrolment (staff).',
    authScopes: { permission: 'seatTime.report' },
    args: { enrollmentId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      readSeatTimeReport(context.platform.db.db, viewerOf(context), String(args.enrollmentId)),
  }),
);
