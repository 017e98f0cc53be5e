import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { SyncCheckPage } from '../../features/sync/sync-check-page.tsx';
import type { Route } from './+types/sync-check';

export const meta: Route.MetaFunction = () => [
  { title: 'Sync check | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function SyncCheckRoute({ params }: Route.ComponentProps) {
  return (
    <AreaGuard permission="sync.read">
      <SyncCheckPage key={params.syncCheckId} syncCheckId={params.syncCheckId} />
    </AreaGuard>
  );
}
