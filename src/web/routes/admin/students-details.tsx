import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { StudentDetailsPage } from '../../features/students/student-details-page.tsx';
import type { Route } from './+types/students-details';

export const meta: Route.MetaFunction = () => [
  { title: 'Student | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function StudentDetailsRoute({ params }: Route.ComponentProps) {
  return (
    <AreaGuard permission="students.read">
      {/* A new key per student: nothing typed for one student carries over to the next. */}
      <StudentDetailsPage key={params.studentId} studentId={params.studentId} />
    </AreaGuard>
  );
}
