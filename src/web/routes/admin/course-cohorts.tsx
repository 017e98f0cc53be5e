import { CohortsPage } from '../../features/cohorts/cohorts-page.tsx';
import type { Route } from './+types/course-cohorts';

export const meta: Route.MetaFunction = () => [
  { title: 'Cohorts | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Every staff role reads cohorts (backOffice.read); adding and changing them needs cohorts.write
// (ClassroomManager, Admin), which the screen checks for its buttons.
export default function CourseCohortsRoute({ params }: Route.ComponentProps) {
  return <CohortsPage key={params.courseId} courseId={params.courseId} />;
}
