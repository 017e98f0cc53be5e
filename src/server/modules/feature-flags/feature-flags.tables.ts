// Feature flags (SPEC §1): a key with a typed value. The value is stored as text and validated
// against the type by src/domain/feature-flags.ts, so one column serves every type.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { FEATURE_FLAG_TYPES } from '../../../domain/feature-flags.ts';
import { users } from '../../auth/auth.tables.ts';

export const featureFlags = pgTable('feature_flags', {
  /** Never changes once created: code reads flags by key, and the audit log names them by it. */
  key: text('key').primaryKey(),
  type: text('type', { enum: FEATURE_FLAG_TYPES }).notNull(),
  value: text('value').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedById: text('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
});

export type FeatureFlagRow = typeof featureFlags.$inferSelect;
