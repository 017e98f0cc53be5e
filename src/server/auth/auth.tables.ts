import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const signInAttempts = pgTable('sign_in_attempts', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(1),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
