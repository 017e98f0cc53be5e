// /article/{slug}: a published article and its state's teen guide; 404 for unknown or unpublished.
import { data } from 'react-router';
import { ArticlePage } from '../../features/licensing-guides/article-page.tsx';
import { articleStructuredData } from '../../features/licensing-guides/guide-structured-data.ts';
import {
  ArticlePageQuery,
  TeenGuideQuery,
} from '../../features/licensing-guides/licensing-guides.queries.ts';
import { PageNotFound } from '../../features/site/page-not-found.tsx';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicDataContext } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import { sharedPageHeaders } from '../../lib/shared-cache.ts';
import type { Route } from './+types/article';
import { NOT_FOUND_META, publicPageMeta } from '../../features/site/page-meta.ts';

export const handle = STATIC_PAGE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const publicData = context.get(publicDataContext);
  const { article } = await publicData.execute(ArticlePageQuery, { slug: params.slug });
  if (!article) return data(null, { status: 404 });
  const guide = article.state
    ? (await publicData.execute(TeenGuideQuery, { state: article.state })).licensingGuide
    : null;
  const { publicUrl } = context.get(publicSettingsContext);
  return { article, guide: guide ?? null, url: new URL(article.path, publicUrl).href };
}

// The same document for every visitor: the server keeps it for a minute.
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) {
    return NOT_FOUND_META;
  }
  const { article, url } = loaderData;
  return [
    ...publicPageMeta({
      title: article.title,
      description: article.description,
      url,
      type: 'article',
    }),
    { 'script:ld+json': articleStructuredData(article, url) },
  ];
};

export default function Article({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <PageNotFound />;
  const { article, guide } = loaderData;
  return <ArticlePage article={article} guide={guide} />;
}
