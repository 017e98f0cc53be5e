// `npm run worker`: a process that runs background jobs and nothing else (no HTTP), for larger
// deployments where job load should not slow the web processes (docs/deploy.md). Any number can
// run beside the web servers on one PostgreSQL database; each job still runs once.
// SIGTERM/SIGINT stop fetching, let running jobs finish (bounded) and close the connections.
import { closePlatform, createPlatform } from './bootstrap.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { closeOnSignals, runMain } from './process-lifecycle.ts';
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

if (import.meta.main) {
  runMain(async () => {
    const platform = await startWorker(loadConfig());
    closeOnSignals({ log: platform.log, close: () => closePlatform(platform) }, 'worker');
  });
}
