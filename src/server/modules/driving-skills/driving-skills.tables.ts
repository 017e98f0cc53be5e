// Driving skills and the per-lesson, per-student skill reports instructors fill in (SPEC §3
// Driving skills report: id, lastEmailSent, lesson, ratings of drivingSkillId, label, rating).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SkillRating } from '../../../domain/scheduling/skill-rating.ts';
import { users } from '../../auth/auth.tables.ts';
import { lessons } from '../lessons/lessons.tables.ts';
import { students } from '../students/students.tables.ts';

/** The skills an instructor rates (mirrors, lane changes, parallel parking…), in report order. */
export const drivingSkills = pgTable('driving_skills', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const drivingSkillReports = pgTable(
  'driving_skill_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** When the report was last emailed (emailStudentReport). */
    lastEmailSent: timestamp('last_email_sent', { withTimezone: true }),
    updatedById: text('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('driving_skill_reports_lesson_student_idx').on(table.lessonId, table.studentId),
    index('driving_skill_reports_student_idx').on(table.studentId),
  ],
);

export const drivingSkillRatings = pgTable(
  'driving_skill_ratings',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => drivingSkillReports.id, { onDelete: 'cascade' }),
    drivingSkillId: uuid('driving_skill_id')
      .notNull()
      .references(() => drivingSkills.id, { onDelete: 'restrict' }),
    rating: text('rating').$type<SkillRating>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reportId, table.drivingSkillId] }),
    check(
      'driving_skill_ratings_rating_check',
      sql`${table.rating} in ('Todo', 'NeedsAdditionalDevelopment', 'NeedsImprovement', 'Consistent', 'Capable', 'Proficient')`,
    ),
  ],
);

export type DrivingSkillRow = typeof drivingSkills.$inferSelect;
export type DrivingSkillReportRow = typeof drivingSkillReports.$inferSelect;
