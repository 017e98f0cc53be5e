// End-to-end tests run against the production build, as `npm start` serves it. This builds it
// first when build/ is missing or older than the web sources, so `npm run test:e2e` just works.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const SOURCES = [
  'src/web',
  'src/domain',
  'react-router.config.ts',
  'vite.config.ts',
  'package.json',
];

function newestModification(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestModification(path.join(entry, child)));
  }
  return newest;
}

export function webBuildIsCurrent(): boolean {
  const serverBuild = path.join(PROJECT_ROOT, 'build', 'server', 'index.js');
  if (!existsSync(serverBuild)) return false;
  const builtAt = statSync(serverBuild).mtimeMs;
  return SOURCES.every((source) => {
    const entry = path.join(PROJECT_ROOT, source);
    return !existsSync(entry) || newestModification(entry) <= builtAt;
  });
}

/**
 * Vitest runs with NODE_ENV=test, which would make the build a development one (React Router's
 * development fallbacks, then hydration mismatches): build as `npm start` does.
 */
export const BUILD_ENV: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };

export function ensureWebBuild(): void {
  if (webBuildIsCurrent()) return;
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env: BUILD_ENV,
  });
  if (result.status !== 0) {
    throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
  }
}
