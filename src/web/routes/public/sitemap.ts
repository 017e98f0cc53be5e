// GET /sitemap.xml: every public page — home, the course lists of every state with courses, each
// published course, the DMV practice tests (the chooser and each state's test), the licensing
// guides (the index and each guide), the published articles the guides link to, and the
// published location landing pages and metros.
import { sitemapXml } from '../../../domain/site/sitemap.ts';
import { StateCoursesQuery } from '../../features/courses/courses.queries.ts';
import {
  licensingGuidePath,
  LICENSING_GUIDES_PATH,
} from '../../features/licensing-guides/guide-paths.ts';
import { PublishedLandingPathsQuery } from '../../features/landing-pages/landing-pages.queries.ts';
import { LicensingGuidesIndexQuery } from '../../features/licensing-guides/licensing-guides.queries.ts';
import { practiceTestStates } from '../../features/practice-test/practice-test-data.ts';
import { practiceTestPath } from '../../features/practice-test/practice-test-paths.ts';
import { stateCoursesPath, SITE_PATHS } from '../../features/site/site-links.ts';
import { publicDataContext } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import type { Route } from './+types/sitemap';

export async function loader({ context }: Route.LoaderArgs) {
  const publicData = context.get(publicDataContext);
  const [{ courses }, practiceStates, { licensingGuides }, { publishedLandingPaths }] =
    await Promise.all([
      publicData.execute(StateCoursesQuery, {}),
      practiceTestStates(publicData),
      publicData.execute(LicensingGuidesIndexQuery, {}),
      publicData.execute(PublishedLandingPathsQuery, {}),
    ]);
  const states = [...new Set(courses.map((course) => course.state))];
  const paths = [
    SITE_PATHS.home,
    SITE_PATHS.courses,
    ...states.map((state) => stateCoursesPath(state)),
    ...courses.map((course) => course.path),
    SITE_PATHS.practiceTest,
    ...practiceStates.map((summary) => practiceTestPath(summary.state)),
    LICENSING_GUIDES_PATH,
    ...licensingGuides.map((guide) => licensingGuidePath(guide.state, guide.audience)),
    // sitemapXml drops the duplicates: every guide of a state names the same article.
    ...licensingGuides.flatMap((guide) => (guide.article ? [guide.article.path] : [])),
    ...publishedLandingPaths,
    SITE_PATHS.book,
  ];
  const { publicUrl } = context.get(publicSettingsContext);
  return new Response(sitemapXml(publicUrl, paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'max-age=3600' },
  });
}
