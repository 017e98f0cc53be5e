// The one audit mechanism. A module opts an entity in with one line:
//
//   export const usersAudit = auditedEntity({ collection: 'Users', table: users, id: users.id });
//
// and writes through `auditedTransaction`, whose recorder reads the old row, writes the new one,
// stores one audit log entry with the changed fields in the same transaction, and publishes
// `auditLogAdded` once the transaction has committed.
import { eq, getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { diffRecords } from '../../../domain/audit-diff.ts';
import type { AuditAction, AuditCollection } from '../../../domain/audit-collections.ts';
import type { Transaction } from '../../db/client.ts';
import type { Platform } from '../../platform.ts';
import { insertAuditLog, type AuditLogRow } from './audit.repository.ts';

export const AUDIT_LOG_ADDED = 'auditLogAdded';

/** Who made a change, as the audit log keeps it (a snapshot: later renames don't rewrite history). */
export interface Actor {
  id: string | null;
  name: string;
  role: string;
}

export interface AuditedEntity<T extends PgTable> {
  collection: AuditCollection;
  table: T;
  id: PgColumn;
  ignore: readonly string[];
}

export function auditedEntity<T extends PgTable>(options: {
  collection: AuditCollection;
  table: T;
  id: PgColumn;
  /** Fields left out of the log, e.g. bookkeeping timestamps and secrets. */
  ignore?: readonly string[];
}): AuditedEntity<T> {
  return { ignore: ['updatedAt'], ...options };
}

type Row<T extends PgTable> = InferSelectModel<T>;

export interface AuditRecorder {
  insert<T extends PgTable>(entity: AuditedEntity<T>, values: T['$inferInsert']): Promise<Row<T>>;
  update<T extends PgTable>(
    entity: AuditedEntity<T>,
    id: string,
    patch: Partial<T['$inferInsert']>,
  ): Promise<{ before: Row<T>; after: Row<T> } | null>;
  delete<T extends PgTable>(entity: AuditedEntity<T>, id: string): Promise<Row<T> | null>;
  /**
   * One entry for a change to something kept in several rows (e.g. an instructor's whole week):
   * the caller gives the before and after views it wrote itself in this transaction. Nothing is
   * written when they do not differ.
   */
  record(entry: {
    collection: AuditCollection;
    id: string;
    action: AuditAction;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }): Promise<void>;
}

function createRecorder(tx: Transaction, actor: Actor, written: AuditLogRow[]): AuditRecorder {
  const log = async (
    entity: AuditedEntity<PgTable>,
    id: string,
    action: AuditAction,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) => {
    const changes = diffRecords(before, after, entity.ignore);
    if (action === 'Update' && changes.length === 0) return;
    written.push(
      await insertAuditLog(tx, {
        updatedById: actor.id,
        updatedByName: actor.name,
        updatedByRole: actor.role,
        collectionName: entity.collection,
        collectionPath: `${entity.collection}/${id}`,
        action,
        changes,
      }),
    );
  };

  const idOf = (entity: AuditedEntity<PgTable>, row: Record<string, unknown>) => {
    const key = Object.entries(getTableColumns(entity.table)).find(
      ([, column]) => column === entity.id,
    )?.[0];
    return String(key ? row[key] : '');
  };

  return {
    async record(entry) {
      const changes = diffRecords(entry.before, entry.after);
      if (changes.length === 0) return;
      written.push(
        await insertAuditLog(tx, {
          updatedById: actor.id,
          updatedByName: actor.name,
          updatedByRole: actor.role,
          collectionName: entry.collection,
          collectionPath: `${entry.collection}/${entry.id}`,
          action: entry.action,
          changes,
        }),
      );
    },
    async insert(entity, values) {
      const [row] = (await tx.insert(entity.table).values(values).returning()) as Row<
        typeof entity.table
      >[];
      if (!row) throw new Error(`insert into ${entity.collection} returned no row`);
      await log(entity, idOf(entity, row), 'Create', null, row);
      return row;
    },
    async update(entity, id, patch) {
      const table: PgTable = entity.table;
      const rows = (await tx.select().from(table).where(eq(entity.id, id)).for('update')) as Record<
        string,
        unknown
      >[];
      const before = rows[0];
      if (!before) return null;
      const updated = (await tx
        .update(entity.table)
        .set(patch as never)
        .where(eq(entity.id, id))
        .returning()) as Record<string, unknown>[];
      const after = updated[0];
      if (!after) return null;
      await log(entity, id, 'Update', before, after);
      return { before, after } as never;
    },
    async delete(entity, id) {
      const deleted = (await tx
        .delete(entity.table)
        .where(eq(entity.id, id))
        .returning()) as Record<string, unknown>[];
      const before = deleted[0];
      if (!before) return null;
      await log(entity, id, 'Delete', before, null);
      return before as never;
    },
  };
}

/**
 * Runs `work` in one transaction with an audit recorder for `actor`. Audit rows commit or roll
 * back with the change itself; listeners hear about them only after commit.
 */
export async function auditedTransaction<T>(
  platform: Pick<Platform, 'db' | 'events' | 'log'>,
  actor: Actor,
  work: (tx: Transaction, audit: AuditRecorder) => Promise<T>,
): Promise<T> {
  const written: AuditLogRow[] = [];
  const result = await platform.db.transaction((tx) =>
    work(tx, createRecorder(tx, actor, written)),
  );
  for (const entry of written) {
    await platform.events.publish(AUDIT_LOG_ADDED, { id: entry.id }).catch((error: unknown) => {
      platform.log.warn({ err: error }, 'could not publish auditLogAdded');
    });
  }
  return result;
}
