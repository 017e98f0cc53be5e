import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { ScholarshipsPage } from '../../features/scholarships/scholarships-page.tsx';
import type { Route } from './+types/scholarships';

export const meta: Route.MetaFunction = () => [
  { title: 'Scholarships | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Applications hold family details: ClassroomManager and Admin only (scholarships.review).
export default function ScholarshipsRoute() {
  return (
    <AreaGuard permission="scholarships.review">
      <ScholarshipsPage />
    </AreaGuard>
  );
}
