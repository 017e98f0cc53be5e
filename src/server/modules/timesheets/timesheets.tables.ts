// Timesheets (docs/timesheets.md): the school's pay-period setting and, per approved period, the
// stored snapshot of every instructor's lines and totals. Live timesheets are computed from the
// schedule and never stored; an approval freezes them, and later changes become correction lines
// of the next open period.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ScheduleBlockType } from '../../../domain/scheduling/lesson-enums.ts';
import type { PayableBlockType } from '../../../domain/timesheets/paid-block-types.ts';
import type { PayPeriodLength } from '../../../domain/timesheets/pay-period.ts';
import type { TimesheetLineKind } from '../../../domain/timesheets/timesheet-lines.ts';
import { users } from '../../auth/auth.tables.ts';
import { instructors } from '../instructors/instructors.tables.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The school's one settings row (id is always true); absent until an Admin first saves it. */
export const timesheetSettings = pgTable(
  'timesheet_settings',
  {
    id: boolean('id').primaryKey().default(true),
    periodLength: text('period_length').$type<PayPeriodLength>().notNull(),
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    paidBlockTypes: text('paid_block_types').array().$type<PayableBlockType[]>().notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedById: text('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('timesheet_settings_one_row', sql`${table.id}`),
    check('timesheet_settings_length_check', sql`${table.periodLength} in ('WEEKLY', 'BIWEEKLY')`),
  ],
);

/** An approved pay period: locked from then on. One per period (the unique start decides races). */
export const timesheetApprovals = pgTable('timesheet_approvals', {
  id: uuid('id').primaryKey().defaultRandom(),
  periodStart: date('period_start', { mode: 'string' }).notNull().unique(),
  periodEnd: date('period_end', { mode: 'string' }).notNull(),
  /** The paid block types in force when it was approved: corrections compare under them. */
  paidBlockTypes: text('paid_block_types').array().$type<PayableBlockType[]>().notNull(),
  approvedById: text('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
  /** A snapshot of the name: a later rename does not rewrite who approved. */
  approvedByName: text('approved_by_name').notNull(),
  approvedAt: timestamptz('approved_at').notNull().defaultNow(),
});

/** One instructor's totals in an approved period, with the rates that applied (cents an hour). */
export const timesheetSnapshots = pgTable(
  'timesheet_snapshots',
  {
    approvalId: uuid('approval_id')
      .notNull()
      .references(() => timesheetApprovals.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'restrict' }),
    teachingRateCents: integer('teaching_rate_cents').notNull(),
    nonTeachingRateCents: integer('non_teaching_rate_cents').notNull(),
    teachingMinutes: integer('teaching_minutes').notNull(),
    nonTeachingMinutes: integer('non_teaching_minutes').notNull(),
    teachingPayCents: integer('teaching_pay_cents').notNull(),
    nonTeachingPayCents: integer('non_teaching_pay_cents').notNull(),
    totalPayCents: integer('total_pay_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.approvalId, table.instructorId] })],
);

/** The lines of an approved timesheet, corrections of earlier periods included. */
export const timesheetSnapshotLines = pgTable(
  'timesheet_snapshot_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    approvalId: uuid('approval_id')
      .notNull()
      .references(() => timesheetApprovals.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    kind: text('kind').$type<TimesheetLineKind>().notNull(),
    blockType: text('block_type').$type<ScheduleBlockType>().notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    lessonId: uuid('lesson_id'),
    description: text('description').notNull(),
    minutes: integer('minutes').notNull(),
    rateCents: integer('rate_cents').notNull(),
    payCents: integer('pay_cents').notNull(),
    /** Set on a correction line: the first day of the approved period it corrects. */
    correctsPeriodStart: date('corrects_period_start', { mode: 'string' }),
    reason: text('reason'),
  },
  (table) => [
    index('timesheet_snapshot_lines_approval_idx').on(table.approvalId, table.instructorId),
    index('timesheet_snapshot_lines_corrects_idx').on(table.correctsPeriodStart),
    check(
      'timesheet_snapshot_lines_kind_check',
      sql`${table.kind} in ('TEACHING', 'NON_TEACHING')`,
    ),
  ],
);

export type TimesheetSettingsRow = typeof timesheetSettings.$inferSelect;
export type TimesheetApprovalRow = typeof timesheetApprovals.$inferSelect;
export type TimesheetSnapshotRow = typeof timesheetSnapshots.$inferSelect;
export type TimesheetSnapshotLineRow = typeof timesheetSnapshotLines.$inferSelect;
