import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { FeatureFlagsPage } from '../../features/feature-flags/feature-flags-page.tsx';
import type { Route } from './+types/feature-flags';

export const meta: Route.MetaFunction = () => [
  { title: 'Feature flags | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

export default function FeatureFlagsRoute() {
  return (
    <AreaGuard permission="featureFlags.write">
      <FeatureFlagsPage />
    </AreaGuard>
  );
}
