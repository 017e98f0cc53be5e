// Course content through GraphQL and HTTP: ClassroomManager and Admin write, staff read answers,
// the course player never receives them, positions stay dense through reorders and deletes, and
// refusals name the field and leave nothing half-written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql, type GraphqlResponse } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const PASSWORD = 'lectures-test-password';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const MISSING = '0b8f6a6e-3c1c-4c4a-9d83-1f5b2f0a9a11';

const LECTURES = `query L($courseId: ID!) { courseLectures(courseId: $courseId) { id title position parts { id position type layout content { heading text columns { text } } questions { id prompt correctIndex explanation position } } } }`;
const PLAYER = `query P($courseId: ID!) { coursePlayerLectures(courseId: $courseId) { id title parts { type layout questions { id prompt choices } } } }`;
const CREATE = `mutation C($input: CreateLectureInput!) { createLecture(input: $input) { id title position } }`;
const RENAME = `mutation R($id: ID!, $input: UpdateLectureInput!) { updateLecture(id: $id, input: $input) { id title minimumSeconds } }`;
const REORDER = `mutation O($courseId: ID!, $ids: [ID!]!) { reorderLectures(courseId: $courseId, lectureIds: $ids) { id position } }`;
const MOVE = `mutation M($id: ID!, $direction: MoveDirection!) { moveLecture(id: $id, direction: $direction) { id position } }`;
const DELETE = `mutation D($id: ID!) { deleteLecture(id: $id) { id } }`;
const ADD_PART = `mutation A($input: CreateLecturePartInput!) { createLecturePart(input: $input) { id type layout position content { heading videoUrl } } }`;
const EDIT_PART = `mutation E($id: ID!, $input: UpdateLecturePartInput!) { updateLecturePart(id: $id, input: $input) { id layout content { heading text } } }`;
const MOVE_PART = `mutation MP($id: ID!, $direction: MoveDirection!) { moveLecturePart(id: $id, direction: $direction) { id position } }`;
const REORDER_PARTS = `mutation RP($lectureId: ID!, $ids: [ID!]!) { reorderLectureParts(lectureId: $lectureId, partIds: $ids) { id position } }`;
const DELETE_PART = `mutation DP($id: ID!) { deleteLecturePart(id: $id) { id } }`;
const ADD_QUESTION = `mutation Q($partId: ID!, $input: CreateLectureQuizQuestionInput!) { createLectureQuizQuestion(partId: $partId, input: $input) { id kind position correctIndex } }`;
const EDIT_QUESTION = `mutation EQ($id: ID!, $input: UpdateLectureQuizQuestionInput!) { updateLectureQuizQuestion(id: $id, input: $input) { id correctIndex } }`;
const REORDER_QUESTIONS = `mutation RQ($partId: ID!, $ids: [ID!]!) { reorderLectureQuizQuestions(partId: $partId, questionIds: $ids) { id position } }`;
const DELETE_QUESTION = `mutation DQ($id: ID!) { deleteLectureQuizQuestion(id: $id) { id } }`;

let server: TestServer;
const cookies: Record<string, string> = {};
let courseId: string;

const fieldsOf = (answer: GraphqlResponse<unknown>) =>
  (answer.errors?.[0]?.extensions?.fields ?? []).map((field) => field.path);

const as = (who: string, query: string, variables: Record<string, unknown>) =>
  graphql(server, { query, variables }, cookies[who]);

async function lectures() {
  const answer = await as('manager', LECTURES, { courseId });
  return answer.data!['courseLectures'] as {
    id: string;
    title: string;
    position: number;
    parts: { id: string; position: number; type: string; questions: { id: string }[] }[];
  }[];
}

const title = { heading: 'Sharing the road', text: 'Cyclists and pedestrians' };
const question = {
  prompt: 'What does a flashing red light mean?',
  choices: ['Stop, then go when safe', 'Slow down', 'Speed up'],
  correctIndex: 0,
  explanation: 'A flashing red light is treated like a stop sign.',
};

beforeAll(async () => {
  server = await startTestServer();
  for (const [who, roles] of [
    ['manager', ['ClassroomManager']],
    ['admin', ['Admin']],
    ['instructor', ['Instructor']],
    ['student', []],
  ] as const) {
    cookies[who] = (
      await signUpAndSignIn(server, {
        email: `${who}@lectures.test`,
        password: PASSWORD,
        name: who,
        roles: [...roles],
      })
    ).cookie;
  }
  const course = await as(
    'manager',
    `mutation C($input: CreateCourseInput!) { createCourse(input: $input) { id } }`,
    {
      input: {
        state: 'TX',
        category: 'drivers-ed',
        audience: 'teen',
        name: 'Texas drivers ed',
        requiredSeconds: 32 * 3600,
        priceCents: 9500,
        isPublished: true,
      },
    },
  );
  courseId = course.data!['createCourse'].id;
});

afterAll(async () => {
  await server?.stop();
});

describe('lectures', () => {
  const ids: string[] = [];

  it('a ClassroomManager and an Admin add lectures at the end; others may not', async () => {
    for (const [who, name] of [
      ['manager', 'Signs'],
      ['admin', 'Signals'],
      ['manager', 'Right of way'],
    ]) {
      const answer = await as(who!, CREATE, { input: { courseId, title: name } });
      expect(answer.errors).toBeUndefined();
      ids.push(answer.data!['createLecture'].id);
    }
    expect((await lectures()).map((l) => [l.title, l.position])).toEqual([
      ['Signs', 0],
      ['Signals', 1],
      ['Right of way', 2],
    ]);
    expect(errorCode(await as('instructor', CREATE, { input: { courseId, title: 'X' } }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await as('student', LECTURES, { courseId }))).toBe('FORBIDDEN');
    expect((await as('instructor', LECTURES, { courseId })).errors).toBeUndefined();
  });

  it('refuses bad input on the field and unknown ids with NOT_FOUND', async () => {
    const blank = await as('manager', CREATE, { input: { courseId, title: '  ' } });
    expect(errorCode(blank)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(blank)).toEqual(['input.title']);
    expect(
      errorCode(await as('manager', CREATE, { input: { courseId: MISSING, title: 'A' } })),
    ).toBe('NOT_FOUND');
    expect(errorCode(await as('manager', RENAME, { id: 'nope', input: { title: 'A' } }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await as('manager', LECTURES, { courseId: MISSING }))).toBe('NOT_FOUND');
    const short = await as('manager', CREATE, {
      input: { courseId, title: 'A', minimumSeconds: 30 },
    });
    expect(fieldsOf(short)).toEqual(['input.minimumSeconds']);
    expect((await lectures()).length).toBe(3);
  });

  it('sets and clears a lecture minimum seat time', async () => {
    const set = await as('manager', RENAME, { id: ids[0], input: { minimumSeconds: 600 } });
    expect(set.data!['updateLecture']).toMatchObject({ title: 'Signs', minimumSeconds: 600 });
    const cleared = await as('manager', RENAME, { id: ids[0], input: { minimumSeconds: null } });
    expect(cleared.data!['updateLecture']).toMatchObject({ title: 'Signs', minimumSeconds: null });
  });

  it('reorders atomically by a full list or one place at a time', async () => {
    const [a, b, c] = ids as [string, string, string];
    await as('manager', REORDER, { courseId, ids: [c, a, b] });
    expect((await lectures()).map((l) => l.id)).toEqual([c, a, b]);
    const missing = await as('manager', REORDER, { courseId, ids: [c, a] });
    expect(errorCode(missing)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(missing)).toEqual(['lectureIds']);
    expect(errorCode(await as('manager', REORDER, { courseId, ids: [c, a, MISSING] }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await as('manager', REORDER, { courseId, ids: [c, a, a] }))).toBe(
      'VALIDATION_ERROR',
    );
    const moved = await as('manager', MOVE, { id: a, direction: 'up' });
    expect(moved.data!['moveLecture'].map((l: { id: string }) => l.id)).toEqual([a, c, b]);
    await as('manager', MOVE, { id: a, direction: 'up' });
    expect((await lectures()).map((l) => [l.id, l.position])).toEqual([
      [a, 0],
      [c, 1],
      [b, 2],
    ]);
  });

  it('deleting a lecture keeps positions dense', async () => {
    const [a, b, c] = ids as [string, string, string];
    expect((await as('manager', DELETE, { id: c })).errors).toBeUndefined();
    expect((await lectures()).map((l) => [l.id, l.position])).toEqual([
      [a, 0],
      [b, 1],
    ]);
    expect(errorCode(await as('manager', DELETE, { id: c }))).toBe('NOT_FOUND');
  });
});

describe('lecture parts and quizzes', () => {
  let lectureId: string;
  let titlePart: string;
  let columnsPart: string;
  let quizPart: string;
  const questionIds: string[] = [];

  it('adds content blocks checked for their layout, and a quiz', async () => {
    lectureId = (await lectures())[0]!.id;
    const added = await as('manager', ADD_PART, {
      input: { lectureId, type: 'content', layout: 'title', content: title },
    });
    expect(added.data!['createLecturePart']).toMatchObject({ type: 'content', position: 0 });
    titlePart = added.data!['createLecturePart'].id;
    const video = await as('manager', ADD_PART, {
      input: {
        lectureId,
        type: 'content',
        layout: 'singleVideo',
        content: { videoUrl: 'http://videos.test/a.mp4', videoTitle: 'Merging' },
      },
    });
    expect(errorCode(video)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(video)).toEqual(['input.content.videoUrl']);
    const noLayout = await as('manager', ADD_PART, { input: { lectureId, type: 'content' } });
    expect(fieldsOf(noLayout)).toEqual(['input.layout']);
    const columns = await as('manager', ADD_PART, {
      input: {
        lectureId,
        type: 'content',
        layout: 'twoColumn',
        content: { columns: [{ text: 'Left' }, { text: 'Right' }] },
      },
    });
    columnsPart = columns.data!['createLecturePart'].id;
    const quiz = await as('manager', ADD_PART, { input: { lectureId, type: 'quiz' } });
    expect(quiz.data!['createLecturePart']).toMatchObject({
      type: 'quiz',
      layout: null,
      position: 2,
    });
    quizPart = quiz.data!['createLecturePart'].id;
    expect(
      errorCode(await as('instructor', ADD_PART, { input: { lectureId, type: 'quiz' } })),
    ).toBe('FORBIDDEN');
  });

  it('changes a block and reorders parts', async () => {
    const edited = await as('manager', EDIT_PART, {
      id: titlePart,
      input: { content: { heading: 'Sharing the road safely', videoUrl: 'https://x.test/v' } },
    });
    expect(edited.data!['updateLecturePart']).toMatchObject({
      layout: 'title',
      content: { heading: 'Sharing the road safely', text: '' },
    });
    expect(
      errorCode(await as('manager', EDIT_PART, { id: quizPart, input: { content: {} } })),
    ).toBe('VALIDATION_ERROR');
    await as('manager', MOVE_PART, { id: quizPart, direction: 'up' });
    const order = await as('manager', REORDER_PARTS, {
      lectureId,
      ids: [quizPart, titlePart, columnsPart],
    });
    expect(order.data!['reorderLectureParts'].map((p: { id: string }) => p.id)).toEqual([
      quizPart,
      titlePart,
      columnsPart,
    ]);
  });

  it('keeps quiz questions with their answers for staff only', async () => {
    for (const prompt of ['First?', 'Second?']) {
      const answer = await as('manager', ADD_QUESTION, {
        partId: quizPart,
        input: { ...question, prompt },
      });
      expect(answer.data!['createLectureQuizQuestion']).toMatchObject({
        kind: 'lectureQuizQuestion',
      });
      questionIds.push(answer.data!['createLectureQuizQuestion'].id);
    }
    const bad = await as('manager', ADD_QUESTION, {
      partId: quizPart,
      input: { ...question, correctIndex: 5 },
    });
    expect(fieldsOf(bad)).toEqual(['input.correctIndex']);
    expect(
      fieldsOf(await as('manager', ADD_QUESTION, { partId: titlePart, input: question })),
    ).toEqual(['partId']);
    expect(
      errorCode(
        await as('manager', EDIT_QUESTION, { id: questionIds[0], input: { correctIndex: 2 } }),
      ),
    ).toBeUndefined();
    const [q1, q2] = questionIds as [string, string];
    const reordered = await as('manager', REORDER_QUESTIONS, { partId: quizPart, ids: [q2, q1] });
    expect(reordered.data!['reorderLectureQuizQuestions']).toEqual([
      { id: q2, position: 0 },
      { id: q1, position: 1 },
    ]);
    const staff = (await lectures())[0]!.parts[0]!;
    expect(staff.questions.map((q) => q.id)).toEqual([q2, q1]);

    // A student reads the player only when enrolled (covered in course-progress); staff preview.
    expect(errorCode(await as('student', PLAYER, { courseId }))).toBe('FORBIDDEN');
    const player = await as('instructor', PLAYER, { courseId });
    expect(player.errors).toBeUndefined();
    const json = JSON.stringify(player.data);
    expect(json).not.toContain('correctIndex');
    expect(json).not.toContain(question.explanation);
    const asking = await as(
      'student',
      `query P($courseId: ID!) { coursePlayerLectures(courseId: $courseId) { parts { questions { correctIndex } } } }`,
      { courseId },
    );
    expect(asking.errors?.[0]?.message).toMatch(/correctIndex/);
  });

  it('deleting a question, a quiz or a lecture takes what belongs to it', async () => {
    await as('manager', DELETE_QUESTION, { id: questionIds[1] });
    expect((await lectures())[0]!.parts[0]!.questions.map((q) => q.id)).toEqual([questionIds[0]]);
    expect((await as('manager', DELETE_PART, { id: quizPart })).errors).toBeUndefined();
    const parts = (await lectures())[0]!.parts;
    expect(parts.map((p) => [p.id, p.position])).toEqual([
      [titlePart, 0],
      [columnsPart, 1],
    ]);
    expect(errorCode(await as('manager', EDIT_QUESTION, { id: questionIds[0], input: {} }))).toBe(
      'NOT_FOUND',
    );
  });

  it('the player reads published courses only; staff also read drafts', async () => {
    await as(
      'manager',
      `mutation U($id: ID!) { updateCourse(id: $id, input: { isPublished: false }) { id } }`,
      {
        id: courseId,
      },
    );
    expect(errorCode(await as('student', PLAYER, { courseId }))).toBe('NOT_FOUND');
    expect((await as('instructor', PLAYER, { courseId })).errors).toBeUndefined();
    expect(errorCode(await graphql(server, { query: PLAYER, variables: { courseId } }))).toBe(
      'NOT_SIGNED_IN',
    );
  });
});

describe('lecture images', () => {
  const upload = (body: Uint8Array, cookie?: string, course = courseId, origin?: string) =>
    fetch(`${server.url}/api/lecture-images?courseId=${course}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        origin: origin ?? server.origin,
        ...(cookie ? { cookie } : {}),
      },
      body: Buffer.from(body),
    });
  const code = async (response: Response) =>
    ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!
      .extensions.code;

  it('stores an image for writers and serves it with its type to signed-in users', async () => {
    expect((await upload(PNG)).status).toBe(401);
    expect((await upload(PNG, cookies['instructor'])).status).toBe(403);
    expect((await upload(PNG, cookies['manager'], courseId, 'https://evil.test')).status).toBe(403);
    expect((await upload(PNG, cookies['manager'], MISSING)).status).toBe(404);
    const stored = await upload(PNG, cookies['manager']);
    expect(stored.status).toBe(201);
    const { url } = (await stored.json()) as { url: string };
    expect(url).toMatch(/^\/api\/lecture-images\/[0-9a-f-]{36}$/);
    const served = await fetch(`${server.url}${url}`, { headers: { cookie: cookies['student']! } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await fetch(`${server.url}${url}`)).status).toBe(401);
    // The stored URL is accepted in an image block.
    const lectureId = (await lectures())[0]!.id;
    const block = await as('manager', ADD_PART, {
      input: {
        lectureId,
        type: 'content',
        layout: 'singleImage',
        content: { imageUrl: url, imageAlt: 'A yield sign' },
      },
    });
    expect(block.errors).toBeUndefined();
  });

  it('refuses a file that is not an image, and one over 2,000,000 bytes', async () => {
    const text = await upload(new TextEncoder().encode('<svg></svg>'), cookies['admin']);
    expect(text.status).toBe(400);
    expect(await code(text)).toBe('VALIDATION_ERROR');
    const big = new Uint8Array(2_000_001);
    big.set(PNG);
    const tooBig = await upload(big, cookies['admin']);
    expect(tooBig.status).toBe(413);
    expect(await code(tooBig)).toBe('BAD_REQUEST');
    const limit = new Uint8Array(2_000_000);
    limit.set(PNG);
    expect((await upload(limit, cookies['admin'])).status).toBe(201);
  });
});

describe('concurrent edits', () => {
  it('lectures added and moved at once keep dense, unique positions', async () => {
    const before = (await lectures()).length;
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        as('manager', CREATE, { input: { courseId, title: `Parallel ${index}` } }),
      ),
    );
    const added = await lectures();
    await Promise.all(
      added.map((lecture, index) =>
        as('manager', MOVE, { id: lecture.id, direction: index % 2 ? 'up' : 'down' }),
      ),
    );
    const positions = (await lectures()).map((lecture) => lecture.position);
    expect(positions).toEqual(Array.from({ length: before + 6 }, (_, index) => index));
  });
});
