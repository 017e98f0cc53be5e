// API telemetry: every GraphQL operation is counted in memory, flushed to api_call_counts (by the
// timer, by flush(), and on close), and read back per school day by Admins only.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schoolDay } from '../../../domain/school-day.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createApiCallCounter } from './api-call-counter.ts';

const BY_DATE = `query Telemetry($from: String!, $to: String!, $operationName: String) {
  apiCallCountByDate(from: $from, to: $to, operationName: $operationName) { id count } }`;
const BY_OPERATION = `query TelemetryOps($from: String!, $to: String!) {
  apiCallCountByOperation(from: $from, to: $to) { operationName count } }`;

let server: TestServer;
let admin: string;
let trainee: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (
    await signUpAndSignIn(server, {
      email: 'ada@telemetry.test',
      password: 'a-long-test-password',
      name: 'Ada',
      roles: ['Admin'],
    })
  ).cookie;
  trainee = (
    await signUpAndSignIn(server, {
      email: 'tom@telemetry.test',
      password: 'a-long-test-password',
      name: 'Tom',
      roles: ['Trainee'],
    })
  ).cookie;
});

afterAll(async () => {
  await server?.stop();
});

const today = () => schoolDay(new Date());

const countOf = async (operationName: string) => {
  const result = await graphql(
    server,
    { query: BY_DATE, variables: { from: today(), to: today(), operationName } },
    admin,
  );
  expect(result.errors).toBeUndefined();
  return result.data!['apiCallCountByDate'][0].count as number;
};

describe('api telemetry', () => {
  it('counts N operations per name once flushed, on the school day', async () => {
    for (let i = 0; i < 3; i += 1) {
      const result = await graphql(server, { query: 'query Probe { featureFlags { key } }' });
      expect(result.errors).toBeUndefined();
    }
    await graphql(server, { query: '{ featureFlags { key } }' }); // no name: (anonymous)
    await server.platform.telemetry.flush();
    expect(await countOf('Probe')).toBe(3);
    expect(await countOf('(anonymous)')).toBeGreaterThanOrEqual(1);

    const byOperation = await graphql(
      server,
      { query: BY_OPERATION, variables: { from: today(), to: today() } },
      admin,
    );
    expect(byOperation.data!['apiCallCountByOperation']).toContainEqual({
      operationName: 'Probe',
      count: 3,
    });
  });

  it('lists every day of the range, zeros included, with the date as id', async () => {
    const result = await graphql(
      server,
      { query: BY_DATE, variables: { from: '2020-02-27', to: '2020-03-01' } },
      admin,
    );
    expect(result.data!['apiCallCountByDate']).toEqual([
      { id: '2020-02-27', count: 0 },
      { id: '2020-02-28', count: 0 },
      { id: '2020-02-29', count: 0 },
      { id: '2020-03-01', count: 0 },
    ]);
  });

  it('adds the counts of several counters (processes) and flushes on a timer and on close', async () => {
    const before = await countOf('OtherProcess');
    const timed = createApiCallCounter({
      db: server.platform.db,
      log: server.platform.log,
      flushIntervalMs: 50,
    });
    const closing = createApiCallCounter({
      db: server.platform.db,
      log: server.platform.log,
      flushIntervalMs: 60_000,
    });
    timed.count('OtherProcess');
    timed.count('OtherProcess');
    closing.count('OtherProcess');
    await vi.waitFor(async () => expect(await countOf('OtherProcess')).toBe(before + 2), {
      timeout: 3_000,
    });
    await closing.close();
    await timed.close();
    expect(await countOf('OtherProcess')).toBe(before + 3);
    closing.count('OtherProcess'); // after close: dropped, never written
    await closing.flush();
    expect(await countOf('OtherProcess')).toBe(before + 3);
  });

  it('is for Admins only, and checks the range', async () => {
    const variables = { from: today(), to: today() };
    expect(errorCode(await graphql(server, { query: BY_DATE, variables }, trainee))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await graphql(server, { query: BY_DATE, variables }))).toBe('NOT_SIGNED_IN');
    const backwards = await graphql(
      server,
      { query: BY_DATE, variables: { from: '2026-03-02', to: '2026-03-01' } },
      admin,
    );
    expect(errorCode(backwards)).toBe('VALIDATION_ERROR');
    expect(backwards.errors![0]!.extensions!.fields).toEqual([
      { path: 'to', message: 'must not be before from' },
    ]);
    const notADay = await graphql(
      server,
      { query: BY_DATE, variables: { from: '2026-02-30', to: '2026-03-01' } },
      admin,
    );
    expect(notADay.errors![0]!.extensions!.fields![0]!.path).toBe('from');
  });
});
