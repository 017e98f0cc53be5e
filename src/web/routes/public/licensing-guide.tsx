// /{state}/licensing-guide/{audience}: one licensing guide, rendered on the server as a plain document.
import { data } from 'react-router';
import { GuidePage } from '../../features/licensing-guides/guide-page.tsx';
import { licensingGuidePath } from '../../features/licensing-guides/guide-paths.ts';
import { howToStructuredData } from '../../features/licensing-guides/guide-structured-data.ts';
import { LicensingGuidePageQuery } from '../../features/licensing-guides/licensing-guides.queries.ts';
import { PageNotFound } from '../../features/site/page-not-found.tsx';
import { stateName } from '../../features/site/public-states.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicDataContext } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import { sharedPageHeaders } from '../../lib/shared-cache.ts';
import type { Route } from './+types/licensing-guide';

export const handle = STATIC_PAGE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { licensingGuide: guide, licensingGuides: siblings } = await context
    .get(publicDataContext)
    .execute(LicensingGuidePageQuery, { state: params.state, audience: params.audience });
  // Only the lower-case address is the page; any other spelling is not found.
  if (!guide || params.state !== guide.state) return data(null, { status: 404 });
  const { publicUrl } = context.get(publicSettingsContext);
  const url = new URL(licensingGuidePath(guide.state, guide.audience), publicUrl).href;
  return { guide, siblings, url };
}

// The same document for every visitor: the server keeps it for a minute.
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) {
    return [{ title: 'Page not found | RoadReady' }, { name: 'robots', content: 'noindex' }];
  }
  const { guide, url } = loaderData;
  const description = `How to get a ${stateName(guide.state)} driver license (${guide.audienceLabel.toLowerCase()}): ${guide.steps.map((step) => step.title.toLowerCase()).join(', ')}.`;
  return [
    { title: `${guide.label}: step by step | RoadReady` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: guide.label },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { 'script:ld+json': howToStructuredData(guide, url) },
  ];
};

export default function LicensingGuide({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <PageNotFound />;
  return <GuidePage guide={loaderData.guide} siblings={loaderData.siblings} />;
}
