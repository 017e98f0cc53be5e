// The benchmark dataset on PostgreSQL: students, products and packages, and ledgers written by
// the ledger's rules. `npm run bench:data -- --students 100000` creates (or reuses) it; other
// benchmarks call ensureBenchDataset(). The database is created when missing and migrated with
// the project's own migration runner; settings and a summary are kept in `bench_dataset`, so a
// second call with the same settings returns at once.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type PostgresHandle } from '../../src/server/db/client.ts';
import { madeByOlderSchema, runMigrations } from '../../src/server/db/migrate.ts';
import { buildCatalogue } from './catalogue.ts';
import { insertColumns } from './bulk-insert.ts';
import { DatasetWriter } from './dataset-writer.ts';
import { generateLedgerHistory } from './ledger-history.ts';
import { seededRandom } from './random.ts';
import { generateStudent } from './students.ts';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/roadready_bench';

export interface DatasetSettings {
  students: number;
  /** Ledger entries in all, heavy students included. */
  entries: number;
  /** Students with `heavyEntries` entries each: the "details of a long ledger" case. */
  heavyStudents: number;
  heavyEntries: number;
  seed: number;
}

export interface DatasetSummary {
  settings: DatasetSettings;
  url: string;
  heavyStudentIds: string[];
  entries: number;
  lines: number;
  generatedAt: string;
}

/** Bump when the generator changes what it writes: older datasets are then regenerated. */
const GENERATOR_VERSION = 1;
const STUDENTS_PER_BATCH = 1_000;

export const benchDatabaseUrl = (url?: string) =>
  url ?? (process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL);

export function datasetSettings(input: Partial<DatasetSettings> & { entriesPerStudent?: number }) {
  const students = input.students ?? 100_000;
  const heavyStudents = Math.min(input.heavyStudents ?? 20, students);
  const heavyEntries = input.heavyEntries ?? 1_000;
  const entries = input.entries ?? Math.round(students * (input.entriesPerStudent ?? 20));
  if (entries < heavyStudents * heavyEntries) {
    throw new Error(`--entries must be at least ${heavyStudents * heavyEntries} (heavy students)`);
  }
  return { students, entries, heavyStudents, heavyEntries, seed: input.seed ?? 20_261_121 };
}

async function withServer<T>(url: string, work: (client: pg.Client, name: string) => Promise<T>) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unusual database name "${name}"`);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

export async function createDatabaseIfMissing(url: string): Promise<boolean> {
  return withServer(url, async (client, name) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database ${name}`);
    return true;
  });
}

export async function dropBenchDatabase(url = benchDatabaseUrl()): Promise<void> {
  await withServer(url, (client, name) => client.query(`drop database if exists ${name} with (force)`));
}

// jsonb does not keep key order: compare field by field.
const sameSettings = (a: DatasetSettings, b: DatasetSettings) =>
  (Object.keys(b) as (keyof DatasetSettings)[]).every((key) => a[key] === b[key]);

/** Per student, how many entries: heavy ones first, the others around the average. */
function entryCounts(random: ReturnType<typeof seededRandom>, settings: DatasetSettings): number[] {
  const { students, entries, heavyStudents, heavyEntries } = settings;
  const others = students - heavyStudents;
  const rest = entries - heavyStudents * heavyEntries;
  const average = others > 0 ? rest / others : 0;
  const counts = Array.from({ length: students }, (_, index) =>
    index < heavyStudents ? heavyEntries : random.int(0, Math.max(0, Math.round(2 * average))),
  );
  let missing = entries - counts.reduce((sum, count) => sum + count, 0);
  while (missing !== 0 && others > 0) {
    const index = heavyStudents + random.int(0, others - 1);
    const change = missing > 0 ? 1 : -1;
    if (counts[index]! + change < 0) continue;
    counts[index] = counts[index]! + change;
    missing -= change;
  }
  return counts;
}

async function generate(handle: PostgresHandle, settings: DatasetSettings): Promise<DatasetSummary> {
  const random = seededRandom(settings.seed);
  const catalogue = buildCatalogue(random);
  const now = Date.now();
  const counts = entryCounts(random, settings);
  const writer = new DatasetWriter(handle.pool);
  await writer.reset();
  await writer.writeCatalogue(catalogue.products, new Date(now - 4 * 365 * 86_400_000));

  const heavyStudentIds: string[] = [];
  const startedAt = performance.now();
  let lastReport = startedAt;
  let entries = 0;
  for (let first = 0; first < settings.students; first += STUDENTS_PER_BATCH) {
    const batch = writer.batch();
    const last = Math.min(first + STUDENTS_PER_BATCH, settings.students);
    for (let index = first; index < last; index += 1) {
      const student = generateStudent(random, now);
      const heavy = index < settings.heavyStudents;
      if (heavy) {
        heavyStudentIds.push(student.id);
        student.signupAt = new Date(now - 3 * 365 * 86_400_000);
        student.isDeleted = false;
      }
      batch.addStudent(student);
      const history = generateLedgerHistory(
        random,
        catalogue,
        student.id,
        counts[index]!,
        student.signupAt.getTime(),
        now - 3_600_000,
      );
      batch.addHistory(student.id, history);
      entries += history.length;
    }
    await writer.submit(batch);
    if (performance.now() - lastReport > 5_000 || last === settings.students) {
      lastReport = performance.now();
      const seconds = (lastReport - startedAt) / 1000;
      const eta = (seconds / last) * (settings.students - last);
      console.log(
        `  ${last.toLocaleString('en-US')} / ${settings.students.toLocaleString('en-US')} students, ${entries.toLocaleString('en-US')} entries, ${seconds.toFixed(0)} s (about ${eta.toFixed(0)} s left)`,
      );
    }
  }
  const lines = await writer.finish();
  console.log('  vacuum analyze...');
  await writer.vacuumAnalyze();
  return {
    settings,
    url: handle.connectionString,
    heavyStudentIds,
    entries,
    lines,
    generatedAt: new Date().toISOString(),
  };
}

/**
 * The bench database, created when missing and migrated. Until the first release the schema is one
 * migration that changes with the code (docs/adr/0004), so a bench database made by an older
 * version cannot be migrated forward: it is disposable, so it is dropped and made anew.
 */
async function openMigratedBenchDatabase(url: string): Promise<PostgresHandle> {
  for (let attempt = 1; ; attempt += 1) {
    if (await createDatabaseIfMissing(url)) console.log(`Created database ${url}`);
    const handle = (await openDatabase({ url, maxConnections: 3 })) as PostgresHandle;
    try {
      await runMigrations(handle);
      return handle;
    } catch (error) {
      await handle.close();
      if (attempt > 1 || !madeByOlderSchema(error)) throw error;
      console.log(`${url} holds an older schema; recreating it.`);
      await dropBenchDatabase(url);
    }
  }
}

/**
 * The dataset with these settings in the bench database, generated when missing or different
 * (or when `force`). Returns its summary (settings, heavy students' ids, counts).
 */
export async function ensureBenchDataset(
  options: Partial<DatasetSettings> & {
    entriesPerStudent?: number;
    databaseUrl?: string;
    force?: boolean;
  } = {},
): Promise<DatasetSummary> {
  const url = benchDatabaseUrl(options.databaseUrl);
  const settings = datasetSettings(options);
  const handle = await openMigratedBenchDatabase(url);
  try {
    await handle.pool.query(
      'create table if not exists bench_dataset (key text primary key, version int not null, summary jsonb not null)',
    );
    const existing = await handle.pool.query<{ version: number; summary: DatasetSummary }>(
      "select version, summary from bench_dataset where key = 'students-ledger'",
    );
    const row = existing.rows[0];
    if (
      !options.force &&
      row?.version === GENERATOR_VERSION &&
      sameSettings(row.summary.settings, settings)
    ) {
      console.log(`Dataset ready in ${url} (generated ${row.summary.generatedAt}).`);
      return { ...row.summary, url };
    }
    console.log(
      `Generating ${settings.students.toLocaleString('en-US')} students and ${settings.entries.toLocaleString('en-US')} ledger entries in ${url}...`,
    );
    const startedAt = performance.now();
    const summary = await generate(handle, settings);
    const client = await handle.pool.connect();
    try {
      await client.query("delete from bench_dataset where key = 'students-ledger'");
      await insertColumns(
        client,
        'bench_dataset',
        [['key', 'text'], ['version', 'int'], ['summary', 'jsonb']],
        [['students-ledger'], [GENERATOR_VERSION], [JSON.stringify(summary)]],
      );
    } finally {
      client.release();
    }
    console.log(`Dataset generated in ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`);
    return summary;
  } finally {
    await handle.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      students: { type: 'string' },
      entries: { type: 'string' },
      'entries-per-student': { type: 'string' },
      'heavy-students': { type: 'string' },
      'heavy-entries': { type: 'string' },
      seed: { type: 'string' },
      'database-url': { type: 'string' },
      force: { type: 'boolean' },
      drop: { type: 'boolean' },
    },
  });
  const number = (value: string | undefined) => {
    if (value === undefined) return undefined;
    const parsed = Number(value.replaceAll('_', ''));
    if (!Number.isSafeInteger(parsed) || parsed < 0) throw new Error(`Not a count: ${value}`);
    return parsed;
  };
  if (values.drop) {
    await dropBenchDatabase(benchDatabaseUrl(values['database-url']));
    console.log('Dropped.');
    return;
  }
  const summary = await ensureBenchDataset({
    students: number(values.students),
    entries: number(values.entries),
    entriesPerStudent: number(values['entries-per-student']),
    heavyStudents: number(values['heavy-students']),
    heavyEntries: number(values['heavy-entries']),
    seed: number(values.seed),
    databaseUrl: values['database-url'],
    force: values.force ?? false,
  });
  console.log(
    `${summary.settings.students.toLocaleString('en-US')} students, ${summary.entries.toLocaleString('en-US')} entries, ${summary.lines.toLocaleString('en-US')} lines; ${summary.heavyStudentIds.length} students with ${summary.settings.heavyEntries} entries.`,
  );
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
