// Courses through GraphQL: ClassroomManager and Admin write, anyone reads what is published, the
// back-office also reads unpublished courses, one published course per state and category.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const FIELDS = `id state category audience name requiredSeconds dailyCapSeconds minimumDays priceCents isPublished path offerings { format location externalCourseId }`;
const CREATE = `mutation C($input: CreateCourseInput!) { createCourse(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdateCourseInput!) { updateCourse(id: $id, input: $input) { ${FIELDS} } }`;
const OFFER = `mutation O($id: ID, $input: CourseOfferingInput!) { putCourseOffering(id: $id, input: $input) { id format location } }`;
const LIST = `query L($state: String, $category: String, $all: Boolean) { courses(state: $state, category: $category, doShowUnpublished: $all) { ${FIELDS} } }`;
const PAGE = `query P($state: String!, $category: String!) { coursePage(state: $state, category: $category) { id name } }`;
const OTHERS = `query O($state: String!, $courseId: ID!) { otherStateCourses(state: $state, courseId: $courseId) { state path } }`;
const RULE = `id requiredSeconds instructionMinSeconds breakAllowanceSeconds lectureMinimumEnforced quizFeedback quizRetryWaitSeconds`;
const CREATE_RULE = `mutation C($input: CreateCourseInput!) { createCourse(input: $input) { ${RULE} } }`;
const UPDATE_RULE = `mutation U($id: ID!, $input: UpdateCourseInput!) { updateCourse(id: $id, input: $input) { ${RULE} } }`;
const AUDIT = `query A($query: AuditLogQuery) { auditLogs(query: $query) { edges { node { action updatedBy { name } changes { path oldValue newValue } } } } }`;
const PASSWORD = 'courses-test-password';
const HOUR = 3600;

let server: TestServer;
let manager: string;
let instructor: string;
let admin: string;

const texasTeen = {
  state: 'tx',
  category: 'drivers-ed',
  audience: 'teen',
  name: 'Texas teen online drivers ed',
  requiredSeconds: 32 * HOUR,
  dailyCapSeconds: 2 * HOUR,
  priceCents: 9500,
  isPublished: true,
};

beforeAll(async () => {
  server = await startTestServer();
  manager = (
    await signUpAndSignIn(server, {
      email: 'carla@school.test',
      password: PASSWORD,
      name: 'Carla',
      roles: ['ClassroomManager'],
    })
  ).cookie;
  admin = (
    await signUpAndSignIn(server, {
      email: 'ada@school.test',
      password: PASSWORD,
      name: 'Ada',
      roles: ['Admin'],
    })
  ).cookie;
  instructor = (
    await signUpAndSignIn(server, {
      email: 'ivan@school.test',
      password: PASSWORD,
      name: 'Ivan',
      roles: ['Instructor'],
    })
  ).cookie;
});

afterAll(async () => {
  await server?.stop();
});

const fieldsOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  ((answer.errors?.[0]?.extensions?.['fields'] ?? []) as { path: string }[]).map((f) => f.path);

async function listAll(cookie?: string) {
  const answer = await graphql(server, { query: LIST, variables: { all: true } }, cookie);
  return answer.data!['courses'] as { id: string; isPublished: boolean }[];
}

describe('courses', () => {
  let texasId: string;

  it('a ClassroomManager creates a course; its rule and public address come back', async () => {
    const created = await graphql(
      server,
      { query: CREATE, variables: { input: texasTeen } },
      manager,
    );
    expect(created.errors).toBeUndefined();
    const course = created.data!['createCourse'];
    texasId = course.id;
    expect(course).toMatchObject({
      state: 'TX',
      category: 'drivers-ed',
      minimumDays: 16,
      path: '/tx/course/drivers-ed',
      offerings: [],
    });
  });

  it('offerings: online without a site, classroom with one, the same place only once', async () => {
    const online = await graphql(
      server,
      {
        query: OFFER,
        variables: {
          input: { courseId: texasId, format: 'online', externalCourseId: 'TX-TEEN-ONLINE' },
        },
      },
      manager,
    );
    expect(online.errors).toBeUndefined();
    const siteless = await graphql(
      server,
      {
        query: OFFER,
        variables: { input: { courseId: texasId, format: 'classroom', externalCourseId: 'X' } },
      },
      manager,
    );
    expect(errorCode(siteless)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(siteless)).toEqual(['input.location']);
    const again = await graphql(
      server,
      {
        query: OFFER,
        variables: { input: { courseId: texasId, format: 'online', externalCourseId: 'OTHER' } },
      },
      manager,
    );
    expect(errorCode(again)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(again)).toEqual(['input.location']);
    const page = await graphql(server, {
      query: LIST,
      variables: { state: 'TX', category: 'drivers-ed' },
    });
    expect(page.data!['courses'][0].offerings).toEqual([
      { format: 'online', location: '', externalCourseId: 'TX-TEEN-ONLINE' },
    ]);
  });

  it('refuses a second published course at one address and writes nothing', async () => {
    const before = (await listAll(manager)).length;
    const second = await graphql(
      server,
      { query: CREATE, variables: { input: { ...texasTeen, name: 'Another' } } },
      manager,
    );
    expect(errorCode(second)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(second)).toEqual(['input.isPublished']);
    expect(await listAll(manager)).toHaveLength(before);
  });

  it('names the field at fault for bad input', async () => {
    const bad = await graphql(
      server,
      {
        query: CREATE,
        variables: {
          input: {
            ...texasTeen,
            state: 'ZZ',
            category: 'driving',
            requiredSeconds: 0,
            priceCents: -1,
          },
        },
      },
      manager,
    );
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(bad).sort()).toEqual([
      'input.category',
      'input.priceCents',
      'input.requiredSeconds',
      'input.state',
    ]);
  });

  it('unpublished courses are back-office data; the public reads published ones', async () => {
    const draft = await graphql(
      server,
      {
        query: CREATE,
        variables: {
          input: { ...texasTeen, state: 'CA', name: 'California draft', isPublished: false },
        },
      },
      manager,
    );
    const draftId = draft.data!['createCourse'].id;
    const visitor = await graphql(server, { query: LIST, variables: { all: true } });
    expect(visitor.data!['courses'].map((c: { id: string }) => c.id)).toEqual([texasId]);
    expect((await listAll(instructor)).map((c) => c.id).sort()).toEqual([draftId, texasId].sort());
    expect(
      (await graphql(server, { query: PAGE, variables: { state: 'ca', category: 'drivers-ed' } }))
        .data!['coursePage'],
    ).toBeNull();

    const published = await graphql(
      server,
      {
        query: UPDATE,
        variables: { id: draftId, input: { isPublished: true, dailyCapSeconds: null } },
      },
      manager,
    );
    expect(published.data!['updateCourse']).toMatchObject({
      isPublished: true,
      dailyCapSeconds: null,
    });
    const page = await graphql(server, {
      query: PAGE,
      variables: { state: 'ca', category: 'drivers-ed' },
    });
    expect(page.data!['coursePage']).toEqual({ id: draftId, name: 'California draft' });
    const others = await graphql(server, {
      query: OTHERS,
      variables: { state: 'TX', courseId: texasId },
    });
    expect(others.data!['otherStateCourses']).toEqual([
      { state: 'CA', path: '/ca/course/drivers-ed' },
    ]);
  });

  it('only ClassroomManager and Admin write', async () => {
    const denied = await graphql(
      server,
      { query: UPDATE, variables: { id: texasId, input: { priceCents: 1 } } },
      instructor,
    );
    expect(errorCode(denied)).toBe('FORBIDDEN');
    const signedOut = await graphql(server, {
      query: UPDATE,
      variables: { id: texasId, input: { priceCents: 1 } },
    });
    expect(errorCode(signedOut)).toBe('NOT_SIGNED_IN');
  });
});

describe('course rules', () => {
  const adult = {
    state: 'TX',
    category: 'adult-drivers-ed',
    audience: 'adult',
    name: 'Texas 6-hour adult drivers ed',
    requiredSeconds: 6 * HOUR,
    priceCents: 4900,
  };

  it('a new course without rule fields counts every second as instruction and shows answers', async () => {
    const created = await graphql(
      server,
      { query: CREATE_RULE, variables: { input: adult } },
      manager,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!['createCourse']).toMatchObject({
      instructionMinSeconds: null,
      breakAllowanceSeconds: 0,
      lectureMinimumEnforced: false,
      quizFeedback: 'answers',
      quizRetryWaitSeconds: null,
    });
  });

  it('staff set the Texas adult rule; it is audited field by field', async () => {
    const created = await graphql(
      server,
      {
        query: CREATE_RULE,
        variables: { input: { ...adult, state: 'IL', name: 'Illinois adult' } },
      },
      manager,
    );
    const id = created.data!['createCourse'].id as string;
    const updated = await graphql(
      server,
      {
        query: UPDATE_RULE,
        variables: {
          id,
          input: {
            instructionMinSeconds: 330 * 60,
            lectureMinimumEnforced: true,
            quizFeedback: 'answersWhenPassed',
            quizRetryWaitSeconds: 600,
          },
        },
      },
      manager,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!['updateCourse']).toMatchObject({
      instructionMinSeconds: 19_800,
      breakAllowanceSeconds: 1800,
      lectureMinimumEnforced: true,
      quizFeedback: 'answersWhenPassed',
      quizRetryWaitSeconds: 600,
    });
    const audit = await graphql(
      server,
      { query: AUDIT, variables: { query: { collectionPath: `Courses/${id}` } } },
      admin,
    );
    const entries = audit.data!['auditLogs'].edges.map(
      (edge: { node: { action: string } }) => edge.node,
    );
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['Update', 'Create']);
    expect(entries[0].updatedBy).toEqual({ name: 'Carla' });
    expect(entries[0].changes).toEqual(
      expect.arrayContaining([
        { path: 'instructionMinSeconds', oldValue: null, newValue: '19800' },
        { path: 'quizFeedback', oldValue: 'answers', newValue: 'answersWhenPassed' },
        { path: 'lectureMinimumEnforced', oldValue: 'false', newValue: 'true' },
      ]),
    );

    const cleared = await graphql(
      server,
      { query: UPDATE_RULE, variables: { id, input: { instructionMinSeconds: null } } },
      manager,
    );
    expect(cleared.data!['updateCourse'].instructionMinSeconds).toBeNull();
  });

  it('refuses a rule that cannot hold, naming the field, and writes nothing', async () => {
    const created = await graphql(
      server,
      {
        query: CREATE_RULE,
        variables: { input: { ...adult, state: 'CO', name: 'Colorado adult' } },
      },
      manager,
    );
    const id = created.data!['createCourse'].id as string;
    const tooMuch = await graphql(
      server,
      { query: UPDATE_RULE, variables: { id, input: { instructionMinSeconds: 7 * HOUR } } },
      manager,
    );
    expect(errorCode(tooMuch)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(tooMuch)).toEqual(['input.instructionMinSeconds']);
    const shorter = await graphql(
      server,
      {
        query: UPDATE_RULE,
        variables: { id, input: { requiredSeconds: HOUR, instructionMinSeconds: 2 * HOUR } },
      },
      manager,
    );
    expect(fieldsOf(shorter)).toEqual(['input.instructionMinSeconds']);
    const badWait = await graphql(
      server,
      { query: UPDATE_RULE, variables: { id, input: { quizRetryWaitSeconds: 5 } } },
      manager,
    );
    expect(fieldsOf(badWait)).toEqual(['input.quizRetryWaitSeconds']);
    const badFeedback = await graphql(
      server,
      { query: UPDATE_RULE, variables: { id, input: { quizFeedback: 'sometimes' } } },
      manager,
    );
    expect(badFeedback.errors).toBeDefined();
    const after = await graphql(
      server,
      { query: UPDATE_RULE, variables: { id, input: {} } },
      manager,
    );
    expect(after.data!['updateCourse']).toMatchObject({
      requiredSeconds: 6 * HOUR,
      instructionMinSeconds: null,
      quizRetryWaitSeconds: null,
    });
  });
});
