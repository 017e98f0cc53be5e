// Instructors through GraphQL: who reads and writes what (private info and pay per role),
// validation naming the field, audit entries, the activation email, accent-free search, and
// a page of instructors in a fixed number of queries.
import { eq } from 'drizzle-orm';
import type { StaffRole } from '../../../domain/roles.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { outboxMessages } from '../../mail/outbox.tables.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { lessons, lessonStudents } from '../lessons/lessons.tables.ts';
import { regions, superRegions } from '../regions/regions.tables.ts';
import { students } from '../students/students.tables.ts';
import { sendActivationNotice } from './instructors.jobs.ts';

const FIELDS = `id name status portraitImage languages timeZone usStateId region { id name }
  privateInfo { firstName lastName status email phoneNumber teachingPay nonTeachingPay breakTimes { weekday } }
  adminInfo { userId payrollTitle regionalManager { id name } assignedBadges badges { title icon } }`;
const ADD = `mutation A($input: AddInstructorInput!) { addInstructor(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($input: UpdateInstructorInput!) { updateInstructor(input: $input) { ${FIELDS} } }`;
const ONE = `query O($id: ID!) { instructor(id: $id) { ${FIELDS} } }`;
const LIST = `query L($term: String, $status: [InstructorStatus!], $state: String, $first: Int, $skip: Int) {
  instructors(term: $term, status: $status, state: $state, first: $first, skip: $skip) {
    totalCount pageInfo { hasNextPage } edges { node { ${FIELDS} } } } }`;
const AUDIT = `query A($query: AuditLogQuery) { auditLogs(query: $query) { totalCount edges { node { action collection { path } changes { path oldValue newValue } } } } }`;

const PASSWORD = 'instructors-test-password';

let server: TestServer;
const cookies: Record<string, string> = {};
const userIds: Record<string, string> = {};
let regionId: string;

const input = (overrides: Record<string, unknown> = {}) => ({
  profile: {
    name: 'José Á.',
    title: 'Senior instructor',
    languages: ['English', 'Spanish'],
    regionId,
    timeZone: 'America/Los_Angeles',
    usStateId: 'ca',
  },
  privateInfo: {
    firstName: 'José',
    lastName: 'Álvarez',
    email: 'Jose.Alvarez@School.test',
    phoneNumber: '(415) 555-2671',
    baseZip: '94103',
    maxBaseTravelMinutes: 40,
    teachingPay: 3500,
    nonTeachingPay: 2000,
  },
  adminInfo: {
    userId: userIds['instructor'],
    payrollTitle: 'Driving instructor',
    regionalManagerId: userIds['regional'],
    badges: ['otherLanguage'],
  },
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer();
  const accounts: [string, StaffRole[]][] = [
    ['admin', ['Admin']],
    ['regional', ['RegionalManager']],
    ['instructor', ['Instructor']],
    ['other', ['Instructor']],
    ['trainee', ['Trainee']],
    ['student', []],
  ];
  for (const [name, roles] of accounts) {
    const account = await signUpAndSignIn(server, {
      email: `${name}@school.test`,
      password: PASSWORD,
      name: `${name[0]!.toUpperCase()}${name.slice(1)}`,
      roles,
    });
    cookies[name] = account.cookie;
    userIds[name] = account.userId;
  }
  const db = server.platform.db.db;
  const [superRegion] = await db
    .insert(superRegions)
    .values({ name: 'Bay Area', state: 'CA' })
    .returning();
  const [region] = await db
    .insert(regions)
    .values({
      name: 'San Francisco',
      superRegionId: superRegion!.id,
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-122.5, 37.7],
            [-122.3, 37.7],
            [-122.3, 37.8],
            [-122.5, 37.7],
          ],
        ],
      },
      boundingBox: {
        minLongitude: -122.5,
        minLatitude: 37.7,
        maxLongitude: -122.3,
        maxLatitude: 37.8,
      },
    })
    .returning();
  regionId = region!.id;
});

afterAll(async () => {
  await server?.stop();
});

let instructorId: string;

describe('adding and reading instructors', () => {
  it('a regional manager may not set pay; an admin adds an Active instructor, audited', async () => {
    const refused = await graphql(
      server,
      { query: ADD, variables: { input: input() } },
      cookies['regional'],
    );
    expect(errorCode(refused)).toBe('FORBIDDEN');

    const added = await graphql(
      server,
      { query: ADD, variables: { input: input() } },
      cookies['admin'],
    );
    expect(added.errors).toBeUndefined();
    const instructor = added.data!['addInstructor'];
    instructorId = instructor.id;
    expect(instructor).toMatchObject({
      name: 'José Á.',
      status: 'Active',
      usStateId: 'CA',
      region: { id: regionId, name: 'San Francisco' },
      portraitImage: null,
      privateInfo: {
        email: 'jose.alvarez@school.test',
        phoneNumber: '+14155552671',
        teachingPay: 3500,
        breakTimes: [],
      },
      adminInfo: {
        userId: userIds['instructor'],
        regionalManager: { id: userIds['regional'], name: 'Regional' },
        badges: [{ title: 'Speaks another language', icon: 'translate' }],
      },
    });

    const audit = await graphql(
      server,
      { query: AUDIT, variables: { query: { collectionName: 'Instructors' } } },
      cookies['admin'],
    );
    const entries = audit.data!['auditLogs'].edges.map((edge: { node: unknown }) => edge.node);
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'Create',
        collection: { path: `Instructors/${instructorId}` },
      }),
    );
  });

  it('shows pay to Admin only, private info to Admin, RegionalManager and the instructor', async () => {
    const read = async (who: string) =>
      (await graphql(server, { query: ONE, variables: { id: instructorId } }, cookies[who])).data![
        'instructor'
      ];
    expect((await read('admin')).privateInfo.teachingPay).toBe(3500);
    const regional = await read('regional');
    expect(regional.privateInfo).toMatchObject({
      firstName: 'José',
      teachingPay: null,
      nonTeachingPay: null,
    });
    const own = await read('instructor');
    expect(own.privateInfo).toMatchObject({ email: 'jose.alvarez@school.test', teachingPay: null });
    expect((await read('trainee')).privateInfo).toBeNull();
    expect((await read('other')).privateInfo).toBeNull();
    expect(
      errorCode(
        await graphql(server, { query: ONE, variables: { id: instructorId } }, cookies['student']),
      ),
    ).toBe('FORBIDDEN');
  });

  it('names each wrong field and writes nothing', async () => {
    const bad = input({
      profile: { name: ' ', timeZone: 'PST', usStateId: 'XX', regionId },
      privateInfo: { firstName: 'A', lastName: 'B', phoneNumber: '12', baseLatitude: 37.7 },
      adminInfo: { userId: userIds['trainee'], regionalManagerId: userIds['admin'] },
    });
    const answer = await graphql(
      server,
      { query: ADD, variables: { input: bad } },
      cookies['regional'],
    );
    expect(errorCode(answer)).toBe('VALIDATION_ERROR');
    const paths = (answer.errors![0]!.extensions!['fields'] as { path: string }[]).map(
      (f) => f.path,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'input.profile.name',
        'input.profile.timeZone',
        'input.profile.usStateId',
        'input.privateInfo.phoneNumber',
      ]),
    );
    const halfBase = await graphql(
      server,
      {
        query: ADD,
        variables: {
          input: input({ privateInfo: { firstName: 'A', lastName: 'B', baseLatitude: 37.7 } }),
        },
      },
      cookies['regional'],
    );
    expect(halfBase.errors![0]!.extensions!['fields']).toEqual([
      {
        path: 'input.privateInfo.baseLongitude',
        message: 'give both coordinates of the base, or neither',
      },
    ]);
    const accounts = await graphql(
      server,
      {
        query: ADD,
        variables: {
          input: input({
            adminInfo: { userId: userIds['trainee'], regionalManagerId: userIds['admin'] },
            privateInfo: { firstName: 'A', lastName: 'B' },
          }),
        },
      },
      cookies['regional'],
    );
    const accountPaths = (accounts.errors![0]!.extensions!['fields'] as { path: string }[]).map(
      (f) => f.path,
    );
    expect(accountPaths).toEqual(['input.adminInfo.userId', 'input.adminInfo.regionalManagerId']);
    const taken = await graphql(
      server,
      {
        query: ADD,
        variables: { input: input({ privateInfo: { firstName: 'A', lastName: 'B' } }) },
      },
      cookies['regional'],
    );
    expect(taken.errors![0]!.extensions!['fields']).toEqual([
      { path: 'input.adminInfo.userId', message: 'already belongs to another instructor' },
    ]);
    const list = await graphql(server, { query: LIST, variables: {} }, cookies['admin']);
    expect(list.data!['instructors'].totalCount).toBe(1);
  });

  it('an instructor edits the words of their own profile only', async () => {
    const own = await graphql(
      server,
      {
        query: UPDATE,
        variables: { input: { id: instructorId, profile: { about: 'Calm and patient.' } } },
      },
      cookies['instructor'],
    );
    expect(own.errors).toBeUndefined();
    for (const [who, change] of [
      ['instructor', { privateInfo: { status: 'Inactive' } }],
      ['instructor', { profile: { timeZone: 'America/Denver' } }],
      ['other', { profile: { about: 'Not mine.' } }],
    ] as const) {
      const answer = await graphql(
        server,
        { query: UPDATE, variables: { input: { id: instructorId, ...change } } },
        cookies[who],
      );
      expect(errorCode(answer)).toBe('FORBIDDEN');
    }
    expect(
      errorCode(
        await graphql(
          server,
          { query: UPDATE, variables: { input: { id: instructorId } } },
          cookies['trainee'],
        ),
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('status and activation', () => {
  it('deactivating and activating again stamps activatedAt and emails instructor and manager', async () => {
    const db = server.platform.db.db;
    const off = await graphql(
      server,
      {
        query: UPDATE,
        variables: { input: { id: instructorId, privateInfo: { status: 'Inactive' } } },
      },
      cookies['regional'],
    );
    expect(off.data!['updateInstructor'].status).toBe('Inactive');
    await db.delete(outboxMessages);
    const on = await graphql(
      server,
      {
        query: UPDATE,
        variables: { input: { id: instructorId, privateInfo: { status: 'Active' } } },
      },
      cookies['regional'],
    );
    expect(on.data!['updateInstructor'].status).toBe('Active');
    // The worker runs the job; wait for both emails to land in the outbox.
    const deadline = Date.now() + 15_000;
    let rows: { to: string; subject: string }[] = [];
    while (Date.now() < deadline) {
      rows = await db
        .select({ to: outboxMessages.to, subject: outboxMessages.subject })
        .from(outboxMessages);
      if (rows.length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(rows.map((row) => row.to).sort()).toEqual([
      'jose.alvarez@school.test',
      'regional@school.test',
    ]);
    expect(rows.map((row) => row.subject)).toContain('Instructor activated: José Álvarez');
  });

  it('an outdated activation job sends nothing', async () => {
    const sent = await sendActivationNotice(server.platform, {
      instructorId,
      activatedAt: new Date(0).toISOString(),
    });
    expect(sent).toBe(0);
  });
});

describe('search and paging', () => {
  it('finds instructors whatever the case and accents, filters by status and state', async () => {
    for (const [name, first, last, status] of [
      ['Zoë K.', 'Zoë', 'Kowalski', 'Inactive'],
      ['Ana B.', 'Ana', 'Bérénice', 'Retired'],
    ] as const) {
      const answer = await graphql(
        server,
        {
          query: ADD,
          variables: {
            input: {
              profile: { name, timeZone: 'America/Los_Angeles', usStateId: 'WA' },
              privateInfo: { firstName: first, lastName: last, status },
            },
          },
        },
        cookies['regional'],
      );
      expect(answer.errors).toBeUndefined();
    }
    const names = async (variables: Record<string, unknown>) =>
      (await graphql(server, { query: LIST, variables }, cookies['trainee'])).data![
        'instructors'
      ].edges.map((edge: { node: { name: string } }) => edge.node.name);
    expect(await names({ term: 'jose alvarez' })).toEqual(['José Á.']);
    expect(await names({ term: 'ZOE' })).toEqual(['Zoë K.']);
    expect(await names({ term: 'berenice' })).toEqual(['Ana B.']);
    expect(await names({ term: '555-26' })).toEqual(['José Á.']);
    expect(await names({ status: ['Active', 'Inactive'] })).toEqual(['José Á.', 'Zoë K.']);
    expect(await names({ state: 'wa', status: ['Retired'] })).toEqual(['Ana B.']);
    const page = (
      await graphql(server, { query: LIST, variables: { first: 1, skip: 1 } }, cookies['trainee'])
    ).data!['instructors'];
    expect(page.totalCount).toBe(3);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.edges).toHaveLength(1);
  });
});

describe('badges and last booked instructor', () => {
  it('counts completed lessons into lesson badges and finds the last booked instructor', async () => {
    const db = server.platform.db.db;
    const [lessonType] = await db
      .insert(lessonTypes)
      .values({ name: 'Standard', label: 'Standard', durationMinutes: 60 })
      .returning();
    const [student] = await db
      .insert(students)
      .values({ name: 'Emma', userId: userIds['student'] })
      .returning();
    const hour = 3_600_000;
    const start = Date.UTC(2020, 0, 1);
    const rows = Array.from({ length: 101 }, (_, index) => ({
      instructorId,
      lessonTypeId: lessonType!.id,
      startTime: new Date(start + index * 2 * hour),
      endTime: new Date(start + index * 2 * hour + hour),
      durationMinutes: 60,
      ...(index === 100 ? { cancelledAt: new Date() } : {}),
    }));
    const inserted = await db.insert(lessons).values(rows).returning({ id: lessons.id });
    await db.insert(lessonStudents).values({ lessonId: inserted[0]!.id, studentId: student!.id });
    const badges = await graphql(
      server,
      {
        query: `query B($id: ID!) { instructorBadges(instructorId: $id) { badge title } }`,
        variables: { id: instructorId },
      },
      cookies['trainee'],
    );
    expect(badges.data!['instructorBadges'].map((b: { badge: string }) => b.badge)).toEqual([
      'lessons100',
      'otherLanguage',
    ]);
    const last = await graphql(
      server,
      {
        query: `query L($id: ID!) { lastBookedInstructor(studentId: $id) { id } }`,
        variables: { id: student!.id },
      },
      cookies['regional'],
    );
    expect(last.data!['lastBookedInstructor']).toEqual({ id: instructorId });
    await db
      .update(lessons)
      .set({ cancelledAt: new Date() })
      .where(eq(lessons.id, inserted[0]!.id));
    const none = await graphql(
      server,
      {
        query: `query L($id: ID!) { lastBookedInstructor(studentId: $id) { id } }`,
        variables: { id: student!.id },
      },
      cookies['regional'],
    );
    expect(none.data!['lastBookedInstructor']).toBeNull();
  });
});
