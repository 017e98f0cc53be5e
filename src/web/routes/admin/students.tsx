import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { StudentsPage } from '../../features/students/students-page.tsx';
import type { Route } from './+types/students';

export const meta: Route.MetaFunction = () => [
  { title: 'Students | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function StudentsRoute() {
  return (
    <AreaGuard permission="students.read">
      <StudentsPage />
    </AreaGuard>
  );
}
