// The job queue on the real pg-boss: once-only runs, retries then a kept failure, payload
// validation, graceful stop, and, on PostgreSQL, two processes sharing one queue.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z, ZodError } from 'zod';
import type { DbHandle } from '../db/client.ts';
import {
  createScratchDatabase,
  onPostgres,
  type ScratchDatabase,
} from '../testing/test-database.ts';
import { createJobQueue, defineJob, type JobDefinition } from './job-queue.ts';
import { openJobHarness, queryRows, type JobHarness } from './testing/job-harness.ts';

let scratch: ScratchDatabase;
let harness: JobHarness;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  harness = await openJobHarness({ url: scratch.url, pgliteDump: scratch.pgliteDump });
});

afterAll(async () => {
  await harness?.close();
  await scratch?.drop();
});

async function jobRows(db: DbHandle, name: string) {
  const rows = await queryRows<{ state: string; count: number }>(
    db,
    sql`select state, count(*)::int as count from pgboss.job where name = ${name} group by state`,
  );
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}

// One queue instance for the whole file; each test registers its own jobs before starting workers.
const calls = { once: [] as string[], failing: [] as { attempt: number; lastAttempt: boolean }[] };
let slowFinished = false;

const onceJob = defineJob({
  name: 'test-runs-once',
  payload: z.object({ label: z.string() }),
  handler: (payload) => {
    calls.once.push(payload.label);
    return Promise.resolve();
  },
});

const failingJob = defineJob({
  name: 'test-always-fails',
  payload: z.object({}),
  retry: { limit: 2, delaySeconds: 1 },
  handler: (_payload, ctx) => {
    calls.failing.push({ attempt: ctx.attempt, lastAttempt: ctx.lastAttempt });
    return Promise.reject(new Error(`boom on attempt ${ctx.attempt}`));
  },
});

const slowJob = defineJob({
  name: 'test-slow',
  payload: z.object({ ms: z.number().int() }),
  handler: async ({ ms }) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    slowFinished = true;
  },
});

const scheduledJob = defineJob({
  name: 'test-scheduled',
  payload: z.object({}),
  schedule: '*/5 * * * *',
  handler: async () => {},
});

describe('job queue', () => {
  beforeAll(async () => {
    for (const job of [onceJob, failingJob, slowJob, scheduledJob] as JobDefinition<never>[]) {
      harness.jobs.register(job, harness.platform);
    }
    await harness.jobs.startWorkers();
  });

  it('runs an enqueued job exactly once', async () => {
    const id = await harness.jobs.enqueue(onceJob, { label: 'first' });
    await vi.waitFor(
      async () => expect((await harness.jobs.getJob(onceJob.name, id))?.state).toBe('completed'),
      {
        timeout: 10_000,
        interval: 100,
      },
    );
    // Past another polling interval: nothing picks it up a second time.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(calls.once).toEqual(['first']);
    expect(await harness.jobs.getJob(onceJob.name, id)).toMatchObject({
      retryCount: 0,
      error: null,
    });
  });

  it('retries a failing job per its policy, then keeps it as failed with its error', async () => {
    const id = await harness.jobs.enqueue(failingJob, {});
    await vi.waitFor(
      async () => expect((await harness.jobs.getJob(failingJob.name, id))?.state).toBe('failed'),
      {
        timeout: 20_000,
        interval: 200,
      },
    );
    const job = await harness.jobs.getJob(failingJob.name, id);
    expect(job).toMatchObject({ state: 'failed', retryCount: 2, error: 'boom on attempt 3' });
    expect(job?.output).toMatchObject({ name: 'Error', message: 'boom on attempt 3' });
    expect(calls.failing).toEqual([
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: false },
      { attempt: 3, lastAttempt: true },
    ]);
  });

  it('refuses a bad payload before anything is stored', async () => {
    await expect(
      harness.jobs.enqueue(onceJob, { label: 42 } as unknown as { label: string }),
    ).rejects.toBeInstanceOf(ZodError);
    expect(await jobRows(harness.db, onceJob.name)).toEqual({ completed: 1 });
  });

  it('stores a job schedule in the database when workers start', async () => {
    const rows = await queryRows<{ cron: string; timezone: string }>(
      harness.db,
      sql`select cron, timezone from pgboss.schedule where name = ${scheduledJob.name}`,
    );
    expect(rows).toEqual([{ cron: '*/5 * * * *', timezone: 'UTC' }]);
  });

  it('returns null for an unknown job id', async () => {
    expect(
      await harness.jobs.getJob(onceJob.name, '00000000-0000-4000-8000-000000000000'),
    ).toBeNull();
  });

  it('lets a running handler finish when stopped; stop is idempotent', async () => {
    const id = await harness.jobs.enqueue(slowJob, { ms: 800 });
    await vi.waitFor(
      async () => expect((await harness.jobs.getJob(slowJob.name, id))?.state).toBe('active'),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
    expect(slowFinished).toBe(false);
    await Promise.all([harness.jobs.stop(), harness.jobs.stop()]);
    expect(slowFinished).toBe(true);
    expect(await jobRows(harness.db, slowJob.name)).toEqual({ completed: 1 });
  });
});

describe('pg-boss start-up', () => {
  it('starts in well under a second on a database where it is installed', async () => {
    // The harness installed pg-boss's schema already; this measures a restart's cost.
    const started = performance.now();
    const second = await createJobQueue({ db: harness.db, log: harness.log });
    const ms = performance.now() - started;
    await second.stop();
    expect(ms).toBeLessThan(1_000);
  });
});

describe('two processes on one PostgreSQL database', () => {
  // PGlite is one process with one connection; sharing a queue between processes needs a server.
  it.skipIf(!onPostgres())(
    'runs 100 jobs enqueued across both exactly once in total',
    async () => {
      const runs: { process: string; n: number }[] = [];
      const countJob = (process: string) =>
        defineJob({
          name: 'test-count',
          payload: z.object({ n: z.number().int() }),
          handler: ({ n }) => {
            runs.push({ process, n });
            return Promise.resolve();
          },
        });
      const [a, b] = await Promise.all([
        openJobHarness({ url: scratch.url }),
        openJobHarness({ url: scratch.url }),
      ]);
      try {
        const jobA = countJob('a');
        const jobB = countJob('b');
        a.jobs.register(jobA, a.platform);
        b.jobs.register(jobB, b.platform);
        await Promise.all([a.jobs.startWorkers(), b.jobs.startWorkers()]);
        await Promise.all(
          Array.from({ length: 100 }, (_, n) =>
            n % 2 ? a.jobs.enqueue(jobA, { n }) : b.jobs.enqueue(jobB, { n }),
          ),
        );
        await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(100), {
          timeout: 30_000,
          interval: 100,
        });
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(runs).toHaveLength(100);
        expect(new Set(runs.map((run) => run.n)).size).toBe(100);
        // Both processes took part; how the work split varies from run to run.
        expect(new Set(runs.map((run) => run.process))).toEqual(new Set(['a', 'b']));
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
    60_000,
  );
});
