import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { OutboxPage } from '../../features/outbox/outbox-page.tsx';
import type { Route } from './+types/outbox';

export const meta: Route.MetaFunction = () => [
  { title: 'Outbox | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function OutboxRoute() {
  return (
    <AreaGuard permission="outbox.manage">
      <OutboxPage />
    </AreaGuard>
  );
}
