// Online enrolments and seat time on a whole server: enrol, unenrol and migrate through GraphQL
// with their refusals and permissions; timer events with an injected clock credited per local day
// and capped; patches audited; a student posting only for their own enrolment.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../domain/roles.ts';
import { FakePage, localMs } from '../../../domain/seat-time/test-timer.ts';
import type { Viewer } from '../../auth/auth.service.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { auditLogs } from '../audit/audit.tables.ts';
import { courseOfferings, courses } from '../courses/courses.tables.ts';
import { createStudents } from '../ledger/testing/ledger-fixtures.ts';
import { students } from '../students/students.tables.ts';
import { enrollStudent, readEnrollment } from './online-enrollments.service.ts';
import { courseTimerEvents } from './online-enrollments.tables.ts';
import { patchSeatTime, recordTimerEvent } from './seat-time.service.ts';

const FIELDS = `id name enrolled status studentId creditedSeconds requiredSeconds dailyCapSeconds seatTimeComplete earliestCompletionDate migratedFromId days { day rawSeconds patchSeconds adjustedSeconds creditedSeconds capReached }`;
const ENROLL = `mutation E($input: EnrollStudentToOnlineCourseInput!) { enrollStudentToOnlineCourse(input: $input) { ${FIELDS} } }`;
const UNENROLL = `mutation U($id: ID!) { unenrollStudentFromOnlineCourse(id: $id) { ${FIELDS} } }`;
const MIGRATE = `mutation M($input: MigrateStudentOnlineCourseInput!) { migrateStudentOnlineCourse(input: $input) { ${FIELDS} } }`;
const PATCH = `mutation P($input: PatchSeatTimeInput!) { patchSeatTime(input: $input) { ${FIELDS} } }`;
const TIMER = `mutation T($input: CourseTimerEventInput!) { recordCourseTimerEvent(input: $input) { accepted receivedAt } }`;
const ONE = `query O($id: ID!) { studentOnlineCourse(id: $id) { ${FIELDS} } }`;
const LIST = `query L($studentId: ID!) { studentOnlineCourses(studentId: $studentId) { id name enrolled } }`;

const PASSWORD = 'online-courses-test-password';
const HOUR = 3600;

const HEAVY_TEST_MS = 120_000;
let server: TestServer;
let admin: string;
let classroom: string;
let trainee: string;
let samCookie: string;
let olgaCookie: string;
let samId: string;
let olgaId: string;
let samViewer: Viewer;
let classroomViewer: Viewer;
let texasId: string;
let draftId: string;
let adultId: string;

const fieldsOf = (response: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  (response.errors?.[0]?.extensions?.['fields'] as { path: string }[] | undefined)?.map(
    (field) => field.path,
  );

async function addCourse(values: Partial<typeof courses.$inferInsert>): Promise<string> {
  const db = server.platform.db.db;
  const [course] = await db
    .insert(courses)
    .values({
      state: 'TX',
      category: 'drivers-ed',
      audience: 'teen',
      name: 'Texas teen online drivers ed',
      requiredSeconds: 32 * HOUR,
      dailyCapSeconds: 2 * HOUR,
      priceCents: 9500,
      isPublished: true,
      ...values,
    })
    .returning({ id: courses.id });
  await db.insert(courseOfferings).values({
    courseId: course!.id,
    format: 'online',
    externalCourseId: `X-${course!.id}`,
  });
  return course!.id;
}

const chicagoToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

beforeAll(async () => {
  server = await startTestServer();
  const account = (email: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email.split('@')[0]!, roles });
  admin = (await account('ada@school.test', ['Admin'])).cookie;
  const classroomAccount = await account('carla@school.test', ['ClassroomManager']);
  classroom = classroomAccount.cookie;
  trainee = (await account('tom@school.test', ['Trainee'])).cookie;
  const sam = await account('sam@student.test', []);
  const olga = await account('olga@student.test', []);
  samCookie = sam.cookie;
  olgaCookie = olga.cookie;
  const db = server.platform.db.db;
  [samId, olgaId] = (await createStudents(db, ['Sam Student', 'Olga Other'])) as [string, string];
  await db.update(students).set({ userId: sam.userId }).where(eq(students.id, samId));
  await db.update(students).set({ userId: olga.userId }).where(eq(students.id, olgaId));
  samViewer = {
    userId: sam.userId,
    sessionId: 's',
    email: 'sam@student.test',
    name: 'sam',
    roles: [],
  };
  classroomViewer = {
    userId: classroomAccount.userId,
    sessionId: 'c',
    email: 'carla@school.test',
    name: 'carla',
    roles: ['ClassroomManager'],
  };
  texasId = await addCourse({});
  draftId = await addCourse({ name: 'Texas teen v2 (draft)', isPublished: false });
  adultId = await addCourse({
    category: 'adult-drivers-ed',
    audience: 'adult',
    name: 'Texas adult 6-hour',
    requiredSeconds: 6 * HOUR,
    dailyCapSeconds: null,
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('enrolling', () => {
  let enrollmentId: string;

  it('a ClassroomManager enrols a student: nothing credited, 16 days ahead', async () => {
    const response = await graphql(
      server,
      { query: ENROLL, variables: { input: { studentId: samId, courseId: texasId } } },
      classroom,
    );
    expect(response.errors).toBeUndefined();
    const enrolment = response.data!['enrollStudentToOnlineCourse'];
    enrollmentId = enrolment.id;
    expect(enrolment).toMatchObject({
      name: 'Texas teen online drivers ed',
      enrolled: true,
      status: 'Enrolled',
      creditedSeconds: 0,
      requiredSeconds: 115_200,
      dailyCapSeconds: 7200,
      seatTimeComplete: false,
      days: [],
    });
    const today = chicagoToday();
    const expected = new Date(`${today}T00:00:00Z`);
    expected.setUTCDate(expected.getUTCDate() + 15);
    expect(enrolment.earliestCompletionDate).toBe(expected.toISOString().slice(0, 10));
    const audit = await server.platform.db.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.collectionPath, `OnlineEnrollments/${enrollmentId}`));
    expect(audit.map((entry) => entry.action)).toEqual(['Create']);
  });

  it('refuses a second enrolment, drafts, unknown ids and other roles, writing nothing', async () => {
    const enrol = (input: Record<string, unknown>, cookie = classroom) =>
      graphql(server, { query: ENROLL, variables: { input } }, cookie);
    expect(errorCode(await enrol({ studentId: samId, courseId: texasId }))).toBe('CONFLICT');
    const draft = await enrol({ studentId: samId, courseId: draftId });
    expect(errorCode(draft)).toBe('VALIDATION_ERROR');
    expect(fieldsOf(draft)).toEqual(['input.courseId']);
    const badId = await enrol({ studentId: 'nope', courseId: texasId });
    expect(fieldsOf(badId)).toEqual(['input.studentId']);
    const unknown = await enrol({ studentId: crypto.randomUUID(), courseId: texasId });
    expect(fieldsOf(unknown)).toEqual(['input.studentId']);
    expect(errorCode(await enrol({ studentId: olgaId, courseId: texasId }, trainee))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await enrol({ studentId: olgaId, courseId: texasId }, samCookie))).toBe(
      'FORBIDDEN',
    );
    const list = await graphql(server, { query: LIST, variables: { studentId: samId } }, admin);
    expect(list.data!['studentOnlineCourses']).toHaveLength(1);
  });

  it('lets a student read only their own enrolments; staff read any', async () => {
    const own = await graphql(server, { query: LIST, variables: { studentId: samId } }, samCookie);
    expect(own.data!['studentOnlineCourses']).toEqual([
      { id: enrollmentId, name: 'Texas teen online drivers ed', enrolled: true },
    ]);
    const other = await graphql(
      server,
      { query: LIST, variables: { studentId: samId } },
      olgaCookie,
    );
    expect(errorCode(other)).toBe('FORBIDDEN');
    const one = await graphql(server, { query: ONE, variables: { id: enrollmentId } }, olgaCookie);
    expect(errorCode(one)).toBe('FORBIDDEN');
    const staff = await graphql(server, { query: ONE, variables: { id: enrollmentId } }, trainee);
    expect(staff.data!['studentOnlineCourse'].id).toBe(enrollmentId);
  });

  it('takes timer events from the student only, stamps server time and throttles heartbeats', async () => {
    const send = (input: Record<string, unknown>, cookie: string) =>
      graphql(server, { query: TIMER, variables: { input } }, cookie);
    const event = { enrollmentId, session: 'tab-1', kind: 'start', seq: 1 };
    const before = Date.now();
    const started = await send(event, samCookie);
    expect(started.data!['recordCourseTimerEvent'].accepted).toBe(true);
    expect(Date.parse(started.data!['recordCourseTimerEvent'].receivedAt)).toBeGreaterThanOrEqual(
      before - 1000,
    );
    const soon = await send({ ...event, kind: 'heartbeat', seq: 2 }, samCookie);
    expect(soon.data!['recordCourseTimerEvent'].accepted).toBe(false);
    expect(errorCode(await send({ ...event, seq: 3 }, olgaCookie))).toBe('FORBIDDEN');
    expect(errorCode(await send({ ...event, seq: 3 }, classroom))).toBe('FORBIDDEN');
    const bad = await send({ ...event, session: '', seq: -1 }, samCookie);
    expect(new Set(fieldsOf(bad))).toEqual(new Set(['input.seq', 'input.session']));
    const stored = await server.platform.db.db
      .select()
      .from(courseTimerEvents)
      .where(eq(courseTimerEvents.enrollmentId, enrollmentId));
    expect(stored.map((row) => row.kind)).toEqual(['start']);
  });

  it('patches today through GraphQL: audited, reasons required, never below zero', async () => {
    const today = chicagoToday();
    const patch = (input: Record<string, unknown>, cookie = classroom) =>
      graphql(server, { query: PATCH, variables: { input: { enrollmentId, ...input } } }, cookie);
    const added = await patch({ day: today, seconds: 2400, reason: 'outage' });
    expect(added.errors).toBeUndefined();
    expect(added.data!['patchSeatTime'].days).toEqual([
      expect.objectContaining({ day: today, patchSeconds: 2400, creditedSeconds: 2400 }),
    ]);
    expect(fieldsOf(await patch({ day: today, seconds: 60, reason: ' ' }))).toEqual([
      'input.reason',
    ]);
    expect(fieldsOf(await patch({ day: today, seconds: -2401, reason: 'x' }))).toEqual([
      'input.seconds',
    ]);
    expect(fieldsOf(await patch({ day: '2099-01-01', seconds: 60, reason: 'x' }))).toEqual([
      'input.day',
    ]);
    expect(fieldsOf(await patch({ day: '2020-01-01', seconds: 60, reason: 'x' }))).toEqual([
      'input.day',
    ]);
    expect(errorCode(await patch({ day: today, seconds: 60, reason: 'x' }, trainee))).toBe(
      'FORBIDDEN',
    );
    const entries = await server.platform.db.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.collectionPath, `OnlineEnrollments/${enrollmentId}`),
          eq(auditLogs.action, 'Update'),
        ),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: `seatTime.${today}.creditedSeconds`,
          oldValue: 0,
          newValue: 2400,
        }),
        expect.objectContaining({ path: 'patch.reason', newValue: 'outage' }),
      ]),
    );
  });

  it('migrates to a new version carrying seat time, then unenrols', async () => {
    const migrate = (courseId: string) =>
      graphql(
        server,
        { query: MIGRATE, variables: { input: { enrollmentId, courseId } } },
        classroom,
      );
    const wrongCategory = await migrate(adultId);
    expect(fieldsOf(wrongCategory)).toEqual(['input.courseId']);
    expect(fieldsOf(await migrate(draftId))).toEqual(['input.courseId']);
    // The new version goes live: the old one is withdrawn from sale, the draft published.
    const db = server.platform.db.db;
    await db.update(courses).set({ isPublished: false }).where(eq(courses.id, texasId));
    await db.update(courses).set({ isPublished: true }).where(eq(courses.id, draftId));
    const moved = await migrate(draftId);
    expect(moved.errors).toBeUndefined();
    const next = moved.data!['migrateStudentOnlineCourse'];
    expect(next).toMatchObject({
      name: 'Texas teen v2 (draft)',
      enrolled: true,
      migratedFromId: enrollmentId,
      creditedSeconds: 2400,
    });
    const old = await graphql(server, { query: ONE, variables: { id: enrollmentId } }, admin);
    expect(old.data!['studentOnlineCourse']).toMatchObject({ status: 'Migrated', enrolled: false });
    expect(fieldsOf(await migrate(draftId))).toEqual(['input.enrollmentId']);
    const ended = await graphql(server, { query: UNENROLL, variables: { id: next.id } }, classroom);
    expect(ended.data!['unenrollStudentFromOnlineCourse']).toMatchObject({
      enrolled: false,
      status: 'Unenrolled',
      creditedSeconds: 2400,
      earliestCompletionDate: null,
    });
    const again = await graphql(server, { query: UNENROLL, variables: { id: next.id } }, classroom);
    expect(fieldsOf(again)).toEqual(['id']);
    const late = await graphql(
      server,
      {
        query: TIMER,
        variables: { input: { enrollmentId: next.id, session: 't', kind: 'start', seq: 1 } },
      },
      samCookie,
    );
    expect(late.data!['recordCourseTimerEvent'].accepted).toBe(false);
  });
});

describe('seat time through the service with an injected clock', () => {
  let id: string;
  const at = (date: string, time: string) => new Date(localMs(date, time));

  const play = async (page: FakePage) => {
    for (const event of page.events) {
      await recordTimerEvent(
        server.platform,
        samViewer,
        { enrollmentId: id, session: event.session, kind: event.kind, seq: event.seq },
        new Date(event.receivedAt),
      );
    }
  };

  beforeAll(async () => {
    const enrolment = await enrollStudent(
      server.platform,
      classroomViewer,
      { studentId: samId, courseId: adultId },
      at('2026-03-01', '09:00'),
    );
    // The adult course has no cap; give it one for the Texas teen examples.
    await server.platform.db.db
      .update(courses)
      .set({ dailyCapSeconds: 7200, requiredSeconds: 115_200 })
      .where(eq(courses.id, adultId));
    id = enrolment.id;
  });

  // Hours of heartbeats, each a write through the service (about 600 here): tens of seconds on
  // the embedded database while other suites run beside it.
  it(
    'credits 2 of 3 hours in one Texas day, and two tabs never twice',
    async () => {
      await play(new FakePage('tab-a', localMs('2026-03-02', '14:00')).study(3 * HOUR));
      await play(new FakePage('tab-b', localMs('2026-03-03', '10:00')).study(HOUR));
      await play(new FakePage('tab-c', localMs('2026-03-03', '10:10')).study(HOUR));
      const view = await readEnrollment(
        server.platform.db.db,
        samViewer,
        id,
        at('2026-03-03', '12:00'),
      );
      expect(view.days.map((day) => [day.day, day.rawSeconds, day.creditedSeconds])).toEqual([
        ['2026-03-02', 10_800, 7200],
        ['2026-03-03', 70 * 60, 70 * 60],
      ]);
      expect(view.creditedSeconds).toBe(7200 + 4200);
    },
    HEAVY_TEST_MS,
  );

  it('stops the clock after more than 2 minutes without a heartbeat', async () => {
    const page = new FakePage('tab-d', localMs('2026-03-04', '10:00'));
    page.send('start').advance(30).send('heartbeat').advance(570).send('heartbeat');
    await play(page);
    const view = await readEnrollment(
      server.platform.db.db,
      samViewer,
      id,
      at('2026-03-04', '12:00'),
    );
    expect(view.days.find((day) => day.day === '2026-03-04')?.rawSeconds).toBe(150);
  });

  it(
    'patches the worked example: 6 600 + 2 400 credits 7 200, −1 200 still 7 200',
    async () => {
      await play(new FakePage('tab-e', localMs('2026-03-20', '09:00')).study(6600));
      const now = at('2026-03-20', '18:00');
      const first = await patchSeatTime(
        server.platform,
        classroomViewer,
        { enrollmentId: id, day: '2026-03-20', seconds: 2400, reason: 'outage 20 Mar 10:05–10:45' },
        now,
      );
      expect(first.days.find((day) => day.day === '2026-03-20')).toMatchObject({
        rawSeconds: 6600,
        adjustedSeconds: 9000,
        creditedSeconds: 7200,
        capReached: true,
      });
      const second = await patchSeatTime(
        server.platform,
        classroomViewer,
        {
          enrollmentId: id,
          day: '2026-03-20',
          seconds: -1200,
          reason: 'page left open during lunch',
        },
        now,
      );
      expect(second.days.find((day) => day.day === '2026-03-20')).toMatchObject({
        adjustedSeconds: 7800,
        creditedSeconds: 7200,
      });
      expect(second.patches.map((patch) => patch.seconds)).toEqual([2400, -1200]);
    },
    HEAVY_TEST_MS,
  );

  it('cannot complete the 32-hour Texas course before day 16 (3 hours a day, bulk history)', async () => {
    const texas = await enrollStudent(
      server.platform,
      classroomViewer,
      { studentId: olgaId, courseId: draftId },
      at('2026-04-01', '08:00'),
    );
    const studyDay = async (day: number) => {
      const date = `2026-04-${String(day).padStart(2, '0')}`;
      const page = new FakePage(`day-${day}`, localMs(date, '09:00')).study(3 * HOUR);
      await server.platform.db.db.insert(courseTimerEvents).values(
        page.events.map((event) => ({
          ...event,
          enrollmentId: texas.id,
          receivedAt: new Date(event.receivedAt),
        })),
      );
    };
    for (let day = 1; day <= 15; day += 1) await studyDay(day);
    const staff = { ...classroomViewer };
    const day15 = await readEnrollment(
      server.platform.db.db,
      staff,
      texas.id,
      at('2026-04-15', '23:59'),
    );
    expect(day15.creditedSeconds).toBe(16 * 7200 - 7200);
    expect(day15).toMatchObject({ seatTimeComplete: false, earliestCompletionDay: '2026-04-16' });
    await studyDay(16);
    const day16 = await readEnrollment(
      server.platform.db.db,
      staff,
      texas.id,
      at('2026-04-16', '23:59'),
    );
    expect(day16).toMatchObject({
      creditedSeconds: 115_200,
      creditedDays: 16,
      seatTimeComplete: true,
    });
  });
});
