// The only code that reads licensing_guides and articles (writes go through the audit recorder).
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  articles,
  licensingGuides,
  type ArticleRow,
  type LicensingGuideRow,
} from './licensing-guides.tables.ts';

export const licensingGuidesRepository = {
  async findGuide(
    db: Executor,
    state: string,
    audience: string,
  ): Promise<LicensingGuideRow | null> {
    const [row] = await db
      .select()
      .from(licensingGuides)
      .where(and(eq(licensingGuides.state, state), eq(licensingGuides.audience, audience)));
    return row ?? null;
  },

  listGuides(db: Executor, state: string | null): Promise<LicensingGuideRow[]> {
    return db
      .select()
      .from(licensingGuides)
      .where(state ? eq(licensingGuides.state, state) : undefined)
      .orderBy(asc(licensingGuides.state), asc(licensingGuides.audience));
  },

  async findArticle(db: Executor, slug: string): Promise<ArticleRow | null> {
    const [row] = await db.select().from(articles).where(eq(articles.slug, slug));
    return row ?? null;
  },

  async findArticleById(db: Executor, id: string): Promise<ArticleRow | null> {
    const [row] = await db.select().from(articles).where(eq(articles.id, id));
    return row ?? null;
  },

  listArticles(db: Executor, publishedOnly: boolean): Promise<ArticleRow[]> {
    return db
      .select()
      .from(articles)
      .where(publishedOnly ? eq(articles.isPublished, true) : undefined)
      .orderBy(asc(articles.slug));
  },
};
