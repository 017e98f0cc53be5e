// School cars (SPEC §3 Vehicle): a name staff know it by, its telematics (Samsara) id, and the
// instructors who drive it. Audited in the SPEC §9 collection "Vehicles".
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The vehicle's id in the telematics service; optional, unique when given. */
    samsaraId: text('samsara_id'),
    /** Instructor record ids (instructors.id) of the instructors who drive it. */
    instructorIds: text('instructor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vehicles_name_idx').on(sql`lower(${table.name})`),
    uniqueIndex('vehicles_samsara_id_idx')
      .on(table.samsaraId)
      .where(sql`${table.samsaraId} is not null`),
  ],
);

export type VehicleRow = typeof vehicles.$inferSelect;
