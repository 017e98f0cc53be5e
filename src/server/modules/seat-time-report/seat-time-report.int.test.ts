// The audit report on a whole server: a student studies two days on a fake clock, staff correct
// one day with a reason, a certificate is on record; the report (GraphQL, PDF, CSV) lists it all,
// refuses students and instructors, and the course CSV keeps to its date range. Each day's study
// names its lecture (the lecture's studied time) and three failed final exams, a restart and a
// pass are on record as the exam would leave them, with two identity questions; a second student
// of the course has a corrected day and neither, for the course CSV's conclusions per enrolment.
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../domain/roles.ts';
import { FakePage, localMs } from '../../../domain/seat-time/test-timer.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { certificates, certificateTypes } from '../certificates/certificates.tables.ts';
import { finalExamAttempts } from '../final-exam/final-exam.tables.ts';
import {
  identityChallenges,
  identityQuestions,
} from '../identity-checks/identity-checks.tables.ts';
import { markLectureRead } from '../course-progress/course-progress.service.ts';
import { courseOfferings, courses } from '../courses/courses.tables.ts';
import { createStudents } from '../ledger/testing/ledger-fixtures.ts';
import { lecturesRepository } from '../lectures/lectures.repository.ts';
import { enrollStudent } from '../online-enrollments/online-enrollments.service.ts';
import { onlineEnrollments } from '../online-enrollments/online-enrollments.tables.ts';
import { patchSeatTime, recordTimerEvent } from '../online-enrollments/seat-time.service.ts';
import { students } from '../students/students.tables.ts';
import { COURSE_CSV_HEADER, ENROLLMENT_CSV_HEADER } from './seat-time-report-csv.ts';

const REPORT = `query R($id: ID!) { seatTimeReport(enrollmentId: $id) {
  studentName studentDateOfBirth generatedAt
  enrollment { id name creditedSeconds requiredSeconds seatTimeComplete
    days { day rawSeconds patchSeconds adjustedSeconds creditedSeconds capReached }
    patches { day seconds reason createdBy createdAt } }
  lectures { number title minimumSeconds studiedSeconds minimumMet readAt completedAt
    quizzes { number attempts passed } }
  finalExamAttempts { number startedAt submittedAt numCorrect totalQuestions percent passPercent
    sections { label numCorrect totalQuestions percent passed } passed restartedCourse endedEnrollment }
  certificate { certNumber label issuedAt } } }`;

const PASSWORD = 'seat-time-report-test-password';
const REASON = 'Site outage 2 Mar 10:05-10:15: heartbeats lost';

let server: TestServer;
let classroom: string;
let trainee: string;
let instructor: string;
let samCookie: string;
let enrollmentId: string;
let courseId: string;

const rowsOf = (text: string): string[][] => {
  const rows: unknown = parse(text.replace(/^\uFEFF/, ''));
  return rows as string[][];
};

const download = (path: string, cookie?: string) =>
  fetch(`${server.url}/api/seat-time-reports${path}`, cookie ? { headers: { cookie } } : {});

beforeAll(async () => {
  server = await startTestServer();
  const db = server.platform.db.db;
  const account = (email: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email.split('@')[0]!, roles });
  const carla = await account('carla@school.test', ['ClassroomManager']);
  classroom = carla.cookie;
  trainee = (await account('tom@school.test', ['Trainee'])).cookie;
  instructor = (await account('ivan@school.test', ['Instructor'])).cookie;
  const sam = await account('sam@student.test', []);
  samCookie = sam.cookie;
  const [samId] = (await createStudents(db, ['Sam Student'])) as [string];
  await db
    .update(students)
    .set({ userId: sam.userId, dob: '2005-06-01' })
    .where(eq(students.id, samId));
  const carlaViewer: Viewer = {
    userId: carla.userId,
    sessionId: 'c',
    email: 'carla@school.test',
    name: 'Carla Classroom',
    roles: ['ClassroomManager'],
  };
  const samViewer: Viewer = { ...carlaViewer, userId: sam.userId, name: 'sam', roles: [] };

  const [course] = await db
    .insert(courses)
    .values({
      state: 'TX',
      category: 'adult-drivers-ed',
      audience: 'adult',
      name: 'Texas 6-hour adult drivers ed',
      requiredSeconds: 6 * 3600,
      priceCents: 4900,
      isPublished: true,
      examQuestionCount: 30,
    })
    .returning({ id: courses.id });
  courseId = course!.id;
  await db
    .insert(courseOfferings)
    .values({ courseId, format: 'online', externalCourseId: 'TX-ADULT-ONLINE' });
  const first = await lecturesRepository.insertLecture(db, courseId, {
    title: 'Lesson 1: Your licence',
    minimumSeconds: 55 * 60,
  });
  const second = await lecturesRepository.insertLecture(db, courseId, {
    title: 'Lesson 2: Signs',
    minimumSeconds: 55 * 60,
  });

  const enrolled = await enrollStudent(
    server.platform,
    carlaViewer,
    { studentId: samId, courseId },
    new Date(localMs('2026-03-01', '09:00')),
  );
  enrollmentId = enrolled.id;
  // 2 March: an hour on lecture 1; 3 March: half an hour on lecture 2. Then staff put back 10
  // minutes of 2 March (a day's correction, not a lecture's).
  const days: [string, number, string][] = [
    ['2026-03-02', 3600, first.id],
    ['2026-03-03', 1800, second.id],
  ];
  for (const [day, seconds, lectureId] of days) {
    const page = new FakePage(`tab-${day}`, localMs(day, '10:00')).study(seconds);
    for (const event of page.events) {
      await recordTimerEvent(
        server.platform,
        samViewer,
        { enrollmentId, session: event.session, kind: event.kind, seq: event.seq, lectureId },
        new Date(event.receivedAt),
      );
    }
    // Lecture 1 read after its hour: lecture 2 opens for 3 March.
    if (lectureId === first.id) {
      await markLectureRead(
        server.platform,
        samViewer,
        { enrollmentId, lectureId: first.id },
        new Date(localMs('2026-03-02', '11:00')),
      );
    }
  }
  await patchSeatTime(
    server.platform,
    carlaViewer,
    { enrollmentId, day: '2026-03-02', seconds: 600, reason: REASON },
    new Date(localMs('2026-03-04', '09:00')),
  );
  // Final exams as submitFinalExam leaves them (questions and answers aside): three attempts
  // failed, the third restarting the course, then attempt 1 of the new run passed.
  const exam = (
    number: number,
    day: string,
    signs: number,
    laws: number,
  ): typeof finalExamAttempts.$inferInsert => ({
    enrollmentId,
    number,
    questions: [],
    answers: [],
    startedAt: new Date(localMs(day, `${13 + number}:00`)),
    submittedAt: new Date(localMs(day, `${13 + number}:25`)),
    numCorrect: signs + laws,
    totalQuestions: 30,
    percent: Math.floor(((signs + laws) * 100) / 30),
    sections: [
      { section: 'signs', numCorrect: signs, totalQuestions: 10, passed: signs >= 7 },
      { section: 'trafficLaws', numCorrect: laws, totalQuestions: 20, passed: laws >= 14 },
    ],
    passPercent: 70,
    sectionsScored: true,
    passed: signs >= 7 && laws >= 14,
  });
  await db
    .insert(finalExamAttempts)
    .values([
      exam(1, '2026-03-04', 6, 15),
      exam(2, '2026-03-04', 9, 12),
      exam(3, '2026-03-04', 5, 10),
      exam(1, '2026-03-05', 9, 18),
    ]);
  // Two identity questions asked while studying, as the checks leave them: one right, one missed.
  const [question] = await db
    .insert(identityQuestions)
    .values({ prompt: 'In which city were you born?', position: 0 })
    .returning();
  const asked = (at: string, result: 'passed' | 'wrong') => ({
    enrollmentId,
    questionId: question!.id,
    prompt: question!.prompt,
    askedAt: new Date(localMs('2026-03-02', at)),
    expiresAt: new Date(localMs('2026-03-02', at) + 120_000),
    settledAt: new Date(localMs('2026-03-02', at) + 30_000),
    result,
  });
  await db.insert(identityChallenges).values([asked('10:20', 'passed'), asked('10:45', 'wrong')]);
  // Ann studies the same course: a day's time put back by staff, no question asked, no exam yet.
  const [annId] = (await createStudents(db, ['Ann Other'])) as [string];
  const ann = await enrollStudent(
    server.platform,
    carlaViewer,
    { studentId: annId, courseId },
    new Date(localMs('2026-03-01', '09:30')),
  );
  await patchSeatTime(
    server.platform,
    carlaViewer,
    { enrollmentId: ann.id, day: '2026-03-03', seconds: 900, reason: 'Heartbeats lost' },
    new Date(localMs('2026-03-04', '09:00')),
  );
  // A certificate on record, as completion would leave it.
  const [type] = await db
    .insert(certificateTypes)
    .values({
      label: 'Adult Driver Education',
      prefix: 'ADEE-',
      valMin: 100000,
      valMax: 199999,
      usStateId: 'TX',
      lastIssued: 100000,
    })
    .returning();
  const [certificate] = await db
    .insert(certificates)
    .values({
      createdByName: 'RoadReady',
      issuedTo: samId,
      certTypeId: type!.id,
      number: 100000,
      certNumber: 'ADEE-100000',
      usStateId: 'TX',
    })
    .returning();
  await db
    .update(onlineEnrollments)
    .set({ certificateId: certificate!.id, completedAt: new Date(localMs('2026-03-05', '12:00')) })
    .where(eq(onlineEnrollments.id, enrollmentId));
});

afterAll(async () => {
  await server?.stop();
});

describe('seatTimeReport', () => {
  it('lists every day (raw, patches, credited), the corrections with reasons and authors, the lectures and the certificate', async () => {
    const response = await graphql(
      server,
      { query: REPORT, variables: { id: enrollmentId } },
      classroom,
    );
    expect(response.errors).toBeUndefined();
    const report = response.data!['seatTimeReport'];
    expect(report.studentName).toBe('Sam Student');
    expect(report.studentDateOfBirth).toBe('2005-06-01');
    expect(report.enrollment.days).toEqual([
      {
        day: '2026-03-02',
        rawSeconds: 3600,
        patchSeconds: 600,
        adjustedSeconds: 4200,
        creditedSeconds: 4200,
        capReached: false,
      },
      {
        day: '2026-03-03',
        rawSeconds: 1800,
        patchSeconds: 0,
        adjustedSeconds: 1800,
        creditedSeconds: 1800,
        capReached: false,
      },
    ]);
    expect(report.enrollment.creditedSeconds).toBe(6000);
    expect(report.enrollment.patches).toEqual([
      expect.objectContaining({
        day: '2026-03-02',
        seconds: 600,
        reason: REASON,
        createdBy: 'Carla Classroom',
      }),
    ]);
    expect(report.lectures).toEqual([
      expect.objectContaining({ number: 1, title: 'Lesson 1: Your licence', minimumSeconds: 3300 }),
      expect.objectContaining({ number: 2, title: 'Lesson 2: Signs', readAt: null }),
    ]);
    expect(report.lectures[0].readAt).not.toBeNull();
    expect(report.certificate).toMatchObject({
      certNumber: 'ADEE-100000',
      label: 'Adult Driver Education',
    });
  });

  it('lists each lecture’s studied time against its minimum and every final-exam attempt with its sections and the restart', async () => {
    const response = await graphql(
      server,
      { query: REPORT, variables: { id: enrollmentId } },
      classroom,
    );
    expect(response.errors).toBeUndefined();
    const report = response.data!['seatTimeReport'];
    // Lecture 1: the hour of 2 March (the staff correction is a day's, not a lecture's).
    expect(
      report.lectures.map((lecture: Record<string, unknown>) => [
        lecture['studiedSeconds'],
        lecture['minimumMet'],
      ]),
    ).toEqual([
      [3600, true],
      [1800, false],
    ]);
    const attempts = report.finalExamAttempts;
    expect(
      attempts.map((attempt: Record<string, unknown>) => [
        attempt['number'],
        attempt['percent'],
        attempt['passed'],
        attempt['restartedCourse'],
      ]),
    ).toEqual([
      [1, 70, false, false],
      [2, 70, false, false],
      [3, 50, false, true],
      [1, 90, true, false],
    ]);
    expect(attempts[0]).toMatchObject({
      startedAt: new Date(localMs('2026-03-04', '14:00')).toISOString(),
      submittedAt: new Date(localMs('2026-03-04', '14:25')).toISOString(),
      numCorrect: 21,
      totalQuestions: 30,
      passPercent: 70,
      endedEnrollment: false,
      sections: [
        { label: 'Highway signs', numCorrect: 6, totalQuestions: 10, percent: 60, passed: false },
        { label: 'Traffic laws', numCorrect: 15, totalQuestions: 20, percent: 75, passed: true },
      ],
    });

    const csv = rowsOf(
      await (await download(`/enrollments/${enrollmentId}/csv`, classroom)).text(),
    );
    const cell = (row: string[], column: (typeof ENROLLMENT_CSV_HEADER)[number]) =>
      row[ENROLLMENT_CSV_HEADER.indexOf(column)];
    const section = (name: string) => csv.filter((row) => row[0] === name);
    expect(
      section('Lecture').map((row) => [
        cell(row, 'Measured seconds'),
        cell(row, 'Required seconds'),
        cell(row, 'Reason'),
      ]),
    ).toEqual([
      ['3600', '3300', 'minimum met'],
      ['1800', '3300', 'minimum not met'],
    ]);
    // Times in the course state's zone, like the rest of the report (Texas: Central).
    expect(
      section('Final exam').map((row) => [
        cell(row, 'Date'),
        cell(row, 'Time'),
        cell(row, 'Item'),
        cell(row, 'Result'),
        cell(row, 'Reason'),
      ]),
    ).toEqual([
      [
        '2026-03-04',
        '14:00',
        'Attempt 1',
        'failed, 70 % (21 of 30), pass mark 70 %',
        'submitted 2026-03-04 14:25; Highway signs 60 % (6 of 10), failed; Traffic laws 75 % (15 of 20), passed',
      ],
      [
        '2026-03-04',
        '15:00',
        'Attempt 2',
        'failed, 70 % (21 of 30), pass mark 70 %',
        'submitted 2026-03-04 15:25; Highway signs 90 % (9 of 10), passed; Traffic laws 60 % (12 of 20), failed',
      ],
      [
        '2026-03-04',
        '16:00',
        'Attempt 3',
        'failed, 50 % (15 of 30), pass mark 70 %',
        'submitted 2026-03-04 16:25; Highway signs 50 % (5 of 10), failed; Traffic laws 50 % (10 of 20), failed; The course restarted',
      ],
      [
        '2026-03-05',
        '14:00',
        'Attempt 1',
        'passed, 90 % (27 of 30), pass mark 70 %',
        'submitted 2026-03-05 14:25; Highway signs 90 % (9 of 10), passed; Traffic laws 90 % (18 of 20), passed',
      ],
    ]);
    // The PDF draws the attempts and the lecture times (it builds and loads).
    const pdf = await download(`/enrollments/${enrollmentId}/pdf`, classroom);
    expect(pdf.status).toBe(200);
    expect(
      (await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))).getPageCount(),
    ).toBeGreaterThanOrEqual(1);
  });

  it('is for staff who audit: a Trainee reads it; the student and an instructor are refused', async () => {
    const read = (cookie: string) =>
      graphql(server, { query: REPORT, variables: { id: enrollmentId } }, cookie);
    expect((await read(trainee)).errors).toBeUndefined();
    expect(errorCode(await read(samCookie))).toBe('FORBIDDEN');
    expect(errorCode(await read(instructor))).toBe('FORBIDDEN');
    expect((await download(`/enrollments/${enrollmentId}/pdf`, samCookie)).status).toBe(403);
    expect((await download(`/enrollments/${enrollmentId}/csv`, instructor)).status).toBe(403);
    expect((await download(`/enrollments/${enrollmentId}/csv`)).status).toBe(401);
    expect(
      (await download(`/courses/${courseId}/csv?from=2026-03-01&to=2026-03-31`, samCookie)).status,
    ).toBe(403);
  });

  it('answers NOT_FOUND for an unknown enrolment and VALIDATION_ERROR for a malformed id', async () => {
    const read = (id: string) => graphql(server, { query: REPORT, variables: { id } }, classroom);
    expect(errorCode(await read('00000000-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');
    expect(errorCode(await read('nope'))).toBe('VALIDATION_ERROR');
  });
});

describe('downloads', () => {
  it('the CSV of an enrolment: one row per fact under the documented header', async () => {
    const response = await download(`/enrollments/${enrollmentId}/csv`, classroom);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="seat-time-report-sam-student-texas-6-hour-adult-drivers-ed-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = rowsOf(await response.text());
    expect(header).toEqual([...ENROLLMENT_CSV_HEADER]);
    const cell = (row: string[], column: (typeof ENROLLMENT_CSV_HEADER)[number]) =>
      row[ENROLLMENT_CSV_HEADER.indexOf(column)];
    const section = (name: string) => rows.filter((row) => row[0] === name);
    expect(
      section('Day').map((row) => [
        cell(row, 'Date'),
        cell(row, 'Measured seconds'),
        cell(row, 'Correction seconds'),
        cell(row, 'Credited seconds'),
      ]),
    ).toEqual([
      ['2026-03-02', '3600', '600', '4200'],
      ['2026-03-03', '1800', '0', '1800'],
    ]);
    const [correction] = section('Correction');
    expect(cell(correction!, 'Reason')).toBe(REASON);
    expect(cell(correction!, 'By')).toBe('Carla Classroom');
    expect(section('Lecture').map((row) => cell(row, 'Required seconds'))).toEqual([
      '3300',
      '3300',
    ]);
    expect(cell(section('Certificate')[0]!, 'Result')).toBe('ADEE-100000');
    const student = section('Enrolment').find((row) => cell(row, 'Item') === 'Student');
    expect(cell(student!, 'Result')).toBe('Sam Student');
  });

  it('the PDF of an enrolment: a titled document', async () => {
    const response = await download(`/enrollments/${enrollmentId}/pdf`, classroom);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getTitle()).toBe(
      'Seat-time audit report: Sam Student, Texas 6-hour adult drivers ed',
    );
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('the CSV of a course and a date range: one row per enrolment and day inside the range', async () => {
    const response = await download(
      `/courses/${courseId}/csv?from=2026-03-03&to=2026-03-31`,
      trainee,
    );
    expect(response.status).toBe(200);
    const [header, ...rows] = rowsOf(await response.text());
    expect(header).toEqual([...COURSE_CSV_HEADER]);
    const cell = (row: string[], column: (typeof COURSE_CSV_HEADER)[number]) =>
      row[COURSE_CSV_HEADER.indexOf(column)];
    expect(rows.map((row) => cell(row, 'Student'))).toEqual(['Ann Other', 'Sam Student']);
    const [annRow, samRow] = rows as [string[], string[]];
    expect(cell(samRow, 'Day')).toBe('2026-03-03');
    expect(cell(samRow, 'Credited seconds')).toBe('1800');
    // The day before the range still counts towards the total to date.
    expect(cell(samRow, 'Credited to date seconds')).toBe('6000');
    expect(cell(samRow, 'Certificate number')).toBe('ADEE-100000');
    // What concludes each enrolment: the final exam (attempts of every run, best and last score,
    // passed) and the identity questions, Sam's three failed attempts and the pass after the
    // restart, and Ann with none of either.
    const conclusion = (row: string[]) =>
      (
        [
          'Final exam attempts',
          'Final exam best percent',
          'Final exam last percent',
          'Final exam passed',
          'Identity questions asked',
          'Identity questions answered right',
          'Identity questions missed',
        ] as const
      ).map((column) => cell(row, column));
    expect(conclusion(samRow)).toEqual(['4', '90', '90', 'yes', '2', '1', '1']);
    expect(conclusion(annRow)).toEqual(['0', '', '', 'no', '0', '0', '0']);
    expect(cell(annRow, 'Credited seconds')).toBe('900');

    const march2 = rowsOf(
      await (
        await download(`/courses/${courseId}/csv?from=2026-03-02&to=2026-03-02`, trainee)
      ).text(),
    );
    expect(march2.slice(1).map((row) => [cell(row, 'Day'), cell(row, 'Corrections')])).toEqual([
      ['2026-03-02', `600 s: ${REASON} (Carla Classroom)`],
    ]);
    const empty = rowsOf(
      await (
        await download(`/courses/${courseId}/csv?from=2026-04-01&to=2026-04-30`, trainee)
      ).text(),
    );
    expect(empty).toEqual([[...COURSE_CSV_HEADER]]);
  });

  it('refuses a range that ends before it starts or spans more than a year, naming the field', async () => {
    for (const query of [
      'from=2026-03-05&to=2026-03-01',
      'from=2026-01-01&to=2027-01-02',
      'from=2026-02-30&to=2026-03-01',
    ]) {
      const response = await download(`/courses/${courseId}/csv?${query}`, classroom);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as {
        errors: { extensions: { code: string; fields: { path: string }[] } }[];
      };
      expect(body.errors[0]!.extensions.code).toBe('VALIDATION_ERROR');
      expect(body.errors[0]!.extensions.fields[0]!.path).toBe(
        query.startsWith('from=2026-02-30') ? 'from' : 'to',
      );
    }
    const unknown = await download(
      `/courses/00000000-0000-4000-8000-000000000000/csv?from=2026-03-01&to=2026-03-02`,
      classroom,
    );
    expect(unknown.status).toBe(404);
  });
});
