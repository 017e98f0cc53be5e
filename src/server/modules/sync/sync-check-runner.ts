// Runs one sync check: goes through every student by id in batches, compares our ledger with the
// legacy balances, records conflicts and counts, and publishes progress events. A cancel request
// (a column on the check) is read between batches, so a check stops within one batch (well under
// 2 s at the default size on PostgreSQL).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { compareQuantities, type SyncDifference } from '../../../domain/sync/compare-quantities.ts';
import { dayBreakdown, type DayChange } from '../../../domain/sync/day-breakdown.ts';
import type {
  SyncProgressEventKind,
  SyncQuantities,
} from '../../../domain/sync/sync-quantities.ts';
import type { Platform } from '../../platform.ts';
import { ledgerDays, ledgerQuantities, type BreakdownQuantity } from './sync-ledger-queries.ts';
import {
  syncRepository,
  type LegacyBalanceRow,
  type LegacyDayRow,
  type NewSyncConflict,
} from './sync.repository.ts';
import type { SyncCheckRow } from './sync.tables.ts';

export const SYNC_PROGRESS_TOPIC = 'syncCheckProgress';
export const DEFAULT_SYNC_BATCH_SIZE = 2_000;

/** What subscribers receive: small on purpose (NOTIFY limit); they load anything else by id. */
export interface SyncProgressPayload {
  kind: SyncProgressEventKind;
  syncCheckId: string;
  studentsCount: number;
  /** Students gone through so far, checked and ignored. */
  processedCount: number;
  conflictsCount: number;
  /** `conflict` events: the first conflict of the batch (conflictsCount says how many so far). */
  conflictId: string | null;
}

const ZERO: SyncQuantities = {
  drivingMinute: 0,
  observationMinute: 0,
  fundsCents: 0,
  expiredMinutes: 0,
};

const legacyQuantities = (row: LegacyBalanceRow): SyncQuantities => ({
  drivingMinute: row.drivingMinutes,
  observationMinute: row.observationMinutes,
  fundsCents: row.fundsCents,
  expiredMinutes: row.expiredMinutes,
});

function quantityOf(difference: SyncDifference): BreakdownQuantity {
  if (difference.kind === 'studentFundsBalance') return 'funds';
  if (difference.kind === 'studentExpiredMinutes') return 'expired';
  return difference.productType ?? 'drivingMinute';
}

const LEGACY_COLUMN = {
  drivingMinute: 'drivingMinutes',
  observationMinute: 'observationMinutes',
  funds: 'fundsCents',
  expired: 'expiredMinutes',
} as const satisfies Record<BreakdownQuantity, keyof LegacyDayRow>;

interface Counts {
  checked: number;
  ignored: number;
  ledgers: number;
  outOfSync: number;
  conflicts: number;
}

async function compareBatch(
  platform: Platform,
  checkId: string,
  batch: { id: string; isDeleted: boolean }[],
): Promise<{ counts: Counts; conflictIds: string[] }> {
  const db = platform.db.db;
  const from = batch[0]!.id;
  const to = batch.at(-1)!.id;
  const [legacy, ours, ledgers] = await Promise.all([
    syncRepository.legacyInRange(db, from, to),
    ledgerQuantities(db, from, to),
    syncRepository.ledgersInRange(db, from, to),
  ]);
  const legacyById = new Map(legacy.map((row) => [row.studentId, row]));
  const counts: Counts = { checked: 0, ignored: 0, ledgers, outOfSync: 0, conflicts: 0 };
  const found: { studentId: string; difference: SyncDifference }[] = [];
  for (const student of batch) {
    const legacyRow = legacyById.get(student.id);
    // Ignored: soft-deleted students and students the legacy system did not send.
    if (student.isDeleted || !legacyRow) {
      counts.ignored += 1;
      continue;
    }
    counts.checked += 1;
    const differences = compareQuantities(
      ours.get(student.id) ?? ZERO,
      legacyQuantities(legacyRow),
    );
    if (differences.length > 0) counts.outOfSync += 1;
    for (const difference of differences) found.push({ studentId: student.id, difference });
  }
  counts.conflicts = found.length;
  if (found.length === 0) return { counts, conflictIds: [] };

  const studentIds = [...new Set(found.map((item) => item.studentId))];
  const [ourDays, legacyDays] = await Promise.all([
    ledgerDays(db, studentIds),
    syncRepository.legacyDays(db, studentIds),
  ]);
  const legacyDaysById = new Map<string, LegacyDayRow[]>();
  for (const row of legacyDays) {
    legacyDaysById.set(row.studentId, [...(legacyDaysById.get(row.studentId) ?? []), row]);
  }
  const conflicts: NewSyncConflict[] = found.map(({ studentId, difference }) => {
    const quantity = quantityOf(difference);
    const theirs = legacyDaysById.get(studentId);
    const legacyChanges: DayChange[] | null = theirs
      ? theirs.map((row) => ({ day: row.day, change: row[LEGACY_COLUMN[quantity]] }))
      : null;
    return {
      syncCheckId: checkId,
      studentId,
      kind: difference.kind,
      productType: difference.productType,
      syncIndicator: difference.syncIndicator,
      nextValue: difference.nextValue,
      legacyValue: difference.legacyValue,
      breakdown: dayBreakdown(ourDays.get(studentId)?.[quantity] ?? [], legacyChanges),
    };
  });
  const inserted = await syncRepository.insertConflicts(db, conflicts);
  return { counts, conflictIds: inserted.map((row) => row.id) };
}

export async function runSyncCheck(
  platform: Platform,
  checkId: string,
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<SyncCheckRow> {
  const db = platform.db.db;
  const batchSize = options.batchSize ?? DEFAULT_SYNC_BATCH_SIZE;
  const studentsCount = await syncRepository.countStudents(db);
  await syncRepository.updateCheck(db, checkId, { studentsCount });
  const totals: Counts = { checked: 0, ignored: 0, ledgers: 0, outOfSync: 0, conflicts: 0 };
  let errors = (await syncRepository.findCheck(db, checkId))?.errors ?? [];
  let errorsCount = 0;
  const publish = async (kind: SyncProgressEventKind, conflictId: string | null = null) => {
    const payload: SyncProgressPayload = {
      kind,
      syncCheckId: checkId,
      studentsCount,
      processedCount: totals.checked + totals.ignored,
      conflictsCount: totals.conflicts,
      conflictId,
    };
    await platform.events
      .publish(`${SYNC_PROGRESS_TOPIC}:${checkId}`, payload)
      .catch((error: unknown) =>
        platform.log.warn({ err: error }, 'could not publish sync progress'),
      );
  };
  const finish = async (cancelled: boolean) => {
    await syncRepository.updateCheck(db, checkId, { endTime: new Date(), isCancelled: cancelled });
    await publish(cancelled ? 'cancel' : 'end');
    return (await syncRepository.findCheck(db, checkId))!;
  };

  await publish('start');
  let afterId: string | null = null;
  for (;;) {
    // On PGlite every query resolves without I/O: without this turn of the event loop a check
    // would starve HTTP requests (the cancel among them) until it ends.
    await nextTurn();
    const check = await syncRepository.findCheck(db, checkId);
    if (!check || check.cancelRequestedAt || options.signal?.aborted) return finish(true);
    const batch = await syncRepository.studentBatch(db, afterId, batchSize);
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.id;
    try {
      const { counts, conflictIds } = await compareBatch(platform, checkId, batch);
      totals.checked += counts.checked;
      totals.ignored += counts.ignored;
      totals.ledgers += counts.ledgers;
      totals.outOfSync += counts.outOfSync;
      totals.conflicts += counts.conflicts;
      // One conflict event per batch that found any, naming its first conflict: a check with
      // thousands of conflicts must not flood a slow subscriber (whose queue is bounded).
      if (conflictIds.length > 0) await publish('conflict', conflictIds[0]);
    } catch (error) {
      // One failed batch does not end the check: it is recorded and counted, and the rest goes on.
      platform.log.error({ err: error, checkId }, 'a sync check batch failed');
      errorsCount += 1;
      errors = syncRepository.appendError(errors, {
        message: error instanceof Error ? error.message : String(error),
        fromStudentId: batch[0]!.id,
        toStudentId: afterId,
      });
    }
    await syncRepository.updateCheck(db, checkId, {
      checkedStudentsCount: totals.checked,
      ignoredStudentsCount: totals.ignored,
      ledgerStudentsCount: totals.ledgers,
      outOfSyncStudentsCount: totals.outOfSync,
      conflictsCount: totals.conflicts,
      errorsCount,
      errors,
    });
    await publish('progress');
  }
  return finish(false);
}

/** A run that died (or could not be queued) still ends, so the next check can start. */
export async function closeFailedCheck(
  platform: Platform,
  id: string,
  error: unknown,
): Promise<void> {
  const db = platform.db.db;
  const check = await syncRepository.findCheck(db, id);
  if (!check || check.endTime) return;
  const errors = syncRepository.appendError(check.errors, {
    message: error instanceof Error ? error.message : String(error),
    fromStudentId: null,
    toStudentId: null,
  });
  await syncRepository.updateCheck(db, id, {
    endTime: new Date(),
    isCancelled: true,
    errors,
    errorsCount: check.errorsCount + 1,
  });
  const payload: SyncProgressPayload = {
    kind: 'cancel',
    syncCheckId: id,
    studentsCount: check.studentsCount,
    processedCount: check.checkedStudentsCount + check.ignoredStudentsCount,
    conflictsCount: check.conflictsCount,
    conflictId: null,
  };
  await platform.events.publish(`${SYNC_PROGRESS_TOPIC}:${id}`, payload).catch(() => {});
}
