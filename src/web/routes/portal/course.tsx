import { CoursePlayerPage } from '../../features/course-player/course-player-page.tsx';
import type { Route } from './+types/course';

export const meta: Route.MetaFunction = () => [
  { title: 'Online course | RoadReady student portal' },
  { name: 'robots', content: 'noindex' },
];

export default function PortalCourseRoute({ params }: Route.ComponentProps) {
  return <CoursePlayerPage key={params.enrollmentId} enrollmentId={params.enrollmentId} />;
}
