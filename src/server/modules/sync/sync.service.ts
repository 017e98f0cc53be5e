// Use cases of the sync check: start one (one at a time), cancel it, and the failure path of its
// job. Reads go straight to the repository from sync.graphql.ts.
import type { Viewer } from '../../auth/auth.service.ts';
import { conflict, notFound } from '../../graphql/errors.ts';
import type { Platform } from '../../platform.ts';
import { closeFailedCheck } from './sync-check-runner.ts';
import { syncCheckJob } from './sync.jobs.ts';
import { syncRepository } from './sync.repository.ts';
import type { SyncCheckRow } from './sync.tables.ts';

const ALREADY_RUNNING = 'A sync check is already running: wait for it to end or cancel it.';

export async function startSyncCheck(platform: Platform, viewer: Viewer): Promise<SyncCheckRow> {
  const db = platform.db.db;
  // The partial unique index on running checks is the real guard; this only words the answer.
  if (await syncRepository.runningCheck(db)) throw conflict(ALREADY_RUNNING);
  const check = await syncRepository.insertCheck(db, {
    startedById: viewer.userId,
    startedByName: viewer.name,
  });
  if (!check) throw conflict(ALREADY_RUNNING);
  try {
    await platform.jobs.enqueue(syncCheckJob, { syncCheckId: check.id });
  } catch (error) {
    await closeFailedCheck(platform, check.id, error);
    throw error;
  }
  return check;
}

export async function cancelSyncCheck(platform: Platform, id: string): Promise<SyncCheckRow> {
  const db = platform.db.db;
  const check = await syncRepository.findCheck(db, id);
  if (!check) throw notFound('The sync check');
  if (check.endTime) throw conflict('This sync check has already ended.');
  await syncRepository.requestCancel(db, id, new Date());
  return (await syncRepository.findCheck(db, id))!;
}
