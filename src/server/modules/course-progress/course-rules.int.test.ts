// The course's rules in the player, on a whole server with a fake clock for the timer: a lecture
// with a minimum cannot be finished before that much time was studied on it and the next lecture
// stays locked (also to the timer); a failed lesson quiz under "answers only once passed" tells
// the score only, with a wait before the retry; and every response of the player's own operations
// is read to prove no right answer leaves the server before grading, or after a failed one.
import { eq } from 'drizzle-orm';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PlayerCourseTimerDocument,
  PlayerEnrollmentDocument,
  PlayerLecturesDocument,
  PlayerMarkLectureReadDocument,
  PlayerSubmitLectureQuizDocument,
} from '../../../web/gql/graphql.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { courseOfferings, courses } from '../courses/courses.tables.ts';
import { createStudents } from '../ledger/testing/ledger-fixtures.ts';
import { recordTimerEvent } from '../online-enrollments/seat-time.service.ts';
import { students } from '../students/students.tables.ts';
import { markLectureRead, submitLectureQuiz } from './course-progress.service.ts';

const PASSWORD = 'course-rules-test-password';
const EXPLANATION = 'Because the rule says so';

let server: TestServer;
let manager: string;
let sam: string;
let samViewer: Viewer;
let courseId: string;
let enrollmentId: string;
let lectureIds: [string, string];
let quizId: string;
let questionIds: [string, string];
/** Every answer the player's operations got, as the browser would read it. */
const responses: string[] = [];

async function player(document: Parameters<typeof print>[0], variables: Record<string, unknown>) {
  const answer = await graphql(server, { query: print(document), variables }, sam);
  responses.push(JSON.stringify(answer));
  return answer;
}

async function staff(query: string, variables: Record<string, unknown>) {
  const answer = await graphql(server, { query, variables }, manager);
  expect(answer.errors).toBeUndefined();
  return answer.data as Record<string, { id: string }>;
}

beforeAll(async () => {
  server = await startTestServer();
  manager = (
    await signUpAndSignIn(server, {
      email: 'carla@rules.test',
      password: PASSWORD,
      name: 'Carla',
      roles: ['ClassroomManager'],
    })
  ).cookie;
  const account = await signUpAndSignIn(server, {
    email: 'sam@rules.test',
    password: PASSWORD,
    name: 'sam',
    roles: [],
  });
  sam = account.cookie;
  samViewer = {
    userId: account.userId,
    sessionId: 's',
    email: 'sam@rules.test',
    name: 'sam',
    roles: [],
  };
  const db = server.platform.db.db;
  const [studentId] = (await createStudents(db, ['Sam Student'])) as [string];
  await db.update(students).set({ userId: account.userId }).where(eq(students.id, studentId));
  const [course] = await db
    .insert(courses)
    .values({
      state: 'TX',
      category: 'adult-drivers-ed',
      audience: 'adult',
      name: 'Texas adult',
      requiredSeconds: 21_600,
      instructionMinSeconds: 19_800,
      lectureMinimumEnforced: true,
      quizFeedback: 'answersWhenPassed',
      quizRetryWaitSeconds: 600,
      quizPassPercent: 100,
      priceCents: 4900,
      isPublished: true,
    })
    .returning({ id: courses.id });
  courseId = course!.id;
  await db.insert(courseOfferings).values({ courseId, format: 'online', externalCourseId: 'A' });
  const lecture = async (title: string, minimumSeconds: number) =>
    (
      await staff(
        `mutation C($input: CreateLectureInput!) { createLecture(input: $input) { id } }`,
        {
          input: { courseId, title, minimumSeconds },
        },
      )
    )['createLecture']!.id;
  lectureIds = [await lecture('Signs', 300), await lecture('Right of way', 300)];
  quizId = (
    await staff(
      `mutation A($input: CreateLecturePartInput!) { createLecturePart(input: $input) { id } }`,
      { input: { lectureId: lectureIds[0], type: 'quiz' } },
    )
  )['createLecturePart']!.id;
  const question = async (prompt: string, correctIndex: number) =>
    (
      await staff(
        `mutation Q($partId: ID!, $input: CreateLectureQuizQuestionInput!) { createLectureQuizQuestion(partId: $partId, input: $input) { id } }`,
        {
          partId: quizId,
          input: {
            prompt,
            choices: ['Stop', 'Yield', 'Speed up'],
            correctIndex,
            explanation: `${EXPLANATION}: ${prompt}`,
          },
        },
      )
    )['createLectureQuizQuestion']!.id;
  questionIds = [await question('Red octagon', 0), await question('Triangle', 1)];
  enrollmentId = (
    await staff(
      `mutation E($input: EnrollStudentToOnlineCourseInput!) { enrollStudentToOnlineCourse(input: $input) { id } }`,
      { input: { studentId, courseId } },
    )
  )['enrollStudentToOnlineCourse']!.id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const lectures = async () =>
  (await player(PlayerEnrollmentDocument, { id: enrollmentId })).data!['studentOnlineCourse']
    .lectures as { id: string; state: string; remainingSeconds: number }[];

describe('lecture timers', () => {
  // The fake clock: timer events stamped at chosen server times, 30 s apart.
  const t0 = Date.now() - 3_600_000;
  const at = (seconds: number) => new Date(t0 + seconds * 1000);
  let seq = 0;
  const tick = (kind: 'start' | 'heartbeat' | 'end', seconds: number, lectureId = lectureIds[0]) =>
    recordTimerEvent(
      server.platform,
      samViewer,
      { enrollmentId, session: 'tab', kind, seq: seq++, lectureId },
      at(seconds),
    );

  it('refuses to open the next lecture, or finish this one, before its minimum', async () => {
    await tick('start', 0);
    for (let second = 30; second <= 120; second += 30) await tick('heartbeat', second);
    expect(await lectures()).toMatchObject([
      { state: 'open', remainingSeconds: 180 },
      { state: 'locked', remainingSeconds: 300 },
    ]);
    const early = await player(PlayerMarkLectureReadDocument, {
      input: { enrollmentId, lectureId: lectureIds[0] },
    });
    expect(errorCode(early)).toBe('VALIDATION_ERROR');
    expect(early.errors![0]!.extensions!['fields']).toEqual([
      expect.objectContaining({
        path: 'input.lectureId',
        message: expect.stringMatching(/^needs 3 more minutes/),
      }),
    ]);
    // The timer cannot open the locked lecture either.
    const next = await player(PlayerCourseTimerDocument, {
      input: { enrollmentId, session: 'other', kind: 'start', seq: 0, lectureId: lectureIds[1] },
    });
    expect(errorCode(next)).toBe('VALIDATION_ERROR');
  });

  it('counts only time on this lecture; met, it can be finished and the next opens', async () => {
    // Time on no lecture (a page naming none) does not count for it.
    await tick('end', 150);
    await tick('start', 200, null as unknown as string);
    await tick('end', 230, null as unknown as string);
    expect((await lectures())[0]!.remainingSeconds).toBe(150);
    await tick('start', 300);
    for (let second = 330; second <= 450; second += 30) await tick('heartbeat', second);
    expect((await lectures())[0]!.remainingSeconds).toBe(0);
    await markLectureRead(
      server.platform,
      samViewer,
      { enrollmentId, lectureId: lectureIds[0] },
      at(460),
    );
    // The quiz is still to pass: lecture 2 stays locked until it is.
    expect((await lectures()).map((row) => row.state)).toEqual(['open', 'locked']);
  });
});

describe('quiz feedback', () => {
  const answers = (choices: [number, number]) =>
    questionIds.map((questionId, index) => ({ questionId, choiceIndex: choices[index]! }));

  it('sends no right answer before grading', async () => {
    const content = await player(PlayerLecturesDocument, { courseId });
    expect(content.errors).toBeUndefined();
    expect(JSON.stringify(content)).toContain('Red octagon');
  });

  it('tells only the score after a failed attempt, and asks for the wait before a retry', async () => {
    const failed = await player(PlayerSubmitLectureQuizDocument, {
      input: { enrollmentId, partId: quizId, answers: answers([0, 0]) },
    });
    expect(failed.errors).toBeUndefined();
    expect(failed.data!['submitLectureQuiz']).toMatchObject({
      numCorrect: 1,
      passed: false,
      answersShown: false,
      answers: [],
    });
    const soon = await player(PlayerSubmitLectureQuizDocument, {
      input: { enrollmentId, partId: quizId, answers: answers([0, 1]) },
    });
    expect(errorCode(soon)).toBe('VALIDATION_ERROR');
    expect(soon.errors![0]!.extensions!['fields']).toEqual([
      expect.objectContaining({
        path: 'input.partId',
        message: expect.stringMatching(/^can be retried in 10 minutes/),
      }),
    ]);
  });

  it('no answer of the player’s operations carried a right answer before the quiz was passed', () => {
    expect(responses.length).toBeGreaterThan(5);
    for (const response of responses) {
      expect(response).not.toContain(EXPLANATION);
      expect(response).not.toContain('correctIndex');
      expect(response).not.toMatch(/"correct":/);
    }
  });

  it('shows the right answers once the quiz is passed, and the next lecture opens', async () => {
    const later = new Date(Date.now() + 11 * 60_000);
    const passed = await submitLectureQuiz(
      server.platform,
      samViewer,
      { enrollmentId, partId: quizId, answers: answers([0, 1]) },
      later,
    );
    expect(passed).toMatchObject({ answersShown: true, attempt: { passed: true } });
    expect((await lectures()).map((row) => row.state)).toEqual(['completed', 'open']);
    // Practising again after passing: the answers come back through the player's operation.
    const practice = await player(PlayerSubmitLectureQuizDocument, {
      input: { enrollmentId, partId: quizId, answers: answers([1, 1]) },
    });
    expect(practice.data!['submitLectureQuiz']).toMatchObject({
      passed: false,
      answersShown: true,
    });
    expect(JSON.stringify(practice)).toContain(EXPLANATION);
  });
});
