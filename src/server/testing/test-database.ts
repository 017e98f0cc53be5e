// Integration tests run on in-memory PGlite by default, and on a PostgreSQL server when
// TEST_DATABASE_URL is set (CI's second pass). On PostgreSQL each test file gets a database of
// its own, created here and dropped afterwards, so files can run in parallel.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

export const onPostgres = (): boolean => testDatabaseUrl() !== undefined;

export interface ScratchDatabase {
  /** postgres:// URL of the new database, or undefined on PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `rr_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  };
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
