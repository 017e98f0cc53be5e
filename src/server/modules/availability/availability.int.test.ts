// Availability through GraphQL: who may change whose week, validation naming the field and
// writing nothing, one InstructorAvailsV2 audit entry per change, the change notice in the
// outbox, and the audit flagging lessons outside the hours or overlapping.
import type { StaffRole } from '../../../domain/roles.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql, type GraphqlResponse } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { queryRows } from '../../jobs/testing/job-harness.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessonTypes } from '../lesson-types/lesson-types.tables.ts';
import { lessons } from '../lessons/lessons.tables.ts';
import {
  auditInstructorAvailability,
  notifyAvailabilityChange,
} from './availability-audit.service.ts';

const READ = `query R($id: ID!, $from: String) { instructorAvailability(instructorId: $id, from: $from) {
  instructorName timeZone weeklyHours { weekday startMinute endMinute } breaks { weekday startMinute endMinute kind }
  exceptions { id date startMinute endMinute isAvailable note } } }`;
const SET_HOURS = `mutation H($id: ID!, $spans: [WeeklySpanInput!]!, $breaks: [WeeklyBreakInput!]) {
  setInstructorWeeklyHours(instructorId: $id, spans: $spans, breaks: $breaks) { weeklyHours { weekday startMinute endMinute } breaks { kind } } }`;
const SET_BREAKS = `mutation B($id: ID!, $breaks: [WeeklyBreakInput!]!) { setInstructorBreaks(instructorId: $id, breaks: $breaks) { breaks { weekday startMinute } } }`;
const PUT_EXCEPTION = `mutation E($input: PutAvailabilityExceptionInput!) { putAvailabilityException(input: $input) { id date startMinute isAvailable } }`;
const DELETE_EXCEPTION = `mutation D($id: ID!) { deleteAvailabilityException(id: $id) { id } }`;
const OPTIONS = `{ availabilityInstructorOptions { id name } }`;
const FINDINGS = `query F($id: ID) { availabilityAuditFindings(instructorId: $id) { totalCount edges { node { kind lessonId otherLessonId instructorName } } } }`;
const SCHEDULE = `query S($id: ID!, $from: DateTime!, $to: DateTime!) { instructorSchedule(instructorId: $id, from: $from, to: $to) { timeZone blocks { type start end referenceId } lessons { id lessonTypeLabel } } }`;
const AUDIT = `query A($query: AuditLogQuery) { auditLogs(query: $query) { totalCount edges { node { action collection { path } changes { path oldValue newValue } } } } }`;

const PASSWORD = 'availability-test-password';
const WEEK = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 480, endMinute: 1020 }));
const MEAL = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startMinute: 720,
  endMinute: 750,
  kind: 'MEAL_BREAK',
}));

let server: TestServer;
let admin: string;
let regional: { cookie: string; userId: string };
let instructorUser: string;
let trainee: string;
let ownId: string;
let otherId: string;
let lessonTypeId: string;

beforeAll(async () => {
  server = await startTestServer();
  const account = (email: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, { email, password: PASSWORD, name: email.split('@')[0]!, roles });
  admin = (await account('dana@school.test', ['Admin'])).cookie;
  regional = await account('luis@school.test', ['RegionalManager']);
  const priya = await account('priya@school.test', ['Instructor']);
  instructorUser = priya.cookie;
  trainee = (await account('tyler@school.test', ['Trainee'])).cookie;
  const db = server.platform.db.db;
  const base = { timeZone: 'America/Denver', usStateId: 'CO' };
  const [own, other] = await db
    .insert(instructors)
    .values([
      {
        ...base,
        name: 'Priya R.',
        firstName: 'Priya',
        lastName: 'Raman',
        userId: priya.userId,
        regionalManagerId: regional.userId,
      },
      { ...base, name: 'Jordan R.', firstName: 'Jordan', lastName: 'Reyes' },
    ])
    .returning();
  ownId = own!.id;
  otherId = other!.id;
  const [type] = await db
    .insert(lessonTypes)
    .values({ name: 'Standard', label: 'Driving lesson', durationMinutes: 120 })
    .returning();
  lessonTypeId = type!.id;
});

afterAll(async () => {
  await server?.stop();
});

const fieldsOf = (answer: GraphqlResponse) =>
  (answer.errors?.[0]?.extensions?.fields ?? []).map((field) => field.path);
const auditCount = async () =>
  (
    await graphql(
      server,
      { query: AUDIT, variables: { query: { collectionName: 'InstructorAvailsV2' } } },
      admin,
    )
  ).data!['auditLogs'].totalCount as number;

describe('weekly hours and breaks', () => {
  it('a regional manager sets a week with meal breaks, audited with before and after', async () => {
    const set = await graphql(
      server,
      { query: SET_HOURS, variables: { id: ownId, spans: WEEK, breaks: MEAL } },
      regional.cookie,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data!['setInstructorWeeklyHours'].weeklyHours).toHaveLength(5);
    const read = await graphql(server, { query: READ, variables: { id: ownId } }, trainee);
    expect(read.data!['instructorAvailability']).toMatchObject({
      instructorName: 'Priya R.',
      timeZone: 'America/Denver',
      breaks: expect.arrayContaining([
        { weekday: 1, startMinute: 720, endMinute: 750, kind: 'MEAL_BREAK' },
      ]),
    });
    const audit = await graphql(
      server,
      { query: AUDIT, variables: { query: { collectionName: 'InstructorAvailsV2' } } },
      admin,
    );
    const [entry] = audit.data!['auditLogs'].edges.map((edge: { node: unknown }) => edge.node);
    expect(entry).toMatchObject({
      action: 'Update',
      collection: { path: `InstructorAvailsV2/${ownId}` },
    });
    expect(entry.changes).toContainEqual({
      path: 'weeklyHours.Monday',
      oldValue: null,
      newValue: '08:00–17:00',
    });
    expect(entry.changes).toContainEqual({
      path: 'breaks.Friday',
      oldValue: null,
      newValue: 'MEAL_BREAK 12:00–12:30',
    });
  });

  it('an instructor changes only their own week; others are FORBIDDEN and nothing is written', async () => {
    const saturday = [...WEEK, { weekday: 6, startMinute: 540, endMinute: 780 }];
    const own = await graphql(
      server,
      { query: SET_HOURS, variables: { id: ownId, spans: saturday } },
      instructorUser,
    );
    expect(own.errors).toBeUndefined();
    const before = await auditCount();
    const refusals = [
      [{ query: SET_HOURS, variables: { id: otherId, spans: WEEK } }, instructorUser],
      [{ query: SET_BREAKS, variables: { id: otherId, breaks: [] } }, instructorUser],
      [{ query: SET_HOURS, variables: { id: ownId, spans: [] } }, trainee],
      [{ query: READ, variables: { id: otherId } }, instructorUser],
    ] as const;
    for (const [operation, cookie] of refusals) {
      expect(errorCode(await graphql(server, operation, cookie))).toBe('FORBIDDEN');
    }
    const other = await graphql(server, { query: READ, variables: { id: otherId } }, admin);
    expect(other.data!['instructorAvailability'].weeklyHours).toEqual([]);
    expect(await auditCount()).toBe(before);
    const options = await graphql(server, { query: OPTIONS }, instructorUser);
    expect(options.data!['availabilityInstructorOptions']).toEqual([
      { id: ownId, name: 'Priya R.' },
    ]);
  });

  it('names the field at fault and writes nothing, not even an audit entry', async () => {
    const before = await graphql(server, { query: READ, variables: { id: ownId } }, admin);
    const entries = await auditCount();
    const attempts: [string, Record<string, unknown>, string][] = [
      [
        SET_HOURS,
        { id: ownId, spans: [WEEK[0], { weekday: 1, startMinute: 900, endMinute: 1100 }] },
        'spans.1.startMinute',
      ],
      [
        SET_HOURS,
        { id: ownId, spans: [WEEK[0], WEEK[1], { weekday: 3, startMinute: 600, endMinute: 1441 }] },
        'spans.2.endMinute',
      ],
      [
        SET_HOURS,
        { id: ownId, spans: [{ weekday: 1, startMinute: 800, endMinute: 1000 }] },
        'spans',
      ],
      [
        SET_BREAKS,
        { id: ownId, breaks: [{ weekday: 6, startMinute: 800, endMinute: 830, kind: 'BREAK' }] },
        'breaks.0.startMinute',
      ],
      [
        PUT_EXCEPTION,
        {
          input: {
            instructorId: ownId,
            date: '2030-01-07',
            startMinute: 600,
            endMinute: 500,
            isAvailable: false,
          },
        },
        'input.endMinute',
      ],
      [
        PUT_EXCEPTION,
        { input: { instructorId: ownId, date: '2030-02-30', isAvailable: false } },
        'input.date',
      ],
    ];
    for (const [query, variables, field] of attempts) {
      const answer = await graphql(server, { query, variables }, regional.cookie);
      expect(errorCode(answer)).toBe('VALIDATION_ERROR');
      expect(fieldsOf(answer)).toContain(field);
    }
    expect(await graphql(server, { query: READ, variables: { id: ownId } }, admin)).toEqual(before);
    expect(await auditCount()).toBe(entries);
  });
});

describe('exceptions', () => {
  it('puts a day off and extra hours, lists them from a date, deletes one, each audited', async () => {
    const entries = await auditCount();
    const dayOff = await graphql(
      server,
      {
        query: PUT_EXCEPTION,
        variables: {
          input: { instructorId: ownId, date: '2030-01-08', isAvailable: false, note: 'Dentist' },
        },
      },
      instructorUser,
    );
    expect(dayOff.data!['putAvailabilityException']).toMatchObject({
      date: '2030-01-08',
      startMinute: null,
    });
    const extra = await graphql(
      server,
      {
        query: PUT_EXCEPTION,
        variables: {
          input: {
            instructorId: ownId,
            date: '2030-01-12',
            startMinute: 540,
            endMinute: 720,
            isAvailable: true,
          },
        },
      },
      regional.cookie,
    );
    const read = await graphql(
      server,
      { query: READ, variables: { id: ownId, from: '2030-01-09' } },
      admin,
    );
    expect(
      read.data!['instructorAvailability'].exceptions.map((e: { date: string }) => e.date),
    ).toEqual(['2030-01-12']);
    const removed = await graphql(
      server,
      { query: DELETE_EXCEPTION, variables: { id: extra.data!['putAvailabilityException'].id } },
      regional.cookie,
    );
    expect(removed.errors).toBeUndefined();
    expect(await auditCount()).toBe(entries + 3);
  });
});

/** Waits until no availability audit is queued or running (pg-boss keeps jobs in its tables). */
async function auditJobsFinished(): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [row] = await queryRows<{ count: number }>(
      server.platform.db,
      sql`select count(*)::int as count from pgboss.job
          where name = 'audit-instructor-availability' and state in ('created', 'retry', 'active')`,
    );
    if (Number(row?.count ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error('availability audits still queued after 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('availability jobs', () => {
  it('a change lands a notice for the regional manager in the outbox', async () => {
    await graphql(
      server,
      { query: SET_BREAKS, variables: { id: ownId, breaks: MEAL } },
      regional.cookie,
    );
    const deadline = Date.now() + 20_000;
    let subjects: string[] = [];
    while (Date.now() < deadline) {
      const { items } = await server.platform.outbox.list({ first: 50, skip: 0 });
      subjects = items.filter((item) => item.to === 'luis@school.test').map((item) => item.subject);
      if (subjects.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(subjects).toContain('Priya R. changed their availability');
  });

  it('the audit flags an overlapping lesson and one outside the hours, and resolves them later', async () => {
    const db = server.platform.db.db;
    // The changes above queued audits of this instructor, which run on the real clock: one
    // running after the audit below would resolve its findings (2030 is beyond its eight weeks).
    await auditJobsFinished();
    // Monday 2030-01-07 in Denver (UTC−7): hours 15:00–24:00Z, meal break 19:00–19:30Z.
    const lesson = (start: string, minutes: number) => ({
      instructorId: ownId,
      lessonTypeId,
      startTime: new Date(start),
      endTime: new Date(Date.parse(start) + minutes * 60_000),
      durationMinutes: minutes,
    });
    const [first, second, late] = await db
      .insert(lessons)
      .values([
        { ...lesson('2030-01-07T15:00:00Z', 120), actualDurationMinutes: 150 },
        lesson('2030-01-07T17:00:00Z', 120),
        lesson('2030-01-08T01:00:00Z', 60),
      ])
      .returning();
    const now = new Date('2030-01-06T12:00:00Z');
    expect(await auditInstructorAvailability(server.platform, ownId, now)).toEqual({
      added: 2,
      resolved: 0,
      open: 2,
    });
    const findings = await graphql(
      server,
      { query: FINDINGS, variables: { id: ownId } },
      regional.cookie,
    );
    expect(
      findings.data!['availabilityAuditFindings'].edges.map((edge: { node: unknown }) => edge.node),
    ).toEqual([
      {
        kind: 'OVERLAP',
        lessonId: second!.id,
        otherLessonId: first!.id,
        instructorName: 'Priya R.',
      },
      {
        kind: 'OUTSIDE_AVAILABILITY',
        lessonId: late!.id,
        otherLessonId: null,
        instructorName: 'Priya R.',
      },
    ]);
    expect(
      errorCode(await graphql(server, { query: FINDINGS, variables: {} }, instructorUser)),
    ).toBe('FORBIDDEN');

    const messageId = await notifyAvailabilityChange(server.platform, ownId, now);
    const message = await server.platform.outbox.get(messageId!);
    expect(message!.subject).toBe('Priya R. changed their availability: 1 lesson outside it');
    expect(message!.text).toContain('Mon, Jan 7, 6:00 PM – 7:00 PM · Driving lesson');

    await db.update(lessons).set({ cancelledAt: now }).where(eq(lessons.id, late!.id));
    expect(await auditInstructorAvailability(server.platform, ownId, now)).toMatchObject({
      added: 0,
      resolved: 1,
      open: 1,
    });
  });

  it('the calendar shows lessons, the time log, the meal break and free time of a day', async () => {
    const day = { id: ownId, from: '2030-01-07T07:00:00Z', to: '2030-01-08T07:00:00Z' };
    const answer = await graphql(server, { query: SCHEDULE, variables: day }, instructorUser);
    expect(answer.errors).toBeUndefined();
    const schedule = answer.data!['instructorSchedule'];
    expect(schedule.lessons).toHaveLength(2);
    const types = new Set(schedule.blocks.map((block: { type: string }) => block.type));
    expect([...types].sort()).toEqual(['FILLER', 'LESSON', 'MEAL_BREAK', 'TIME_LOG']);
    expect(schedule.blocks).toContainEqual({
      type: 'MEAL_BREAK',
      start: '2030-01-07T19:00:00.000Z',
      end: '2030-01-07T19:30:00.000Z',
      referenceId: null,
    });
    const tooLong = { ...day, to: '2030-01-30T07:00:00Z' };
    const refused = await graphql(server, { query: SCHEDULE, variables: tooLong }, admin);
    expect(fieldsOf(refused)).toEqual(['to']);
    const other = { ...day, id: otherId };
    expect(
      errorCode(await graphql(server, { query: SCHEDULE, variables: other }, instructorUser)),
    ).toBe('FORBIDDEN');
  });
});

describe('audit findings follow their cause', () => {
  const openLessonIds = async (): Promise<string[]> => {
    const answer = await graphql(
      server,
      { query: FINDINGS, variables: { id: ownId } },
      regional.cookie,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!['availabilityAuditFindings'].edges.map(
      (edge: { node: { lessonId: string } }) => edge.node.lessonId,
    );
  };

  it('a moved lesson still outside the hours is found again; a cancelled one is gone at once', async () => {
    const db = server.platform.db.db;
    // Three days ahead at 05:00Z: 22:00 the evening before in Denver, after the hours every day.
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(5, 0, 0, 0);
    const hour = 3_600_000;
    const [lesson] = await db
      .insert(lessons)
      .values({
        instructorId: ownId,
        lessonTypeId,
        startTime: start,
        endTime: new Date(start.getTime() + hour),
        durationMinutes: 60,
      })
      .returning();
    await auditInstructorAvailability(server.platform, ownId);
    expect(await openLessonIds()).toContain(lesson!.id);
    // Later than the detection, even on a fast machine (timestamps are to the millisecond).
    await new Promise((resolve) => setTimeout(resolve, 5));

    await db
      .update(lessons)
      .set({
        startTime: new Date(start.getTime() + hour),
        endTime: new Date(start.getTime() + 2 * hour),
        updatedAt: new Date(),
      })
      .where(eq(lessons.id, lesson!.id));
    expect(await openLessonIds()).toContain(lesson!.id);

    // No audit runs in between: reading the findings is enough.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db
      .update(lessons)
      .set({ cancelledAt: new Date(), updatedAt: new Date() })
      .where(eq(lessons.id, lesson!.id));
    expect(await openLessonIds()).not.toContain(lesson!.id);
  });
});
