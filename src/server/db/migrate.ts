// Applies the drizzle-kit migrations in ./drizzle on start. On PostgreSQL several processes may
// start at once, so the run holds an advisory lock and the others wait, then find nothing to do.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DbHandle } from './client.ts';
import { DATABASE_CONSTRAINTS_SQL } from './constraints.ts';
import { DATABASE_PREREQUISITES_SQL } from './extensions.ts';
import { postgresErrorCode } from './pg-errors.ts';

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Arbitrary constant shared by every RoadReady process: "migrations are running". */
const MIGRATION_LOCK_KEY = 724_311_905;

/** The initial migration met a table (42P07) or a type (42710) an older build already made. */
export function madeByOlderSchema(error: unknown): boolean {
  const code = postgresErrorCode(error);
  return code === '42P07' || code === '42710';
}

/**
 * Until the first release the schema is one initial migration, regenerated when tables change
 * (docs/adr/0004-one-initial-migration-until-the-first-release.md). A database made by an older
 * build then meets a "new" initial migration whose tables already exist: say so plainly.
 */
export function explainMigrationFailure(error: unknown): unknown {
  if (!madeByOlderSchema(error)) return error;
  return new Error(
    'This database was created by an earlier development build of RoadReady whose schema differs ' +
      'from this one, and it cannot be upgraded in place before the first release. Start from a ' +
      'new database (for the embedded one, remove the data directory) — see ' +
      'docs/adr/0004-one-initial-migration-until-the-first-release.md.',
    { cause: error },
  );
}

export async function runMigrations(handle: DbHandle): Promise<void> {
  try {
    await applyMigrations(handle);
  } catch (error) {
    throw explainMigrationFailure(error);
  }
}

async function applyMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await handle.exec(DATABASE_PREREQUISITES_SQL);
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder });
    await handle.exec(DATABASE_CONSTRAINTS_SQL);
    return;
  }
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(DATABASE_PREREQUISITES_SQL);
    await migratePg(drizzlePg(client), { migrationsFolder });
    await client.query(DATABASE_CONSTRAINTS_SQL);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

export function expectedMigrationCount(): number {
  const journal = JSON.parse(
    readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8'),
  ) as Journal;
  return journal.entries.length;
}

export interface MigrationStatus {
  applied: number;
  expected: number;
}

/** How many migrations the database has recorded, against how many this build ships. */
export async function migrationStatus(handle: DbHandle): Promise<MigrationStatus> {
  const expected = expectedMigrationCount();
  try {
    // The driver-neutral Database type leaves execute()'s rows untyped; both drivers return `rows`.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const result = (await handle.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { count: number }[] };
    const applied = Number(result.rows[0]?.count ?? 0);
    return { applied, expected };
  } catch {
    return { applied: 0, expected };
  }
}
