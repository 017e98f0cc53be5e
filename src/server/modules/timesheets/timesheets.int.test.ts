// Timesheets through GraphQL (docs/timesheets.md): lessons at their rates (recorded length,
// no-shows paid, cancellations not), the paid block types setting, approval locking a period,
// a correction in the next open period after a locked lesson changes, the audit entries, who
// may read pay, and bad input refused with nothing written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../domain/roles.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessonCancellations, lessons } from '../lessons/lessons.tables.ts';
import { createInstructor, createLessonTypes } from '../lessons/testing/lesson-fixtures.ts';
import { timesheetApprovals } from './timesheets.tables.ts';

const PERIOD = `query P($start: String!, $end: String!) {
  timesheetPeriod(start: $start, end: $end) {
    start end isComplete totalPayCents approval { approvedByName }
    timesheets {
      instructorName teachingRateCents nonTeachingRateCents teachingMinutes nonTeachingMinutes
      teachingPayCents nonTeachingPayCents totalPayCents
      lines { key kind blockType date lessonId description minutes rateCents payCents correctsPeriodStart reason }
    } } }`;
const SETTINGS = `mutation S($input: TimesheetSettingsInput!) {
  updateTimesheetSettings(input: $input) { periodLength anchorDate paidBlockTypes } }`;
const APPROVE = `mutation A($input: ApproveTimesheetPeriodInput!) {
  approveTimesheetPeriod(input: $input) { start approval { approvedByName } timesheets { instructorName totalPayCents } } }`;
const AUDIT = `{ auditLogs(query: { collectionName: Timesheets }) { edges { node { action collection { path } changes { path newValue } } } } }`;

interface Line {
  key: string;
  kind: string;
  blockType: string;
  lessonId: string | null;
  description: string;
  minutes: number;
  rateCents: number;
  payCents: number;
  correctsPeriodStart: string | null;
  reason: string | null;
}
interface Sheet {
  instructorName: string;
  teachingMinutes: number;
  nonTeachingMinutes: number;
  teachingPayCents: number;
  nonTeachingPayCents: number;
  totalPayCents: number;
  teachingRateCents: number | null;
  lines: Line[];
}

const MARCH_1 = { start: '2026-03-01', end: '2026-03-07' };
const MARCH_8 = { start: '2026-03-08', end: '2026-03-14' };
const MARCH_15 = { start: '2026-03-15', end: '2026-03-21' };

let server: TestServer;
let admin: string;
let regional: string;
let trainee: string;
let instructorCookie: string;
const ids: Record<string, string> = {};

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function period(cookie: string, which: { start: string; end: string }) {
  const response = await graphql(server, { query: PERIOD, variables: which }, cookie);
  expect(response.errors).toBeUndefined();
  return response.data!['timesheetPeriod'] as {
    totalPayCents: number;
    approval: { approvedByName: string } | null;
    timesheets: Sheet[];
  };
}

const sheetOf = (sheets: Sheet[], name: string) => sheets.find((s) => s.instructorName === name)!;

/** Every timesheet adds up: lines to totals, kinds to the total. */
function expectBalanced(sheet: Sheet) {
  const of = (kind: string) => sheet.lines.filter((l) => l.kind === kind);
  expect(sum(of('TEACHING').map((l) => l.payCents))).toBe(sheet.teachingPayCents);
  expect(sum(of('NON_TEACHING').map((l) => l.payCents))).toBe(sheet.nonTeachingPayCents);
  expect(sum(of('TEACHING').map((l) => l.minutes))).toBe(sheet.teachingMinutes);
  expect(sheet.teachingPayCents + sheet.nonTeachingPayCents).toBe(sheet.totalPayCents);
}

beforeAll(async () => {
  server = await startTestServer();
  const account = (email: string, roles: StaffRole[]) =>
    signUpAndSignIn(server, {
      email,
      password: 'timesheets-password',
      name: email.split('@')[0]!,
      roles,
    });
  admin = (await account('dana@pay.test', ['Admin'])).cookie;
  regional = (await account('luis@pay.test', ['RegionalManager'])).cookie;
  trainee = (await account('tyler@pay.test', ['Trainee'])).cookie;
  const own = await account('rita@pay.test', ['Instructor']);
  instructorCookie = own.cookie;
  const rita = await createInstructor(server.platform, { name: 'Rita Moss', userId: own.userId });
  const alex = await createInstructor(server.platform, { name: 'Alex Bloom' });
  const db = server.platform.db.db;
  await db
    .update(instructors)
    .set({ teachingPayCents: 3333, nonTeachingPayCents: 1999 })
    .where(eq(instructors.id, rita));
  await db
    .update(instructors)
    .set({ teachingPayCents: 3000, nonTeachingPayCents: 1500 })
    .where(eq(instructors.id, alex));
  const { Standard } = await createLessonTypes(server.platform);
  const lesson = async (
    name: string,
    instructorId: string,
    start: string,
    extra: Partial<typeof lessons.$inferInsert> = {},
  ) => {
    const startTime = new Date(start);
    const [row] = await db
      .insert(lessons)
      .values({
        instructorId,
        lessonTypeId: Standard,
        startTime,
        endTime: new Date(startTime.getTime() + 60 * 60_000),
        durationMinutes: 60,
        ...extra,
      })
      .returning();
    ids[name] = row!.id;
    return row!;
  };
  const cancel = async (name: string, reason: 'NO_SHOW' | 'OTHER', instructorId: string) => {
    const at = new Date('2026-03-05T00:00:00Z');
    await db.update(lessons).set({ cancelledAt: at }).where(eq(lessons.id, ids[name]!));
    await db.insert(lessonCancellations).values({
      lessonId: ids[name]!,
      reason,
      initiatedBy: 'RoadReady',
      instructorId,
      lessonStartTime: new Date(),
      timestamp: at,
    });
  };
  // Monday March 2nd (Pacific): two lessons 16 km apart, so a drive into the second.
  const austin = { pickupLatitude: 30.2672, pickupLongitude: -97.7431 };
  const roundRock = { pickupLatitude: 30.5083, pickupLongitude: -97.6789 };
  await lesson('first', rita, '2026-03-02T17:00:00Z', austin);
  await lesson('second', rita, '2026-03-02T19:00:00Z', roundRock);
  await lesson('long', rita, '2026-03-03T17:00:00Z', { actualDurationMinutes: 75 });
  await lesson('cancelled', rita, '2026-03-04T17:00:00Z');
  await cancel('cancelled', 'OTHER', rita);
  await lesson('noShow', rita, '2026-03-05T17:00:00Z');
  await cancel('noShow', 'NO_SHOW', rita);
  await lesson('alex', alex, '2026-03-02T18:00:00Z');
  const settings = await graphql(
    server,
    {
      query: SETTINGS,
      variables: {
        input: { periodLength: 'WEEKLY', anchorDate: '2026-01-04', paidBlockTypes: ['DRIVE'] },
      },
    },
    admin,
  );
  expect(settings.errors).toBeUndefined();
  // Four accounts and a server: more than the default minute on a busy machine.
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('timesheets of an open period', () => {
  it('pays lessons at their recorded length and the instructor’s rate, no-shows too, cancellations never', async () => {
    const view = await period(admin, MARCH_1);
    expect(view.approval).toBeNull();
    expect(view.timesheets.map((s) => s.instructorName)).toEqual(['Alex Bloom', 'Rita Moss']);
    const rita = sheetOf(view.timesheets, 'Rita Moss');
    const teaching = rita.lines.filter((l) => l.kind === 'TEACHING');
    expect(teaching.map((l) => [l.lessonId, l.minutes, l.payCents])).toEqual([
      [ids['first'], 60, 3333],
      [ids['second'], 60, 3333],
      // 75 min at $33.33 an hour is 4166.25 cents.
      [ids['long'], 75, 4166],
      [ids['noShow'], 60, 3333],
    ]);
    expect(teaching[3]!.description).toMatch(/no-show/);
    expect(rita.teachingMinutes).toBe(255);
    expect(rita.teachingPayCents).toBe(14165);
    const drive = rita.lines.filter((l) => l.blockType === 'DRIVE');
    expect(drive).toHaveLength(1);
    expect(drive[0]!.minutes).toBeGreaterThan(0);
    expect(drive[0]!.rateCents).toBe(1999);
    expect(rita.nonTeachingPayCents).toBe(Math.floor((drive[0]!.minutes * 1999 + 30) / 60));
    expectBalanced(rita);
    const alex = sheetOf(view.timesheets, 'Alex Bloom');
    expect([alex.teachingMinutes, alex.totalPayCents, alex.nonTeachingMinutes]).toEqual([
      60, 3000, 0,
    ]);
    expect(view.totalPayCents).toBe(rita.totalPayCents + alex.totalPayCents);
  });

  it('pays only the block types the school chose', async () => {
    const none = await graphql(
      server,
      {
        query: SETTINGS,
        variables: {
          input: { periodLength: 'WEEKLY', anchorDate: '2026-01-04', paidBlockTypes: [] },
        },
      },
      admin,
    );
    expect(none.errors).toBeUndefined();
    const rita = sheetOf((await period(admin, MARCH_1)).timesheets, 'Rita Moss');
    expect(rita.nonTeachingMinutes).toBe(0);
    expect(rita.lines.every((l) => l.kind === 'TEACHING')).toBe(true);
    await graphql(
      server,
      {
        query: SETTINGS,
        variables: {
          input: { periodLength: 'WEEKLY', anchorDate: '2026-01-04', paidBlockTypes: ['DRIVE'] },
        },
      },
      admin,
    );
  });

  it('refuses a block type that is unknown or teaching time, naming it, and keeps the setting', async () => {
    const response = await graphql(
      server,
      {
        query: SETTINGS,
        variables: {
          input: {
            periodLength: 'WEEKLY',
            anchorDate: '2026-01-04',
            paidBlockTypes: ['DRIVE', 'COFFEE', 'TIME_LOG'],
          },
        },
      },
      admin,
    );
    expect(errorCode(response)).toBe('VALIDATION_ERROR');
    const fields = response.errors![0]!.extensions!['fields'] as { path: string }[];
    expect(fields.map((f) => f.path)).toEqual(['input.paidBlockTypes.1', 'input.paidBlockTypes.2']);
    const settings = await graphql(
      server,
      { query: '{ timesheetSettings { paidBlockTypes periodLength } }' },
      admin,
    );
    expect(settings.data!['timesheetSettings']).toEqual({
      paidBlockTypes: ['DRIVE'],
      periodLength: 'WEEKLY',
    });
  });

  it('refuses a period that ends before it starts, or is not a pay period', async () => {
    const backwards = await graphql(
      server,
      { query: PERIOD, variables: { start: '2026-03-07', end: '2026-03-01' } },
      admin,
    );
    expect(errorCode(backwards)).toBe('VALIDATION_ERROR');
    expect(backwards.errors![0]!.extensions!['fields']).toEqual([
      { path: 'end', message: 'must not be before the start' },
    ]);
    const wrong = await graphql(
      server,
      { query: PERIOD, variables: { start: '2026-03-02', end: '2026-03-08' } },
      admin,
    );
    expect((wrong.errors![0]!.extensions!['fields'] as { path: string }[])[0]!.path).toBe('start');
    const approve = await graphql(
      server,
      { query: APPROVE, variables: { input: { start: '2026-03-07', end: '2026-03-01' } } },
      admin,
    );
    expect(errorCode(approve)).toBe('VALIDATION_ERROR');
    expect((approve.errors![0]!.extensions!['fields'] as { path: string }[])[0]!.path).toBe(
      'input.end',
    );
    expect(await server.platform.db.db.select().from(timesheetApprovals)).toEqual([]);
  });
});

describe('who sees pay', () => {
  it('shows an instructor their own timesheet only', async () => {
    const view = await period(instructorCookie, MARCH_1);
    expect(view.timesheets.map((s) => s.instructorName)).toEqual(['Rita Moss']);
    expect(view.timesheets[0]!.teachingPayCents).toBe(14165);
  });

  it('refuses staff without pay permission, and signed-out callers', async () => {
    for (const cookie of [regional, trainee]) {
      const response = await graphql(server, { query: PERIOD, variables: MARCH_1 }, cookie);
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.data?.['timesheetPeriod'] ?? null).toBeNull();
    }
    expect(errorCode(await graphql(server, { query: PERIOD, variables: MARCH_1 }))).toBe(
      'NOT_SIGNED_IN',
    );
    const approve = await graphql(
      server,
      { query: APPROVE, variables: { input: MARCH_1 } },
      instructorCookie,
    );
    expect(errorCode(approve)).toBe('FORBIDDEN');
  });
});

describe('approval and corrections', () => {
  it('locks an approved period: later changes show as corrections in the next open period', async () => {
    const before = await period(admin, MARCH_1);
    const approved = await graphql(
      server,
      { query: APPROVE, variables: { input: MARCH_1 } },
      admin,
    );
    expect(approved.errors).toBeUndefined();
    expect(approved.data!['approveTimesheetPeriod']).toMatchObject({
      start: '2026-03-01',
      approval: { approvedByName: 'dana' },
    });
    const again = await graphql(server, { query: APPROVE, variables: { input: MARCH_1 } }, admin);
    expect(errorCode(again)).toBe('CONFLICT');

    // After approval: the long lesson is recorded at 90 minutes, the first one is cancelled.
    const db = server.platform.db.db;
    await db.update(lessons).set({ actualDurationMinutes: 90 }).where(eq(lessons.id, ids['long']!));
    await db.update(lessons).set({ cancelledAt: new Date() }).where(eq(lessons.id, ids['first']!));

    const locked = await period(admin, MARCH_1);
    expect(locked.approval).toEqual({ approvedByName: 'dana' });
    expect(locked.timesheets).toEqual(before.timesheets);

    const next = await period(admin, MARCH_8);
    const rita = sheetOf(next.timesheets, 'Rita Moss');
    const fixes = rita.lines.filter((l) => l.correctsPeriodStart === '2026-03-01');
    expect(
      fixes
        .filter((l) => l.kind === 'TEACHING')
        .map((l) => [l.lessonId, l.minutes, l.payCents, l.reason]),
    ).toEqual([
      [ids['first'], -60, -3333, 'Lesson cancelled or moved after approval (60 min paid)'],
      [ids['long'], 15, 833, 'Changed after approval: 75 min paid, 90 min now'],
    ]);
    // The drive into the second lesson came from the first one: it is taken back too.
    expect(fixes.filter((l) => l.blockType === 'DRIVE').map((l) => l.minutes)).toEqual([
      -before.timesheets[1]!.lines.find((l) => l.blockType === 'DRIVE')!.minutes,
    ]);
    expectBalanced(rita);
    expect(sheetOf(next.timesheets, 'Alex Bloom')).toBeUndefined();

    // Approving the next period settles the corrections: none are left for the one after.
    expect(
      (await graphql(server, { query: APPROVE, variables: { input: MARCH_8 } }, admin)).errors,
    ).toBeUndefined();
    expect((await period(admin, MARCH_15)).timesheets).toEqual([]);
    const settled = sheetOf((await period(admin, MARCH_8)).timesheets, 'Rita Moss');
    expect(settled.totalPayCents).toBe(rita.totalPayCents);
    expect(settled.lines.filter((l) => l.reason !== null)).toHaveLength(fixes.length);
  });

  it('writes an audit entry for each approval and each correction it settles', async () => {
    const response = await graphql(server, { query: AUDIT }, admin);
    const entries = (
      response.data!['auditLogs'] as {
        edges: { node: { changes: { path: string; newValue: string }[] } }[];
      }
    ).edges.map((e) => e.node);
    const approvals = entries.filter((e) => e.changes.some((c) => c.path === 'period'));
    expect(
      approvals.map((e) => e.changes.find((c) => c.path === 'period')!.newValue).sort(),
    ).toEqual(['2026-03-01 to 2026-03-07', '2026-03-08 to 2026-03-14']);
    const corrections = entries.filter((e) => e.changes.some((c) => c.path === 'correction'));
    expect(
      corrections.map((e) => e.changes.find((c) => c.path === 'minutes')!.newValue).sort(),
    ).toEqual(expect.arrayContaining(['-60', '15']));
  });

  it('refuses to approve a period that is not over, and to move the period grid under approved periods', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const current = (
      await graphql(server, { query: '{ payPeriods(count: 1) { start end isComplete } }' }, admin)
    ).data!['payPeriods'] as { start: string; end: string; isComplete: boolean }[];
    expect(current[0]!.isComplete).toBe(false);
    expect(current[0]!.start <= today).toBe(true);
    const early = await graphql(
      server,
      { query: APPROVE, variables: { input: { start: current[0]!.start, end: current[0]!.end } } },
      admin,
    );
    expect(errorCode(early)).toBe('CONFLICT');
    const moved = await graphql(
      server,
      {
        query: SETTINGS,
        variables: {
          input: { periodLength: 'BIWEEKLY', anchorDate: '2026-01-04', paidBlockTypes: ['DRIVE'] },
        },
      },
      admin,
    );
    expect(errorCode(moved)).toBe('VALIDATION_ERROR');
    expect((moved.errors![0]!.extensions!['fields'] as { path: string }[])[0]!.path).toBe(
      'input.anchorDate',
    );
  });
});
