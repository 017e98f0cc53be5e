// Sync checks through GraphQL: legacy import with malformed records, a check finding planted
// conflicts of each kind with live events over SSE, one check at a time, cancellation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncQuantities, type SyncQuantities } from '../../../domain/sync/sync-quantities.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql, type GraphqlResponse } from '../../testing/graphql-client.ts';
import { onPostgres } from '../../testing/test-database.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { readLedger } from '../ledger/ledger.service.ts';
import { createStudents } from '../ledger/testing/ledger-fixtures.ts';
import { students } from '../students/students.tables.ts';
import {
  runSyncCheck,
  SYNC_PROGRESS_TOPIC,
  type SyncProgressPayload,
} from './sync-check-runner.ts';
import { syncRepository } from './sync.repository.ts';
import { subscribeSse } from './testing/sse.ts';
import { buildVariedLedger, type VariedLedger } from './testing/varied-ledger.ts';

const IMPORT = `mutation I($format: LegacyImportFormat!, $content: String!) { importLegacyBalances(format: $format, content: $content) { importedCount importedDaysCount rejected { line reason } } }`;
const START = `mutation { startSyncCheck { id isRunning } }`;
const CANCEL = `mutation C($id: ID!) { cancelSyncCheck(id: $id) { id cancelRequested } }`;
const CHECK = `query Q($id: ID!) { syncCheck(id: $id) { id endTime isRunning isCancelled studentsCount checkedStudentsCount ignoredStudentsCount ledgerStudentsCount outOfSyncStudentsCount conflictsCount errorsCount conflicts { totalCount edges { node { id studentId studentName kind productType syncIndicator nextValue legacyValue } } } } }`;
const CONFLICT = `query Q($id: ID!) { syncConflict(id: $id) { id lastSyncCheckId kind nextValue legacyValue breakdown { day nextChange legacyChange nextTotal legacyTotal diverges } } }`;
const PROGRESS = `subscription S($id: ID!) { syncCheckProgress(syncCheckId: $id) { kind syncCheckId studentsCount processedCount conflictsCount conflictId } }`;

let server: TestServer;
let admin: string;
let trainee: string;
let ledger: VariedLedger;
let deleted: string;
let ours: Map<string, SyncQuantities>;

const csvRow = (id: string, q: SyncQuantities, day = '') =>
  [id, day, q.drivingMinute, q.observationMinute, q.fundsCents, q.expiredMinutes].join(',');
const HEADER = 'student_id,day,driving_minutes,observation_minutes,funds_cents,expired_minutes';

async function waitForEnd(id: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = await graphql(server, { query: CHECK, variables: { id } }, admin);
    if (answer.data?.syncCheck.endTime) return answer.data.syncCheck;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the sync check did not end');
}

beforeAll(async () => {
  server = await startTestServer();
  const sign = async (email: string, roles: ('SyncCheckAdmin' | 'Trainee')[]) =>
    (await signUpAndSignIn(server, { email, password: 'a-long-test-password', name: email, roles }))
      .cookie;
  admin = await sign('sam@sync.test', ['SyncCheckAdmin']);
  trainee = await sign('tia@sync.test', ['Trainee']);
  ledger = await buildVariedLedger(server.platform, ['Ava', 'Ben', 'Cleo', 'Dan']);
  const db = server.platform.db.db;
  [deleted] = (await createStudents(db, ['Gone'])) as [string];
  await db.update(students).set({ isDeleted: true }).where(eq(students.id, deleted));
  await createStudents(db, ['Never in legacy']);
  ours = new Map();
  for (const id of ledger.studentIds) {
    ours.set(id, syncQuantities((await readLedger(server.platform, id)).state));
  }
});

afterAll(async () => {
  await server?.stop();
});

describe('legacy import', () => {
  it('imports the valid records and reports each malformed one with its line and reason', async () => {
    const [a, b, c, d] = ledger.studentIds as [string, string, string, string];
    const q = (id: string) => ours.get(id)!;
    const content = [
      HEADER,
      csvRow(a, { ...q(a), drivingMinute: q(a).drivingMinute + 30 }), // planted: product balance
      csvRow(
        a,
        { drivingMinute: 360, observationMinute: 120, fundsCents: 89_900, expiredMinutes: 0 },
        '2026-01-02',
      ),
      csvRow(b, { ...q(b), fundsCents: q(b).fundsCents - 100 }), // planted: funds
      `${c},,twelve,0,0,0`, // line 5: not a number
      csvRow(c, { ...q(c), expiredMinutes: q(c).expiredMinutes + 10 }), // planted: expired
      `${d},,1,2`, // line 7: too few fields
      csvRow('00000000-0000-4000-8000-000000000000', q(d)), // line 8: unknown student
      csvRow(d, q(d)),
      csvRow(deleted, { drivingMinute: 5, observationMinute: 0, fundsCents: 0, expiredMinutes: 0 }),
      csvRow(d, q(d)), // line 11: duplicate
      `${d},"2026-01-0"1,0,0,0,0`, // line 12: broken quotes
    ].join('\n');
    const answer = await graphql(
      server,
      { query: IMPORT, variables: { format: 'CSV', content } },
      admin,
    );
    expect(answer.errors?.[0]?.message ?? null).toBeNull();
    expect(answer.data?.importLegacyBalances).toEqual({
      importedCount: 5,
      importedDaysCount: 1,
      rejected: [
        { line: 5, reason: 'drivingMinutes (driving_minutes): must be a whole number' },
        { line: 7, reason: 'has 4 fields; the header has 6' },
        { line: 8, reason: 'studentId: no such student' },
        { line: 11, reason: `studentId: this student's balances are already on line 9` },
        { line: 12, reason: expect.stringMatching(/^not valid CSV/) },
      ],
    });
    expect(await syncRepository.legacyCount(server.platform.db.db)).toBe(5);
  });

  it('reads JSON with a day log, numbering records from 1, in one transaction', async () => {
    const content = JSON.stringify([
      {
        studentId: 'not-an-id',
        drivingMinutes: 0,
        observationMinutes: 0,
        fundsCents: 0,
        expiredMinutes: 0,
      },
      {
        studentId: deleted,
        drivingMinutes: 5,
        observationMinutes: 0,
        fundsCents: 0,
        expiredMinutes: 0,
        days: [
          {
            day: '2026-02-01',
            drivingMinutes: 5,
            observationMinutes: 0,
            fundsCents: 0,
            expiredMinutes: 0,
          },
        ],
      },
    ]);
    const answer = await graphql(
      server,
      { query: IMPORT, variables: { format: 'JSON', content } },
      admin,
    );
    expect(answer.data?.importLegacyBalances).toEqual({
      importedCount: 1,
      importedDaysCount: 1,
      rejected: [{ line: 1, reason: 'studentId: must be a student id' }],
    });
    const bad = await graphql(
      server,
      { query: IMPORT, variables: { format: 'JSON', content: '{"x":' } },
      admin,
    );
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
  });

  it('is refused to roles without sync.run', async () => {
    const answer = await graphql(
      server,
      { query: IMPORT, variables: { format: 'CSV', content: HEADER } },
      trainee,
    );
    expect(errorCode(answer)).toBe('FORBIDDEN');
  });
});

describe('sync check', () => {
  it('finds exactly the planted conflicts, with their kinds, and streams its events', async () => {
    const started = await graphql(server, { query: START }, admin);
    expect(started.errors).toBeUndefined();
    const id = started.data?.startSyncCheck.id as string;
    const check = await waitForEnd(id);
    const [a, b, c] = ledger.studentIds as [string, string, string];
    expect(check).toMatchObject({
      isCancelled: false,
      studentsCount: 6,
      checkedStudentsCount: 4,
      ignoredStudentsCount: 2,
      ledgerStudentsCount: 4,
      outOfSyncStudentsCount: 3,
      conflictsCount: 3,
      errorsCount: 0,
    });
    const found = check.conflicts.edges.map((edge: { node: Record<string, unknown> }) => edge.node);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          studentId: a,
          studentName: 'Ava',
          kind: 'studentProductBalance',
          productType: 'drivingMinute',
          syncIndicator: 'legacyHigher',
          legacyValue: ours.get(a)!.drivingMinute + 30,
        }),
        expect.objectContaining({
          studentId: b,
          kind: 'studentFundsBalance',
          syncIndicator: 'nextHigher',
          nextValue: ours.get(b)!.fundsCents,
        }),
        expect.objectContaining({
          studentId: c,
          kind: 'studentExpiredMinutes',
          legacyValue: ours.get(c)!.expiredMinutes + 10,
        }),
      ]),
    );
    expect(found).toHaveLength(3);

    const productConflict = found.find(
      (node: { kind: string }) => node.kind === 'studentProductBalance',
    );
    const detail = await graphql(
      server,
      { query: CONFLICT, variables: { id: productConflict.id } },
      admin,
    );
    const breakdown = detail.data?.syncConflict.breakdown as {
      day: string;
      nextTotal: number;
      legacyTotal: number | null;
      diverges: boolean;
    }[];
    expect(detail.data?.syncConflict.lastSyncCheckId).toBe(id);
    expect(breakdown.at(-1)?.nextTotal).toBe(ours.get(a)!.drivingMinute);
    expect(breakdown.find((row) => row.day === '2026-01-02')?.legacyTotal).toBe(360);
    expect(breakdown.filter((row) => row.diverges)).toHaveLength(1);

    const last = await graphql(server, { query: '{ lastCompletedSyncCheck { id } }' }, admin);
    expect(last.data?.lastCompletedSyncCheck.id).toBe(id);
  });

  it('delivers start, progress, conflict and end events over SSE', async () => {
    // The subscription must be listening before the check starts: make a check row, subscribe,
    // then run it in this process.
    const check = (await syncRepository.insertCheck(server.platform.db.db, {
      startedById: null,
      startedByName: 'Test',
    }))!;
    const stream = await subscribeSse<{ data: { syncCheckProgress: SyncProgressPayload } }>(
      server,
      admin,
      { query: PROGRESS, variables: { id: check.id } },
      (event) => event.data.syncCheckProgress.kind === 'end',
    );
    expect(stream.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await runSyncCheck(server.platform, check.id, { batchSize: 2 });
    const kinds = (await stream.events).map((event) => event.data.syncCheckProgress.kind);
    expect(kinds[0]).toBe('start');
    expect(kinds.filter((kind) => kind === 'conflict').length).toBeGreaterThanOrEqual(1);
    expect(kinds.filter((kind) => kind === 'progress')).toHaveLength(3);
    expect(kinds.at(-1)).toBe('end');
  });

  it('runs one at a time: CONFLICT while one runs, and the database refuses a second', async () => {
    const db = server.platform.db.db;
    const running = (await syncRepository.insertCheck(db, {
      startedById: null,
      startedByName: 'Test',
    }))!;
    expect(
      await syncRepository.insertCheck(db, { startedById: null, startedByName: 'Again' }),
    ).toBeNull();
    const second = await graphql(server, { query: START }, admin);
    expect(errorCode(second)).toBe('CONFLICT');
    await syncRepository.updateCheck(db, running.id, { endTime: new Date() });
  });

  it('stops at the next batch once cancelled, and reports cancel', async () => {
    const db = server.platform.db.db;
    // Enough batches of one student that the run is still going when the cancel lands.
    await createStudents(
      db,
      Array.from({ length: 2_000 }, (_, index) => `Extra ${index}`),
    );
    const check = (await syncRepository.insertCheck(db, {
      startedById: null,
      startedByName: 'Test',
    }))!;
    const events: SyncProgressPayload[] = [];
    let cancelled:
      Promise<GraphqlResponse<{ cancelSyncCheck: { cancelRequested: boolean } }>> | undefined;
    let cancelledAt = 0;
    const subscription = server.platform.events.pubsub.subscribe(SYNC_PROGRESS_TOPIC, check.id);
    const listening = (async () => {
      for await (const event of subscription as AsyncIterable<SyncProgressPayload>) {
        events.push(event);
        if (event.kind === 'progress' && !cancelled) {
          cancelled = graphql(server, { query: CANCEL, variables: { id: check.id } }, admin);
          void cancelled.then(() => (cancelledAt = performance.now()));
        }
        if (event.kind === 'cancel' || event.kind === 'end') return performance.now();
      }
      return performance.now();
    })();
    const result = await runSyncCheck(server.platform, check.id, { batchSize: 1 });
    const stoppedAt = await listening;
    const answer = await cancelled!;
    expect(answer.errors?.[0]?.message ?? null).toBeNull();
    expect(answer.data?.cancelSyncCheck.cancelRequested).toBe(true);
    expect(stoppedAt - cancelledAt).toBeLessThan(2_000);
    expect(result.isCancelled).toBe(true);
    expect(result.endTime).not.toBeNull();
    expect(result.checkedStudentsCount + result.ignoredStudentsCount).toBeLessThan(2_006);
    expect(events.at(-1)?.kind).toBe('cancel');
    const again = await graphql(server, { query: CANCEL, variables: { id: check.id } }, admin);
    expect(errorCode(again)).toBe('CONFLICT');
  });

  it('is read only by roles with sync.read', async () => {
    expect(
      errorCode(await graphql(server, { query: '{ syncChecks { totalCount } }' }, trainee)),
    ).toBe('FORBIDDEN');
    const list = await graphql(
      server,
      { query: '{ syncChecks(pageQuery: { first: 1 }) { totalCount edges { node { id } } } }' },
      admin,
    );
    expect(list.data?.syncChecks.edges).toHaveLength(1);
  });

  it.skipIf(!onPostgres())('lets exactly one of simultaneous starts through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => graphql(server, { query: START }, admin)),
    );
    const ok = answers.filter((answer) => !answer.errors);
    expect(ok).toHaveLength(1);
    expect(answers.filter((answer) => errorCode(answer) === 'CONFLICT')).toHaveLength(5);
    await waitForEnd(ok[0]!.data?.startSyncCheck.id as string);
  });
});
