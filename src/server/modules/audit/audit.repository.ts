// The only place that touches the audit_logs table.
import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditCollection } from '../../../domain/audit-collections.ts';
import type { AuditChange } from '../../../domain/audit-diff.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../graphql/paging.ts';
import { auditLogs } from './audit.tables.ts';

export type AuditLogRow = typeof auditLogs.$inferSelect;

export interface NewAuditLog {
  updatedById: string | null;
  updatedByName: string;
  updatedByRole: string;
  collectionName: AuditCollection;
  collectionPath: string;
  action: AuditAction;
  changes: AuditChange[];
}

export interface AuditLogFilter {
  collectionName?: AuditCollection | null;
  collectionPath?: string | null;
  action?: AuditAction | null;
  updatedById?: string | null;
  from?: Date | null;
  to?: Date | null;
}

export async function insertAuditLog(db: Executor, entry: NewAuditLog): Promise<AuditLogRow> {
  const [row] = await db.insert(auditLogs).values(entry).returning();
  if (!row) throw new Error('audit log insert returned no row');
  return row;
}

function where(filter: AuditLogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.collectionName) conditions.push(eq(auditLogs.collectionName, filter.collectionName));
  if (filter.collectionPath) conditions.push(eq(auditLogs.collectionPath, filter.collectionPath));
  if (filter.action) conditions.push(eq(auditLogs.action, filter.action));
  if (filter.updatedById) conditions.push(eq(auditLogs.updatedById, filter.updatedById));
  if (filter.from) conditions.push(gte(auditLogs.timestamp, filter.from));
  if (filter.to) conditions.push(lte(auditLogs.timestamp, filter.to));
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first; one window of rows and the total for the filter. */
export async function listAuditLogs(
  db: Executor,
  filter: AuditLogFilter,
  window: PageWindow,
): Promise<{ rows: AuditLogRow[]; totalCount: number }> {
  const condition = where(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLogs)
      .where(condition)
      .orderBy(desc(auditLogs.timestamp), desc(auditLogs.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(auditLogs).where(condition),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

export async function findAuditLogsByIds(
  db: Executor,
  ids: readonly string[],
): Promise<AuditLogRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(auditLogs)
    .where(inArray(auditLogs.id, [...ids]));
}
