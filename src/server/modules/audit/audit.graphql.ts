import {
  AUDIT_ACTIONS,
  AUDIT_COLLECTION_LABELS,
  AUDIT_COLLECTIONS,
  type AuditCollection,
} from '../../../domain/audit-collections.ts';
import {
  auditFieldLabel,
  auditValueText,
  isRecordId,
  recordIdsIn,
} from '../../../domain/audit-field-label.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import { AUDIT_LOG_ADDED } from './audit-capture.ts';
import type { Executor } from '../../db/client.ts';
import { findAuditLogsByIds, listAuditLogs, type AuditLogRow } from './audit.repository.ts';
import type { AuditChangeRow } from './audit.tables.ts';
import { recordNames } from './record-names.repository.ts';

const asText = (value: string | number | null) => (value === null ? null : String(value));

/** An entry with the names of the records it mentions (looked up once per page). */
type NamedRow = AuditLogRow & { names: ReadonlyMap<string, string> };
type NamedChange = AuditChangeRow & { names: ReadonlyMap<string, string> };

const recordIdOf = (path: string) => path.slice(path.indexOf('/') + 1);

/** Attaches to each entry the names of every record id its path and changes mention. */
async function withNames(db: Executor, rows: readonly AuditLogRow[]): Promise<NamedRow[]> {
  const ids = rows.flatMap((row) => [
    recordIdOf(row.collectionPath),
    ...row.changes.flatMap((change) =>
      recordIdsIn(change.path, asText(change.oldValue), asText(change.newValue)),
    ),
  ]);
  const names = await recordNames(db, ids);
  return rows.map((row) => ({ ...row, names }));
}

/** A record's name, or what to say when it is gone (an id kept as is when it is no UUID). */
const nameOrGone = (names: ReadonlyMap<string, string>, id: string) =>
  names.get(id) ?? (isRecordId(id) ? 'a deleted record' : id);

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
  .objectRef<Pick<NamedRow, 'collectionName' | 'collectionPath' | 'names'>>('AuditCollectionRef')
  .implement({
    fields: (t) => ({
      name: t.field({ type: AuditCollectionName, resolve: (row) => row.collectionName as never }),
      path: t.string({ resolve: (row) => row.collectionPath }),
      label: t.string({
        description:
          'The record in words: what it is and its name now, e.g. "Vehicle: Ford Transit" ("a deleted record" when it is gone).',
        resolve: (row) =>
          `${AUDIT_COLLECTION_LABELS[row.collectionName as AuditCollection] ?? row.collectionName}: ${nameOrGone(row.names, recordIdOf(row.collectionPath))}`,
      }),
    }),
  });

const AuditChange = builder.objectRef<NamedChange>('AuditChange').implement({
  description:
    'One changed field. Values are sent as text; valueType says how to read them (Int, Float, DateTime as ISO 8601, String).',
  fields: (t) => ({
    path: t.exposeString('path'),
    label: t.string({
      description: 'The field in words ("Certificate type" for certTypeId).',
      resolve: (change) => auditFieldLabel(change.path, (id) => change.names.get(id)),
    }),
    valueType: t.field({ type: ChangeValueType, resolve: (change) => change.valueType }),
    oldValue: t.string({ nullable: true, resolve: (change) => asText(change.oldValue) }),
    newValue: t.string({ nullable: true, resolve: (change) => asText(change.newValue) }),
    oldText: t.string({
      nullable: true,
      description:
        'oldValue as a person reads it: record ids as names, true/false as Yes/No (date-times stay ISO 8601).',
      resolve: (change) =>
        auditValueText(asText(change.oldValue), (id) => change.names.get(id), change.path),
    }),
    newText: t.string({
      nullable: true,
      description: 'newValue as a person reads it, like oldText.',
      resolve: (change) =>
        auditValueText(asText(change.newValue), (id) => change.names.get(id), change.path),
    }),
  }),
});

export const AuditLogEntry = builder.loadableObjectRef<NamedRow, string>('AuditLogEntry', {
  // One query per request for every entry asked for by id (subscriptions, detail views), and
  // one for the names of the records they mention.
  load: async (ids, context) => {
    const db = context.platform.db.db;
    const rows = await withNames(db, await findAuditLogsByIds(db, ids));
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
    changes: t.field({
      type: [AuditChange],
      resolve: (row) => row.changes.map((change) => ({ ...change, names: row.names })),
    }),
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
      return toPage(await withNames(context.platform.db.db, rows), totalCount, window);
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
