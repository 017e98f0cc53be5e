import { AUDIT_ACTIONS, AUDIT_COLLECTIONS } from '../../../domain/audit-collections.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { AUDIT_LOG_ADDED } from './audit-capture.ts';
import { findAuditLogsByIds, listAuditLogs, type AuditLogRow } from './audit.repository.ts';
import type { AuditChangeRow } from './audit.tables.ts';

const AuditAction = builder.enumType('AuditAction', { values: AUDIT_ACTIONS });
const AuditCollectionName = builder.enumType('AuditCollection', { values: AUDIT_COLLECTIONS });
const ChangeValueType = builder.enumType('ChangeValueType', {
  values: ['DateTime', 'Float', 'Int', 'String'] as const,
});

export const AuditUpdatedBy = builder
  .objectRef<Pick<AuditLogRow, 'updatedById' | 'updatedByName' | 'updatedByRole'>>('AuditUpdatedBy')
  .implement({
    description: 'Who made the change, as they were at that moment.',
    fields: (t) => ({
      id: t.id({ nullable: true, resolve: (row) => row.updatedById }),
      name: t.string({ nullable: true, resolve: (row) => row.updatedByName }),
      role: t.string({ nullable: true, resolve: (row) => row.updatedByRole }),
    }),
  });

const AuditCollectionRef = builder
  .objectRef<Pick<AuditLogRow, 'collectionName' | 'collectionPath'>>('AuditCollectionRef')
  .implement({
    fields: (t) => ({
      name: t.field({ type: AuditCollectionName, resolve: (row) => row.collectionName as never }),
      path: t.string({ resolve: (row) => row.collectionPath }),
    }),
  });

const asText = (value: string | number | null) => (value === null ? null : String(value));

const AuditChange = builder.objectRef<AuditChangeRow>('AuditChange').implement({
  description:
    'One changed field. Values are sent as text; valueType says how to read them (Int, Float, DateTime as ISO 8601, String).',
  fields: (t) => ({
    path: t.exposeString('path'),
    valueType: t.field({ type: ChangeValueType, resolve: (change) => change.valueType }),
    oldValue: t.string({ nullable: true, resolve: (change) => asText(change.oldValue) }),
    newValue: t.string({ nullable: true, resolve: (change) => asText(change.newValue) }),
  }),
});

export const AuditLogEntry = builder.loadableObjectRef<AuditLogRow, string>('AuditLogEntry', {
  // One query per request for every entry asked for by id (subscriptions, detail views).
  load: async (ids, context) => {
    const rows = await findAuditLogsByIds(context.platform.db.db, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? new Error(`Audit log entry ${id} not found`));
  },
});

AuditLogEntry.implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    timestamp: t.field({ type: 'DateTime', resolve: (row) => row.timestamp }),
    updatedBy: t.field({ type: AuditUpdatedBy, resolve: (row) => row }),
    collection: t.field({ type: AuditCollectionRef, resolve: (row) => row }),
    action: t.field({ type: AuditAction, resolve: (row) => row.action }),
    changes: t.field({ type: [AuditChange], resolve: (row) => row.changes }),
  }),
});

const AuditLogConnection = connectionOf('AuditLog', AuditLogEntry);

const AuditLogQuery = builder.inputType('AuditLogQuery', {
  fields: (t) => ({
    collectionName: t.field({ type: AuditCollectionName, required: false }),
    collectionPath: t.string({ required: false }),
    action: t.field({ type: AuditAction, required: false }),
    updatedById: t.id({ required: false }),
    from: t.field({ type: 'DateTime', required: false }),
    to: t.field({ type: 'DateTime', required: false }),
  }),
});

builder.queryField('auditLogs', (t) =>
  t.field({
    type: AuditLogConnection,
    description: 'Audit log entries, newest first.',
    authScopes: { permission: 'auditLog.read' },
    args: {
      query: t.arg({ type: AuditLogQuery, required: false }),
      pageQuery: t.arg({ type: PageQuery, required: false }),
    },
    resolve: async (_root, args, context) => {
      const window = pageWindow(toPageArgs(args.pageQuery));
      const { rows, totalCount } = await listAuditLogs(
        context.platform.db.db,
        { ...args.query, updatedById: args.query?.updatedById?.toString() },
        window,
      );
      return toPage(rows, totalCount, window);
    },
  }),
);

builder.subscriptionField('auditLogAdded', (t) =>
  t.field({
    type: AuditLogEntry,
    description: 'Each new audit log entry, from whichever server process wrote it.',
    authScopes: { permission: 'auditLog.read' },
    subscribe: (_root, _args, context) =>
      context.platform.events.pubsub.subscribe(AUDIT_LOG_ADDED) as AsyncIterable<{ id: string }>,
    resolve: (event: { id: string }) => event.id,
  }),
);
