import { AreaGuard } from '../../features/admin-shell/area-guard.tsx';
import { FragmentsPage } from '../../features/pricing/fragments-page.tsx';
import type { Route } from './+types/price-scheme-fragments';

export const meta: Route.MetaFunction = () => [
  { title: 'Price scheme fragments | RoadReady back-office' },
  { name: 'robots', content: 'noindex' },
];

// Reading prices needs pricing.read (no Instructors: no money); writing needs pricing.write,
// which the screen checks for its buttons.
export default function PriceSchemeFragmentsRoute() {
  return (
    <AreaGuard permission="pricing.read">
      <FragmentsPage />
    </AreaGuard>
  );
}
