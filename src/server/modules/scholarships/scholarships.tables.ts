// Scholarship applications (SPEC §7 applyForScholarship): a family asks for a course for free;
// staff grant it (a voucher for the course's product) or decline it with a reason
// (docs/scholarships.md). The checks keep a status and its facts together.
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  SCHOLARSHIP_STATUSES,
  type ScholarshipStatus,
} from '../../../domain/scholarships/scholarship-application.ts';
import { courses } from '../courses/courses.tables.ts';
import { vouchers } from '../vouchers/vouchers.tables.ts';

export const scholarshipApplications = pgTable(
  'scholarship_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    scholarshipAnswer: text('scholarship_answer').notNull(),
    status: text('status').$type<ScholarshipStatus>().notNull().default('pending'),
    /** The voucher a grant created; sent to the family by staff. */
    voucherId: uuid('voucher_id').references(() => vouchers.id, { onDelete: 'restrict' }),
    declineReason: text('decline_reason'),
    reviewedByName: text('reviewed_by_name'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'scholarship_applications_status_check',
      sql.raw(`status in (${SCHOLARSHIP_STATUSES.map((value) => `'${value}'`).join(', ')})`),
    ),
    check(
      'scholarship_applications_granted_check',
      sql`(${table.status} = 'granted') = (${table.voucherId} is not null)`,
    ),
    check(
      'scholarship_applications_declined_check',
      sql`(${table.status} = 'declined') = (${table.declineReason} is not null)`,
    ),
    index('scholarship_applications_status_idx').on(table.status, table.createdAt),
  ],
);

export type ScholarshipApplicationRow = typeof scholarshipApplications.$inferSelect;
