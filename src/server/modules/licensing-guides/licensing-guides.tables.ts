// Licensing guides and the articles next to them (SPEC §3, DESIGN: stored in the DB, edited in the
// back-office). A guide's steps are one JSON array: they are always read and written whole, in
// order, and never queried one by one.
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { GuideStepInput } from '../../../domain/licensing-guides/guide-validation.ts';

export type GuideStep = GuideStepInput;

export const licensingGuides = pgTable(
  'licensing_guides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case state code of SPEC §3 (ca, co, il, in, mo, nv, pa, tx, wa). */
    state: text('state').notNull(),
    /** teen, adult, and in Texas teen-parent-taught or teen-instructor-led. */
    audience: text('audience').notNull(),
    label: text('label').notNull(),
    /** The slug of the article this guide points to, if any (see articles.slug). */
    articleSlug: text('article_slug'),
    steps: jsonb('steps').$type<GuideStep[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('licensing_guides_state_audience_key').on(table.state, table.audience),
    check('licensing_guides_steps_array_check', sql`jsonb_typeof(${table.steps}) = 'array'`),
  ],
);

export type LicensingGuideRow = typeof licensingGuides.$inferSelect;

export const articles = pgTable('articles', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  /** The state the article is about (lower-case code), or null for a general article. */
  state: text('state'),
  title: text('title').notNull(),
  /** One or two sentences for search engines and link previews. */
  description: text('description').notNull(),
  /** The Markdown subset of src/domain/licensing-guides/article-body.ts. */
  body: text('body').notNull(),
  isPublished: boolean('is_published').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ArticleRow = typeof articles.$inferSelect;
