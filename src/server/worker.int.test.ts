// `npm run worker` as a real process: it refuses the embedded database with an explanation, and
// on PostgreSQL runs the jobs other processes enqueue, then stops cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openJobHarness, type JobHarness } from './jobs/testing/job-harness.ts';
import {
  createScratchDatabase,
  onPostgres,
  type ScratchDatabase,
} from './testing/test-database.ts';

const workerEntry = fileURLToPath(new URL('./worker.ts', import.meta.url));

function spawnWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, [workerEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: { msg?: string }[] = [];
  let stderr = '';
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      logs.push(JSON.parse(line) as { msg?: string });
    } catch {
      // not a log line
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, logs, stderr: () => stderr };
}

describe('npm run worker', () => {
  it('refuses to run on the embedded database, and says why', async () => {
    const worker = spawnWorker({ DATA_DIR: 'never-created' });
    const [code] = (await once(worker.child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(worker.stderr()).toMatch(/needs DATABASE_URL/);
    expect(worker.stderr()).toMatch(/inside `npm start`/);
  });

  describe('on PostgreSQL', () => {
    let scratch: ScratchDatabase | undefined;
    let web: JobHarness | undefined;
    afterAll(async () => {
      await web?.close();
      await scratch?.drop();
    });

    // The embedded database belongs to one process, so a separate worker needs a server.
    it.skipIf(!onPostgres())(
      'runs jobs enqueued elsewhere and stops gracefully on SIGTERM',
      async () => {
        scratch = await createScratchDatabase();
        // Stands for a web process with RUN_WORKERS=false: it enqueues but runs nothing.
        web = await openJobHarness({ url: scratch.url, email: null });
        const worker = spawnWorker({ DATABASE_URL: scratch.url! });
        try {
          await vi.waitFor(
            () =>
              expect(worker.logs.some((entry) => entry.msg === 'RoadReady worker is running')).toBe(
                true,
              ),
            {
              // A process's cold start (imports, migrations check, jobs) on a busy CI machine.
              timeout: 60_000,
              interval: 100,
            },
          );
          const { id } = await web.outbox.queue({
            to: 'parent@example.test',
            subject: 'Hello',
            text: 'From the worker',
          });
          await vi.waitFor(async () => expect((await web!.outbox.get(id))?.status).toBe('held'), {
            timeout: 15_000,
            interval: 100,
          });
        } finally {
          worker.child.kill('SIGTERM');
        }
        const [code] = (await once(worker.child, 'exit')) as [number | null];
        expect(code).toBe(0);
        expect(worker.logs.some((entry) => entry.msg === 'worker shutting down')).toBe(true);
      },
      120_000,
    );
  });
});
