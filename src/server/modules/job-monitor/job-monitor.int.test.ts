// The jobs screen's API: a failed job is listed with its error, then retried through pg-boss and
// completes; only Admin may list or retry.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue.ts';
import { signUpAndSignIn } from '../../testing/auth-client.ts';
import { errorCode, graphql } from '../../testing/graphql-client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const JOBS = `query Jobs($state: JobListState!, $name: String) { jobs(state: $state, name: $name) {
  totalCount edges { node { id name state dataSummary attempts retryLimit createdAt startedAt completedAt error } } } }`;
const RETRY = `mutation Retry($id: ID!) { retryJob(id: $id) { id state } }`;

let server: TestServer;
let admin: string;
let trainee: string;
let runs = 0;

/** Fails its first run, succeeds after: a job that needs a person's retry. */
const flakyJob = defineJob({
  name: 'test-flaky-import',
  payload: z.object({ file: z.string() }),
  retry: { limit: 0, delaySeconds: 1 },
  handler: () => {
    runs += 1;
    return runs === 1 ? Promise.reject(new Error('import file is locked')) : Promise.resolve();
  },
});

beforeAll(async () => {
  // Workers start after the test job is registered (registering after start is refused).
  server = await startTestServer({ RUN_WORKERS: 'false' });
  server.platform.jobs.register(flakyJob, server.platform);
  await server.platform.jobs.startWorkers();
  admin = (
    await signUpAndSignIn(server, {
      email: 'ada@jobs.test',
      password: 'a-long-test-password',
      name: 'Ada',
      roles: ['Admin'],
    })
  ).cookie;
  trainee = (
    await signUpAndSignIn(server, {
      email: 'tom@jobs.test',
      password: 'a-long-test-password',
      name: 'Tom',
      roles: ['Trainee'],
    })
  ).cookie;
});

afterAll(async () => {
  await server?.stop();
});

const list = async (state: string, name?: string) => {
  const result = await graphql(server, { query: JOBS, variables: { state, name } }, admin);
  expect(result.errors).toBeUndefined();
  return result.data!['jobs'] as {
    totalCount: number;
    edges: { node: Record<string, unknown> }[];
  };
};

describe('jobs', () => {
  it('lists a failed job with its error, retries it, and it completes', async () => {
    const id = await server.platform.jobs.enqueue(flakyJob, { file: 'students.csv' });
    await vi.waitFor(async () => expect((await list('failed', flakyJob.name)).totalCount).toBe(1), {
      timeout: 10_000,
      interval: 200,
    });
    const failed = (await list('failed')).edges.map((edge) => edge.node);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      id,
      name: 'test-flaky-import',
      state: 'failed',
      dataSummary: '{"file":"students.csv"}',
      attempts: 1,
      retryLimit: 0,
    });
    expect(failed[0]!['error']).toContain('import file is locked');
    expect(failed[0]!['startedAt']).not.toBeNull();

    const retried = await graphql(server, { query: RETRY, variables: { id } }, admin);
    expect(retried.errors).toBeUndefined();
    expect(retried.data!['retryJob']).toEqual({ id, state: 'queued' });
    // A second retry while it is queued is refused.
    expect(errorCode(await graphql(server, { query: RETRY, variables: { id } }, admin))).toBe(
      'CONFLICT',
    );
    await vi.waitFor(
      async () =>
        expect((await list('completed', flakyJob.name)).edges.map((e) => e.node['id'])).toEqual([
          id,
        ]),
      { timeout: 10_000, interval: 200 },
    );
    expect((await list('failed', flakyJob.name)).totalCount).toBe(0);
    expect(runs).toBe(2);
  });

  it('is for Admins only and checks the id', async () => {
    expect(
      errorCode(await graphql(server, { query: JOBS, variables: { state: 'failed' } }, trainee)),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(
        await graphql(server, { query: RETRY, variables: { id: crypto.randomUUID() } }, trainee),
      ),
    ).toBe('FORBIDDEN');
    expect(
      errorCode(await graphql(server, { query: RETRY, variables: { id: 'nope' } }, admin)),
    ).toBe('VALIDATION_ERROR');
    expect(
      errorCode(
        await graphql(server, { query: RETRY, variables: { id: crypto.randomUUID() } }, admin),
      ),
    ).toBe('NOT_FOUND');
  });
});
