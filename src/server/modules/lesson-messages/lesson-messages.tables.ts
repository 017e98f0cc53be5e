// What the lesson messages keep (docs/messages.md): the reminders sent, so that each goes once,
// and the private calendar feeds of accounts.
import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReminderKind } from '../../../domain/messages/lesson-reminders.ts';
import { users } from '../../auth/auth.tables.ts';
import { lessons } from '../lessons/lessons.tables.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per reminder sent: the lesson, which reminder, and the start it was about. The key is
 * the claim: a second run (another process, a retry, a restart) cannot insert it again. A lesson
 * moved to another time is reminded of its new time.
 */
export const lessonReminders = pgTable(
  'lesson_reminders',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    startTime: timestamptz('start_time').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.lessonId, table.kind, table.startTime] })],
);

/**
 * A private calendar feed: the URL `/calendar/<token>.ics` lists the lessons of the account's
 * students (its own record and its teens) and, for an instructor's account, the lessons they
 * teach. The token is the only key (calendar apps cannot sign in), so it is long and random; the
 * portal shows it again, so it is stored as is. "Make a new link" revokes the old one.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    uniqueIndex('calendar_feeds_token_idx').on(table.token),
    // At most one live link per account.
    uniqueIndex('calendar_feeds_live_user_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
    index('calendar_feeds_user_idx').on(table.userId),
  ],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
