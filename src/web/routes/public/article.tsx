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
    return [{ title: 'Page not found | RoadReady' }, { name: 'robots', content: 'noindex' }];
  }
  const { article, url } = loaderData;
  return [
    { title: `${article.title} | RoadReady` },
    { name: 'description', content: article.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: article.title },
    { property: 'og:description', content: article.description },
    { property: 'og:url', content: url },
    { 'script:ld+json': articleStructuredData(article, url) },
  ];
};

export default function Article({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <PageNotFound />;
  const { article, guide } = loaderData;
  return <ArticlePage article={article} guide={guide} />;
}
