// The course player on a whole server: a two-lecture course with a quiz built through GraphQL,
// a student enrolled, lectures opening in order, quizzes graded on the server (answers never sent
// before submission), retries, progress figures, permissions, and completion issuing exactly one
// certificate even when the completing request is sent many times at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../domain/roles.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { certificates } from '../certificates/certificates.tables.ts';
import { courseOfferings, courses } from '../courses/courses.tables.ts';
import { createStudents } from '../ledger/testing/ledger-fixtures.ts';
import { recordTimerEvent } from '../online-enrollments/seat-time.service.ts';
import { students } from '../students/students.tables.ts';
import { lectureQuizAttempts } from './course-progress.tables.ts';

const PASSWORD = 'course-player-test-password';
const PROGRESS = `id percentComplete percentTestsPassed completed completedAt certificateId currentLecture { id title state } lectures { id state readAt completedAt } tests { partId numCorrect totalQuestions passed attempts }`;
const ONE = `query O($id: ID!) { studentOnlineCourse(id: $id) { ${PROGRESS} } }`;
const READ = `mutation R($input: MarkLectureReadInput!) { markLectureRead(input: $input) { ${PROGRESS} } }`;
const SUBMIT = `mutation S($input: SubmitLectureQuizInput!) { submitLectureQuiz(input: $input) { numCorrect totalQuestions passed passPercent answers { questionId choiceIndex correctIndex correct explanation } enrollment { ${PROGRESS} } } }`;
const PLAYER = `query P($courseId: ID!) { coursePlayerLectures(courseId: $courseId) { id parts { id type questions { id prompt choices } } } }`;

let server: TestServer;
const cookies: Record<string, string> = {};
let samViewer: Viewer;
let olgaViewer: Viewer;
let olgaId: string;
let samId: string;
let courseId: string;
let enrollmentId: string;
let lectureIds: [string, string];
let quizId: string;
let questionIds: [string, string];
let certTypeId: string;

const as = (who: string, query: string, variables: Record<string, unknown>) =>
  graphql(server, { query, variables }, cookies[who]);

async function ok(who: string, query: string, variables: Record<string, unknown>) {
  const answer = await as(who, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data as Record<string, any>;
}

const question = (prompt: string, correctIndex: number) => ({
  prompt,
  choices: ['Stop', 'Yield', 'Speed up'],
  correctIndex,
  explanation: `Because: ${prompt}`,
});

beforeAll(async () => {
  server = await startTestServer();
  const account = (who: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, { email: `${who}@player.test`, password: PASSWORD, name: who, roles });
  for (const [who, roles] of [
    ['admin', ['Admin']],
    ['manager', ['ClassroomManager']],
    ['trainee', ['Trainee']],
  ] as const) {
    cookies[who] = (await account(who, [...roles])).cookie;
  }
  const sam = await account('sam', []);
  const olga = await account('olga', []);
  cookies['sam'] = sam.cookie;
  cookies['olga'] = olga.cookie;
  samViewer = {
    userId: sam.userId,
    sessionId: 's',
    email: 'sam@player.test',
    name: 'sam',
    roles: [],
  };
  const db = server.platform.db.db;
  const [sId, oId] = (await createStudents(db, ['Sam Student', 'Olga Other'])) as [string, string];
  samId = sId;
  olgaId = oId;
  olgaViewer = {
    userId: olga.userId,
    sessionId: 'o',
    email: 'olga@player.test',
    name: 'olga',
    roles: [],
  };
  await db.update(students).set({ userId: sam.userId }).where(eq(students.id, sId));
  await db.update(students).set({ userId: olga.userId }).where(eq(students.id, oId));

  const type = await ok(
    'admin',
    `mutation C($input: CertificateTypeInput!) { createCertificateType(input: $input) { id } }`,
    {
      input: { label: 'Texas DE', prefix: 'TX-', valMin: 1000, valMax: 9999, usStateId: 'TX' },
    },
  );
  certTypeId = type['createCertificateType'].id;
  const [course] = await db
    .insert(courses)
    .values({
      state: 'TX',
      category: 'drivers-ed',
      audience: 'teen',
      name: 'Texas teen online',
      requiredSeconds: 60,
      priceCents: 9500,
      quizPassPercent: 100,
      isPublished: true,
    })
    .returning({ id: courses.id });
  courseId = course!.id;
  await db
    .insert(courseOfferings)
    .values({ courseId, format: 'online', externalCourseId: `X-${courseId}` });
  const updated = await as(
    'manager',
    `mutation U($id: ID!, $input: UpdateCourseInput!) { updateCourse(id: $id, input: $input) { certificateTypeId } }`,
    { id: courseId, input: { certificateTypeId: certTypeId } },
  );
  expect(updated.data!['updateCourse'].certificateTypeId).toBe(certTypeId);

  const lecture = async (title: string) =>
    (
      await ok(
        'manager',
        `mutation C($input: CreateLectureInput!) { createLecture(input: $input) { id } }`,
        { input: { courseId, title } },
      )
    )['createLecture'].id as string;
  lectureIds = [await lecture('Signs'), await lecture('Right of way')];
  const part = async (input: Record<string, unknown>) =>
    (
      await ok(
        'manager',
        `mutation A($input: CreateLecturePartInput!) { createLecturePart(input: $input) { id } }`,
        { input },
      )
    )['createLecturePart'].id as string;
  for (const lectureId of lectureIds) {
    await part({
      lectureId,
      type: 'content',
      layout: 'title',
      content: { heading: 'Read this', text: 'Text' },
    });
  }
  quizId = await part({ lectureId: lectureIds[0], type: 'quiz' });
  const addQuestion = async (input: Record<string, unknown>) =>
    (
      await ok(
        'manager',
        `mutation Q($partId: ID!, $input: CreateLectureQuizQuestionInput!) { createLectureQuizQuestion(partId: $partId, input: $input) { id } }`,
        { partId: quizId, input },
      )
    )['createLectureQuizQuestion'].id as string;
  questionIds = [
    await addQuestion(question('Red octagon', 0)),
    await addQuestion(question('Triangle', 1)),
  ];
  const enrolled = await ok(
    'manager',
    `mutation E($input: EnrollStudentToOnlineCourseInput!) { enrollStudentToOnlineCourse(input: $input) { id } }`,
    { input: { studentId: samId, courseId } },
  );
  enrollmentId = enrolled['enrollStudentToOnlineCourse'].id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('course player', () => {
  it('starts with the first lecture open and the second locked', async () => {
    const view = (await ok('sam', ONE, { id: enrollmentId }))['studentOnlineCourse'];
    expect(view.lectures.map((row: { state: string }) => row.state)).toEqual(['open', 'locked']);
    expect(view.currentLecture).toMatchObject({ id: lectureIds[0], state: 'open' });
    expect(view).toMatchObject({ percentComplete: 0, percentTestsPassed: 0, completed: false });
    expect(view.tests).toEqual([
      { partId: quizId, numCorrect: 0, totalQuestions: 2, passed: false, attempts: 0 },
    ]);
  });

  it('lets the enrolled student read the player without answers; others are refused', async () => {
    const player = await as('sam', PLAYER, { courseId });
    expect(player.errors).toBeUndefined();
    const json = JSON.stringify(player.data);
    expect(json).not.toContain('Because:');
    expect(errorCode(await as('olga', PLAYER, { courseId }))).toBe('FORBIDDEN');
    expect((await as('trainee', PLAYER, { courseId })).errors).toBeUndefined();
  });

  it('refuses a locked lecture, another student and staff', async () => {
    const second = { enrollmentId, lectureId: lectureIds[1] };
    const locked = await as('sam', READ, { input: second });
    expect(errorCode(locked)).toBe('VALIDATION_ERROR');
    const read = { enrollmentId, lectureId: lectureIds[0] };
    expect(errorCode(await as('olga', READ, { input: read }))).toBe('FORBIDDEN');
    expect(errorCode(await as('manager', READ, { input: read }))).toBe('FORBIDDEN');
    const answers = questionIds.map((questionId) => ({ questionId, choiceIndex: 0 }));
    const submit = { enrollmentId, partId: quizId, answers };
    expect(errorCode(await as('olga', SUBMIT, { input: submit }))).toBe('FORBIDDEN');
    expect(errorCode(await as('olga', ONE, { id: enrollmentId }))).toBe('FORBIDDEN');
    const stored = await server.platform.db.db.select().from(lectureQuizAttempts);
    expect(stored).toHaveLength(0);
  });

  it('refuses incomplete or foreign answers by field, writing nothing', async () => {
    const one = await as('sam', SUBMIT, {
      input: {
        enrollmentId,
        partId: quizId,
        answers: [{ questionId: questionIds[0], choiceIndex: 0 }],
      },
    });
    expect(errorCode(one)).toBe('VALIDATION_ERROR');
    const bad = await as('sam', SUBMIT, {
      input: {
        enrollmentId,
        partId: quizId,
        answers: [
          { questionId: questionIds[0], choiceIndex: 7 },
          { questionId: lectureIds[0], choiceIndex: 0 },
        ],
      },
    });
    const paths = (bad.errors?.[0]?.extensions?.['fields'] as { path: string }[]).map(
      (f) => f.path,
    );
    expect(paths).toEqual(['input.answers.0.choiceIndex', 'input.answers.1.questionId']);
    expect(
      errorCode(
        await as('sam', SUBMIT, { input: { enrollmentId, partId: lectureIds[0], answers: [] } }),
      ),
    ).toBe('NOT_FOUND');
    expect(await server.platform.db.db.select().from(lectureQuizAttempts)).toHaveLength(0);
  });

  it('grades on the server: a failed attempt shows the right answers, a retry passes', async () => {
    await ok('sam', READ, { input: { enrollmentId, lectureId: lectureIds[0] } });
    const failed = (
      await ok('sam', SUBMIT, {
        input: {
          enrollmentId,
          partId: quizId,
          answers: questionIds.map((questionId) => ({ questionId, choiceIndex: 0 })),
        },
      })
    )['submitLectureQuiz'];
    expect(failed).toMatchObject({
      numCorrect: 1,
      totalQuestions: 2,
      passed: false,
      passPercent: 100,
    });
    expect(failed.answers[1]).toMatchObject({
      choiceIndex: 0,
      correctIndex: 1,
      correct: false,
      explanation: 'Because: Triangle',
    });
    expect(failed.enrollment.lectures.map((row: { state: string }) => row.state)).toEqual([
      'open',
      'locked',
    ]);
    const passed = (
      await ok('sam', SUBMIT, {
        input: {
          enrollmentId,
          partId: quizId,
          answers: [
            { questionId: questionIds[1], choiceIndex: 1 },
            { questionId: questionIds[0], choiceIndex: 0 },
          ],
        },
      })
    )['submitLectureQuiz'];
    expect(passed).toMatchObject({ numCorrect: 2, passed: true });
    expect(passed.enrollment).toMatchObject({ percentComplete: 50, percentTestsPassed: 100 });
    expect(passed.enrollment.currentLecture).toMatchObject({ id: lectureIds[1], state: 'open' });
    expect(passed.enrollment.tests[0]).toMatchObject({ numCorrect: 2, passed: true, attempts: 2 });
    // A later failed retry does not take the pass away.
    await ok('sam', SUBMIT, {
      input: {
        enrollmentId,
        partId: quizId,
        answers: questionIds.map((questionId) => ({ questionId, choiceIndex: 2 })),
      },
    });
    const staff = (await ok('trainee', ONE, { id: enrollmentId }))['studentOnlineCourse'];
    expect(staff.tests[0]).toMatchObject({ numCorrect: 2, passed: true, attempts: 3 });
  });

  it('completes once with the seat time and issues one certificate under concurrent requests', async () => {
    const start = Date.now() - 300_000;
    const timer = (kind: 'start' | 'heartbeat', at: number, seq: number) =>
      recordTimerEvent(
        server.platform,
        samViewer,
        { enrollmentId, session: 'tab-1', kind, seq },
        new Date(at),
      );
    await timer('start', start, 0);
    for (let seq = 1; seq <= 4; seq++) await timer('heartbeat', start + seq * 30_000, seq);
    let view = (await ok('sam', ONE, { id: enrollmentId }))['studentOnlineCourse'];
    expect(view.completed).toBe(false);
    const input = { enrollmentId, lectureId: lectureIds[1] };
    const answers = await Promise.all(Array.from({ length: 6 }, () => as('sam', READ, { input })));
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    view = (await ok('sam', ONE, { id: enrollmentId }))['studentOnlineCourse'];
    expect(view).toMatchObject({ completed: true, percentComplete: 100, percentTestsPassed: 100 });
    expect(view.certificateId).toBeTruthy();
    const issued = await server.platform.db.db
      .select()
      .from(certificates)
      .where(eq(certificates.issuedTo, samId));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      id: view.certificateId,
      certTypeId: certTypeId,
      certNumber: 'TX-1000',
    });
    // Later writes change nothing about completion.
    await ok('sam', READ, { input });
    const again = (await ok('sam', ONE, { id: enrollmentId }))['studentOnlineCourse'];
    expect(again.completedAt).toBe(view.completedAt);
  });
  it('completes on the timer event that completes the seat time, content done first', async () => {
    const enrolled = await ok(
      'manager',
      `mutation E($input: EnrollStudentToOnlineCourseInput!) { enrollStudentToOnlineCourse(input: $input) { id } }`,
      { input: { studentId: olgaId, courseId } },
    );
    const id = enrolled['enrollStudentToOnlineCourse'].id as string;
    await ok('olga', READ, { input: { enrollmentId: id, lectureId: lectureIds[0] } });
    await ok('olga', SUBMIT, {
      input: {
        enrollmentId: id,
        partId: quizId,
        answers: [
          { questionId: questionIds[0], choiceIndex: 0 },
          { questionId: questionIds[1], choiceIndex: 1 },
        ],
      },
    });
    const done = (
      await ok('olga', READ, { input: { enrollmentId: id, lectureId: lectureIds[1] } })
    )['markLectureRead'];
    expect(done).toMatchObject({ percentComplete: 100, percentTestsPassed: 100, completed: false });
    const start = Date.now() - 120_000;
    const timer = (kind: 'start' | 'heartbeat', at: number, seq: number) =>
      recordTimerEvent(
        server.platform,
        olgaViewer,
        { enrollmentId: id, session: 'tab-o', kind, seq },
        new Date(at),
      );
    await timer('start', start, 0);
    await timer('heartbeat', start + 30_000, 1);
    expect((await ok('olga', ONE, { id }))['studentOnlineCourse'].completed).toBe(false);
    await timer('heartbeat', start + 60_000, 2);
    const view = (await ok('olga', ONE, { id }))['studentOnlineCourse'];
    expect(view.completed).toBe(true);
    const issued = await server.platform.db.db
      .select()
      .from(certificates)
      .where(eq(certificates.issuedTo, olgaId));
    expect(issued.map((row) => row.certNumber)).toEqual(['TX-1001']);
    expect(view.certificateId).toBe(issued[0]!.id);
  });
});
