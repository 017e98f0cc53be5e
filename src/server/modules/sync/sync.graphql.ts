import { PRODUCT_TYPES } from '../../../domain/ledger/ledger-types.ts';
import { SYNC_INDICATORS } from '../../../domain/sync/compare-quantities.ts';
import type { BreakdownRow } from '../../../domain/sync/day-breakdown.ts';
import { SYNC_CONFLICT_KINDS, SYNC_PROGRESS_EVENTS } from '../../../domain/sync/sync-quantities.ts';
import { builder } from '../../graphql/builder.ts';
import { connectionOf, PageQuery, toPageArgs } from '../../graphql/connections.ts';
import { notFound } from '../../graphql/errors.ts';
import { pageWindow, toPage } from '../../graphql/paging.ts';
import type { Executor } from '../../db/client.ts';
import { importLegacyBalances, type ImportResult } from './legacy-import.ts';
import { SYNC_PROGRESS_TOPIC, type SyncProgressPayload } from './sync-check-runner.ts';
import { syncRepository } from './sync.repository.ts';
import { cancelSyncCheck, startSyncCheck } from './sync.service.ts';
import type { SyncCheckError, SyncCheckRow, SyncConflictRow } from './sync.tables.ts';

const SyncConflictKindEnum = builder.enumType('SyncConflictKind', { values: SYNC_CONFLICT_KINDS });
const SyncProgressEventEnum = builder.enumType('SyncProgressEvent', {
  values: SYNC_PROGRESS_EVENTS,
});
const SyncIndicatorEnum = builder.enumType('SyncIndicator', {
  description: 'Which side of a conflict holds more: our ledger (next) or the legacy system.',
  values: SYNC_INDICATORS,
});
const LegacyImportFormatEnum = builder.enumType('LegacyImportFormat', {
  values: ['CSV', 'JSON'] as const,
});
const SyncProductTypeEnum = builder.enumType('SyncProductType', {
  values: PRODUCT_TYPES.filter((type) => type.endsWith('Minute')),
});

type ConflictWithName = SyncConflictRow & { studentName: string };

async function withNames(db: Executor, rows: SyncConflictRow[]): Promise<ConflictWithName[]> {
  const names = await syncRepository.studentNames(db, [...new Set(rows.map((r) => r.studentId))]);
  return rows.map((row) => ({ ...row, studentName: names.get(row.studentId) ?? '' }));
}

const SyncConflictDay = builder.objectRef<BreakdownRow>('SyncConflictDay').implement({
  description: "One day of a conflict's breakdown: net changes and running totals on each side.",
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD, America/Los_Angeles.' }),
    nextChange: t.exposeInt('nextChange'),
    legacyChange: t.exposeInt('legacyChange', { nullable: true }),
    nextTotal: t.exposeInt('nextTotal'),
    legacyTotal: t.exposeInt('legacyTotal', { nullable: true }),
    diverges: t.exposeBoolean('diverges', {
      description: 'The first day whose running totals differ.',
    }),
  }),
});

const SyncConflict = builder.objectRef<ConflictWithName>('SyncConflict').implement({
  description: 'A quantity on which our ledger and the legacy system disagree for one student.',
  fields: (t) => ({
    id: t.exposeID('id'),
    lastSyncCheckId: t.exposeID('syncCheckId'),
    studentId: t.exposeID('studentId'),
    studentName: t.exposeString('studentName'),
    kind: t.field({ type: SyncConflictKindEnum, resolve: (row) => row.kind as never }),
    productType: t.field({
      type: SyncProductTypeEnum,
      nullable: true,
      resolve: (row) => row.productType as never,
    }),
    syncIndicator: t.field({
      type: SyncIndicatorEnum,
      resolve: (row) => row.syncIndicator as never,
    }),
    nextValue: t.exposeInt('nextValue', { description: 'Our ledger: minutes or cents.' }),
    legacyValue: t.exposeInt('legacyValue', {
      description: 'The legacy system: minutes or cents.',
    }),
    breakdown: t.field({ type: [SyncConflictDay], resolve: (row) => row.breakdown }),
  }),
});

const SyncConflictConnection = connectionOf('SyncConflict', SyncConflict);

const SyncCheckErrorRef = builder.objectRef<SyncCheckError>('SyncCheckError').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    fromStudentId: t.exposeID('fromStudentId', { nullable: true }),
    toStudentId: t.exposeID('toStudentId', { nullable: true }),
  }),
});

const SyncCheck = builder.objectRef<SyncCheckRow>('SyncCheck').implement({
  description: 'One comparison of every student between our ledger and the legacy balances.',
  fields: (t) => ({
    id: t.exposeID('id'),
    startTime: t.expose('startTime', { type: 'DateTime' }),
    endTime: t.expose('endTime', { type: 'DateTime', nullable: true }),
    isRunning: t.boolean({ resolve: (row) => row.endTime === null }),
    cancelRequested: t.boolean({ resolve: (row) => row.cancelRequestedAt !== null }),
    isCancelled: t.exposeBoolean('isCancelled'),
    startedByName: t.exposeString('startedByName'),
    studentsCount: t.exposeInt('studentsCount', { description: 'Students to go through.' }),
    checkedStudentsCount: t.exposeInt('checkedStudentsCount'),
    ignoredStudentsCount: t.exposeInt('ignoredStudentsCount', {
      description: 'Soft-deleted students and students without legacy balances.',
    }),
    ledgerStudentsCount: t.exposeInt('ledgerStudentsCount'),
    outOfSyncStudentsCount: t.exposeInt('outOfSyncStudentsCount'),
    conflictsCount: t.exposeInt('conflictsCount'),
    errorsCount: t.exposeInt('errorsCount'),
    errors: t.field({ type: [SyncCheckErrorRef], resolve: (row) => row.errors }),
    conflicts: t.field({
      type: SyncConflictConnection,
      args: {
        kind: t.arg({ type: SyncConflictKindEnum, required: false }),
        pageQuery: t.arg({ type: PageQuery, required: false }),
      },
      resolve: async (row, args, context) => {
        const window = pageWindow(toPageArgs(args.pageQuery));
        const db = context.platform.db.db;
        const page = await syncRepository.listConflicts(
          db,
          { syncCheckId: row.id, kind: args.kind },
          window,
        );
        return toPage(await withNames(db, page.rows), page.totalCount, window);
      },
    }),
  }),
});

const SyncCheckConnection = connectionOf('SyncCheck', SyncCheck);

builder.queryField('syncChecks', (t) =>
  t.field({
    type: SyncCheckConnection,
    description: 'Sync checks, newest first.',
    authScopes: { permission: 'sync.read' },
    args: { pageQuery: t.arg({ type: PageQuery, required: false }) },
    resolve: async (_root, args, context) => {
      const window = pageWindow(toPageArgs(args.pageQuery));
      const page = await syncRepository.listChecks(context.platform.db.db, window);
      return toPage(page.rows, page.totalCount, window);
    },
  }),
);

async function loadCheck(db: Executor, id: string) {
  const check = await syncRepository.findCheck(db, id);
  if (!check) throw notFound('The sync check');
  return check;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asId = (id: string | number, what: string) => {
  if (!UUID.test(String(id))) throw notFound(what);
  return String(id);
};

builder.queryField('syncCheck', (t) =>
  t.field({
    type: SyncCheck,
    authScopes: { permission: 'sync.read' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      loadCheck(context.platform.db.db, asId(args.id, 'The sync check')),
  }),
);

builder.queryField('lastCompletedSyncCheck', (t) =>
  t.field({
    type: SyncCheck,
    nullable: true,
    description: 'The latest check that ran to its end (not cancelled).',
    authScopes: { permission: 'sync.read' },
    resolve: async (_root, _args, context) =>
      (await syncRepository.lastCompletedCheck(context.platform.db.db)) ?? null,
  }),
);

builder.queryField('syncConflicts', (t) =>
  t.field({
    type: SyncConflictConnection,
    authScopes: { permission: 'sync.read' },
    args: {
      syncCheckId: t.arg.id({ required: true }),
      kind: t.arg({ type: SyncConflictKindEnum, required: false }),
      pageQuery: t.arg({ type: PageQuery, required: false }),
    },
    resolve: async (_root, args, context) => {
      const db = context.platform.db.db;
      const check = await loadCheck(db, asId(args.syncCheckId, 'The sync check'));
      const window = pageWindow(toPageArgs(args.pageQuery));
      const page = await syncRepository.listConflicts(
        db,
        { syncCheckId: check.id, kind: args.kind },
        window,
      );
      return toPage(await withNames(db, page.rows), page.totalCount, window);
    },
  }),
);

builder.queryField('syncConflict', (t) =>
  t.field({
    type: SyncConflict,
    authScopes: { permission: 'sync.read' },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const db = context.platform.db.db;
      const row = await syncRepository.findConflict(db, asId(args.id, 'The sync conflict'));
      if (!row) throw notFound('The sync conflict');
      return (await withNames(db, [row]))[0]!;
    },
  }),
);

builder.mutationField('startSyncCheck', (t) =>
  t.field({
    type: SyncCheck,
    description: 'Starts a sync check as a job; CONFLICT while another one runs.',
    authScopes: { permission: 'sync.run' },
    resolve: (_root, _args, context) => startSyncCheck(context.platform, context.viewer!),
  }),
);

builder.mutationField('cancelSyncCheck', (t) =>
  t.field({
    type: SyncCheck,
    description: 'Asks a running check to stop; it does within a batch of students.',
    authScopes: { permission: 'sync.run' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      cancelSyncCheck(context.platform, asId(args.id, 'The sync check')),
  }),
);

const LegacyImportRejection = builder
  .objectRef<{ line: number; reason: string }>('LegacyImportRejection')
  .implement({
    fields: (t) => ({
      line: t.exposeInt('line', {
        description: 'CSV: the line in the file (header = 1). JSON: the record (1 = first).',
      }),
      reason: t.exposeString('reason'),
    }),
  });

const LegacyImportResult = builder.objectRef<ImportResult>('LegacyImportResult').implement({
  fields: (t) => ({
    importedCount: t.exposeInt('importedCount', {
      description: 'Students whose balances were stored.',
    }),
    importedDaysCount: t.exposeInt('importedDaysCount', {
      description: 'Days of legacy log stored.',
    }),
    rejected: t.field({ type: [LegacyImportRejection], resolve: (result) => result.rejected }),
  }),
});

builder.mutationField('importLegacyBalances', (t) =>
  t.field({
    type: LegacyImportResult,
    description:
      "Imports the legacy system's balances: valid records are stored (one transaction), the others are returned with their line and reason. At most 1,900,000 characters per upload: split larger files.",
    authScopes: { permission: 'sync.run' },
    args: {
      format: t.arg({ type: LegacyImportFormatEnum, required: true }),
      content: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) =>
      importLegacyBalances(context.platform, { format: args.format, content: args.content }),
  }),
);

const SyncProgress = builder.objectRef<SyncProgressPayload>('SyncProgress').implement({
  description: 'An event of a running sync check.',
  fields: (t) => ({
    kind: t.field({ type: SyncProgressEventEnum, resolve: (event) => event.kind }),
    syncCheckId: t.exposeID('syncCheckId'),
    studentsCount: t.exposeInt('studentsCount'),
    processedCount: t.exposeInt('processedCount', {
      description: 'Students gone through so far, checked and ignored.',
    }),
    conflictsCount: t.exposeInt('conflictsCount'),
    conflictId: t.exposeID('conflictId', { nullable: true }),
  }),
});

builder.subscriptionField('syncCheckProgress', (t) =>
  t.field({
    type: SyncProgress,
    description: 'Start, progress, conflict, end and cancel events of one sync check.',
    authScopes: { permission: 'sync.read' },
    args: { syncCheckId: t.arg.id({ required: true }) },
    subscribe: (_root, args, context) =>
      context.platform.events.pubsub.subscribe(
        SYNC_PROGRESS_TOPIC,
        String(args.syncCheckId),
      ) as AsyncIterable<SyncProgressPayload>,
    resolve: (event: SyncProgressPayload) => event,
  }),
);
