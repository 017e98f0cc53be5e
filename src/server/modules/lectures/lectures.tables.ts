// Course content (SPEC §3): ordered lectures of a course, ordered parts of a lecture, and the
// images uploaded for them. A part is `content` (a layout and its block) or `quiz`, whose
// questions are quiz_questions rows of kind lectureQuizQuestion pointing back at the part
// (docs/course-content.md). Positions are dense (0..n-1) and unique per parent.
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  LECTURE_LAYOUTS,
  LECTURE_PART_TYPES,
  type LectureBlock,
  type LectureLayout,
  type LecturePartType,
} from '../../../domain/course-content/lecture-part.ts';
import { courses } from '../courses/courses.tables.ts';

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const lectures = pgTable(
  'lectures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    /**
     * Least seat time credited on this lecture before the next one opens, in seconds; null when
     * the course sets none (docs/seat-time.md: a per-unit minimum, e.g. Nevada).
     */
    minimumSeconds: integer('minimum_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lectures_position_key').on(table.courseId, table.position),
    check(
      'lectures_minimum_check',
      sql`${table.minimumSeconds} is null or ${table.minimumSeconds} > 0`,
    ),
  ],
);

export const lectureParts = pgTable(
  'lecture_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<LecturePartType>().notNull(),
    /** The layout of a content part; null for a quiz. */
    layout: text('layout').$type<LectureLayout>(),
    /** The block of a content part, normalised for its layout; null for a quiz. */
    content: jsonb('content').$type<LectureBlock>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lecture_parts_position_key').on(table.lectureId, table.position),
    check('lecture_parts_type_check', sql`${table.type} in (${inList(LECTURE_PART_TYPES)})`),
    check(
      'lecture_parts_layout_check',
      sql`${table.layout} is null or ${table.layout} in (${inList(LECTURE_LAYOUTS)})`,
    ),
    // A content part has a layout and a block; a quiz has neither.
    check(
      'lecture_parts_content_check',
      sql`(${table.type} = 'content') = (${table.layout} is not null and ${table.content} is not null)`,
    ),
  ],
);

/** Images uploaded for a course's lectures, kept in the database like instructor portraits. */
export const lectureImages = pgTable(
  'lecture_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lecture_images_course_idx').on(table.courseId)],
);

export type LectureRow = typeof lectures.$inferSelect;
export type LecturePartRow = typeof lectureParts.$inferSelect;
export type LectureImageRow = typeof lectureImages.$inferSelect;
