import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { SyncConflictPage } from '../../features/sync/sync-conflict-page.tsx';
import type { Route } from './+types/sync-conflict';

export const meta: Route.MetaFunction = () => [
  { title: 'Sync conflict | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function SyncConflictRoute({ params }: Route.ComponentProps) {
  return (
    <AreaGuard permission="sync.read">
      <SyncConflictPage key={params.syncConflictId} syncConflictId={params.syncConflictId} />
    </AreaGuard>
  );
}
