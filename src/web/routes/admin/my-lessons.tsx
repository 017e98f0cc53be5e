import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { MyLessonsPage } from '../../features/my-lessons/my-lessons-page.tsx';
import type { Route } from './+types/my-lessons';

export const meta: Route.MetaFunction = () => [
  { title: 'My lessons | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Instructors (and an Admin on an instructor's behalf): myLessons.read.
export default function MyLessonsRoute() {
  return (
    <AreaGuard permission="myLessons.read">
      <MyLessonsPage />
    </AreaGuard>
  );
}
