// A minimal HTTP server around AuthService for auth integration tests: a fresh migrated
// database (in-memory PGlite, or a scratch PostgreSQL database with TEST_DATABASE_URL) and
// better-auth mounted at /api/auth exactly as app.ts mounts it, with the same "trust proxy"
// setting, so X-Forwarded-For from the test stands for the client IP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { loadConfig, type Config } from '../../config.ts';
import { openDatabase, type DbHandle } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { createLogger } from '../../logger.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { createScratchDatabase } from '../../testing/test-database.ts';
import { createAuthService, type AuthService } from '../auth.service.ts';

export interface AuthTestServer {
  url: string;
  origin: string;
  platform: { config: Config; db: DbHandle; auth: AuthService };
  stop(): Promise<void>;
}

export async function startAuthTestServer(env: Record<string, string> = {}): Promise<AuthTestServer> {
  const scratch = await createScratchDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(scratch.url ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: null });
  await runMigrations(db);
  const log = createLogger(config);
  // AuthService does not send mail yet; nothing reaches the outbox.
  const auth = createAuthService({ config, db, log, outbox: {} as Outbox });

  const app = express();
  app.set('trust proxy', config.TRUST_PROXY);
  app.all('/api/auth/{*rest}', auth.handler);
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    origin: new URL(config.PUBLIC_URL).origin,
    platform: { config, db, auth },
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
      await scratch.drop();
    },
  };
}
