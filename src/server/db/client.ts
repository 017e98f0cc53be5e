// The one module that opens the database. Everything else receives a `DbHandle` and uses
// `handle.db` (Drizzle) or `handle.transaction()`; no other file imports pg or PGlite.
//
// Without DATABASE_URL the database is embedded PGlite persisted in DATA_DIR. PGlite is one
// connection: its `transaction()` holds an exclusive lock, so statements from other requests
// wait until the open transaction commits instead of running inside it. That queueing is what
// makes concurrent requests safe on the embedded database; never call `handle.db` from inside a
// transaction callback (it would wait on itself) — use the `tx` it hands you.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgliteExtensions } from './extensions.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;

export interface NamedStatement {
  /** Unique per text: a connection keeps what it prepared under this name. */
  name: string;
  text: string;
}

// Date, timestamp (with and without zone) and interval, and their arrays: kept as text.
const TEXT_TYPES = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187];
const asText = (value: string) => value;
const pgliteParsers = Object.fromEntries(TEXT_TYPES.map((type) => [type, asText]));
const pgTypes = {
  getTypeParser: ((type: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.includes(type)
      ? asText
      : (pg.types.getTypeParser(type, format) as unknown)) as typeof pg.types.getTypeParser,
};

/**
 * A pooled connection that runs one statement at a time by itself. A transaction is one
 * connection, and repositories take the database or a transaction alike (`Executor`), so reads
 * that run side by side on the pool (`Promise.all`) reach one connection together inside a
 * transaction. pg would queue the later ones itself, which it deprecates ("Calling client.query()
 * when the client is already executing a query", removed in pg 9); here each waits for the one
 * before it on its connection instead, in the order they were issued, as PGlite's queue does.
 * Calls with a callback or a submittable (`pool.query`, one statement on a connection just
 * checked out) go straight through.
 */
class OneQueryAtATimeClient extends pg.Client {
  #turn: Promise<unknown> = Promise.resolve();

  override query(...args: unknown[]): never {
    const submit = (): unknown => super.query.apply(this, args as never);
    const last: unknown = args.at(-1);
    const first = args[0] as { submit?: unknown } | null | undefined;
    if (typeof last === 'function' || typeof first?.submit === 'function') return submit() as never;
    const result = this.#turn.then(submit);
    this.#turn = result.then(
      () => {},
      () => {},
    );
    return result as never;
  }
}

interface HandleBase {
  db: Database;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Run raw SQL text (several statements allowed); used by migrations and maintenance. */
  exec(sql: string): Promise<void>;
  /**
   * One read statement by name, without the ORM: PostgreSQL prepares it once per connection and
   * plans it from then on by name. Rows are objects keyed by the statement's column names; date,
   * timestamp and interval values come back as their text, as Drizzle reads them (its column
   * decoders turn them into values), every other value as the driver parses it.
   */
  readRows(
    statement: NamedStatement,
    values: readonly unknown[],
  ): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export interface PgliteHandle extends HandleBase {
  kind: 'pglite';
  pglite: PGlite;
  dataDir: string | null;
}

export interface PostgresHandle extends HandleBase {
  kind: 'postgres';
  pool: pg.Pool;
  connectionString: string;
}

export type DbHandle = PgliteHandle | PostgresHandle;

export interface OpenDatabaseOptions {
  /** postgres:// URL of a PostgreSQL server; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `null` keeps the database in memory (tests). */
  dataDir?: string | null;
  /**
   * A PGlite data-directory dump (`dumpDataDir()`) the in-memory database starts from instead of
   * an empty cluster: tests load a migrated template this way (docs/testing.md).
   */
  pgliteDump?: Blob;
  /** Pool size on PostgreSQL. */
  maxConnections?: number;
  /** Told about errors on idle pooled connections (e.g. the server restarting), which pg would otherwise throw. */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DbHandle> {
  if (options.url) {
    return openPostgres(
      options.url,
      options.maxConnections ?? 10,
      options.onIdleError ?? (() => {}),
    );
  }
  return openPglite(options.dataDir === undefined ? './data' : options.dataDir, options.pgliteDump);
}

async function openPglite(dataDir: string | null, dump: Blob | undefined): Promise<PgliteHandle> {
  let directory: string | null = null;
  if (dataDir !== null) {
    directory = resolve(dataDir, 'pglite');
    mkdirSync(directory, { recursive: true });
  }
  const pglite = new PGlite({
    ...(directory ? { dataDir: directory } : {}),
    ...(dump ? { loadDataDir: dump } : {}),
    extensions: pgliteExtensions,
  });
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    pglite,
    dataDir: directory,
    db,
    transaction: (work) => db.transaction(work),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    readRows: async (statement, values) => {
      const result = await pglite.query<Record<string, unknown>>(statement.text, [...values], {
        parsers: pgliteParsers,
      });
      return result.rows;
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

async function openPostgres(
  connectionString: string,
  max: number,
  onIdleError: (error: Error) => void,
): Promise<PostgresHandle> {
  const pool = new pg.Pool({ connectionString, max, Client: OneQueryAtATimeClient });
  // An idle client losing its connection is not fatal: the pool replaces it on the next checkout.
  pool.on('error', onIdleError);
  // Fail fast with the server's own message when it is unreachable.
  const client = await pool.connect();
  client.release();
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'postgres',
    pool,
    connectionString,
    db,
    transaction: (work) => db.transaction(work),
    exec: async (sql) => {
      await pool.query(sql);
    },
    readRows: async (statement, values) => {
      const result = await pool.query<Record<string, unknown>>({
        name: statement.name,
        text: statement.text,
        values: [...values],
        types: pgTypes,
      });
      return result.rows;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
