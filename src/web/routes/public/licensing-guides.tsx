// /licensing-guides: every state's licensing guides, as a plain server-rendered document.
import { GuidesIndexPage } from '../../features/licensing-guides/guides-index-page.tsx';
import { LICENSING_GUIDES_PATH } from '../../features/licensing-guides/guide-paths.ts';
import { LicensingGuidesIndexQuery } from '../../features/licensing-guides/licensing-guides.queries.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicDataContext } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import { sharedPageHeaders } from '../../lib/shared-cache.ts';
import type { Route } from './+types/licensing-guides';
import { publicPageMeta } from '../../features/site/page-meta.ts';

export const handle = STATIC_PAGE;

export async function loader({ context }: Route.LoaderArgs) {
  const { licensingGuides } = await context
    .get(publicDataContext)
    .execute(LicensingGuidesIndexQuery, {});
  const { publicUrl } = context.get(publicSettingsContext);
  return { guides: licensingGuides, url: new URL(LICENSING_GUIDES_PATH, publicUrl).href };
}

export const headers = sharedPageHeaders;

const TITLE = 'How to Get Your Driver Licence, State by State';
const DESCRIPTION =
  'Step-by-step licensing guides for teens and adults in every state we teach in: courses, written test, practice hours, lessons and the road test.';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  publicPageMeta({ title: TITLE, description: DESCRIPTION, url: loaderData?.url });

export default function LicensingGuides({ loaderData }: Route.ComponentProps) {
  return <GuidesIndexPage guides={loaderData.guides} />;
}
