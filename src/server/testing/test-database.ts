// Integration tests run on in-memory PGlite by default, and on a PostgreSQL server when
// TEST_DATABASE_URL is set (CI's second pass). Each test file gets a database of its own, copied
// from the migrated template that Vitest's global setup made for the run (test-template.ts): on
// PostgreSQL a scratch database created from the template and dropped afterwards, so files can
// run in parallel; on PGlite the template's data-directory dump, loaded into a new in-memory
// database. Outside Vitest (the benchmarks) there is no template and databases start empty.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { databaseUrl, withAdminClient, type TestTemplate } from './test-template.ts';

declare module 'vitest' {
  interface ProvidedContext {
    testTemplate: TestTemplate | null;
  }
}

export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

export const onPostgres = (): boolean => testDatabaseUrl() !== undefined;

export interface ScratchDatabase {
  /** postgres:// URL of the new database, or undefined on PGlite. */
  url: string | undefined;
  /** On PGlite: the migrated template to start the in-memory database from, when there is one. */
  pgliteDump: Blob | undefined;
  drop(): Promise<void>;
}

export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const template = await providedTemplate();
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    return {
      url: undefined,
      pgliteDump: template?.kind === 'pglite' ? pgliteDump(template.dumpPath) : undefined,
      drop: async () => {},
    };
  }
  const name = `rr_test_${randomBytes(6).toString('hex')}`;
  const from = template?.kind === 'postgres' ? ` template ${template.database}` : '';
  await withAdminClient(serverUrl, (client) => createDatabase(client, `${name}${from}`));
  return {
    url: databaseUrl(serverUrl, name),
    pgliteDump: undefined,
    drop: async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * PostgreSQL refuses to copy a template while another session is connected to it (55006), which
 * two files creating their databases in the same instant can cause for a moment: try again.
 */
async function createDatabase(client: pg.Client, definition: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`create database ${definition}`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '55006' || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** The run's template, from Vitest's global setup; null outside Vitest or without the setup. */
async function providedTemplate(): Promise<TestTemplate | null> {
  if (!process.env.VITEST) return null;
  const { inject } = await import('vitest');
  return inject('testTemplate') ?? null;
}

// Read once per worker: the dump is immutable for the run, and each PGlite copies it when loading.
let cachedDump: { path: string; blob: Blob } | undefined;

function pgliteDump(dumpPath: string): Blob {
  if (cachedDump?.path !== dumpPath) {
    cachedDump = { path: dumpPath, blob: new Blob([readFileSync(dumpPath)]) };
  }
  return cachedDump.blob;
}
