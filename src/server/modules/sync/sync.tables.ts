// Tables of the sync check: the legacy system's imported balances (with its optional per-day log)
// and the checks with their conflicts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BreakdownRow } from '../../../domain/sync/day-breakdown.ts';
import { students } from '../students/students.tables.ts';

/** One row per student: the legacy balances of the latest import that named them. */
export const legacyBalances = pgTable('legacy_balances', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  drivingMinutes: integer('driving_minutes').notNull(),
  observationMinutes: integer('observation_minutes').notNull(),
  fundsCents: integer('funds_cents').notNull(),
  expiredMinutes: integer('expired_minutes').notNull(),
  importBatchId: uuid('import_batch_id').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
});

/** The legacy log: net changes per student per day (school time zone), when the import had it. */
export const legacyBalanceDays = pgTable(
  'legacy_balance_days',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => legacyBalances.studentId, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    drivingMinutes: integer('driving_minutes').notNull(),
    observationMinutes: integer('observation_minutes').notNull(),
    fundsCents: integer('funds_cents').notNull(),
    expiredMinutes: integer('expired_minutes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.day] })],
);

export interface SyncCheckError {
  message: string;
  /** First and last student id of the batch the error stopped. */
  fromStudentId: string | null;
  toStudentId: string | null;
}

export const syncChecks = pgTable(
  'sync_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp('end_time', { withTimezone: true }),
    startedById: text('started_by_id'),
    startedByName: text('started_by_name').notNull(),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    /** Students the check goes through (every student, ignored ones included). */
    studentsCount: integer('students_count').notNull().default(0),
    checkedStudentsCount: integer('checked_students_count').notNull().default(0),
    ignoredStudentsCount: integer('ignored_students_count').notNull().default(0),
    ledgerStudentsCount: integer('ledger_students_count').notNull().default(0),
    outOfSyncStudentsCount: integer('out_of_sync_students_count').notNull().default(0),
    conflictsCount: integer('conflicts_count').notNull().default(0),
    errorsCount: integer('errors_count').notNull().default(0),
    errors: jsonb('errors').$type<SyncCheckError[]>().notNull().default([]),
  },
  (table) => [
    // One check at a time, enforced by the database: at most one row without an end time.
    uniqueIndex('sync_checks_one_running')
      .on(sql`(true)`)
      .where(sql`${table.endTime} is null`),
    index('sync_checks_start_time').on(table.startTime),
  ],
);

export const syncConflicts = pgTable(
  'sync_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The check that found it (SPEC §3 lastSyncCheckId). */
    syncCheckId: uuid('sync_check_id')
      .notNull()
      .references(() => syncChecks.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').notNull(),
    kind: text('kind').notNull(),
    productType: text('product_type'),
    syncIndicator: text('sync_indicator').notNull(),
    nextValue: integer('next_value').notNull(),
    legacyValue: integer('legacy_value').notNull(),
    breakdown: jsonb('breakdown').$type<BreakdownRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sync_conflicts_check_kind').on(table.syncCheckId, table.kind),
    check(
      'sync_conflicts_kind_check',
      sql`${table.kind} in ('studentExpiredMinutes', 'studentFundsBalance', 'studentProductBalance')`,
    ),
  ],
);

export type SyncCheckRow = typeof syncChecks.$inferSelect;
export type SyncConflictRow = typeof syncConflicts.$inferSelect;
