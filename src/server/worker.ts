// `npm run worker`: a process that runs background jobs and nothing else (no HTTP), for larger
// deployments where job load should not slow the web processes (docs/deploy.md). Any number can
// run beside the web servers on one PostgreSQL database; each job still runs once.
// SIGTERM/SIGINT stop fetching, let running jobs finish (bounded) and close the connections.
import { closePlatform, createPlatform } from './bootstrap.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { Platform } from './platform.ts';

export const EMBEDDED_DATABASE_MESSAGE =
  'npm run worker needs DATABASE_URL (a PostgreSQL server). The embedded database (PGlite, ' +
  'used when DATABASE_URL is unset) can be opened by one process only, so its jobs run inside ' +
  '`npm start`: leave RUN_WORKERS unset (or true) there instead.';

export async function startWorker(config: Config): Promise<Platform> {
  if (!config.DATABASE_URL) throw new ConfigError(EMBEDDED_DATABASE_MESSAGE);
  const platform = await createPlatform(config);
  try {
    await platform.jobs.startWorkers();
  } catch (error) {
    await closePlatform(platform);
    throw error;
  }
  platform.log.info(
    { database: platform.db.kind, events: platform.events.kind },
    'RoadReady worker is running',
  );
  return platform;
}

async function main() {
  let platform: Platform;
  try {
    platform = await startWorker(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let signals = 0;
  const shutdown = (signal: string) => {
    signals += 1;
    // A second signal means "now": skip waiting for running jobs (pg-boss retries them later).
    if (signals > 1) process.exit(1);
    platform.log.info({ signal }, 'worker shutting down');
    closePlatform(platform)
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
