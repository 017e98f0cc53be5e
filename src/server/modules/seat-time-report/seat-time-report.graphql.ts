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
  type ReportExamAttempt,
  type ReportExamSection,
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
    studiedSeconds: t.exposeInt('studiedSeconds', {
      description:
        'Seconds studied on this lecture as the course credits them (within the day’s cap).',
    }),
    minimumMet: t.exposeBoolean('minimumMet', {
      nullable: true,
      description: 'Whether the studied time reaches minimumSeconds; null without a minimum.',
    }),
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

const ReportExamSectionRef = builder
  .objectRef<ReportExamSection>('SeatTimeReportExamSection')
  .implement({
    description: 'A section of a final-exam attempt that the course’s rule scores on its own.',
    fields: (t) => ({
      label: t.exposeString('label'),
      numCorrect: t.exposeInt('numCorrect'),
      totalQuestions: t.exposeInt('totalQuestions'),
      percent: t.exposeInt('percent', { description: 'Whole percent right, rounded down.' }),
      passed: t.exposeBoolean('passed'),
    }),
  });

const ReportExamAttemptRef = builder
  .objectRef<ReportExamAttempt>('SeatTimeReportExamAttempt')
  .implement({
    description:
      'A final-exam attempt: when, the score, per section where scored, the result and whether the course restarted after it. Never a question or an answer.',
    fields: (t) => ({
      number: t.exposeInt('number', {
        description: 'Attempt number within one run of the course; from 1 again after a restart.',
      }),
      startedAt: t.field({ type: 'DateTime', resolve: (row) => row.startedAt }),
      submittedAt: t.field({
        type: 'DateTime',
        nullable: true,
        resolve: (row) => row.submittedAt,
      }),
      numCorrect: t.exposeInt('numCorrect', { nullable: true }),
      totalQuestions: t.exposeInt('totalQuestions'),
      percent: t.exposeInt('percent', {
        nullable: true,
        description: 'Whole percent right, rounded down; null until submitted.',
      }),
      passPercent: t.exposeInt('passPercent', { description: 'The pass mark when drawn.' }),
      sections: t.field({
        type: [ReportExamSectionRef],
        description: 'Empty when the rule scores the exam as a whole.',
        resolve: (row) => row.sections,
      }),
      passed: t.exposeBoolean('passed', { nullable: true }),
      restartedCourse: t.boolean({
        description: 'The rule restarted the course after this (last failed) attempt.',
        resolve: (row) => row.aftermath === 'restarted',
      }),
      endedEnrollment: t.boolean({
        description: 'The rule ended the enrolment after this (last failed) attempt.',
        resolve: (row) => row.aftermath === 'ended',
      }),
    }),
  });

const SeatTimeReportRef = builder.objectRef<SeatTimeReport>('SeatTimeReport').implement({
  description:
    'What a regulator audits of one online-course enrolment: seat time per day with staff corrections, lectures with their studied time, quizzes, identity questions, final-exam attempts and the certificate.',
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
    finalExamAttempts: t.field({
      type: [ReportExamAttemptRef],
      description: 'Every final-exam attempt, oldest first, across restarts of the course.',
      resolve: (row) => row.finalExamAttempts,
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
