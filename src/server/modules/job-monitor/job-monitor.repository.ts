// Read-only SQL on pg-boss's own table `pgboss.job` (the parent of its per-queue partitions):
// pg-boss 12 lists jobs only one queue at a time without paging or a state filter, and the
// back-office needs all queues, newest first, a page at a time. Columns used here are those of
// pg-boss 12's job table; a pg-boss upgrade that changes them breaks job-monitor.int.test.ts.
// Writes never happen here: retrying goes through pg-boss (jobs.retry).
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** pg-boss job states, as stored. */
export type PgBossState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobRow {
  id: string;
  name: string;
  state: PgBossState;
  data: unknown;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  output: unknown;
}

const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> => {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
};

export async function listJobs(
  db: Executor,
  options: {
    states: readonly PgBossState[];
    name?: string | undefined;
    first: number;
    skip: number;
  },
): Promise<{ rows: JobRow[]; totalCount: number }> {
  const where = sql.join(
    [
      sql`state::text in (${sql.join(
        options.states.map((state) => sql`${state}`),
        sql`, `,
      )})`,
      ...(options.name ? [sql`name = ${options.name}`] : []),
    ],
    sql` and `,
  );
  const [rows, counted] = await Promise.all([
    rowsOf<JobRow>(
      db,
      sql`select id::text as id, name, state::text as state, data, retry_count, retry_limit,
            created_on, started_on, completed_on, output
          from pgboss.job where ${where}
          order by created_on desc, id desc
          limit ${options.first} offset ${options.skip}`,
    ),
    rowsOf<{ total: number | string }>(
      db,
      sql`select count(*) as total from pgboss.job where ${where}`,
    ),
  ]);
  return { rows, totalCount: Number(counted[0]?.total ?? 0) };
}

export async function findJob(db: Executor, id: string): Promise<JobRow | null> {
  const [row] = await rowsOf<JobRow>(
    db,
    sql`select id::text as id, name, state::text as state, data, retry_count, retry_limit,
          created_on, started_on, completed_on, output
        from pgboss.job where id = ${id}::uuid`,
  );
  return row ?? null;
}

/** The queue names pg-boss knows, for the screen's name filter. */
export async function listQueueNames(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(db, sql`select name from pgboss.queue order by name`);
  return rows.map((row) => row.name);
}
