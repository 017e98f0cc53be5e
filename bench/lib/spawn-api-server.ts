// Starts bench/lib/api-server-process.ts and waits for the address it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { LISTENING_PREFIX } from './bench-admin.ts';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-server-process.ts');
const START_TIMEOUT_MS = 60_000;

export interface ApiServerProcess {
  target: { url: string; origin: string };
  stop(): Promise<void>;
}

export async function spawnApiServer(databaseUrl: string): Promise<ApiServerProcess> {
  const child = spawn(process.execPath, [SCRIPT, databaseUrl], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const target = await firstLine(child);
  return {
    target,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}

function firstLine(child: ChildProcess): Promise<{ url: string; origin: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('The API server did not start in time.'));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The API server exited with code ${code} before listening.`));
    });
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith(LISTENING_PREFIX)) return void process.stdout.write(`${line}\n`);
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve(JSON.parse(line.slice(LISTENING_PREFIX.length)) as { url: string; origin: string });
    });
  });
}
