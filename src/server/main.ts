// Starts one RoadReady process: migrations, demo data on an empty database, HTTP (API, auth,
// pages) and, unless RUN_WORKERS=false, the job workers. SIGTERM/SIGINT shut it down gracefully.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { createApp } from './app.ts';
import { closePlatform, createPlatform, type BootstrapOptions } from './bootstrap.ts';
import { loadConfig, publicUrlPortWarning, type Config } from './config.ts';
import { formatDemoSignIns, seedIfEmpty, type DemoSignIn } from './db/seed.ts';
import { ensureLicensingContent } from './modules/licensing-guides/licensing-guides.seed.ts';
import { ensurePracticeQuestionBank } from './modules/practice-tests/practice-tests.seed.ts';
import type { Platform } from './platform.ts';
import { closeOnSignals, runMain } from './process-lifecycle.ts';

const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface RunningServer {
  platform: Platform;
  server: Server;
  url: string;
  close(): Promise<void>;
}

export interface StartOptions extends BootstrapOptions {
  /** Serve the built web app (default true); tests of the API alone turn it off. */
  web?: boolean;
}

export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  const platform = await createPlatform(config, options);
  const { log } = platform;
  try {
    if (config.SEED_ON_EMPTY) {
      const seeded = await seedIfEmpty(platform);
      if (seeded) printDemoSignIns(seeded.signIns, config.PUBLIC_URL);
    }
    // A database created before the practice tests existed gets the shipped question banks.
    const banks = await ensurePracticeQuestionBank(platform.db);
    if (Object.keys(banks).length > 0) log.info({ banks }, 'practice question banks added');
    // Likewise the licensing guides and teen articles; staff edits are never overwritten.
    const licensing = await ensureLicensingContent(platform.db, {
      bookingPhone: config.BOOKING_PHONE,
    });
    if (licensing.guides + licensing.articles > 0) log.info(licensing, 'licensing guides added');
    if (config.RUN_WORKERS) await platform.jobs.startWorkers();
    const app = await createApp(platform, { web: options.web ?? true });
    const server = createServer(app);
    // An idle keep-alive connection is closed by the client or the load balancer, not by us:
    // closing it first (Node's default is after 5 s) races a request sent on it at that moment,
    // which the sender sees as a reset connection (balancers as a 502). Balancers keep idle
    // connections 60 s by default.
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, resolve);
    });
    const { port } = server.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    log.info({ url, database: platform.db.kind }, 'RoadReady is listening');
    const mismatch = config.PORT === 0 ? null : publicUrlPortWarning(config, port);
    if (mismatch) log.warn(mismatch);

    let closing: Promise<void> | null = null;
    const close = () => {
      closing ??= (async () => {
        // Stop accepting connections and let in-flight requests finish, then drop idle keep-alives.
        const drained = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // A connection whose request finishes from now on closes at once instead of idling for the
        // next one (Node reads the timeout when each response ends).
        server.keepAliveTimeout = 1;
        await drained;
        await closePlatform(platform);
      })();
      return closing;
    };
    return { platform, server, url, close };
  } catch (error) {
    await closePlatform(platform);
    throw error;
  }
}

function printDemoSignIns(signIns: readonly DemoSignIn[], url: string) {
  // Printed plainly (not as JSON) because a person reads it on first start.
  console.log(
    `\nDemo data created. Sign in at ${url}/sign-in with:\n${formatDemoSignIns(signIns)}\n`,
  );
}

/** Runs the server as a process: configuration from the environment, graceful stop on signals. */
export function main(): void {
  runMain(async () => {
    const running = await startServer(loadConfig());
    closeOnSignals({ log: running.platform.log, close: () => running.close() }, 'server');
  });
}

if (import.meta.main) main();
