// Background jobs on pg-boss, in the application's own database: PGlite through pg-boss's PGlite
// backend, PostgreSQL through its own small pool. A module defines a job once (name, zod payload,
// handler, retry policy, optional cron schedule); jobs/registry.ts lists them all. Every process
// can enqueue; only processes that call startWorkers() run handlers (the web server unless
// RUN_WORKERS=false, and `npm run worker`). pg-boss fetches with SKIP LOCKED, so a job runs once
// however many processes work the same database.
import {
  PgBoss,
  fromPglite,
  type JobResult,
  type JobWithMetadata,
  type QueuePolicy,
} from 'pg-boss';
import type { z } from 'zod';
import type { DbHandle } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Platform } from '../platform.ts';

export interface JobContext {
  platform: Platform;
  jobId: string;
  log: Logger;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
  /** True when a failure now would be final (no retry left). */
  lastAttempt: boolean;
  /** Aborted when the process stops before the handler finished; long handlers should watch it. */
  signal: AbortSignal;
}

export interface JobDefinition<P> {
  /** Queue name: letters, digits, `-`, `_`, `.` or `/`. */
  name: string;
  /** Validates the payload when enqueued and again when run. Keep it plain data (no transforms). */
  payload: z.ZodType<P>;
  handler(payload: P, ctx: JobContext): Promise<void>;
  /** Retries after a failure; without it: 2 retries, 30 s apart, doubling. */
  retry?: { limit: number; delaySeconds: number; backoff?: boolean };
  /** Cron expression (UTC) on which the job is enqueued with an empty payload `{}`. */
  schedule?: string;
  /**
   * Also enqueued (payload `{}`) when a process starts its workers: for repair work that should
   * not wait for the schedule after a restart (a crash is when it is needed).
   */
  runAtStart?: boolean;
  /** Handlers run at once per process (default 4). */
  concurrency?: number;
  /** A run taking longer than this is treated as failed and retried (default 15 min). */
  expireInSeconds?: number;
  /**
   * pg-boss queue policy, fixed when the queue is first created. With 'short', enqueue's
   * singletonKey keeps at most one waiting job per key; on 'standard' (default) it only labels.
   */
  policy?: Extract<QueuePolicy, 'standard' | 'short' | 'singleton' | 'stately' | 'exclusive'>;
}

export function defineJob<P>(def: JobDefinition<P>): JobDefinition<P> {
  return def;
}

export interface JobSnapshot {
  /** pg-boss state: created, retry, active, completed, cancelled or failed. */
  state: string;
  retryCount: number;
  /** What pg-boss stored: the handler's error ({ name, message, stack }) for a failed run. */
  output: unknown;
  /** The last error message, when the job has failed at least once. */
  error: string | null;
}

export interface EnqueueOptions {
  singletonKey?: string;
  startAfterSeconds?: number;
}

export interface JobQueue {
  register<P>(def: JobDefinition<P>, platform: Platform): void;
  /** Validates the payload (throws the ZodError) and stores the job; returns its id. */
  enqueue<P>(def: JobDefinition<P>, payload: P, options?: EnqueueOptions): Promise<string>;
  startWorkers(): Promise<void>;
  getJob(name: string, id: string): Promise<JobSnapshot | null>;
  /** Puts a failed job back in the queue for one more attempt; false when it is not failed. */
  retry(name: string, id: string): Promise<boolean>;
  /** Stops fetching, lets running handlers finish (bounded), then stops pg-boss. Idempotent. */
  stop(): Promise<void>;
}

export interface JobQueueDeps {
  db: DbHandle;
  log: Logger;
  /** How often an idle worker looks for due jobs (retries, delayed jobs); new jobs wake it at once. */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running handlers before failing them back to the queue. */
  stopTimeoutMs?: number;
}

const DEFAULT_RETRY = { limit: 2, delaySeconds: 30, backoff: true };

export async function createJobQueue(deps: JobQueueDeps): Promise<JobQueue> {
  const log = deps.log.child({ component: 'jobs' });
  const pollingIntervalSeconds = deps.pollingIntervalSeconds ?? 2;
  const boss =
    deps.db.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(deps.db.pglite), backend: 'pglite', useListenNotify: true })
      : new PgBoss({
          connectionString: deps.db.connectionString,
          max: 4,
          application_name: 'roadready-jobs',
          useListenNotify: true,
        });
  // pg-boss reports maintenance and connection trouble as events; without listeners an 'error'
  // would crash the process, and its warnings would go nowhere.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ data: warning.data }, warning.message));

  const started = performance.now();
  await boss.start();
  log.debug({ ms: Math.round(performance.now() - started) }, 'job queue started');

  const definitions = new Map<string, { def: JobDefinition<unknown>; platform: Platform }>();
  const queues = new Map<string, Promise<void>>();
  let workersStarted = false;
  let stopping: Promise<void> | null = null;

  function ensureQueue(def: JobDefinition<unknown>): Promise<void> {
    let ready = queues.get(def.name);
    if (!ready) {
      const retry = def.retry ?? DEFAULT_RETRY;
      const options = {
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: retry.backoff ?? false,
        expireInSeconds: def.expireInSeconds ?? 900,
        // Inserting a job NOTIFYs the workers, so new jobs start without waiting for a poll.
        notify: true,
      };
      // createQueue leaves an existing queue alone; updateQueue then applies a changed policy.
      ready = boss
        .createQueue(def.name, { ...options, policy: def.policy ?? 'standard' })
        .then(() => boss.updateQueue(def.name, options));
      queues.set(def.name, ready);
      // Forget a failed attempt so the next call tries again; callers still see the error.
      ready.catch(() => queues.delete(def.name));
    }
    return ready;
  }

  async function runOne(
    entry: { def: JobDefinition<unknown>; platform: Platform },
    job: JobWithMetadata<unknown>,
  ): Promise<JobResult> {
    const attempt = job.retryCount + 1;
    const jobLog = log.child({ job: job.name, jobId: job.id, attempt });
    try {
      const payload = entry.def.payload.parse(job.data);
      await entry.def.handler(payload, {
        platform: entry.platform,
        jobId: job.id,
        log: jobLog,
        attempt,
        lastAttempt: job.retryCount >= job.retryLimit,
        signal: job.signal,
      });
      return { id: job.id, status: 'completed' };
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      jobLog.warn({ err }, 'job failed');
      return {
        id: job.id,
        status: 'failed',
        output: { name: err.name, message: err.message, stack: err.stack },
      };
    }
  }

  async function startWorker(name: string) {
    const entry = definitions.get(name)!;
    const { def } = entry;
    await ensureQueue(def);
    // A batch per fetch, settled job by job: one failure retries only that job, and a full batch
    // fetches again at once instead of waiting out the polling interval.
    await boss.work(
      name,
      {
        batchSize: def.concurrency ?? 4,
        includeMetadata: true,
        perJobResults: true,
        burstWhenBatchFull: true,
        pollingIntervalSeconds,
        // Retries and delayed jobs send no NOTIFY, so the idle poll must stay short.
        notifyPollingIntervalSeconds: pollingIntervalSeconds,
      },
      (jobs: JobWithMetadata<unknown>[]) => Promise.all(jobs.map((job) => runOne(entry, job))),
    );
    // Schedules live in the database; dropping one here keeps a removed `schedule` from firing.
    if (def.schedule) await boss.schedule(name, def.schedule, {}, { tz: 'UTC' });
    else await boss.unschedule(name);
    if (def.runAtStart) await boss.send(name, {});
  }

  return {
    register(def, platform) {
      if (definitions.has(def.name)) throw new Error(`Job "${def.name}" is registered twice`);
      if (workersStarted) throw new Error(`Job "${def.name}" registered after workers started`);
      const entry = { def: def as JobDefinition<unknown>, platform };
      definitions.set(def.name, entry);
      // Created now so web processes without workers can enqueue; errors surface on first use.
      ensureQueue(entry.def).catch((error: unknown) =>
        log.error({ err: error, job: def.name }, 'could not create job queue'),
      );
    },

    async enqueue(def, payload, options = {}) {
      const data: unknown = def.payload.parse(payload);
      // pg-boss stores and filters payloads as JSON objects.
      if (typeof data !== 'object' || data === null) {
        throw new TypeError(`Job "${def.name}" needs an object payload`);
      }
      await ensureQueue(def);
      const id = await boss.send(def.name, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      if (id) return id;
      // The queue's policy kept an existing job with this key instead: hand back that one.
      const [existing] = options.singletonKey
        ? await boss.findJobs(def.name, { key: options.singletonKey, queued: true })
        : [];
      if (existing) return existing.id;
      throw new Error(`Job "${def.name}" was not enqueued (a job with this key is already active)`);
    },

    async startWorkers() {
      if (workersStarted) return;
      workersStarted = true;
      await Promise.all([...definitions.keys()].map(startWorker));
      log.info({ jobs: [...definitions.keys()] }, 'job workers started');
    },

    async getJob(name, id) {
      const [job] = await boss.findJobs(name, { id });
      if (!job) return null;
      const output = job.output as { message?: unknown } | null;
      const error =
        job.state === 'failed' || job.state === 'retry'
          ? typeof output?.message === 'string'
            ? output.message
            : null
          : null;
      return { state: job.state, retryCount: job.retryCount, output: job.output, error };
    },

    async retry(name, id) {
      // pg-boss moves only failed jobs (state 'retry', one more allowed attempt); the 2 s poll
      // picks it up.
      // Its typings declare the response empty; at run time it carries the count of moved jobs.
      const result = (await boss.retry(name, id)) as { affected?: number };
      return (result.affected ?? 0) > 0;
    },

    stop() {
      stopping ??= (async () => {
        // Queue creation started by register() must not outlive the database it runs on.
        await Promise.allSettled(queues.values());
        await boss.stop({ graceful: true, timeout: deps.stopTimeoutMs ?? 10_000, close: true });
      })().catch((error: unknown) => log.error({ err: error }, 'job queue did not stop cleanly'));
      return stopping;
    },
  };
}
