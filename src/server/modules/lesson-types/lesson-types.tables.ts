// Lesson types (SPEC §3, names from SPEC §9): what a lesson is and how long it lasts.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LessonTypeName } from '../../../domain/lesson-type-names.ts';
import { products } from '../products/products.tables.ts';

export const lessonTypes = pgTable(
  'lesson_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One of SPEC §9's names; unique. */
    name: text('name').$type<LessonTypeName>().notNull().unique(),
    label: text('label').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    description: text('description').notNull().default(''),
    /**
     * What a road or DMV test sells when it is booked online: a `fee` product, one unit per test
     * (docs/booking.md "What is sold"). Null for driving lessons (they sell driving minutes) and
     * for tests the school books by phone only.
     */
    testProductId: uuid('test_product_id').references(() => products.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'lesson_types_duration_check',
      sql`${table.durationMinutes} > 0 and ${table.durationMinutes} <= 720`,
    ),
  ],
);

export type LessonTypeRow = typeof lessonTypes.$inferSelect;
