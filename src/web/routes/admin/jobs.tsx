import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { JobsPage } from '../../features/jobs/jobs-page.tsx';
import type { Route } from './+types/jobs';

export const meta: Route.MetaFunction = () => [
  { title: 'Jobs | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function JobsRoute() {
  return (
    <AreaGuard permission="jobs.manage">
      <JobsPage />
    </AreaGuard>
  );
}
