// API telemetry (SPEC §3 "API call count"): GraphQL operations counted per school day and per
// operation name. One row per (day, operation); the counter adds to it with an upsert.
import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const apiCallCounts = pgTable(
  'api_call_counts',
  {
    /** The day in the school's time zone (America/Los_Angeles), not UTC. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The operation's name as the client sent it; `(anonymous)` when it had none. */
    operationName: text('operation_name').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.operationName] })],
);
