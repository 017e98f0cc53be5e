// Sync check over the benchmark dataset (100,000 students on PostgreSQL; bench/data/generate.ts).
// Legacy balances are made equal to ours except 1% planted differences (a third each of product
// balance, funds and expired minutes); the check must find exactly those, with their kinds, in
// ≤ 60 s, and a cancel must stop a running check within 2 s. The sync tables and rows this
// benchmark makes are removed at the end; the dataset itself is left as it was.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { openDatabase, type PostgresHandle } from '../src/server/db/client.ts';
import { migrationsFolder } from '../src/server/db/migrate.ts';
import { createEventBus } from '../src/server/events/event-bus.ts';
import { createLogger } from '../src/server/logger.ts';
import { runSyncCheck } from '../src/server/modules/sync/sync-check-runner.ts';
import { ledgerQuantities } from '../src/server/modules/sync/sync-ledger-queries.ts';
import { syncRepository } from '../src/server/modules/sync/sync.repository.ts';
import type { Platform } from '../src/server/platform.ts';
import { insertColumns } from './data/bulk-insert.ts';
import { benchDatabaseUrl } from './data/generate.ts';
import { describeMachine, printTable, timed } from './lib/measure.ts';

export const SYNC_TARGETS = { checkSeconds: 60, cancelMs: 2_000 };
const STUDENTS = Number(process.env.BENCH_STUDENTS || 100_000);
const SYNC_TABLES = ['sync_conflicts', 'sync_checks', 'legacy_balance_days', 'legacy_balances'];
const KINDS = ['studentProductBalance', 'studentFundsBalance', 'studentExpiredMinutes'] as const;

/** The sync tables' statements of the project's migration, for a dataset made before they existed. */
function syncTableStatements(): string[] {
  const text = readFileSync(`${migrationsFolder}/0000_initial.sql`, 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(
      (statement) =>
        /"(sync_checks|sync_conflicts|legacy_balances|legacy_balance_days)"/.test(
          statement.split('\n')[0] ?? '',
        ) && /^(CREATE|ALTER TABLE "(sync|legacy))/.test(statement),
    );
}

export async function runSyncCheckBenchmark(): Promise<{ passed: boolean }> {
  const url = benchDatabaseUrl();
  const handle = (await openDatabase({ url, maxConnections: 4 })) as PostgresHandle;
  const pool = handle.pool;
  const dataset = await pool
    .query<{ students: number }>(
      "select (summary->'settings'->>'students')::int as students from bench_dataset where key = 'students-ledger'",
    )
    .catch(() => ({ rows: [] as { students: number }[] }));
  if (dataset.rows[0]?.students !== STUDENTS) {
    throw new Error(`No ${STUDENTS}-student dataset in ${url}: run npm run bench:data first.`);
  }
  const existed =
    (await pool.query<{ t: string | null }>("select to_regclass('sync_checks') as t")).rows[0]?.t !=
    null;
  if (!existed) for (const statement of syncTableStatements()) await pool.query(statement);
  const log = createLogger({ LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  const events = await createEventBus({
    config: { REDIS_URL: undefined },
    db: handle,
    log,
    channel: 'bench_sync',
  });
  const platform = { db: handle, events, log } as unknown as Platform;
  const batchId = randomUUID();
  try {
    // Legacy = ours, then 1% of the live students changed on one quantity each.
    const students = (
      await pool.query<{ id: string; is_deleted: boolean }>(
        'select id, is_deleted from students order by id',
      )
    ).rows;
    const ours = await ledgerQuantities(handle.db, students[0]!.id, students.at(-1)!.id);
    const live = students.filter((student) => !student.is_deleted);
    const planted = new Map<string, (typeof KINDS)[number]>();
    live.forEach((student, index) => {
      if (index % 100 === 37) planted.set(student.id, KINDS[planted.size % 3]!);
    });
    const columns = [[], [], [], [], [], [], []] as unknown[][];
    const now = new Date().toISOString();
    for (const student of live) {
      const q = ours.get(student.id) ?? {
        drivingMinute: 0,
        observationMinute: 0,
        fundsCents: 0,
        expiredMinutes: 0,
      };
      const kind = planted.get(student.id);
      columns[0]!.push(student.id);
      columns[1]!.push(q.drivingMinute + (kind === 'studentProductBalance' ? 30 : 0));
      columns[2]!.push(q.observationMinute);
      columns[3]!.push(q.fundsCents + (kind === 'studentFundsBalance' ? -2_500 : 0));
      columns[4]!.push(q.expiredMinutes + (kind === 'studentExpiredMinutes' ? 15 : 0));
      columns[5]!.push(batchId);
      columns[6]!.push(now);
    }
    const client = await pool.connect();
    try {
      await client.query('delete from legacy_balances');
      await insertColumns(
        client,
        'legacy_balances',
        [
          ['student_id', 'uuid'],
          ['driving_minutes', 'int'],
          ['observation_minutes', 'int'],
          ['funds_cents', 'int'],
          ['expired_minutes', 'int'],
          ['import_batch_id', 'uuid'],
          ['imported_at', 'timestamptz'],
        ],
        columns,
      );
      await client.query('analyze legacy_balances');
    } finally {
      client.release();
    }

    const check = (await syncRepository.insertCheck(handle.db, {
      startedById: null,
      startedByName: 'Benchmark',
    }))!;
    const run = await timed(() => runSyncCheck(platform, check.id));
    const found = (
      await pool.query<{ student_id: string; kind: string }>(
        'select student_id, kind from sync_conflicts where sync_check_id = $1',
        [check.id],
      )
    ).rows;
    const exact =
      found.length === planted.size &&
      found.every((conflict) => planted.get(conflict.student_id) === conflict.kind);

    // Cancel: start a check, ask it to stop after 3 s, time until it has ended.
    const second = (await syncRepository.insertCheck(handle.db, {
      startedById: null,
      startedByName: 'Benchmark',
    }))!;
    const running = runSyncCheck(platform, second.id);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const cancelAt = performance.now();
    await syncRepository.requestCancel(handle.db, second.id, new Date());
    const cancelled = await running;
    const cancelMs = performance.now() - cancelAt;

    const seconds = run.ms / 1000;
    const passed =
      exact &&
      !run.value.isCancelled &&
      seconds <= SYNC_TARGETS.checkSeconds &&
      cancelled.isCancelled &&
      cancelMs <= SYNC_TARGETS.cancelMs;
    console.log(describeMachine());
    printTable([
      ['measure', 'result', 'target'],
      [
        'students gone through',
        String(run.value.checkedStudentsCount + run.value.ignoredStudentsCount),
        String(students.length),
      ],
      [
        'checked / ignored',
        `${run.value.checkedStudentsCount} / ${run.value.ignoredStudentsCount}`,
        '',
      ],
      [
        'planted / found',
        `${planted.size} / ${found.length} (${exact ? 'exactly the planted, right kinds' : 'MISMATCH'})`,
        'equal',
      ],
      ['check duration', `${seconds.toFixed(1)} s`, `≤ ${SYNC_TARGETS.checkSeconds} s`],
      [
        'cancel to stopped',
        `${cancelMs.toFixed(0)} ms (after ${cancelled.checkedStudentsCount + cancelled.ignoredStudentsCount} students)`,
        `≤ ${SYNC_TARGETS.cancelMs} ms`,
      ],
    ]);
    return { passed };
  } finally {
    await events.close();
    if (existed) {
      await pool.query("delete from sync_checks where started_by_name = 'Benchmark'");
      await pool.query('delete from legacy_balances where import_batch_id = $1', [batchId]);
    } else {
      for (const table of SYNC_TABLES) await pool.query(`drop table if exists ${table} cascade`);
    }
    await handle.close();
  }
}
