// Start-up benchmark: how long from spawning `node src/server/start.ts` until /readyz answers
// 200, on an embedded (PGlite) database that already exists: the usual restart of a school's
// server. The first start, which creates, migrates and seeds the database, is not measured.
// Fails when the median reaches 3 s.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RUNS = 5;
export const MEDIAN_LIMIT_MS = 3_000;
const START_TIMEOUT_MS = 60_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StartupResult {
  runsMs: number[];
  medianMs: number;
  maxMs: number;
  passed: boolean;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Started {
  child: ChildProcess;
  elapsedMs: number;
}

/** Spawns the server and polls /readyz until it answers 200; returns the time that took. */
async function startServer(env: NodeJS.ProcessEnv): Promise<Started> {
  const port = await freePort();
  const output: string[] = [];
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['src/server/start.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`The server stopped before it was ready:\n${output.join('')}`);
    if (performance.now() - startedAt > START_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready after ${START_TIMEOUT_MS} ms:\n${output.join('')}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status === 200) return { child, elapsedMs: performance.now() - startedAt };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Start-up times depend on the machine and on what else runs on it: print both. */
function describeMachine(): string {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, load average ${load}`;
}

export async function runStartupBenchmark(): Promise<StartupResult> {
  if (!existsSync(path.join(root, 'build', 'server', 'index.js'))) {
    console.log('No web build yet: running npm run build first.');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  console.log(describeMachine());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'roadready-bench-'));
  // Production mode, as `npm start` runs it.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    SEED_ON_EMPTY: 'true',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  try {
    console.log('Preparing the database (first start: create, migrate, seed)...');
    const first = await startServer(env);
    await stopServer(first.child);
    console.log(`  first start took ${Math.round(first.elapsedMs)} ms (not counted)`);

    const runsMs: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const started = await startServer(env);
      await stopServer(started.child);
      runsMs.push(started.elapsedMs);
      console.log(`  run ${run}: ${Math.round(started.elapsedMs)} ms`);
    }
    const result: StartupResult = {
      runsMs,
      medianMs: median(runsMs),
      maxMs: Math.max(...runsMs),
      passed: median(runsMs) < MEDIAN_LIMIT_MS,
    };
    console.log(describeMachine());
    console.log(
      `Start-up to first 200 from /readyz: median ${Math.round(result.medianMs)} ms, max ${Math.round(result.maxMs)} ms (limit: median < ${MEDIAN_LIMIT_MS} ms)`,
    );
    return result;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
