// The jobs screen's use cases: list pg-boss jobs by state (queued, active, failed, completed) with
// their error output, and retry a failed one. Admin only (GraphQL permission `jobs.manage`).
import { z } from 'zod';
import { notFound, conflict, validationError } from '../../graphql/errors.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import type { Platform } from '../../platform.ts';
import {
  findJob,
  listJobs,
  listQueueNames,
  type JobRow,
  type PgBossState,
} from './job-monitor.repository.ts';

export const JOB_LIST_STATES = ['queued', 'active', 'failed', 'completed'] as const;
export type JobListState = (typeof JOB_LIST_STATES)[number];

/** What each tab of the screen holds, in pg-boss's states. Cancelled jobs are not shown. */
const PG_BOSS_STATES: Record<JobListState, readonly PgBossState[]> = {
  queued: ['created', 'retry'],
  active: ['active'],
  failed: ['failed'],
  completed: ['completed'],
};

const DATA_SUMMARY_LENGTH = 200;

export interface JobRecord {
  id: string;
  name: string;
  state: JobListState | 'cancelled';
  dataSummary: string;
  attempts: number;
  retryLimit: number;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  error: string | null;
}

const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

const listState = (state: PgBossState): JobRecord['state'] =>
  state === 'created' || state === 'retry' ? 'queued' : state;

/** The handler's error as job-queue.ts stores it ({ name, message, stack }), else the raw output. */
function errorOf(row: JobRow): string | null {
  if (row.state !== 'failed' && row.state !== 'retry') return null;
  const output = (typeof row.output === 'string' ? JSON.parse(row.output) : row.output) as unknown;
  if (output && typeof output === 'object' && 'message' in output) {
    const { message, stack } = output as { message: unknown; stack?: unknown };
    return typeof stack === 'string' ? stack : String(message);
  }
  return output == null ? null : JSON.stringify(output);
}

function toRecord(row: JobRow): JobRecord {
  const data = typeof row.data === 'string' ? row.data : JSON.stringify(row.data ?? {});
  return {
    id: row.id,
    name: row.name,
    state: listState(row.state),
    dataSummary:
      data.length > DATA_SUMMARY_LENGTH ? `${data.slice(0, DATA_SUMMARY_LENGTH - 1)}…` : data,
    // retry_count counts retries already started; a job that ran once and failed has 0 retries
    // and 1 attempt. A queued retry has not run yet, so it is not an attempt.
    attempts:
      row.state === 'created' ? 0 : row.state === 'retry' ? row.retry_count : row.retry_count + 1,
    retryLimit: row.retry_limit,
    createdAt: toDate(row.created_on)!,
    startedAt: toDate(row.started_on),
    completedAt: toDate(row.completed_on),
    error: errorOf(row),
  };
}

const nameSchema = z.string().trim().min(1).max(200).optional();

export async function listJobRecords(
  platform: Pick<Platform, 'db'>,
  filter: { state: JobListState; name?: string | undefined },
  window: PageWindow,
): Promise<{ rows: JobRecord[]; totalCount: number }> {
  const name = nameSchema.safeParse(filter.name === '' ? undefined : filter.name);
  if (!name.success) throw validationError([{ path: 'name', message: 'must be a queue name' }]);
  const { rows, totalCount } = await listJobs(platform.db.db, {
    states: PG_BOSS_STATES[filter.state],
    name: name.data,
    first: window.limit,
    skip: window.offset,
  });
  return { rows: rows.map(toRecord), totalCount };
}

export const jobQueueNames = (platform: Pick<Platform, 'db'>) => listQueueNames(platform.db.db);

export async function retryJob(
  platform: Pick<Platform, 'db' | 'jobs' | 'log'>,
  id: string,
): Promise<JobRecord> {
  if (!z.uuid().safeParse(id).success) {
    throw validationError([{ path: 'id', message: 'must be a job id' }]);
  }
  const job = await findJob(platform.db.db, id);
  if (!job) throw notFound('Job');
  if (job.state !== 'failed') throw conflict('Only a failed job can be retried.');
  const moved = await platform.jobs.retry(job.name, id);
  if (!moved) throw conflict('The job is no longer failed.');
  platform.log.info({ job: job.name, jobId: id }, 'failed job retried from the back-office');
  const after = await findJob(platform.db.db, id);
  return toRecord(after ?? job);
}
