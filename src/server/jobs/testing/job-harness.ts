// For integration tests of jobs, the outbox and events: a migrated database (in-memory PGlite,
// or the given PostgreSQL URL) with the real job queue, event bus and outbox, but no HTTP and no
// auth. Several harnesses on one PostgreSQL URL stand for several processes.
import type { SQL } from 'drizzle-orm';
import { loadConfig, type Config } from '../../config.ts';
import { openDatabase, type DbHandle } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { createEventBus, type EventBus } from '../../events/event-bus.ts';
import { createLogger, type Logger } from '../../logger.ts';
import type { EmailSender } from '../../mail/mail-transport.ts';
import { createOutbox, type Outbox } from '../../mail/outbox.ts';
import type { SmsSender } from '../../mail/sms-transport.ts';
import { enqueueSmsOptOut } from '../../modules/students/sms-opt-out.jobs.ts';
import type { Platform } from '../../platform.ts';
import { createJobQueue, type JobQueue } from '../job-queue.ts';

export interface JobHarness {
  config: Config;
  db: DbHandle;
  log: Logger;
  jobs: JobQueue;
  events: EventBus;
  outbox: Outbox;
  /** The services above as a Platform for job handlers; `auth` is absent. */
  platform: Platform;
  close(): Promise<void>;
}

export async function openJobHarness(
  options: {
    url?: string | undefined;
    /** On PGlite: the run's migrated template to start from (ScratchDatabase.pgliteDump). */
    pgliteDump?: Blob | undefined;
    email?: EmailSender | null;
    sms?: SmsSender | null;
    env?: Record<string, string>;
  } = {},
): Promise<JobHarness> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...(options.url ? { DATABASE_URL: options.url } : {}),
    ...options.env,
  });
  const log = createLogger(config);
  const db = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: null,
    maxConnections: 4,
    ...(options.pgliteDump ? { pgliteDump: options.pgliteDump } : {}),
  });
  await runMigrations(db);
  const events = await createEventBus({ config, db, log });
  // The shortest polling pg-boss allows, so retries in tests do not wait two seconds.
  const jobs = await createJobQueue({ db, log, pollingIntervalSeconds: 0.5, stopTimeoutMs: 5_000 });
  const outbox = createOutbox({
    config,
    db,
    jobs,
    log,
    ...(options.email !== undefined ? { email: options.email } : {}),
    ...(options.sms !== undefined ? { sms: options.sms } : {}),
    onSmsUnsubscribed: enqueueSmsOptOut(jobs),
  });
  const platform = { config, log, db, jobs, events, outbox } as unknown as Platform;
  let closing: Promise<void> | null = null;
  return {
    config,
    db,
    log,
    jobs,
    events,
    outbox,
    platform,
    close: () =>
      (closing ??= (async () => {
        await jobs.stop();
        await events.close();
        await db.close();
      })()),
  };
}

/** Rows of a raw query, on PGlite and PostgreSQL alike (Drizzle types `execute` loosely). */
export async function queryRows<T>(db: DbHandle, query: SQL): Promise<T[]> {
  const result: unknown = await db.db.execute(query);
  return (result as { rows: T[] }).rows;
}
