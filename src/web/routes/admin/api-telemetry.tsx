import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { ApiTelemetryPage } from '../../features/api-telemetry/api-telemetry-page.tsx';
import type { Route } from './+types/api-telemetry';

export const meta: Route.MetaFunction = () => [
  { title: 'API telemetry | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function ApiTelemetryRoute() {
  return (
    <AreaGuard permission="apiTelemetry.read">
      <ApiTelemetryPage />
    </AreaGuard>
  );
}
