import { MyOnlineCoursesPage } from '../../features/course-player/my-online-courses-page.tsx';
import type { Route } from './+types/courses';

export const meta: Route.MetaFunction = () => [
  { title: 'My online courses | RoadReady student portal' },
  { name: 'robots', content: 'noindex' },
];

export default function PortalCoursesRoute() {
  return <MyOnlineCoursesPage />;
}
