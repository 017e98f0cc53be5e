import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { AuditLogPage } from '../../features/audit-log/audit-log-page.tsx';
import type { Route } from './+types/audit-log';

export const meta: Route.MetaFunction = () => [
  { title: 'Audit log | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function AuditLogRoute() {
  return (
    <AreaGuard permission="auditLog.read">
      <AuditLogPage />
    </AreaGuard>
  );
}
