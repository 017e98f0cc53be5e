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
import { NOT_FOUND_META, publicPageMeta } from '../../features/site/page-meta.ts';

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
    return NOT_FOUND_META;
  }
  const { guide, url } = loaderData;
  const description = `How to get a ${stateName(guide.state)} driver license (${guide.audienceLabel.toLowerCase()}): ${guide.steps.map((step) => step.title.toLowerCase()).join(', ')}.`;
  return [
    ...publicPageMeta({
      title: `${guide.label}: step by step`,
      description,
      url,
      shareTitle: guide.label,
    }),
    { 'script:ld+json': howToStructuredData(guide, url) },
  ];
};

export default function LicensingGuide({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <PageNotFound />;
  return <GuidePage guide={loaderData.guide} siblings={loaderData.siblings} />;
}
