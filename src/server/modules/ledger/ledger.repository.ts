// The only code that touches the ledger tables.
import { and, asc, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { LedgerEntry, LedgerEntryKind } from '../../../domain/ledger/ledger-types.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { students } from '../students/students.tables.ts';
import {
  ledgerEntries,
  ledgerIdempotencyKeys,
  ledgerLines,
  studentLedgers,
  type LedgerEntryRow,
  type LedgerLineRow,
} from './ledger.tables.ts';

/** Who wrote an entry, kept as a snapshot. */
export interface EntryAuthor {
  id: string | null;
  name: string;
}

export interface StoredEntry extends LedgerEntry {
  version: number;
  createdById: string | null;
  createdByName: string;
}

function toEntry(row: LedgerEntryRow, lines: LedgerLineRow[]): StoredEntry {
  return {
    ...row,
    lines: lines.map(({ lotId, productId, productType, quantity, expiresAt }) => ({
      lotId,
      productId,
      productType,
      quantity,
      expiresAt,
    })),
  };
}

async function withLines(db: Executor, rows: LedgerEntryRow[]): Promise<StoredEntry[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(ledgerLines)
    .where(
      inArray(
        ledgerLines.entryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(ledgerLines.id));
  const byEntry = Map.groupBy(lines, (line) => line.entryId);
  return rows.map((row) => toEntry(row, byEntry.get(row.id) ?? []));
}

export const ledgerRepository = {
  /**
   * Locks the ledgers of these students (creating them on first use) in id order, so two writers
   * touching the same pair always lock in the same order and cannot deadlock. Returns each
   * student's version; students that do not exist are missing from the map.
   */
  async lock(tx: Executor, studentIds: readonly string[]): Promise<Map<string, number>> {
    const ids = [...new Set(studentIds)].sort();
    const versions = new Map<string, number>();
    const lockRow = async (id: string) => {
      const [row] = await tx
        .select({ version: studentLedgers.version })
        .from(studentLedgers)
        .where(eq(studentLedgers.studentId, id))
        .for('update');
      return row;
    };
    for (const id of ids) {
      // Most writes go to a ledger that exists: one round trip. The first write creates it, only
      // for a student that exists (an unknown id simply gets no ledger, and no lock).
      let row = await lockRow(id);
      if (!row) {
        await tx.execute(
          sql`insert into ${studentLedgers} (student_id) select ${students.id} from ${students} where ${students.id} = ${id} on conflict do nothing`,
        );
        row = await lockRow(id);
      }
      if (row) versions.set(id, row.version);
    }
    return versions;
  },

  async setVersion(tx: Executor, studentId: string, version: number): Promise<void> {
    await tx
      .update(studentLedgers)
      .set({ version, updatedAt: new Date() })
      .where(eq(studentLedgers.studentId, studentId));
  },

  async studentExists(db: Executor, studentId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.id, studentId));
    return row !== undefined;
  },

  /** A student's whole ledger, oldest first: what the balance fold replays. */
  async entriesOf(db: Executor, studentId: string): Promise<StoredEntry[]> {
    const rows = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.studentId, studentId))
      .orderBy(asc(ledgerEntries.version));
    if (rows.length === 0) return [];
    // A line belongs to its entry's student, so one lookup on the student's index reads every
    // line (a list of a thousand entry ids would be far slower to send and plan). Read after the
    // entries: every entry read has its lines committed; lines of a newer entry are left out.
    const lines = await db
      .select()
      .from(ledgerLines)
      .where(eq(ledgerLines.studentId, studentId))
      .orderBy(asc(ledgerLines.id));
    const byEntry = Map.groupBy(lines, (line) => line.entryId);
    return rows.map((row) => toEntry(row, byEntry.get(row.id) ?? []));
  },

  /** Whether any entry names this coupon (a used coupon is kept). */
  async couponUsed(db: Executor, couponId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.couponId, couponId))
      .limit(1);
    return row !== undefined;
  },

  async findByIds(db: Executor, ids: readonly string[]): Promise<StoredEntry[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.id, [...ids]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return withLines(
      db,
      ids.map((id) => byId.get(id)).filter((row) => row !== undefined),
    );
  },

  async insert(
    tx: Executor,
    entry: LedgerEntry,
    version: number,
    author: EntryAuthor,
  ): Promise<void> {
    const { lines, ...fields } = entry;
    await tx
      .insert(ledgerEntries)
      .values({ ...fields, version, createdById: author.id, createdByName: author.name });
    if (lines.length === 0) return;
    await tx
      .insert(ledgerLines)
      .values(lines.map((line) => ({ ...line, entryId: entry.id, studentId: entry.studentId })));
  },

  /** Newest first, optionally only some kinds or origins; one window and the total. */
  async page(
    db: Executor,
    studentId: string,
    filter: { kinds?: readonly LedgerEntryKind[]; origin?: 'auto' | 'manual' },
    window: PageWindow,
  ) {
    const conditions: SQL[] = [eq(ledgerEntries.studentId, studentId)];
    if (filter.kinds) conditions.push(inArray(ledgerEntries.kind, [...filter.kinds]));
    if (filter.origin) conditions.push(eq(ledgerEntries.origin, filter.origin));
    const condition = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(ledgerEntries)
        .where(condition)
        .orderBy(desc(ledgerEntries.version))
        .limit(window.limit)
        .offset(window.offset),
      db.select({ value: count() }).from(ledgerEntries).where(condition),
    ]);
    return { rows: await withLines(db, rows), totalCount: total?.value ?? 0 };
  },

  async idempotentAnswer(tx: Executor, studentId: string, key: string): Promise<string[] | null> {
    const [row] = await tx
      .select({ entryIds: ledgerIdempotencyKeys.entryIds })
      .from(ledgerIdempotencyKeys)
      .where(
        and(eq(ledgerIdempotencyKeys.studentId, studentId), eq(ledgerIdempotencyKeys.key, key)),
      );
    return row?.entryIds ?? null;
  },

  async rememberAnswer(
    tx: Executor,
    studentId: string,
    key: string,
    entryIds: string[],
  ): Promise<void> {
    await tx.insert(ledgerIdempotencyKeys).values({ studentId, key, entryIds });
  },

  /**
   * Students that may hold lots past their date at `now`: a superset (a later edit may have moved
   * the date), which the expiration rule then narrows down.
   */
  async studentsWithDueLots(db: Executor, now: Date): Promise<string[]> {
    const rows = await db
      .select({ studentId: ledgerLines.studentId })
      .from(ledgerLines)
      .groupBy(ledgerLines.studentId, ledgerLines.lotId)
      .having(
        and(
          gt(sql`sum(${ledgerLines.quantity})`, 0),
          lte(sql`min(${ledgerLines.expiresAt})`, sql`${now.toISOString()}::timestamptz`),
        ),
      );
    return [...new Set(rows.map((row) => row.studentId))];
  },
};
