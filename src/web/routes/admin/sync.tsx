import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { SyncStatusPage } from '../../features/sync/sync-status-page.tsx';
import type { Route } from './+types/sync';

export const meta: Route.MetaFunction = () => [
  { title: 'Sync status | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function SyncStatusRoute() {
  return (
    <AreaGuard permission="sync.read">
      <SyncStatusPage />
    </AreaGuard>
  );
}
