// Identity validation on a whole server (docs/seat-time.md "Identity validation"), with a fake
// clock where the service is called directly: staff keep the school's questions; the student
// answers them once (the timer is refused until then); a question is asked when the random wait
// is over, and the timer is refused while it waits; right, wrong and late answers; an unanswered
// question found out after its time; the third miss ends the enrolment with the reason staff
// read; the audit report lists every question; a parent's account that opens the teen's player
// sees the question and may not answer it, gives no answers, asks nothing and counts no seat time. Every response the student and staff got is read
// to prove no answer, and no hash of one, ever leaves the server.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../auth/auth.service.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { ONLY_THE_STUDENT_DOES_THE_WORK } from '../course-progress/course-progress.service.ts';
import { courseOfferings, courses } from '../courses/courses.tables.ts';
import { createStudents } from '../ledger/testing/ledger-fixtures.ts';
import {
  ONLY_THE_STUDENT_STUDIES,
  recordTimerEvent,
} from '../online-enrollments/seat-time.service.ts';
import {
  courseTimerEvents,
  onlineEnrollments,
} from '../online-enrollments/online-enrollments.tables.ts';
import { studentGuardians, students } from '../students/students.tables.ts';
import {
  ONLY_THE_STUDENT_ANSWERS,
  ONLY_THE_STUDENT_GIVES_ANSWERS,
  answerIdentityChallenge,
  identityChallenge,
} from './identity-checks.service.ts';
import { identityAnswers } from './identity-checks.tables.ts';

const PASSWORD = 'identity-test-password';
/** Answers that appear nowhere else, so finding them in a response would be a leak. */
const ANSWERS = ['4711 Quillfeather', 'Zebulonville', 'QX-99812'];

let server: TestServer;
let manager: string;
let sam: string;
let parent: string;
let samViewer: Viewer;
let enrollmentId: string;
let questionIds: string[];
const responses: string[] = [];

async function as(cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphql(server, { query, variables }, cookie);
  responses.push(JSON.stringify(answer));
  return answer;
}

async function staff(query: string, variables: Record<string, unknown> = {}) {
  const answer = await as(manager, query, variables);
  expect(answer.errors).toBeUndefined();
  return answer.data as Record<string, Record<string, unknown>>;
}

const ENROLLMENT = `query E($id: ID!) { studentOnlineCourse(id: $id) { id status enrolled endedReason
  identityCheck { asksQuestions answered questionsToAnswer { id prompt } asked passed missed missesLeft maxMisses answerSeconds } } }`;
const CHALLENGE = `query C($id: ID!) { identityChallenge(enrollmentId: $id) { id prompt expiresAt secondsLeft answerableByYou } }`;
const ANSWER = `mutation A($id: ID!, $answer: String!) { answerIdentityChallenge(challengeId: $id, answer: $answer) { result resultLabel missesLeft enrollmentFailed } }`;

const nextCheckAt = async () => {
  const [row] = await server.platform.db.db
    .select({ at: onlineEnrollments.identityNextCheckAt })
    .from(onlineEnrollments)
    .where(eq(onlineEnrollments.id, enrollmentId));
  return row!.at!;
};

const timerEventCount = async () =>
  (
    await server.platform.db.db
      .select({ id: courseTimerEvents.id })
      .from(courseTimerEvents)
      .where(eq(courseTimerEvents.enrollmentId, enrollmentId))
  ).length;

let seq = 0;
const heartbeat = (now: Date) =>
  recordTimerEvent(
    server.platform,
    samViewer,
    { enrollmentId, session: 'tab', kind: seq === 0 ? 'start' : 'heartbeat', seq: seq++ },
    now,
  );
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

beforeAll(async () => {
  server = await startTestServer();
  manager = (
    await signUpAndSignIn(server, {
      email: 'carla@identity.test',
      password: PASSWORD,
      name: 'Carla',
      roles: ['ClassroomManager'],
    })
  ).cookie;
  const account = await signUpAndSignIn(server, {
    email: 'sam@identity.test',
    password: PASSWORD,
    name: 'sam',
    roles: [],
  });
  sam = account.cookie;
  samViewer = {
    userId: account.userId,
    sessionId: 's',
    email: 'sam@identity.test',
    name: 'sam',
    roles: [],
  };
  const db = server.platform.db.db;
  const [studentId] = (await createStudents(db, ['Sam Student'])) as [string];
  await db.update(students).set({ userId: account.userId }).where(eq(students.id, studentId));
  // Sam's parent manages the record and may open the course player (docs/portal.md "Parents").
  const parentAccount = await signUpAndSignIn(server, {
    email: 'pat@identity.test',
    password: PASSWORD,
    name: 'Pat Parent',
    roles: [],
  });
  parent = parentAccount.cookie;
  await db.insert(studentGuardians).values({ userId: parentAccount.userId, studentId });
  const [course] = await db
    .insert(courses)
    .values({
      state: 'TX',
      category: 'adult-drivers-ed',
      audience: 'adult',
      name: 'Texas adult',
      requiredSeconds: 21_600,
      priceCents: 4900,
      isPublished: true,
    })
    .returning({ id: courses.id });
  const courseId = course!.id;
  await db.insert(courseOfferings).values({ courseId, format: 'online', externalCourseId: 'A' });
  await staff(
    `mutation R($id: ID!, $input: IdentityCheckRuleInput!) { updateCourseIdentityCheckRule(courseId: $id, input: $input) { id identityCheckMinSeconds } }`,
    {
      id: courseId,
      input: {
        identityCheckMinSeconds: 600,
        identityCheckMaxSeconds: 1200,
        identityAnswerSeconds: 600,
        identityMaxMisses: 3,
      },
    },
  );
  enrollmentId = (
    await staff(
      `mutation E($input: EnrollStudentToOnlineCourseInput!) { enrollStudentToOnlineCourse(input: $input) { id } }`,
      { input: { studentId, courseId } },
    )
  )['enrollStudentToOnlineCourse']!['id'] as string;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the school’s questions', () => {
  it('staff add, reword and retire questions; a student may not', async () => {
    const create = (prompt: string) =>
      staff(
        `mutation Q($input: IdentityQuestionInput!) { createIdentityQuestion(input: $input) { id prompt position } }`,
        { input: { prompt } },
      ).then((data) => data['createIdentityQuestion']!['id'] as string);
    questionIds = [
      await create('House number of your home address?'),
      await create('City of birth'),
      await create('Learner permit number'),
      await create('Name of your first pet'),
    ];
    await staff(
      `mutation U($id: ID!, $input: IdentityQuestionInput!) { updateIdentityQuestion(id: $id, input: $input) { id } }`,
      { id: questionIds[1], input: { prompt: 'In which city were you born?' } },
    );
    await staff(`mutation D($id: ID!) { retireIdentityQuestion(id: $id) { id } }`, {
      id: questionIds[3],
    });
    questionIds = questionIds.slice(0, 3);
    const list = await staff(`{ identityQuestions { id prompt } }`);
    expect(list['identityQuestions']).toEqual([
      { id: questionIds[0], prompt: 'House number of your home address?' },
      { id: questionIds[1], prompt: 'In which city were you born?' },
      { id: questionIds[2], prompt: 'Learner permit number' },
    ]);
    const refused = await as(
      sam,
      `mutation Q($input: IdentityQuestionInput!) { createIdentityQuestion(input: $input) { id } }`,
      { input: { prompt: 'Anything at all?' } },
    );
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const blank = await as(
      manager,
      `mutation Q($input: IdentityQuestionInput!) { createIdentityQuestion(input: $input) { id } }`,
      { input: { prompt: '  ' } },
    );
    expect(errorCode(blank)).toBe('VALIDATION_ERROR');
  });
});

describe('answers at the first open', () => {
  it('refuses the timer until the student has answered', async () => {
    const before = await as(sam, ENROLLMENT, { id: enrollmentId });
    expect(before.data!['studentOnlineCourse']).toMatchObject({
      identityCheck: {
        asksQuestions: true,
        answered: false,
        questionsToAnswer: questionIds.map((id) => ({ id })),
      },
    });
    await expect(heartbeat(new Date())).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    seq = 0;
  });

  it('takes the answers, the timer and the asking from the student’s own sign-in only', async () => {
    // Sam's parent holds the record and may open the player, but is not the student studying:
    // the answers are refused with the reason, the timer is refused and stores nothing.
    const byParent = await as(
      parent,
      `mutation S($id: ID!, $answers: [IdentityAnswerInput!]!) { submitIdentityAnswers(enrollmentId: $id, answers: $answers) { id } }`,
      {
        id: enrollmentId,
        answers: questionIds.map((questionId, index) => ({ questionId, answer: ANSWERS[index]! })),
      },
    );
    expect(errorCode(byParent)).toBe('FORBIDDEN');
    expect(byParent.errors![0]!.message).toBe(ONLY_THE_STUDENT_GIVES_ANSWERS);
    const timerByParent = await as(
      parent,
      `mutation T($input: CourseTimerEventInput!) { recordCourseTimerEvent(input: $input) { accepted } }`,
      { input: { enrollmentId, session: 'parent-tab', kind: 'start', seq: 0 } },
    );
    expect(errorCode(timerByParent)).toBe('FORBIDDEN');
    expect(timerByParent.errors![0]!.message).toBe(ONLY_THE_STUDENT_STUDIES);
    expect(await timerEventCount()).toBe(0);
    const seenBy = async (cookie: string) =>
      (
        await as(
          cookie,
          `query W($id: ID!) { studentOnlineCourse(id: $id) { studiedByYou identityCheck { answered } } }`,
          { id: enrollmentId },
        )
      ).data!['studentOnlineCourse'];
    expect(await seenBy(parent)).toEqual({
      studiedByYou: false,
      identityCheck: { answered: false },
    });
    expect(await seenBy(sam)).toEqual({ studiedByYou: true, identityCheck: { answered: false } });
    // Nor does the parent's account do the work that counts toward completion for the student.
    const readByParent = await as(
      parent,
      `mutation R($input: MarkLectureReadInput!) { markLectureRead(input: $input) { id } }`,
      { input: { enrollmentId, lectureId: randomUUID() } },
    );
    const examByParent = await as(
      parent,
      `mutation E($id: ID!) { startFinalExam(enrollmentId: $id) { id } }`,
      { id: enrollmentId },
    );
    for (const refused of [readByParent, examByParent]) {
      expect(errorCode(refused)).toBe('FORBIDDEN');
      expect(refused.errors![0]!.message).toBe(ONLY_THE_STUDENT_DOES_THE_WORK);
    }
  });

  it('wants every question answered, stores hashes only, and takes the answers once', async () => {
    const submit = (answers: { questionId: string; answer: string }[]) =>
      as(
        sam,
        `mutation S($id: ID!, $answers: [IdentityAnswerInput!]!) { submitIdentityAnswers(enrollmentId: $id, answers: $answers) { id identityCheck { answered questionsToAnswer { id } } } }`,
        { id: enrollmentId, answers },
      );
    const partial = await submit([{ questionId: questionIds[0]!, answer: ANSWERS[0]! }]);
    expect(errorCode(partial)).toBe('VALIDATION_ERROR');
    const blank = await submit(questionIds.map((questionId) => ({ questionId, answer: ' ' })));
    expect(errorCode(blank)).toBe('VALIDATION_ERROR');
    const ok = await submit(
      questionIds.map((questionId, index) => ({ questionId, answer: ANSWERS[index]! })),
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!['submitIdentityAnswers']).toMatchObject({
      identityCheck: { answered: true, questionsToAnswer: [] },
    });
    const again = await submit(
      questionIds.map((questionId, index) => ({ questionId, answer: ANSWERS[index]! })),
    );
    expect(errorCode(again)).toBe('VALIDATION_ERROR');
    const stored = await server.platform.db.db
      .select({ hash: identityAnswers.answerHash })
      .from(identityAnswers)
      .where(eq(identityAnswers.enrollmentId, enrollmentId));
    expect(stored).toHaveLength(3);
    for (const { hash } of stored) {
      expect(hash).toMatch(/^scrypt\$/);
      for (const answer of ANSWERS) {
        expect(hash.toLowerCase()).not.toContain(answer.toLowerCase().replace(/\s/g, ''));
      }
    }
  });
});

describe('questions while studying', () => {
  it('asks nothing before the wait is over, then asks; the timer waits for the answer', async () => {
    const drawn = await nextCheckAt();
    const wait = (drawn.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(1200);
    // The fake clock from here on: the wait ends two minutes before now, so the question asked is
    // still in its time when the real clock answers it through the API below.
    const due = new Date(Date.now() - 120_000);
    await server.platform.db.db
      .update(onlineEnrollments)
      .set({ identityNextCheckAt: due })
      .where(eq(onlineEnrollments.id, enrollmentId));
    // The wait is over, but a parent's account opening the player asks nothing: only the
    // student's own study does.
    const parentLooks = await as(parent, CHALLENGE, { id: enrollmentId });
    expect(parentLooks.data!['identityChallenge']).toBe(null);
    expect(await nextCheckAt()).toEqual(due);
    await heartbeat(later(due, -60));
    expect(await identityChallenge(server.platform, samViewer, enrollmentId, later(due, -1))).toBe(
      null,
    );
    // The timer itself asks when the wait is over: the event is refused, the question stays.
    await expect(heartbeat(due)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    const asked = await identityChallenge(server.platform, samViewer, enrollmentId, later(due, 1));
    expect(asked).toMatchObject({ askedAt: due, expiresAt: later(due, 600) });
    await expect(heartbeat(later(due, 30))).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [
        { path: 'input.enrollmentId', message: 'waits for the answer to an identity question' },
      ],
    });
  });

  it('takes the right answer in any case and spacing, and the timer runs again', async () => {
    // Through the API, on the real clock: the question's time is not over yet.
    const shown = await as(sam, CHALLENGE, { id: enrollmentId });
    const challenge = shown.data!['identityChallenge'] as {
      id: string;
      prompt: string;
      answerableByYou: boolean;
    };
    expect(challenge.answerableByYou).toBe(true);
    expect(challenge.prompt).toMatch(/house number|born|permit/i);
    const index = challenge.prompt.startsWith('House')
      ? 0
      : challenge.prompt.startsWith('In which')
        ? 1
        : 2;
    const answer = `  ${ANSWERS[index]!.toUpperCase().replace(/ /g, '   ')} `;
    // The parent's account sees the question waiting but may not answer it, even rightly: the
    // check is that the enrolled student is the one studying. Nothing is settled by the attempt.
    const parentSees = await as(parent, CHALLENGE, { id: enrollmentId });
    expect(parentSees.data!['identityChallenge']).toMatchObject({
      id: challenge.id,
      answerableByYou: false,
    });
    const byParent = await as(parent, ANSWER, { id: challenge.id, answer });
    expect(errorCode(byParent)).toBe('FORBIDDEN');
    expect(byParent.errors![0]!.message).toBe(ONLY_THE_STUDENT_ANSWERS);
    const result = await as(sam, ANSWER, { id: challenge.id, answer });
    expect(result.data!['answerIdentityChallenge']).toEqual({
      result: 'passed',
      resultLabel: 'Answered right',
      missesLeft: 3,
      enrollmentFailed: false,
    });
    const twice = await as(sam, ANSWER, { id: challenge.id, answer });
    expect(errorCode(twice)).toBe('VALIDATION_ERROR');
    expect((await as(sam, CHALLENGE, { id: enrollmentId })).data!['identityChallenge']).toBe(null);
    const next = await nextCheckAt();
    await expect(heartbeat(later(next, -5))).resolves.toMatchObject({ accepted: true });
  });

  it('counts a wrong answer and a late one as misses', async () => {
    let due = await nextCheckAt();
    const first = (await identityChallenge(server.platform, samViewer, enrollmentId, due))!;
    const wrong = await answerIdentityChallenge(
      server.platform,
      samViewer,
      first.id,
      'Springfield',
      later(due, 10),
    );
    expect(wrong).toMatchObject({ result: 'wrong', missesLeft: 2, enrollmentFailed: false });

    due = await nextCheckAt();
    const second = (await identityChallenge(server.platform, samViewer, enrollmentId, due))!;
    const index = questionIds.indexOf(second.questionId);
    const late = await answerIdentityChallenge(
      server.platform,
      samViewer,
      second.id,
      ANSWERS[index]!,
      later(due, 601),
    );
    expect(late).toMatchObject({ result: 'timedOut', missesLeft: 1, enrollmentFailed: false });
  });

  it('fails the enrolment at the third miss, a question left unanswered, and says why', async () => {
    const due = await nextCheckAt();
    await expect(heartbeat(due)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    // The student walks away; the next study event finds the question's time over.
    await expect(heartbeat(later(due, 900))).rejects.toMatchObject({
      fields: [
        {
          path: 'input.enrollmentId',
          message: 'has ended: too many identity questions were missed',
        },
      ],
    });
    const seen = await staff(ENROLLMENT, { id: enrollmentId });
    expect(seen['studentOnlineCourse']).toMatchObject({
      status: 'Unenrolled',
      enrolled: false,
      endedReason:
        'Failed identity validation: 3 of 4 personal questions missed (wrong or not answered in time).',
      identityCheck: { asked: 4, passed: 1, missed: 3, missesLeft: 0, maxMisses: 3 },
    });
    expect(await identityChallenge(server.platform, samViewer, enrollmentId)).toBe(null);
  });

  it('lists every question in the audit report, with its result and never the answer', async () => {
    const report = await staff(
      `query R($id: ID!) { seatTimeReport(enrollmentId: $id) { identityChecks { askedAt prompt settledAt passed result } } }`,
      { id: enrollmentId },
    );
    const checks = report['seatTimeReport']!['identityChecks'] as { result: string }[];
    expect(checks.map((check) => check.result)).toEqual([
      'Answered right',
      'Wrong answer (a miss)',
      'Not answered in time (a miss)',
      'Not answered in time (a miss)',
    ]);
    const csv = await fetch(`${server.url}/api/seat-time-reports/enrollments/${enrollmentId}/csv`, {
      headers: { cookie: manager },
    });
    const text = await csv.text();
    expect(text).toContain('Identity question');
    expect(text).toContain('4 asked: 1 answered right, 3 missed');
    responses.push(text);
    // The PDF draws the same questions in a table of their own.
    const pdf = await fetch(`${server.url}/api/seat-time-reports/enrollments/${enrollmentId}/pdf`, {
      headers: { cookie: manager },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('never sent an answer or a hash to anyone', () => {
    const all = responses.join('\n').toLowerCase();
    expect(all).not.toContain('scrypt');
    for (const answer of ANSWERS) {
      expect(all).not.toContain(answer.toLowerCase());
      expect(all).not.toContain(answer.toLowerCase().replace(/\s/g, ''));
    }
    expect(all).not.toContain('springfield');
  });
});
