// The migrated template database that every test file's database is copied from. Vitest's global
// setup (global-setup.ts) makes it once per run: bootstrapping an empty database (PGlite's
// initdb, the migrations, pg-boss's schema) costs seconds, copying a template a fraction of that.
// The template holds only what every started server has before seeding; a file's own migrations
// still run and find nothing to do.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closePlatform, createPlatform } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { DATABASE_CONSTRAINTS_SQL } from '../db/constraints.ts';
import { DATABASE_PREREQUISITES_SQL } from '../db/extensions.ts';
import { migrationsFolder } from '../db/migrate.ts';
import type { Platform } from '../platform.ts';

/** What the test files need to find the template; handed to them with Vitest's provide/inject. */
export type TestTemplate =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; serverUrl: string; database: string };

/**
 * Changes whenever what the template holds would change: the migrations, the SQL run around them,
 * and the PGlite and pg-boss versions that write the data directory and the job tables.
 */
export function templateFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of listFiles(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  }
  hash.update(DATABASE_PREREQUISITES_SQL).update(DATABASE_CONSTRAINTS_SQL);
  for (const dependency of ['@electric-sql/pglite', 'pg-boss'])
    hash.update(installedVersion(dependency));
  return hash.digest('hex').slice(0, 12);
}

function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function installedVersion(name: string): string {
  const manifest = new URL(`../../../node_modules/${name}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Boots a platform on the given database (migrations, job tables) and stops it again. */
async function bootstrap(
  env: Record<string, string>,
  keep?: (platform: Platform) => Promise<void>,
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RUN_WORKERS: 'false',
    ...env,
  });
  const platform = await createPlatform(config, { dataDir: null });
  try {
    await keep?.(platform);
  } finally {
    await closePlatform(platform);
  }
}

/**
 * PGlite: a data-directory dump of a migrated in-memory database, written once per fingerprint to
 * the system's temporary folder (written aside, then renamed, so a concurrent run never reads half
 * a file).
 */
export async function preparePgliteTemplate(): Promise<TestTemplate> {
  const folder = path.join(tmpdir(), 'roadready-test-templates');
  const dumpPath = path.join(folder, `pglite-${templateFingerprint()}.tar`);
  if (!existsSync(dumpPath)) {
    mkdirSync(folder, { recursive: true });
    await bootstrap({}, async (platform) => {
      if (platform.db.kind !== 'pglite') throw new Error('expected the embedded database');
      const dump = await platform.db.pglite.dumpDataDir('none');
      const partial = `${dumpPath}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, dumpPath);
    });
  }
  return { kind: 'pglite', dumpPath };
}

/**
 * PostgreSQL: a database `rr_template_<fingerprint>` that scratch databases are created from with
 * `CREATE DATABASE … TEMPLATE`. Built under another name and renamed when complete, so a run that
 * finds it finds it whole; templates of other fingerprints are dropped when nobody uses them.
 */
export async function preparePostgresTemplate(serverUrl: string): Promise<TestTemplate> {
  const database = `rr_template_${templateFingerprint()}`;
  await withAdminClient(serverUrl, async (client) => {
    const existing = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'rr\\_template\\_%'`,
    );
    for (const { datname } of existing.rows) {
      if (datname === database || datname.endsWith('_building')) continue;
      // Without FORCE: a template another checkout is copying right now stays.
      await client.query(`drop database if exists ${datname}`).catch(() => {});
    }
    if (existing.rows.some((row) => row.datname === database)) return;
    const building = `${database}_${process.pid}_building`;
    await client.query(`drop database if exists ${building} with (force)`);
    await client.query(`create database ${building}`);
    try {
      await bootstrap({ DATABASE_URL: databaseUrl(serverUrl, building) });
      await client.query(`alter database ${building} rename to ${database}`);
    } catch (error) {
      await client.query(`drop database if exists ${building} with (force)`);
      // Another run finished the same template first: use theirs.
      if (!(await databaseExists(client, database))) throw error;
    }
  });
  return { kind: 'postgres', serverUrl, database };
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const found = await client.query('select 1 from pg_database where datname = $1', [name]);
  return found.rowCount === 1;
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
