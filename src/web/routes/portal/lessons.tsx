import { MyLessonsPage } from '../../features/portal/my-lessons-page.tsx';
import type { Route } from './+types/lessons';

export const meta: Route.MetaFunction = () => [
  { title: 'My lessons | RoadReady student portal' },
  { name: 'robots', content: 'noindex' },
];

export default function PortalLessonsRoute() {
  return <MyLessonsPage />;
}
