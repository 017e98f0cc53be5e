// Builds the Platform: database (migrated), events, jobs, outbox and auth. Shared by the HTTP
// server (main.ts), the stand-alone worker (worker.ts) and the integration tests.
import { createAuthService } from './auth/auth.service.ts';
import type { Config } from './config.ts';
import { openDatabase, type DbHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createEventBus } from './events/event-bus.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { registerAllJobs } from './jobs/registry.ts';
import { createLogger, type Logger } from './logger.ts';
import { createOutbox } from './mail/outbox.ts';
import { enqueueSmsOptOut } from './modules/students/sms-opt-out.jobs.ts';
import { createApiCallCounter } from './modules/telemetry/api-call-counter.ts';
import type { Platform } from './platform.ts';
import { createPageCache } from './web/page-cache.ts';

export interface BootstrapOptions {
  /** Use this PGlite directory instead of DATA_DIR; `null` keeps the database in memory. */
  dataDir?: string | null;
  /** Start the in-memory PGlite from this data-directory dump (tests' migrated template). */
  pgliteDump?: Blob;
  log?: Logger;
}

export async function createPlatform(
  config: Config,
  options: BootstrapOptions = {},
): Promise<Platform> {
  const log = options.log ?? createLogger(config);
  const db: DbHandle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: options.dataDir === undefined ? config.DATA_DIR : options.dataDir,
    ...(options.pgliteDump ? { pgliteDump: options.pgliteDump } : {}),
    onIdleError: (error) => log.warn({ err: error }, 'idle database connection failed'),
  });
  try {
    await runMigrations(db);
    const events = await createEventBus({ config, db, log });
    const jobs = await createJobQueue({ db, log });
    const outbox = createOutbox({
      config,
      db,
      jobs,
      log,
      // A STOP reply: the students module turns texts off on the records with that phone.
      onSmsUnsubscribed: enqueueSmsOptOut(jobs),
    });
    const auth = createAuthService({ config, db, log, outbox });
    const telemetry = createApiCallCounter({ db, log });
    const pageCache = createPageCache();
    const platform: Platform = {
      config,
      log,
      db,
      auth,
      jobs,
      events,
      outbox,
      telemetry,
      pageCache,
    };
    registerAllJobs(platform);
    return platform;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Flushes API call counts, stops workers, the event bus and the database, in that order. Safe to
 * call twice.
 */
export async function closePlatform(platform: Platform): Promise<void> {
  await platform.telemetry.close();
  await platform.jobs.stop();
  await platform.events.close();
  await platform.db.close();
}
