// /courses and /courses?state=wa: the published courses of one state, or of every state.
import { useOutletContext } from 'react-router';
import { StateCoursesQuery } from '../../features/courses/courses.queries.ts';
import { StateCoursesPage } from '../../features/courses/state-courses-page.tsx';
import type { PublicOutletContext } from '../../features/site/public-outlet-context.ts';
import { stateName } from '../../features/site/public-states.ts';
import { stateCoursesPath, SITE_PATHS } from '../../features/site/site-links.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicDataContext } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import { findUsState } from '../../../domain/us-states.ts';
import type { Route } from './+types/courses';
import { sharedPageHeaders } from '../../lib/shared-cache.ts';
import { publicPageMeta } from '../../features/site/page-meta.ts';

export const handle = STATIC_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('state')?.trim() ?? '';
  const state = asked ? (findUsState(asked)?.code ?? asked.toUpperCase().slice(0, 20)) : null;
  const { courses } = await context
    .get(publicDataContext)
    .execute(StateCoursesQuery, { state: state ?? undefined });
  const { publicUrl } = context.get(publicSettingsContext);
  const path = state ? stateCoursesPath(state) : SITE_PATHS.courses;
  return { state, courses, url: new URL(path, publicUrl).href };
}

// The same document for every visitor: the server keeps it for a minute.
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const { state, courses, url } = loaderData;
  const where = state ? stateName(state) : 'every state we teach in';
  return [
    ...publicPageMeta({
      title: `Drivers Ed Courses in ${state ? stateName(state) : 'Your State'}`,
      description: `Online and classroom drivers ed, parent-taught and adult courses in ${where}: length, pace, price and how to enrol.`,
      url,
    }),
    // A state without courses is a message, not a page worth indexing.
    ...(courses.length === 0 ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
};

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { bookingPhone } = useOutletContext<PublicOutletContext>();
  return (
    <StateCoursesPage
      state={loaderData.state}
      courses={loaderData.courses}
      bookingPhone={bookingPhone}
    />
  );
}
