// Servers for end-to-end tests, on the production web build (built first when needed).
import express from 'express';
import { createServer, type AddressInfo } from 'node:net';
import { loadConfig } from '../../src/server/config.ts';
import { createLogger } from '../../src/server/logger.ts';
import type { Platform } from '../../src/server/platform.ts';
import { mountWeb } from '../../src/server/web/mount-web.ts';
import type { TestServer } from '../../src/server/testing/test-server.ts';
import { ensureWebBuild } from './web-build.ts';

/** The booking phone the e2e servers are configured with, as people see it. */
export const E2E_BOOKING_PHONE = '+1 (555) 010-7788';

export interface E2eServer {
  url: string;
  stop(): Promise<void>;
}

/** The whole RoadReady process (API, auth, web) on a fresh in-memory database. */
export async function startAppServer(env: Record<string, string> = {}): Promise<E2eServer> {
  ensureWebBuild();
  // Imported here so tests of the web app alone do not load the whole server.
  const { startTestServer } = await import('../../src/server/testing/test-server.ts');
  const server = await startTestServer({ BOOKING_PHONE: E2E_BOOKING_PHONE, ...env }, { web: true });
  return { url: server.url, stop: () => server.stop() };
}

/**
 * The whole RoadReady process with PUBLIC_URL at its own address (with the demo data when `seed`),
 * for suites whose browser posts to the API (better-auth and the GraphQL endpoint refuse other
 * origins), so the port is chosen before the server starts. Test files run in parallel: when another process takes the port in
 * between, the server is started again on another one.
 */
export async function startServerAtOwnOrigin(
  env: Record<string, string> = {},
  options: { seed?: boolean } = {},
): Promise<TestServer> {
  ensureWebBuild();
  const { startTestServer } = await import('../../src/server/testing/test-server.ts');
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    try {
      const server = await startTestServer(
        { PORT: String(port), PUBLIC_URL: url, ...env },
        { web: true, seed: options.seed ?? false },
      );
      return { ...server, url };
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE' || attempt === 5) throw error;
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Only the web app on a bare Express app, with a platform that holds just config and log:
 * tests what mountWeb adds, without a database.
 */
export async function startWebOnlyServer(env: Record<string, string> = {}): Promise<E2eServer> {
  ensureWebBuild();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BOOKING_PHONE: E2E_BOOKING_PHONE,
    ...env,
  });
  const platform = { config, log: createLogger(config) } as unknown as Platform;
  const app = express();
  await mountWeb(app, platform);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
