// The only code that touches the sync tables (the ledger side is in sync-ledger-queries.ts).
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { LegacyRecord } from '../../../domain/sync/legacy-record.ts';
import type { SyncConflictKind } from '../../../domain/sync/sync-quantities.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { studentLedgers } from '../ledger/ledger.tables.ts';
import { students } from '../students/students.tables.ts';
import {
  legacyBalanceDays,
  legacyBalances,
  syncChecks,
  syncConflicts,
  type SyncCheckError,
  type SyncCheckRow,
} from './sync.tables.ts';

export type LegacyBalanceRow = typeof legacyBalances.$inferSelect;
export type LegacyDayRow = typeof legacyBalanceDays.$inferSelect;
export type NewSyncConflict = typeof syncConflicts.$inferInsert;

const UNIQUE_VIOLATION = '23505';
const INSERT_CHUNK = 1_000;

export const syncRepository = {
  async existingStudentIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
      const chunk = ids.slice(start, start + INSERT_CHUNK);
      const rows = await db
        .select({ id: students.id })
        .from(students)
        .where(inArray(students.id, chunk));
      for (const row of rows) found.add(row.id);
    }
    return found;
  },

  /** Replaces the legacy balances (and log) of every student in `balances`. */
  async saveLegacy(
    tx: Executor,
    balances: readonly LegacyRecord[],
    days: readonly LegacyRecord[],
    batch: { id: string; at: Date },
  ): Promise<void> {
    for (let start = 0; start < balances.length; start += INSERT_CHUNK) {
      const chunk = balances.slice(start, start + INSERT_CHUNK);
      // The new import is the legacy system's latest word: its log replaces the old one.
      await tx.delete(legacyBalanceDays).where(
        inArray(
          legacyBalanceDays.studentId,
          chunk.map((row) => row.studentId),
        ),
      );
      await tx
        .insert(legacyBalances)
        .values(
          chunk.map((row) => ({
            studentId: row.studentId,
            drivingMinutes: row.drivingMinutes,
            observationMinutes: row.observationMinutes,
            fundsCents: row.fundsCents,
            expiredMinutes: row.expiredMinutes,
            importBatchId: batch.id,
            importedAt: batch.at,
          })),
        )
        .onConflictDoUpdate({
          target: legacyBalances.studentId,
          set: {
            drivingMinutes: sql`excluded.driving_minutes`,
            observationMinutes: sql`excluded.observation_minutes`,
            fundsCents: sql`excluded.funds_cents`,
            expiredMinutes: sql`excluded.expired_minutes`,
            importBatchId: sql`excluded.import_batch_id`,
            importedAt: sql`excluded.imported_at`,
          },
        });
    }
    for (let start = 0; start < days.length; start += INSERT_CHUNK) {
      await tx.insert(legacyBalanceDays).values(
        days.slice(start, start + INSERT_CHUNK).map((row) => ({
          studentId: row.studentId,
          day: row.day!,
          drivingMinutes: row.drivingMinutes,
          observationMinutes: row.observationMinutes,
          fundsCents: row.fundsCents,
          expiredMinutes: row.expiredMinutes,
        })),
      );
    }
  },

  async legacyCount(db: Executor): Promise<number> {
    const [row] = await db.select({ total: count() }).from(legacyBalances);
    return row?.total ?? 0;
  },

  /** The next batch of students by id, after `afterId`. */
  async studentBatch(db: Executor, afterId: string | null, size: number) {
    return db
      .select({ id: students.id, isDeleted: students.isDeleted })
      .from(students)
      .where(afterId ? gt(students.id, afterId) : undefined)
      .orderBy(asc(students.id))
      .limit(size);
  },

  async legacyInRange(db: Executor, from: string, to: string): Promise<LegacyBalanceRow[]> {
    return db
      .select()
      .from(legacyBalances)
      .where(sql`${legacyBalances.studentId} between ${from} and ${to}`);
  },

  async ledgersInRange(db: Executor, from: string, to: string): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(studentLedgers)
      .where(sql`${studentLedgers.studentId} between ${from} and ${to}`);
    return row?.total ?? 0;
  },

  async legacyDays(db: Executor, studentIds: readonly string[]): Promise<LegacyDayRow[]> {
    if (studentIds.length === 0) return [];
    return db
      .select()
      .from(legacyBalanceDays)
      .where(inArray(legacyBalanceDays.studentId, [...studentIds]))
      .orderBy(asc(legacyBalanceDays.day));
  },

  async countStudents(db: Executor): Promise<number> {
    const [row] = await db.select({ total: count() }).from(students);
    return row?.total ?? 0;
  },

  /** Inserts a running check; null when another one is running (the partial unique index). */
  async insertCheck(
    db: Executor,
    values: { startedById: string | null; startedByName: string },
  ): Promise<SyncCheckRow | null> {
    try {
      const [row] = await db.insert(syncChecks).values(values).returning();
      return row!;
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (code === UNIQUE_VIOLATION) return null;
      throw error;
    }
  },

  async findCheck(db: Executor, id: string): Promise<SyncCheckRow | undefined> {
    const [row] = await db.select().from(syncChecks).where(eq(syncChecks.id, id));
    return row;
  },

  async runningCheck(db: Executor): Promise<SyncCheckRow | undefined> {
    const [row] = await db.select().from(syncChecks).where(isNull(syncChecks.endTime));
    return row;
  },

  async updateCheck(db: Executor, id: string, values: Partial<SyncCheckRow>): Promise<void> {
    await db.update(syncChecks).set(values).where(eq(syncChecks.id, id));
  },

  /** Asks a running check to stop; false when it has already ended. */
  async requestCancel(db: Executor, id: string, at: Date): Promise<boolean> {
    const updated = await db
      .update(syncChecks)
      .set({ cancelRequestedAt: at })
      .where(and(eq(syncChecks.id, id), isNull(syncChecks.endTime)))
      .returning({ id: syncChecks.id });
    return updated.length > 0;
  },

  async listChecks(db: Executor, window: PageWindow) {
    const [found, [total]] = await Promise.all([
      db
        .select()
        .from(syncChecks)
        .orderBy(desc(syncChecks.startTime), desc(syncChecks.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ total: count() }).from(syncChecks),
    ]);
    return { rows: found, totalCount: total?.total ?? 0 };
  },

  async lastCompletedCheck(db: Executor): Promise<SyncCheckRow | undefined> {
    const [row] = await db
      .select()
      .from(syncChecks)
      .where(and(isNotNull(syncChecks.endTime), eq(syncChecks.isCancelled, false)))
      .orderBy(desc(syncChecks.endTime))
      .limit(1);
    return row;
  },

  async insertConflicts(tx: Executor, conflicts: readonly NewSyncConflict[]) {
    if (conflicts.length === 0) return [];
    return tx
      .insert(syncConflicts)
      .values([...conflicts])
      .returning({ id: syncConflicts.id });
  },

  async listConflicts(
    db: Executor,
    filter: { syncCheckId: string; kind?: SyncConflictKind | null },
    window: PageWindow,
  ) {
    const condition = and(
      eq(syncConflicts.syncCheckId, filter.syncCheckId),
      filter.kind ? eq(syncConflicts.kind, filter.kind) : undefined,
    );
    const [found, [total]] = await Promise.all([
      db
        .select()
        .from(syncConflicts)
        .where(condition)
        .orderBy(asc(syncConflicts.createdAt), asc(syncConflicts.id))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ total: count() }).from(syncConflicts).where(condition),
    ]);
    return { rows: found, totalCount: total?.total ?? 0 };
  },

  async findConflict(db: Executor, id: string) {
    const [row] = await db.select().from(syncConflicts).where(eq(syncConflicts.id, id));
    return row;
  },

  async studentNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const found = await db
      .select({ id: students.id, name: students.name })
      .from(students)
      .where(inArray(students.id, [...ids]));
    return new Map(found.map((row) => [row.id, row.name]));
  },

  appendError(errors: SyncCheckError[], error: SyncCheckError): SyncCheckError[] {
    // Keep the stored list bounded; the count says how many there were.
    return errors.length >= 100 ? errors : [...errors, error];
  },
};
