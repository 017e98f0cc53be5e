// When instructors work (DESIGN §3, docs/scheduling.md): weekly hours per weekday, recurring
// breaks, and dated exceptions, all in the instructor's local wall clock (minutes from local
// midnight, half-open [start, end)). Changes are audited as "InstructorAvailsV2".
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FindingKind } from '../../../domain/scheduling/lesson-availability-findings.ts';
import type { BreakKind } from '../../../domain/scheduling/lesson-enums.ts';
import { instructors } from '../instructors/instructors.tables.ts';
import { lessons } from '../lessons/lessons.tables.ts';

const minuteChecks = (name: string, start: unknown, end: unknown) =>
  check(name, sql`${start} >= 0 and ${end} <= 1440 and ${start} < ${end}`);

/** One working span on a weekday (1 = Monday … 7 = Sunday); several spans per day allowed. */
export const instructorWeeklyHours = pgTable(
  'instructor_weekly_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (table) => [
    index('instructor_weekly_hours_instructor_idx').on(table.instructorId, table.weekday),
    check('instructor_weekly_hours_weekday_check', sql`${table.weekday} between 1 and 7`),
    minuteChecks('instructor_weekly_hours_minutes_check', table.startMinute, table.endMinute),
  ],
);

/** A recurring break on a weekday (SPEC §3 privateInfo.breakTimes). */
export const instructorBreaks = pgTable(
  'instructor_breaks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    kind: text('kind').$type<BreakKind>().notNull().default('BREAK'),
  },
  (table) => [
    index('instructor_breaks_instructor_idx').on(table.instructorId, table.weekday),
    check('instructor_breaks_weekday_check', sql`${table.weekday} between 1 and 7`),
    check('instructor_breaks_kind_check', sql`${table.kind} in ('BREAK', 'MEAL_BREAK')`),
    minuteChecks('instructor_breaks_minutes_check', table.startMinute, table.endMinute),
  ],
);

/**
 * A dated change to the weekly hours: `isAvailable = false` takes time off (the whole day when
 * the minutes are null), `isAvailable = true` adds hours that day.
 */
export const instructorAvailabilityExceptions = pgTable(
  'instructor_availability_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    /** Local date in the instructor's time zone. */
    date: date('date').notNull(),
    startMinute: integer('start_minute'),
    endMinute: integer('end_minute'),
    isAvailable: boolean('is_available').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('instructor_availability_exceptions_idx').on(table.instructorId, table.date),
    check(
      'instructor_availability_exceptions_minutes_check',
      sql`(${table.startMinute} is null and ${table.endMinute} is null and not ${table.isAvailable})
        or (${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute})`,
    ),
  ],
);

/**
 * What the availability audit found (docs/availability.md): a lesson outside the instructor's
 * available time, or overlapping another lesson. At most one open finding per lesson and kind; a
 * later audit that no longer finds it sets `resolvedAt`.
 */
export const availabilityAuditFindings = pgTable(
  'availability_audit_findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FindingKind>().notNull(),
    /** For an overlap, the lesson it overlaps. */
    otherLessonId: uuid('other_lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('availability_audit_findings_open_idx')
      .on(table.lessonId, table.kind)
      .where(sql`${table.resolvedAt} is null`),
    index('availability_audit_findings_instructor_idx').on(table.instructorId, table.resolvedAt),
    check(
      'availability_audit_findings_kind_check',
      sql`${table.kind} in ('OUTSIDE_AVAILABILITY', 'OVERLAP')`,
    ),
  ],
);

export type WeeklyHoursRow = typeof instructorWeeklyHours.$inferSelect;
export type BreakRow = typeof instructorBreaks.$inferSelect;
export type AvailabilityExceptionRow = typeof instructorAvailabilityExceptions.$inferSelect;
export type AvailabilityAuditFindingRow = typeof availabilityAuditFindings.$inferSelect;
