// GET /sitemap.xml: every public page — home, the course lists of every state with courses, each
// published course and the other public pages of SITE_PATHS that exist.
import { sitemapXml } from '../../../domain/site/sitemap.ts';
import { StateCoursesQuery } from '../../features/courses/courses.queries.ts';
import { stateCoursesPath, SITE_PATHS } from '../../features/site/site-links.ts';
import { publicDataContext } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import type { Route } from './+types/sitemap';

export async function loader({ context }: Route.LoaderArgs) {
  const { courses } = await context.get(publicDataContext).execute(StateCoursesQuery, {});
  const states = [...new Set(courses.map((course) => course.state))];
  const paths = [
    SITE_PATHS.home,
    SITE_PATHS.courses,
    ...states.map((state) => stateCoursesPath(state)),
    ...courses.map((course) => course.path),
  ];
  const { publicUrl } = context.get(publicSettingsContext);
  return new Response(sitemapXml(publicUrl, paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'max-age=3600' },
  });
}
