import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per create, update or delete of an audited entity (SPEC §3 "Audit log entry"). */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    updatedById: text('updated_by_id'),
    updatedByName: text('updated_by_name'),
    updatedByRole: text('updated_by_role'),
    collectionName: text('collection_name').notNull(),
    collectionPath: text('collection_path').notNull(),
    action: text('action', { enum: ['Create', 'Delete', 'Unknown', 'Update'] }).notNull(),
    changes: jsonb('changes').$type<AuditChangeRow[]>().notNull(),
  },
  (table) => [
    index('audit_logs_timestamp_idx').on(table.timestamp),
    index('audit_logs_collection_idx').on(table.collectionName, table.collectionPath),
  ],
);

export interface AuditChangeRow {
  path: string;
  valueType: 'DateTime' | 'Float' | 'Int' | 'String';
  oldValue: string | number | null;
  newValue: string | number | null;
}
