// Starts a whole RoadReady process for an integration test: a fresh database copied from the
// run's migrated template (in-memory PGlite, or a scratch PostgreSQL database), no demo seed,
// random port, silent logs.
import { loadConfig } from '../config.ts';
import { startServer, type RunningServer } from '../main.ts';
import { createScratchDatabase } from './test-database.ts';

export interface TestServer extends RunningServer {
  /** The Origin header better-auth and the CSRF check expect. */
  origin: string;
  stop(): Promise<void>;
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: { web?: boolean; seed?: boolean } = {},
): Promise<TestServer> {
  const scratch = await createScratchDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: options.seed ? 'true' : 'false',
    ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  let running: RunningServer;
  try {
    running = await startServer(config, {
      dataDir: null,
      web: options.web ?? false,
      ...(scratch.pgliteDump ? { pgliteDump: scratch.pgliteDump } : {}),
    });
  } catch (error) {
    // A port another process took first (EADDRINUSE) is retried by the caller on a new database.
    await scratch.drop();
    throw error;
  }
  return {
    ...running,
    origin: config.PUBLIC_URL,
    stop: async () => {
      await running.close();
      await scratch.drop();
    },
  };
}
