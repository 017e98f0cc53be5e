import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { CohortDetailPage } from '../../features/cohorts/cohort-detail-page.tsx';
import type { Route } from './+types/course-cohort';

export const meta: Route.MetaFunction = () => [
  { title: 'Cohort | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// The roster is student data: students.read; writing checks cohorts.write on the screen.
export default function CourseCohortRoute({ params }: Route.ComponentProps) {
  return (
    <AreaGuard permission="students.read">
      <CohortDetailPage
        key={params.cohortId}
        courseId={params.courseId}
        cohortId={params.cohortId}
      />
    </AreaGuard>
  );
}
