// Puts the shipped guides and teen articles (content/) into a database that lacks them: a fresh
// install and the demo both show them. Safe on every start: a guide or article that exists, even
// one staff rewrote, is never touched; only missing ones are added (published).
import { teenArticleSlug } from '../../../domain/licensing-guides/article-slug.ts';
import type { GuideAudience } from '../../../domain/licensing-guides/guide-vocabulary.ts';
import type { DbHandle } from '../../db/client.ts';
import type { ContentContext } from './content/content-kit.ts';
import { shippedContent } from './content/index.ts';
import { articles, licensingGuides } from './licensing-guides.tables.ts';

export async function ensureLicensingContent(
  db: DbHandle,
  context: ContentContext,
): Promise<{ guides: number; articles: number }> {
  const content = shippedContent(context);
  return db.transaction(async (tx) => {
    // Articles first: guides point at them by slug.
    const addedArticles = await tx
      .insert(articles)
      .values(
        content.map((entry) => ({
          slug: teenArticleSlug(entry.state),
          state: entry.state,
          ...entry.article,
          isPublished: true,
        })),
      )
      .onConflictDoNothing({ target: articles.slug })
      .returning({ id: articles.id });
    const addedGuides = await tx
      .insert(licensingGuides)
      .values(
        content.flatMap((entry) =>
          Object.entries(entry.guides).map(([audience, guide]) => ({
            state: entry.state,
            audience: audience as GuideAudience,
            label: guide.label,
            // Every audience of a state points at its teen article: it explains the whole path.
            articleSlug: teenArticleSlug(entry.state),
            steps: guide.steps,
          })),
        ),
      )
      .onConflictDoNothing({ target: [licensingGuides.state, licensingGuides.audience] })
      .returning({ id: licensingGuides.id });
    return { guides: addedGuides.length, articles: addedArticles.length };
  });
}
