// The server the load benchmark and the soak drive: the production build in a process of its
// own (src/server/testing/server-process.ts), as `npm start` runs it.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  spawnServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../../src/server/testing/server-process.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The production web build the server serves; `--no-build` reuses the one there. */
export function buildWebApp(): void {
  console.log('npm run build...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

/** Builds the web app only when there is no build yet (the soak; the load run always builds). */
export function buildWebAppIfMissing(): void {
  if (!existsSync(path.join(ROOT, 'build', 'server', 'index.js'))) buildWebApp();
}

/**
 * The production server in a process of its own (a fresh AUTH_SECRET each run), seeding the demo
 * data on an empty database. `workers`: run the job workers in it too, as a one-process school does;
 * `env`: further settings (e.g. PORT and PUBLIC_URL when the pages' own links must resolve).
 */
export function startProductionServer(
  database: ServerDatabase,
  { workers = false, env = {} }: { workers?: boolean; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  return spawnServerProcess(
    database,
    {
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      // The load mix writes its own operations (some signed out), shaped like the app's.
      GRAPHQL_FREE_FORM: 'anyone',
      SEED_ON_EMPTY: 'true',
      RUN_WORKERS: String(workers),
      ...env,
    },
    { web: true },
  );
}
