// The final exam on a whole server, with a fake clock for seat time (docs/seat-time.md "Final
// exam"): the Texas adult default on a new course, the rule and pool edited by staff (validated,
// audited), the exam closed until the rest of the course is done, three failed attempts restarting
// the course (progress and seat time start over, the record stays), the certificate only after a
// pass and everything else, with the score on it; no right answer in any start or submit response.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../auth/auth.service.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { auditLogs } from '../audit/audit.tables.ts';
import { certificates } from '../certificates/certificates.tables.ts';
import { markLectureRead } from '../course-progress/course-progress.service.ts';
import { createStudents } from '../ledger/testing/ledger-fixtures.ts';
import { recordTimerEvent } from '../online-enrollments/seat-time.service.ts';
import { students } from '../students/students.tables.ts';
import { finalExamRepository } from './final-exam.repository.ts';
import { startFinalExam, submitFinalExam } from './final-exam.service.ts';

const PASSWORD = 'final-exam-test-password';
const STATUS = `id completed certificateId percentComplete creditedSeconds finalExam { attemptsUsed attemptsLeft passed available blockedBecause openAttemptId restartedAt attempts { number percent passed sections { label numCorrect totalQuestions passed } } }`;
const ONE = `query O($id: ID!) { studentOnlineCourse(id: $id) { ${STATUS} } }`;
const START = `mutation S($id: ID!) { startFinalExam(enrollmentId: $id) { id number questions { number section sectionLabel prompt choices } } }`;
const SUBMIT = `mutation U($id: ID!, $answers: [Int!]!) { submitFinalExam(attemptId: $id, answers: $answers) { passed attemptsLeft courseRestarted enrollmentEnded attempt { number numCorrect totalQuestions percent passed sections { section label numCorrect totalQuestions passed } } enrollment { ${STATUS} } } }`;
const RULE = `mutation R($courseId: ID!, $input: FinalExamRuleInput!) { updateCourseFinalExamRule(courseId: $courseId, input: $input) { examQuestionCount examPoolSize examPassPercent examSectionsScored examMaxAttempts examAfterLastFail } }`;

let server: TestServer;
const cookies: Record<string, string> = {};
let lee: Viewer;
let leeId: string;
let courseId: string;
let lectureId: string;
let enrollmentId: string;

const as = (who: string, query: string, variables: Record<string, unknown>) =>
  graphql(server, { query, variables }, cookies[who]);

async function ok(who: string, query: string, variables: Record<string, unknown>) {
  const answer = await as(who, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data as Record<string, any>;
}

/** Nothing in a student's answer may name the right choice: no such field, at any depth. */
function expectNoAnswers(data: unknown) {
  const text = JSON.stringify(data);
  expect(text).not.toMatch(/"correct(Index)?"|"explanation"|"answers?"|"rightChoice"/);
}

/** Seat time through the timer, at fake times: `seconds` of study from `from`. */
async function study(from: number, seconds: number, session: string) {
  const send = (kind: 'start' | 'heartbeat', seq: number) =>
    recordTimerEvent(
      server.platform,
      lee,
      { enrollmentId, session, kind, seq },
      new Date(from + seq * 30_000),
    );
  await send('start', 0);
  for (let seq = 1; seq * 30 <= seconds; seq += 1) await send('heartbeat', seq);
}

/** The right choice of each question of an attempt, read from the server's own copy. */
async function rightChoices(attemptId: string): Promise<number[]> {
  const row = await finalExamRepository.findAttempt(server.platform.db.db, attemptId);
  return row!.questions.map((question) => question.correctIndex);
}

beforeAll(async () => {
  server = await startTestServer();
  const account = (who: string, roles: ('Admin' | 'ClassroomManager' | 'Trainee')[]) =>
    signUpAndSignIn(server, { email: `${who}@exam.test`, password: PASSWORD, name: who, roles });
  cookies['admin'] = (await account('admin', ['Admin'])).cookie;
  cookies['manager'] = (await account('manager', ['ClassroomManager'])).cookie;
  cookies['trainee'] = (await account('trainee', ['Trainee'])).cookie;
  const leeAccount = await account('lee', []);
  const olaAccount = await account('ola', []);
  cookies['lee'] = leeAccount.cookie;
  cookies['ola'] = olaAccount.cookie;
  lee = {
    userId: leeAccount.userId,
    sessionId: 'l',
    email: 'lee@exam.test',
    name: 'lee',
    roles: [],
  };
  const db = server.platform.db.db;
  const [lId, oId] = (await createStudents(db, ['Lee Learner', 'Ola Other'])) as [string, string];
  leeId = lId;
  await db.update(students).set({ userId: leeAccount.userId }).where(eq(students.id, lId));
  await db.update(students).set({ userId: olaAccount.userId }).where(eq(students.id, oId));
  const type = await ok(
    'admin',
    `mutation C($input: CertificateTypeInput!) { createCertificateType(input: $input) { id } }`,
    { input: { label: 'ADEE-1317', prefix: 'AD-', valMin: 1, valMax: 999, usStateId: 'TX' } },
  );
  const created = await ok(
    'manager',
    `mutation C($input: CreateCourseInput!) { createCourse(input: $input) { id examQuestionCount examPoolSize examPassPercent examSectionsScored examMaxAttempts examAfterLastFail finalExamDefault { source } } }`,
    {
      input: {
        state: 'TX',
        category: 'adult-drivers-ed',
        audience: 'adult',
        name: 'Texas adult 6-hour',
        requiredSeconds: 120,
        priceCents: 4500,
        isPublished: true,
        certificateTypeId: type['createCertificateType'].id,
      },
    },
  );
  courseId = created['createCourse'].id;
  expect(created['createCourse']).toMatchObject({
    examQuestionCount: 30,
    examPoolSize: 60,
    examPassPercent: 70,
    examSectionsScored: true,
    examMaxAttempts: 3,
    examAfterLastFail: 'restartCourse',
  });
  expect(created['createCourse'].finalExamDefault.source).toContain('§84.502');
  await ok(
    'manager',
    `mutation P($input: CourseOfferingInput!) { putCourseOffering(input: $input) { id } }`,
    { input: { courseId, format: 'online', externalCourseId: 'TX-ADULT' } },
  );
  lectureId = (
    await ok(
      'manager',
      `mutation L($input: CreateLectureInput!) { createLecture(input: $input) { id } }`,
      {
        input: { courseId, title: 'Signs and laws' },
      },
    )
  )['createLecture'].id;
  await ok(
    'manager',
    `mutation A($input: CreateLecturePartInput!) { createLecturePart(input: $input) { id } }`,
    {
      input: {
        lectureId,
        type: 'content',
        layout: 'title',
        content: { heading: 'Read', text: 'Text' },
      },
    },
  );
  enrollmentId = (
    await ok(
      'manager',
      `mutation E($input: EnrollStudentToOnlineCourseInput!) { enrollStudentToOnlineCourse(input: $input) { id } }`,
      { input: { studentId: leeId, courseId } },
    )
  )['enrollStudentToOnlineCourse'].id;
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('final exam', () => {
  it('staff edit the rule: validated by field, refused to a Trainee, audited on the course', async () => {
    const small = await as('manager', RULE, {
      courseId,
      input: { examQuestionCount: 4, examPoolSize: 2 },
    });
    expect(errorCode(small)).toBe('VALIDATION_ERROR');
    expect(small.errors![0]!.extensions!.fields!.map((field) => field.path)).toEqual([
      'input.examPoolSize',
    ]);
    const percent = await as('manager', RULE, { courseId, input: { examPassPercent: 120 } });
    expect(percent.errors![0]!.extensions!.fields!.map((field) => field.path)).toEqual([
      'input.examPassPercent',
    ]);
    expect(errorCode(await as('trainee', RULE, { courseId, input: { examPoolSize: 4 } }))).toBe(
      'FORBIDDEN',
    );
    const rule = await ok('manager', RULE, {
      courseId,
      input: { examQuestionCount: 4, examPoolSize: 6 },
    });
    expect(rule['updateCourseFinalExamRule']).toMatchObject({
      examQuestionCount: 4,
      examPoolSize: 6,
    });
    const entries = await server.platform.db.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.collectionName, 'Courses'),
          eq(auditLogs.collectionPath, `Courses/${courseId}`),
        ),
      );
    expect(entries.flatMap((entry) => entry.changes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'examQuestionCount', oldValue: 30, newValue: 4 }),
      ]),
    );
  });

  it('staff fill the pool; a question is checked by field; the student cannot read it', async () => {
    const add = (section: string, prompt: string, extra: Record<string, unknown> = {}) =>
      as(
        'manager',
        `mutation Q($courseId: ID!, $input: CreateFinalExamQuestionInput!) { createFinalExamQuestion(courseId: $courseId, input: $input) { id sectionLabel correctIndex } }`,
        {
          courseId,
          input: {
            section,
            prompt,
            choices: ['Right', 'Wrong', 'Also wrong'],
            correctIndex: 0,
            ...extra,
          },
        },
      );
    const bad = await add('signs', 'Bad', { correctIndex: 5 });
    expect(bad.errors![0]!.extensions!.fields!.map((field) => field.path)).toEqual([
      'input.correctIndex',
    ]);
    for (let n = 1; n <= 3; n += 1) {
      expect((await add('signs', `Sign ${n}`)).errors).toBeUndefined();
      expect((await add('trafficLaws', `Law ${n}`)).errors).toBeUndefined();
    }
    const pool = `query P($courseId: ID!) { finalExamQuestions(courseId: $courseId) { prompt correctIndex } }`;
    expect((await ok('trainee', pool, { courseId }))['finalExamQuestions']).toHaveLength(6);
    expect(errorCode(await as('lee', pool, { courseId }))).toBe('FORBIDDEN');
  });

  it('stays closed until every lecture and the seat time are done', async () => {
    const early = await as('lee', START, { id: enrollmentId });
    expect(errorCode(early)).toBe('VALIDATION_ERROR');
    expect(early.errors![0]!.message).toContain('Complete every lecture and quiz first');
    await ok(
      'lee',
      `mutation R($input: MarkLectureReadInput!) { markLectureRead(input: $input) { id } }`,
      {
        input: { enrollmentId, lectureId },
      },
    );
    const view = (await ok('lee', ONE, { id: enrollmentId }))['studentOnlineCourse'];
    expect(view.finalExam).toMatchObject({
      available: false,
      blockedBecause: 'Complete the seat time first.',
    });
    await study(Date.now() - 600_000, 150, 'before');
    const ready = (await ok('lee', ONE, { id: enrollmentId }))['studentOnlineCourse'];
    expect(ready).toMatchObject({ completed: false, certificateId: null });
    expect(ready.finalExam).toMatchObject({ available: true, attemptsUsed: 0, attemptsLeft: 3 });
  });

  it('three failed attempts restart the course; the record stays; answers never reach the student', async () => {
    const orders: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const started = await as('lee', START, { id: enrollmentId });
      expectNoAnswers(started);
      const exam = started.data!['startFinalExam'];
      expect(exam.number).toBe(attempt);
      expect(exam.questions).toHaveLength(4);
      expect(exam.questions.filter((q: { section: string }) => q.section === 'signs')).toHaveLength(
        2,
      );
      orders.push(
        exam.questions
          .map((q: { prompt: string; choices: string[] }) => q.prompt + q.choices.join())
          .join('|'),
      );
      // Starting again returns the open attempt as it is.
      expect((await ok('lee', START, { id: enrollmentId }))['startFinalExam'].id).toBe(exam.id);
      expect(errorCode(await as('ola', SUBMIT, { id: exam.id, answers: [0, 0, 0, 0] }))).toBe(
        'FORBIDDEN',
      );
      expect(errorCode(await as('lee', SUBMIT, { id: exam.id, answers: [0] }))).toBe(
        'VALIDATION_ERROR',
      );
      // One right in each section: 50 % per section, below 70 %.
      const right = await rightChoices(exam.id);
      const drawn = (await finalExamRepository.findAttempt(server.platform.db.db, exam.id))!
        .questions;
      const seen = new Set<string>();
      const answers = right.map((correct, index) => {
        const section = drawn[index]!.section;
        if (seen.has(section)) return (correct + 1) % 3;
        seen.add(section);
        return correct;
      });
      const submitted = await as('lee', SUBMIT, { id: exam.id, answers });
      expectNoAnswers(submitted);
      const result = submitted.data!['submitFinalExam'];
      expect(result).toMatchObject({
        passed: false,
        attemptsLeft: 3 - attempt,
        courseRestarted: attempt === 3,
        enrollmentEnded: false,
        attempt: { number: attempt, numCorrect: 2, totalQuestions: 4, percent: 50, passed: false },
      });
      expect(result.attempt.sections).toEqual([
        {
          section: 'signs',
          label: 'Highway signs',
          numCorrect: 1,
          totalQuestions: 2,
          passed: false,
        },
        {
          section: 'trafficLaws',
          label: 'Traffic laws',
          numCorrect: 1,
          totalQuestions: 2,
          passed: false,
        },
      ]);
      expect(errorCode(await as('lee', SUBMIT, { id: exam.id, answers }))).toBe('VALIDATION_ERROR');
    }
    expect(new Set(orders).size).toBeGreaterThan(1);
    const view = (await ok('lee', ONE, { id: enrollmentId }))['studentOnlineCourse'];
    expect(view).toMatchObject({ completed: false, percentComplete: 0, creditedSeconds: 0 });
    expect(view.finalExam).toMatchObject({
      attemptsUsed: 0,
      attemptsLeft: 3,
      attempts: [],
      available: false,
    });
    expect(view.finalExam.restartedAt).toBeTruthy();
    const record = await finalExamRepository.attemptRecords(server.platform.db.db, enrollmentId);
    expect(record.map((attempt) => [attempt.number, attempt.percent, attempt.passed])).toEqual([
      [1, 50, false],
      [2, 50, false],
      [3, 50, false],
    ]);
    const restart = await server.platform.db.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.collectionPath, `OnlineEnrollments/${enrollmentId}`));
    expect(
      restart.some((entry) => entry.changes.some((change) => change.path === 'restartedAt')),
    ).toBe(true);
  });

  it('issues the certificate only after a pass and everything else, with the score on it', async () => {
    // A fake clock an hour after the restart: the course done again, then the exam.
    const later = Date.now() + 3_600_000;
    await markLectureRead(server.platform, lee, { enrollmentId, lectureId }, new Date(later));
    await expect(
      startFinalExam(server.platform, lee, enrollmentId, new Date(later)),
    ).rejects.toThrow(/seat time/);
    await study(later, 150, 'after');
    const at = new Date(later + 200_000);
    const attempt = await startFinalExam(server.platform, lee, enrollmentId, at);
    expect(attempt.number).toBe(1);
    const wrong = attempt.questions.map((question) => (question.correctIndex + 1) % 3);
    const failed = await submitFinalExam(server.platform, lee, attempt.id, wrong, at);
    expect(failed.attempt.passed).toBe(false);
    expect(
      await server.platform.db.db
        .select()
        .from(certificates)
        .where(eq(certificates.issuedTo, leeId)),
    ).toEqual([]);
    const second = await startFinalExam(server.platform, lee, enrollmentId, at);
    const right = second.questions.map((question) => question.correctIndex);
    const passed = await submitFinalExam(server.platform, lee, second.id, right, at);
    expect(passed).toMatchObject({ attempt: { passed: true, percent: 100 }, consequence: null });
    const [certificate] = await server.platform.db.db
      .select()
      .from(certificates)
      .where(eq(certificates.issuedTo, leeId));
    expect(certificate).toMatchObject({ finalExamPercent: 100, finalExamAttemptId: second.id });
    const view = (await ok('lee', ONE, { id: enrollmentId }))['studentOnlineCourse'];
    expect(view).toMatchObject({ completed: true, certificateId: certificate!.id });
    expect(view.finalExam).toMatchObject({ passed: true, attemptsUsed: 2, available: false });
    expect(errorCode(await as('lee', START, { id: enrollmentId }))).toBe('VALIDATION_ERROR');
  });

  it('has no field that could carry a right answer in the student’s exam types', async () => {
    const types = [
      'FinalExamAttempt',
      'FinalExamAskedQuestion',
      'FinalExamResult',
      'FinalExamAttemptScore',
      'FinalExamStatus',
      'FinalExamSectionScore',
    ];
    for (const name of types) {
      const answer = await ok(
        'admin',
        `query T($name: String!) { __type(name: $name) { fields { name } } }`,
        { name },
      );
      const fields = answer['__type'].fields.map((field: { name: string }) => field.name);
      expect(
        fields.filter((field: string) => /^correct(Index)?$|answer|explanation/i.test(field)),
        name,
      ).toEqual([]);
    }
  });
});
