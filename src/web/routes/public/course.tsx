// /{state}/course/{category}: one published course, rendered on the server as a plain document.
import { data, useOutletContext } from 'react-router';
import { PUBLIC_COHORTS_QUERY } from '../../features/cohorts/cohorts.queries.ts';
import { CoursePage } from '../../features/courses/course-page.tsx';
import { courseStructuredData } from '../../features/courses/course-structured-data.ts';
import { CoursePageQuery, OtherStateCoursesQuery } from '../../features/courses/courses.queries.ts';
import type { PublicOutletContext } from '../../features/site/public-outlet-context.ts';
import { PageNotFound } from '../../features/site/page-not-found.tsx';
import { NOT_FOUND_META, publicPageMeta } from '../../features/site/page-meta.ts';
import { STATIC_PAGE } from '../../lib/hydration.ts';
import { publicDataContext } from '../../lib/public-data.ts';
import { publicSettingsContext } from '../../lib/public-settings.ts';
import type { Route } from './+types/course';
import { sharedPageHeaders } from '../../lib/shared-cache.ts';

export const handle = STATIC_PAGE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const publicData = context.get(publicDataContext);
  const { coursePage: course } = await publicData.execute(CoursePageQuery, {
    state: params.state,
    category: params.category,
  });
  if (!course) return data(null, { status: 404 });
  const [{ otherStateCourses }, { cohorts }] = await Promise.all([
    publicData.execute(OtherStateCoursesQuery, { state: course.state, courseId: course.id }),
    publicData.execute(PUBLIC_COHORTS_QUERY, { courseId: course.id }),
  ]);
  const { publicUrl } = context.get(publicSettingsContext);
  return {
    course,
    otherStates: otherStateCourses,
    cohorts,
    url: new URL(course.path, publicUrl).href,
  };
}

// The same document for every visitor: the server keeps it for a minute.
export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) {
    return NOT_FOUND_META;
  }
  const { course, url } = loaderData;
  return [
    // The name leads the description: a school may give two states' courses the same summary.
    ...publicPageMeta({
      title: course.name,
      description: `${course.name}: ${course.summary}`,
      url,
    }),
    { 'script:ld+json': courseStructuredData(course, url) },
  ];
};

export default function Course({ loaderData }: Route.ComponentProps) {
  const { bookingPhone } = useOutletContext<PublicOutletContext>();
  if (!loaderData) return <PageNotFound />;
  return (
    <CoursePage
      course={loaderData.course}
      otherStates={loaderData.otherStates}
      cohorts={loaderData.cohorts}
      bookingPhone={bookingPhone}
    />
  );
}
