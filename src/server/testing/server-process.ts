// A whole server (src/server/testing/serve-api.ts) in a process of its own, for tests that need a
// second process on one database or a real crash: `stop()` is SIGTERM (graceful), `kill()` is
// SIGKILL (nothing flushed, nothing closed). It answers once its "listening" log line appears.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { GraphqlTarget } from './graphql-client.ts';

const ORIGIN = 'http://localhost:3000';
const fixture = fileURLToPath(new URL('./serve-api.ts', import.meta.url));

/** Where the process keeps its data: a PostgreSQL URL, or a PGlite directory. */
export type ServerDatabase = { url: string } | { dataDir: string };

export interface ServerProcess extends GraphqlTarget {
  child: ChildProcess;
  /** SIGTERM and wait; resolves with the exit code (0 after a graceful close). */
  stop(): Promise<number | null>;
  /** SIGKILL and wait until the process is gone. */
  kill(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Serve the web app too (needs `npm run build` first). */
  web?: boolean;
}

export async function spawnServerProcess(
  database: ServerDatabase,
  env: Record<string, string> = {},
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SEED_ON_EMPTY: 'false',
    RUN_WORKERS: 'true',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  if ('url' in database) childEnv.DATABASE_URL = database.url;
  else childEnv.DATA_DIR = database.dataDir;
  const child = spawn(process.execPath, [fixture, ...(options.web ? ['--web'] : [])], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await listeningUrl(child);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    url,
    origin: ORIGIN,
    stop: async () => {
      if (exited()) return child.exitCode;
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      return code;
    },
    kill: async () => {
      if (exited()) return;
      const gone = once(child, 'exit');
      child.kill('SIGKILL');
      await gone;
    },
  };
}

/**
 * The URL from the server's JSON log line "RoadReady is listening"; the lines before it are
 * skipped and the ones after it are not read.
 */
function listeningUrl(child: ChildProcess): Promise<string> {
  const lines = createInterface({ input: child.stdout! });
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('server did not start in 60 s'));
    }, 60_000);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening`));
    };
    child.once('exit', onExit);
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'RoadReady is listening' && entry.url) {
          clearTimeout(timer);
          child.off('exit', onExit);
          // Stop reading lines: a load run would otherwise parse every request's log line here,
          // on the CPU the server is measured on. The output is still drained (a full pipe would
          // block the server's writes), but not looked at.
          lines.close();
          child.stdout!.resume();
          resolve(entry.url);
        }
      } catch {
        // not a log line
      }
    });
  });
}
