import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

/** US states and territories for address and licence data (SPEC §1); filled by the seed. */
export const usStates = pgTable('us_states', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** One of the 11 states the public product sells in. */
  isSupported: boolean('is_supported').notNull().default(false),
});

export type UsStateRow = typeof usStates.$inferSelect;
