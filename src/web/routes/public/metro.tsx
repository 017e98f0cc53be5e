// /{state}/metro/{slug}: a published metro listing its published landing pages; 404 otherwise.
import { data, useOutletContext } from 'react-router';
import { MetroPageQuery } from '../../features/landing-pages/landing-pages.queries.ts';
import { MetroPageView } from '../../features/landing-pages/metro-page.tsx';
import type { PublicOutletContext } from '../../features/site/public-outlet-context.ts';
import { PageNotFound } from '../../features/site/page-not-found.tsx';
import { stateName } from '../../features/site/public-states.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicDataContext } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import { sharedPageHeaders } from '../../lib/shared-cache.ts';
import type { Route } from './+types/metro';
import { NOT_FOUND_META, publicPageMeta } from '../../features/site/page-meta.ts';

export const handle = STATIC_PAGE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { publicMetro: metro } = await context
    .get(publicDataContext)
    .execute(MetroPageQuery, { state: params.state, slug: params.slug });
  if (!metro) return data(null, { status: 404 });
  const { publicUrl } = context.get(publicSettingsContext);
  return { metro, url: new URL(metro.path, publicUrl).href };
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) {
    return NOT_FOUND_META;
  }
  const { metro, url } = loaderData;
  const place = `${metro.name}, ${stateName(metro.state)}`;
  const description = `Driving lessons across ${place}: ${metro.pages.map((page) => page.name).join(', ') || 'areas near you'}. Prices, meeting points and instructors of each area.`;
  return [
    ...publicPageMeta({ title: `Driving lessons in ${place}`, description, url }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: `Driving lessons in ${place}`,
        itemListElement: metro.pages.map((page, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: page.name,
          url: new URL(page.path, url).href,
        })),
      },
    },
  ];
};

export default function Metro({ loaderData }: Route.ComponentProps) {
  const { bookingPhone } = useOutletContext<PublicOutletContext>();
  if (!loaderData) return <PageNotFound />;
  return <MetroPageView metro={loaderData.metro} bookingPhone={bookingPhone} />;
}
