// Cohorts through GraphQL on a whole server: the seat limit under concurrent enrolments, cohort
// and session rules by field, the open/closed filters, visibility for students, the roster with
// attendance, deletion refused while students are enrolled, and the audit trail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../domain/roles.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { auditLogs } from '../audit/audit.tables.ts';
import { courses } from '../courses/courses.tables.ts';
import { createStudents } from '../ledger/testing/ledger-fixtures.ts';
import { cohortEnrollments, cohorts } from './cohorts.tables.ts';

const COHORT_FIELDS = `id name startDate endDate state timeZone maxEnrollees numEnrolled isOpen isEnrollmentOpen sessions { id name startTime endTime }`;
const CREATE = `mutation C($input: CreateCohortInput!) { createCohort(input: $input) { ${COHORT_FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdateCohortInput!) { updateCohort(id: $id, input: $input) { ${COHORT_FIELDS} } }`;
const DELETE = `mutation D($id: ID!) { deleteCohort(id: $id) { id } }`;
const ENROL = `mutation E($c: ID!, $s: ID!) { enrollStudentInCohort(cohortId: $c, studentId: $s) { id numEnrolled isEnrollmentOpen } }`;
const REMOVE = `mutation R($c: ID!, $s: ID!) { removeStudentFromCohort(cohortId: $c, studentId: $s) { id numEnrolled } }`;
const PUT_SESSION = `mutation P($id: ID, $input: PutCohortSessionInput!) { putCohortSession(id: $id, input: $input) { id name } }`;
const MARK = `mutation M($session: ID!, $student: ID!, $a: CohortAttendance!) { setCohortAttendance(sessionId: $session, studentId: $student, attendance: $a) { attendance } }`;
const LIST = `query L($courseId: ID, $doShowClosed: Boolean, $minEndDate: String) { cohorts(courseId: $courseId, doShowClosed: $doShowClosed, minEndDate: $minEndDate) { id name numEnrolled isEnrollmentOpen } }`;
const ROSTER = `query R($id: ID!) { cohortRoster(cohortId: $id) { cohort { numEnrolled } students { studentId name attendance { sessionId attendance } } } }`;

const PASSWORD = 'cohorts-test-password';
const YEAR = new Date().getUTCFullYear() + 1;

let server: TestServer;
let admin: string;
let classroom: string;
let trainee: string;
let studentCookie: string;
let courseId: string;
let draftCourseId: string;
let studentIds: string[];

const fieldsOf = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (response.errors?.[0]?.extensions?.['fields'] as { path: string }[] | undefined)?.map(
    (field) => field.path,
  );

const baseInput = (overrides: Record<string, unknown> = {}) => ({
  courseId,
  name: 'Spring evenings',
  startDate: `${YEAR}-03-02`,
  endDate: `${YEAR}-03-31`,
  maxEnrollees: 3,
  sessions: [
    {
      name: 'Rules of the road',
      startTime: `${YEAR}-03-03T02:00:00Z`,
      endTime: `${YEAR}-03-03T04:00:00Z`,
    },
  ],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, cookie = classroom) {
  const response = await graphql(
    server,
    { query: CREATE, variables: { input: baseInput(overrides) } },
    cookie,
  );
  expect(response.errors).toBeUndefined();
  return response.data!['createCohort'] as {
    id: string;
    numEnrolled: number;
    timeZone: string;
    sessions: { id: string; startTime: string }[];
  };
}

const enrol = (cohortId: string, studentId: string, cookie = classroom) =>
  graphql(server, { query: ENROL, variables: { c: cohortId, s: studentId } }, cookie);

beforeAll(async () => {
  server = await startTestServer();
  const account = (email: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email.split('@')[0]!, roles });
  admin = (await account('ada@school.test', ['Admin'])).cookie;
  classroom = (await account('carla@school.test', ['ClassroomManager'])).cookie;
  trainee = (await account('tom@school.test', ['Trainee'])).cookie;
  studentCookie = (await account('sam@student.test', [])).cookie;
  const db = server.platform.db.db;
  const course = (published: boolean, category: string) =>
    db
      .insert(courses)
      .values({
        state: 'WA',
        category: category as 'classroom-drivers-ed',
        audience: 'teen',
        name: `Washington ${category}`,
        requiredSeconds: 34 * 3600,
        priceCents: 59500,
        isPublished: published,
      })
      .returning({ id: courses.id });
  [{ id: courseId }] = (await course(true, 'classroom-drivers-ed')) as [{ id: string }];
  [{ id: draftCourseId }] = (await course(false, 'drivers-ed')) as [{ id: string }];
  studentIds = await createStudents(
    db,
    Array.from({ length: 12 }, (_, index) => `Student ${index + 1}`),
  );
});

afterAll(async () => {
  await server?.stop();
});

describe('seats', () => {
  it('concurrent enrolments into a cohort with one seat left: exactly one succeeds', async () => {
    const cohort = await create({ name: 'Last seat', maxEnrollees: 3 });
    for (const studentId of studentIds.slice(0, 2)) {
      expect((await enrol(cohort.id, studentId)).errors).toBeUndefined();
    }
    const racers = studentIds.slice(2, 10);
    const responses = await Promise.all(racers.map((studentId) => enrol(cohort.id, studentId)));
    const won = responses.filter((response) => !response.errors);
    expect(won).toHaveLength(1);
    expect(responses.filter((response) => errorCode(response) === 'CONFLICT')).toHaveLength(7);
    const db = server.platform.db.db;
    const rows = await db
      .select()
      .from(cohortEnrollments)
      .where(eq(cohortEnrollments.cohortId, cohort.id));
    expect(rows).toHaveLength(3);
    const [row] = await db.select().from(cohorts).where(eq(cohorts.id, cohort.id));
    expect(row!.numEnrolled).toBe(3);
  });

  it('maxEnrollees cannot go below numEnrolled; removing a student frees the seat', async () => {
    const cohort = await create({ name: 'Shrinking', maxEnrollees: 2 });
    await enrol(cohort.id, studentIds[0]!);
    await enrol(cohort.id, studentIds[1]!);
    const full = await enrol(cohort.id, studentIds[2]!);
    expect(errorCode(full)).toBe('CONFLICT');
    const twice = await enrol(cohort.id, studentIds[0]!);
    expect(fieldsOf(twice)).toEqual(['studentId']);
    const lower = await graphql(
      server,
      { query: UPDATE, variables: { id: cohort.id, input: { maxEnrollees: 1 } } },
      classroom,
    );
    expect(errorCode(lower)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(lower)).toEqual(['input.maxEnrollees']);
    const removed = await graphql(
      server,
      { query: REMOVE, variables: { c: cohort.id, s: studentIds[1] } },
      classroom,
    );
    expect(removed.data?.['removeStudentFromCohort']).toMatchObject({ numEnrolled: 1 });
    const now = await graphql(
      server,
      { query: UPDATE, variables: { id: cohort.id, input: { maxEnrollees: 1 } } },
      classroom,
    );
    expect(now.errors).toBeUndefined();
    expect(now.data?.['updateCohort']).toMatchObject({ maxEnrollees: 1, isEnrollmentOpen: false });
  });

  it('refuses unknown cohorts and students cleanly', async () => {
    const cohort = await create({ name: 'Ids' });
    expect(errorCode(await enrol('00000000-0000-4000-8000-000000000000', studentIds[0]!))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await enrol('not-an-id', studentIds[0]!))).toBe('NOT_FOUND');
    expect(fieldsOf(await enrol(cohort.id, '00000000-0000-4000-8000-000000000000'))).toEqual([
      'studentId',
    ]);
  });
});

describe('cohort rules', () => {
  it('uses the course state and its time zone by default', async () => {
    const cohort = await create({ name: 'Defaults' });
    expect(cohort).toMatchObject({ timeZone: 'America/Los_Angeles', numEnrolled: 0 });
    expect(cohort.sessions).toHaveLength(1);
  });

  it('refuses bad dates, zones and sessions by field, writing nothing', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ endDate: `${YEAR}-03-01` }, ['input.endDate']],
      [{ startDate: 'soon' }, ['input.startDate']],
      [{ timeZone: 'Mars/Olympus' }, ['input.timeZone']],
      [{ maxEnrollees: 0 }, ['input.maxEnrollees']],
      [{ courseId: '00000000-0000-4000-8000-000000000000' }, ['input.courseId']],
      [
        {
          sessions: [
            {
              name: 'Late',
              startTime: `${YEAR}-04-02T17:00:00Z`,
              endTime: `${YEAR}-04-02T19:00:00Z`,
            },
          ],
        },
        ['input.sessions.0.startTime', 'input.sessions.0.endTime'],
      ],
      [
        {
          sessions: [
            {
              name: 'Back',
              startTime: `${YEAR}-03-05T19:00:00Z`,
              endTime: `${YEAR}-03-05T17:00:00Z`,
            },
          ],
        },
        ['input.sessions.0.endTime'],
      ],
    ];
    const before = await server.platform.db.db.select().from(cohorts);
    for (const [overrides, fields] of cases) {
      const response = await graphql(
        server,
        { query: CREATE, variables: { input: baseInput({ name: 'Refused', ...overrides }) } },
        classroom,
      );
      expect(errorCode(response)).toBe('VALIDATION_ERROR');
      expect(fieldsOf(response)).toEqual(fields);
    }
    expect(await server.platform.db.db.select().from(cohorts)).toHaveLength(before.length);
  });

  it('keeps sessions inside the dates when either changes', async () => {
    const cohort = await create({ name: 'Moving' });
    const shrink = await graphql(
      server,
      { query: UPDATE, variables: { id: cohort.id, input: { startDate: `${YEAR}-03-03` } } },
      classroom,
    );
    // The first session is on the evening of March 2nd in Seattle (03:00 UTC on the 3rd).
    expect(fieldsOf(shrink)).toEqual(['input.startDate']);
    const outside = await graphql(
      server,
      {
        query: PUT_SESSION,
        variables: {
          input: {
            cohortId: cohort.id,
            name: 'After',
            startTime: `${YEAR}-04-01T17:00:00Z`,
            endTime: `${YEAR}-04-01T18:00:00Z`,
          },
        },
      },
      classroom,
    );
    expect(fieldsOf(outside)).toEqual(['input.startTime', 'input.endTime']);
  });
});

describe('lists and visibility', () => {
  it('hides closed and ended cohorts unless asked, filters by minEndDate', async () => {
    const open = await create({ name: 'Open list' });
    const off = await create({ name: 'Switched off', isOpen: false });
    const ended = await create({
      name: 'Ended',
      startDate: '2020-01-01',
      endDate: '2020-01-31',
      sessions: [],
    });
    const list = async (variables: Record<string, unknown>, cookie = trainee) => {
      const response = await graphql(
        server,
        { query: LIST, variables: { courseId, ...variables } },
        cookie,
      );
      expect(response.errors).toBeUndefined();
      return (response.data!['cohorts'] as { id: string }[]).map((row) => row.id);
    };
    const shown = await list({});
    expect(shown).toContain(open.id);
    expect(shown).not.toContain(off.id);
    expect(shown).not.toContain(ended.id);
    const all = await list({ doShowClosed: true });
    expect(all).toEqual(expect.arrayContaining([open.id, off.id, ended.id]));
    const recent = await list({ doShowClosed: true, minEndDate: '2021-01-01' });
    expect(recent).toContain(off.id);
    expect(recent).not.toContain(ended.id);
    const bad = await graphql(server, { query: LIST, variables: { minEndDate: 'June' } }, trainee);
    expect(fieldsOf(bad)).toEqual(['minEndDate']);
  });

  it("students and visitors see a published course's cohorts only; the roster is staff data", async () => {
    const draft = await create({ name: 'Draft course cohort', courseId: draftCourseId });
    const asStudent = await graphql(
      server,
      { query: LIST, variables: { courseId: draftCourseId } },
      studentCookie,
    );
    expect(asStudent.data?.['cohorts']).toEqual([]);
    const published = await graphql(server, { query: LIST, variables: { courseId } });
    expect((published.data?.['cohorts'] as unknown[]).length).toBeGreaterThan(0);
    expect(
      errorCode(
        await graphql(server, { query: ROSTER, variables: { id: draft.id } }, studentCookie),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await enrol(draft.id, studentIds[0]!, trainee))).toBe('FORBIDDEN');
    expect(errorCode(await enrol(draft.id, studentIds[0]!, ''))).toBe('NOT_SIGNED_IN');
  });
});

describe('roster and attendance', () => {
  it('marks attendance per session, Not_Set by default, only for enrolled students', async () => {
    const cohort = await create({ name: 'Attendance', maxEnrollees: 5 });
    const sessionId = cohort.sessions[0]!.id;
    await enrol(cohort.id, studentIds[10]!);
    const roster = async () =>
      (await graphql(server, { query: ROSTER, variables: { id: cohort.id } }, trainee)).data![
        'cohortRoster'
      ] as { students: { studentId: string; attendance: { attendance: string }[] }[] };
    expect((await roster()).students[0]!.attendance).toEqual([
      { sessionId, attendance: 'Not_Set' },
    ]);
    const mark = (student: string, a: string) =>
      graphql(server, { query: MARK, variables: { session: sessionId, student, a } }, classroom);
    expect((await mark(studentIds[10]!, 'Made_Up')).errors).toBeUndefined();
    expect((await roster()).students[0]!.attendance[0]!.attendance).toBe('Made_Up');
    expect(fieldsOf(await mark(studentIds[11]!, 'Present'))).toEqual(['studentId']);
    expect((await mark(studentIds[10]!, 'Not_Set')).errors).toBeUndefined();
    expect((await roster()).students[0]!.attendance[0]!.attendance).toBe('Not_Set');
  });

  it('refuses to delete a cohort with students; deletes an empty one; audits both', async () => {
    const cohort = await create({ name: 'To delete' });
    await enrol(cohort.id, studentIds[0]!);
    const refused = await graphql(server, { query: DELETE, variables: { id: cohort.id } }, admin);
    expect(errorCode(refused)).toBe('CONFLICT');
    await graphql(server, { query: REMOVE, variables: { c: cohort.id, s: studentIds[0] } }, admin);
    const deleted = await graphql(server, { query: DELETE, variables: { id: cohort.id } }, admin);
    expect(deleted.data?.['deleteCohort']).toEqual({ id: cohort.id });
    const entries = await server.platform.db.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.collectionPath, `Cohorts/${cohort.id}`));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'Create',
      'Delete',
      'Update',
      'Update',
    ]);
  });
});
